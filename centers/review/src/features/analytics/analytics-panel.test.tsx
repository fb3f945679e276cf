import { screen, within } from '@testing-library/react';
import { LIBRARY_MESSAGES } from '@csw/contracts';
import { renderWithPlatform } from '@csw/ui/testing';
import { makeStats } from '../../testing/fake-library';
import { AnalyticsPanel } from './analytics-panel';

describe('analytics', () => {
  it('shows the counts and the real vector dimension', () => {
    renderWithPlatform(<AnalyticsPanel stats={makeStats({ vectorDimension: 768, total: 4 })} />);
    const figures = screen.getByRole('region', { name: 'Analytics' });
    const value = (term: string) =>
      within(figures).getByText(term).closest('dt')?.nextElementSibling?.textContent;
    expect(value('Documents')).toBe('4');
    expect(value('Vector dimensions')).toBe('768');
    expect(value('SECRET')).toBe('1');
    expect(value('UNCLASS')).toBe('3');
    expect(value('Search')).toBe('Keyword + vector');
    expect(value('Embedder')).toBe('hashing-384');
  });

  it('says the search ranks by keywords only, with no vector figure, when it uses no vectors', () => {
    renderWithPlatform(
      <AnalyticsPanel stats={makeStats({ vectorSearch: false, vectorDimension: 0, total: 4 })} />,
    );
    const figures = screen.getByRole('region', { name: 'Analytics' });
    const value = (term: string) =>
      within(figures).getByText(term).closest('dt')?.nextElementSibling?.textContent;
    expect(value('Search')).toBe('Keyword only');
    expect(value('Vector dimensions')).toBe('Not used');
    expect(within(figures).queryByText('Embedder')).not.toBeInTheDocument();
    expect(within(figures).queryByText('0')).not.toBeInTheDocument();
  });

  it('draws a bar per category whose width is its share, with its number as text', () => {
    const { container } = renderWithPlatform(<AnalyticsPanel stats={makeStats()} />);
    const bars = within(screen.getByRole('list', { name: 'Documents per category' })).getAllByRole(
      'listitem',
    );
    expect(bars.map((bar) => bar.textContent)).toEqual([
      'Space Operations3',
      'Intelligence & Cyber Operations1',
    ]);
    expect(container.querySelector('[data-category="space-operations"]')).toHaveStyle({ width: '75%' });
    expect(container.querySelector('[data-category="intelligence-cyber"]')).toHaveStyle({ width: '25%' });
  });

  it('says the library is empty when there is nothing to count', () => {
    renderWithPlatform(
      <AnalyticsPanel
        stats={makeStats({ total: 0, byCategory: [], byClassification: { UNCLASS: 0, SECRET: 0 } })}
      />,
    );
    expect(screen.getByText(LIBRARY_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
