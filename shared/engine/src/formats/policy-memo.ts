import { paperDraft, paperFormat } from './paper-sections';

/** The policy memo, written in AR 25-50's memorandum layout ("memo" in a request names it). */
export const POLICY_MEMO = paperFormat(
  'policy-memo',
  'Policy Memo',
  /\bPOLICY (?:MEMO|MEMORANDUM)\b/i,
  paperDraft(
    [
      ['Purpose', ['purpose']],
      ['Background', ['background']],
      ['Discussion', ['discussion']],
      ['Recommendation', ['recommendation']],
      ['Coordination', ['coordination']],
    ],
    ['policy memo', 'memorandum', 'memo'],
    'memo',
  ),
  {
    check: {
      parts: [
        { label: 'Purpose', headings: ['purpose'] },
        { label: 'Background', headings: ['background'] },
        { label: 'Discussion', headings: ['discussion'] },
        { label: 'Recommendation', headings: ['recommendation'] },
        { label: 'Coordination', headings: ['coordination'] },
      ],
      why: 'AR 25-50 para 2-4: a memorandum has an office symbol and date, MEMORANDUM FOR, SUBJECT, numbered paragraphs, the point of contact in the last paragraph, and a signature block.',
      memoLayout: true,
    },
  },
);
