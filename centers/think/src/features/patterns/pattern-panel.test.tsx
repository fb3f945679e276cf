import { screen, within } from '@testing-library/react';
import { renderWithPlatform } from '@csw/ui/testing';
import { makeResult } from '../../testing/fake-think';
import { PatternPanel } from './pattern-panel';

/** The panel's figures as 'label: value' lines. */
function figures() {
  const panel = screen.getByRole('region', { name: 'Pattern Recognition' });
  const values = within(panel).getAllByRole('definition');
  return within(panel)
    .getAllByRole('term')
    .map((term, i) => `${term.textContent}: ${values[i]?.textContent}`);
}

describe('pattern recognition', () => {
  it('counts the documents available before any choice and says when patterns are counted', () => {
    renderWithPlatform(<PatternPanel selected={0} total={12} result={null} />);
    expect(figures()).toEqual(['Documents available: 12']);
    expect(
      screen.getByText('Patterns and blind spots are counted when an analysis runs.'),
    ).toBeInTheDocument();
  });

  it('counts the documents selected once there are some, and waits for the library total', () => {
    const { rerender } = renderWithPlatform(<PatternPanel selected={0} total={null} result={null} />);
    expect(figures()).toEqual(['Documents available: ...']);
    rerender(<PatternPanel selected={3} total={12} result={null} />);
    expect(figures()).toEqual(['Documents selected: 3']);
  });

  it('shows the real counts of the analysis on screen', () => {
    renderWithPlatform(<PatternPanel selected={2} total={12} result={makeResult()} />);
    expect(figures()).toEqual([
      'Documents selected: 2',
      'Documents analysed: 2',
      'Patterns found: 7',
      'Blind spots: 4',
      'Assumptions checked: 1',
    ]);
    expect(screen.queryByText(/are counted when an analysis runs/)).not.toBeInTheDocument();
  });
});
