import { screen, within } from '@testing-library/react';
import { EXECUTE_LABELS } from '@csw/contracts';
import { renderWithPlatform } from '@csw/ui/testing';
import { defaultTasks, metricsOf } from '../../testing/fake-plans';
import { MetricsPanel } from './metrics-panel';

const region = () => screen.getByRole('region', { name: EXECUTE_LABELS.metrics });

describe('execution metrics', () => {
  it('says what will be computed before a plan exists', () => {
    renderWithPlatform(<MetricsPanel metrics={null} tasks={[]} />);
    expect(region()).toHaveTextContent('Computed from the board once a plan exists');
  });

  it("shows the board's figures and its critical path by task title", () => {
    const tasks = defaultTasks();
    const { metrics } = metricsOf(tasks);
    renderWithPlatform(<MetricsPanel metrics={metrics} tasks={tasks} />);
    const terms = within(region())
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual([
      'Completion',
      'Overdue',
      'Time to mission',
      'Blocked',
      'Resource conflicts',
      'Planning time spent',
    ]);
    expect(region()).toHaveTextContent(`Critical path (${metrics.criticalPath.hours} h)`);
  });
});
