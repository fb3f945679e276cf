import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@csw/ui/testing';
import { makeResult } from '../../testing/fake-think';
import { AnalysisDetails } from './analysis-details';
import { TOP_FINDINGS } from './show-all';

function resultWith(patterns: number, assumptions: number) {
  const base = makeResult();
  return {
    ...base,
    patterns: Array.from({ length: patterns }, (_, i) => ({ ...base.patterns[0]!, label: `Theme ${i + 1}` })),
    assumptions: Array.from({ length: assumptions }, (_, i) => ({
      ...base.assumptions[0]!,
      statement: `Assumption ${i + 1}`,
    })),
  };
}

// The findings listed (each finding's own list of sources holds list items too).
const themes = (region: HTMLElement) => within(region).getAllByText(/^Theme \d+$/);

describe('AnalysisDetails', () => {
  it('shows the top dozen findings of each kind and all of them on request', async () => {
    renderWithPlatform(<AnalysisDetails result={resultWith(30, 20)} simplified={false} />);
    const patterns = screen.getByRole('region', { name: 'Patterns' });
    expect(themes(patterns)).toHaveLength(TOP_FINDINGS);
    expect(within(patterns).getByText('Theme 1')).toBeInTheDocument();
    expect(within(patterns).queryByText('Theme 13')).not.toBeInTheDocument();

    await userEvent.click(within(patterns).getByRole('button', { name: 'Show all 30 patterns' }));
    expect(themes(patterns)).toHaveLength(30);
    const fewer = within(patterns).getByRole('button', { name: `Show the top ${TOP_FINDINGS} patterns` });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(fewer);
    expect(themes(patterns)).toHaveLength(TOP_FINDINGS);

    const kac = screen.getByRole('region', { name: 'Key Assumptions Check' });
    // The header row and the top dozen.
    expect(within(kac).getAllByRole('row')).toHaveLength(TOP_FINDINGS + 1);
    await userEvent.click(within(kac).getByRole('button', { name: 'Show all 20 assumptions' }));
    expect(within(kac).getAllByRole('row')).toHaveLength(21);
  });

  it('offers no button when every finding is already shown', () => {
    renderWithPlatform(<AnalysisDetails result={resultWith(3, 2)} simplified={false} />);
    const patterns = screen.getByRole('region', { name: 'Patterns' });
    expect(themes(patterns)).toHaveLength(3);
    expect(within(patterns).queryByRole('button', { name: /^Show / })).not.toBeInTheDocument();
  });
});
