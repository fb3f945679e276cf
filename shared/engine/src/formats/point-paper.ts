import { paperDraft, paperFormat } from './paper-sections';

export const POINT_PAPER = paperFormat(
  'point-paper',
  'Point Paper',
  /\bPOINT PAPER\b/i,
  paperDraft(
    [
      ['Issue', ['issue', 'purpose', 'bluf']],
      ['Facts', ['facts', 'what-happened', 'shortfalls', 'requirements']],
      ['Recommendation', ['recommendation']],
    ],
    ['point paper'],
  ),
  {
    check: {
      parts: [
        { label: 'Issue', headings: ['issue'] },
        { label: 'Facts', headings: ['facts'] },
        { label: 'Recommendation', headings: ['recommendation'] },
      ],
      why: 'A point paper states the issue, the facts, and the recommendation, in that order.',
    },
  },
);
