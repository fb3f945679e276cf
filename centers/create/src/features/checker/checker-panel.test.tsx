import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WritingCheck, WritingFinding } from '@csw/contracts';
import { renderWithPlatform } from '@csw/ui/testing';
import { CheckerPanel } from './checker-panel';

const passive: WritingFinding = {
  kind: 'passive-voice',
  severity: 'warning',
  message: 'Passive voice: "was cleared"',
  why: 'Write in the active voice (AR 25-50).',
  start: 10,
  end: 21,
  excerpt: 'was cleared',
};

const check = (findings: WritingFinding[], index: number | null = 14): WritingCheck => ({
  clarity:
    index === null
      ? {
          index: null,
          rating: 'no text',
          sentences: 0,
          words: 0,
          longWords: 0,
          averageSentenceLength: 0,
          longWordPercent: 0,
        }
      : {
          index,
          rating: 'on target',
          sentences: 2,
          words: 24,
          longWords: 2,
          averageSentenceLength: 12,
          longWordPercent: 8,
        },
  findings,
  structure: null,
  note: 'Checked.',
});

describe('writing check', () => {
  it('states the clarity index and lists each finding with its reason; a finding selects its text', async () => {
    const onSelect = jest.fn();
    renderWithPlatform(<CheckerPanel check={check([passive])} brief={false} onSelect={onSelect} />);
    const panel = screen.getByRole('region', { name: 'Writing check' });
    expect(
      within(panel).getByText('Clarity index 14 (on target): 12 words per sentence, 8% long words.'),
    ).toBeInTheDocument();
    const findings = within(panel).getByRole('list', { name: 'Findings' });
    const finding = within(findings).getByRole('button', { name: /Passive voice: "was cleared"/ });
    expect(finding).toHaveTextContent('Write in the active voice (AR 25-50).');
    await userEvent.setup().click(finding);
    expect(onSelect).toHaveBeenCalledWith(passive);
  });

  it('leaves the reasons out in the simplified view', () => {
    renderWithPlatform(<CheckerPanel check={check([passive])} brief onSelect={jest.fn()} />);
    const finding = screen.getByRole('button', { name: 'Passive voice: "was cleared"' });
    expect(finding).not.toHaveTextContent('AR 25-50');
  });

  it('says when there is no prose to measure and nothing to find', () => {
    renderWithPlatform(<CheckerPanel check={check([], null)} brief={false} onSelect={jest.fn()} />);
    expect(screen.getByText('Clarity index: no prose to measure yet.')).toBeInTheDocument();
    expect(
      screen.getByText('No findings: the text meets the checks of the writing standard.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Findings' })).not.toBeInTheDocument();
  });
});
