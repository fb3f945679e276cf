import { screen, within } from '@testing-library/react';
import { renderWithPlatform } from '@csw/ui/testing';
import { BRIDGE } from '../../testing/advise-fixtures';
import { QuestionFactors } from './question-factors';

describe("the question's factors", () => {
  it('shows each factor weighed, with its bearing and the passages it rests on', () => {
    renderWithPlatform(
      <QuestionFactors
        factors={[
          {
            text: 'the evacuation timelines',
            kind: 'time',
            bearing: 'against',
            finding:
              'The evacuation timelines (a time against a standard) weighs against it: Annex Q says "takes 95 minutes" (95 minutes against a standard of 60 minutes).',
            citations: [BRIDGE],
          },
          {
            text: 'the boat shortfall',
            kind: 'shortfall',
            bearing: 'not-evidenced',
            finding:
              'The boat shortfall (a shortfall): none of your documents speaks of it; find out before deciding.',
            citations: [],
          },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: "Your question's factors" });
    const [timelines, boats] = Array.from(within(region).getByRole('list', { name: 'Factors' }).children);
    expect(timelines).toHaveTextContent(/^Weighs against: The evacuation timelines/);
    expect(within(timelines as HTMLElement).getByRole('list', { name: 'Citations' })).toHaveTextContent(
      BRIDGE.quote,
    );
    expect(boats).toHaveTextContent('Not evidenced: The boat shortfall');
    expect(boats).toHaveTextContent('No document speaks of it.');
  });

  it('shows nothing when the question names no factor, or for an analysis saved before factors', () => {
    const { container } = renderWithPlatform(<QuestionFactors factors={undefined} />);
    expect(container).toBeEmptyDOMElement();
    renderWithPlatform(<QuestionFactors factors={[]} />);
    expect(screen.queryByRole('region', { name: "Your question's factors" })).not.toBeInTheDocument();
  });
});
