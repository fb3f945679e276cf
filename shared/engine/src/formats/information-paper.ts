import { paperDraft, paperFormat } from './paper-sections';

/**
 * The information paper (AR 25-50 staff writing): informs a reader who decides nothing: the purpose, the
 * facts, what they mean, and what the staff recommends be done about them.
 */
export const INFORMATION_PAPER = paperFormat(
  'information-paper',
  'Information Paper',
  /\bINFORMATION PAPER\b|\bINFO PAPER\b/i,
  paperDraft(
    [
      ['Purpose', ['purpose', 'bluf', 'conclusion']],
      [
        'Facts',
        [
          'facts',
          'summary',
          'what-happened',
          'requirements',
          'shortfalls',
          'assumptions',
          'enemy-activity',
          'enemy',
        ],
      ],
      ['Discussion', ['discussion', 'improve', 'assessment', 'mlcoa', 'mdcoa', 'why', 'capabilities']],
      ['Recommendation', ['recommendation', 'follow-up', 'lessons']],
    ],
    ['information paper', 'info paper'],
  ),
  {
    check: {
      parts: [
        { label: 'Purpose', headings: ['purpose'] },
        { label: 'Facts', headings: ['facts', 'discussion'] },
      ],
      why: 'AR 25-50 staff writing: an information paper states its purpose first, then the facts the reader needs, briefly and without a decision.',
    },
  },
);
