import { paperDraft, paperFormat } from './paper-sections';

/** The decision paper or decision memorandum (AR 25-50): the decision sought, the background, the discussion, the recommendation. */
export const DECISION_PAPER = paperFormat(
  'decision-paper',
  'Decision Paper',
  /\bDECISION (?:PAPER|MEMORANDUM|MEMO)\b/i,
  paperDraft(
    [
      // The purpose of a decision paper is the decision sought: what the sources recommend be decided.
      ['Purpose', ['recommendation', 'purpose', 'issue']],
      ['Background', ['background', 'summary', 'what-happened']],
      [
        'Discussion',
        ['discussion', 'shortfalls', 'requirements', 'assessment', 'mlcoa', 'mdcoa', 'capabilities'],
      ],
      ['Recommendation', ['bluf', 'conclusion', 'lessons']],
    ],
    ['decision paper', 'decision memorandum', 'decision memo'],
  ),
  {
    check: {
      parts: [
        { label: 'Purpose', headings: ['purpose', 'decision sought'] },
        { label: 'Discussion', headings: ['discussion', 'background'] },
        { label: 'Recommendation', headings: ['recommendation', 'recommendations'] },
      ],
      why: 'AR 25-50 (decision memorandum, figure 2-18): state the decision sought first, then the discussion, then the recommendation with an approve or disapprove line.',
    },
  },
);
