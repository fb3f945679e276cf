import { screen, within } from '@testing-library/react';
import { renderWithPlatform } from '@csw/ui/testing';
import { analysis } from '../../testing/fake-plans';
import { MissionAnalysisView } from './mission-analysis';

const task = (text: string, verb: string, where: string | null, start: number) => ({
  text,
  verb,
  definition: `${verb}.`,
  where,
  span: { start, end: start + text.length },
});

describe('the mission analysis view', () => {
  it('lists every task of a mission of several tasks, each with its place', () => {
    renderWithPlatform(
      <MissionAnalysisView
        analysis={{
          ...analysis,
          what: {
            ...analysis.what,
            text: 'conducts a wet-gap crossing and seizes',
            tasks: [
              task(
                'conducts a wet-gap crossing at crossing site ECHO',
                'gap crossing',
                'at crossing site ECHO',
                14,
              ),
              task('seizes OBJ GARNET', 'seize', 'OBJ GARNET', 70),
            ],
          },
        }}
      />,
    );
    const tasks = within(screen.getByRole('list', { name: 'Tasks of the mission' })).getAllByRole('listitem');
    expect(tasks.map((t) => t.textContent)).toEqual([
      'conducts a wet-gap crossing at crossing site ECHO (gap crossing)',
      'seizes OBJ GARNET (seize)',
    ]);
  });

  it('adds no task list for a mission of one task', () => {
    renderWithPlatform(<MissionAnalysisView analysis={analysis} />);
    expect(screen.queryByRole('list', { name: 'Tasks of the mission' })).not.toBeInTheDocument();
  });
});
