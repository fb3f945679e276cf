import { screen } from '@testing-library/react';
import type { PersonaDetails as Details, ScenarioAssumption } from '@csw/contracts';
import { renderWithPlatform } from '@csw/ui/testing';
import { PersonaDetails } from './persona-details';

const assumption = (over: Partial<ScenarioAssumption>): ScenarioAssumption => ({
  statement: 'The convoy keeps to its timings at night.',
  explicit: false,
  cue: 'implied by "at night" (its timings)',
  span: { text: 'at night', start: 26, end: 34 },
  rating: 'unsupported',
  ratingReason: 'No document in the library addresses it.',
  impactLevel: 'medium',
  evidence: [],
  ...over,
});

describe('the Key Assumptions Check card', () => {
  it('says where each assumption came from in the scenario', () => {
    const details: Details = {
      method: 'key-assumptions-check',
      assumptions: [
        assumption({}),
        assumption({
          statement: 'the bridge carries convoy traffic',
          explicit: true,
          cue: 'we assume',
          span: { text: 'We assume the bridge carries convoy traffic', start: 0, end: 44 },
        }),
      ],
      devilsAdvocacy: [],
    };
    renderWithPlatform(<PersonaDetails name="The Skeptic" details={details} />);
    const list = screen.getByRole('list', { name: 'Assumptions checked (The Skeptic)' });
    expect(list).toHaveTextContent(
      'Unsupported (medium impact): "The convoy keeps to its timings at night.", implied by "at night" (its timings).',
    );
    expect(list).toHaveTextContent('stated in your scenario ("We assume the bridge carries convoy traffic")');
  });
});
