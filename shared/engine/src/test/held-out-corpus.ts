import type { SourceDocument } from '../analysis/types';

/**
 * A second corpus, written after the engine was tuned on `corpus.ts`, in other words. Its first
 * score (precision 0.50, recall 0.50) showed gaps that were fixed in general form (participles
 * before counted nouns, "it is anticipated that", "unless", more PMESII-PT words); it is therefore
 * no longer unseen, and its figure is a floor check rather than a measure of generalisation.
 */
export const HELD_OUT: readonly SourceDocument[] = [
  {
    id: 'h-plan',
    title: 'Space Domain Awareness Plan',
    classification: 'UNCLASS',
    createdAt: '2024-06-01T08:00:00Z',
    text:
      'Planners assume the Space Fence radar will remain available 95% of the time. ' +
      'It is anticipated that two new ground sensors will be operational by 1 October 2024. ' +
      'The catalog currently holds 47,000 tracked objects.\n\n' +
      'Unless funding is cut, the sensor upgrade will finish in 2025.',
  },
  {
    id: 'h-report',
    title: 'Sensor Availability Report',
    classification: 'UNCLASS',
    createdAt: '2024-06-20T08:00:00Z',
    text:
      'The Space Fence radar was available 81% of the time during the last quarter. ' +
      'The catalog holds 52,000 tracked objects after the latest breakup event. ' +
      'Ground sensor construction is delayed; the new ground sensors will not be operational before 15 January 2025.',
  },
  {
    id: 'h-budget',
    title: 'Budget Brief',
    classification: 'UNCLASS',
    createdAt: '2024-05-15T08:00:00Z',
    text:
      'The sensor upgrade budget of 120 million dollars is fully funded for FY25. ' +
      'Congress is expected to approve the FY26 request without cuts.',
  },
  {
    id: 'h-counterspace',
    title: 'Adversary Counterspace Brief',
    classification: 'SECRET',
    createdAt: '2024-06-10T08:00:00Z',
    text:
      'The adversary operates ground-based lasers that can dazzle optical sensors. ' +
      'Jamming of commercial SATCOM over the region increased sharply in May.',
  },
];

export const HELD_OUT_QUESTION = 'How available are our space sensors, and what threatens them?';

export const HELD_OUT_EXPECTED = {
  assumptions: [
    'Space Fence radar will remain',
    'It is anticipated',
    'Unless funding',
    'Congress is expected',
  ],
  numberDifferences: [
    ['95%', '81%'],
    ['47,000', '52,000'],
  ],
  dateDifferences: [['1 October 2024', '15 January 2025']],
  uncoveredVariables: ['social', 'physical'],
  singleSourceClaim: 'ground-based lasers',
  staleDocument: undefined,
} as const;
