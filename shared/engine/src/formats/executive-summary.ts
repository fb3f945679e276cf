import { paperDraft, paperFormat } from './paper-sections';

export const EXECUTIVE_SUMMARY = paperFormat(
  'executive-summary',
  'Executive Summary',
  /\bEXECUTIVE SUMMARY\b|\bEXSUM\b/i,
  paperDraft(
    [
      ['BLUF', []],
      ['Background', ['background', 'summary']],
      ['Key Findings', ['facts', 'discussion', 'assessment', 'shortfalls']],
      ['Recommendations', ['recommendation', 'lessons']],
      ['Way Forward', ['follow-up']],
    ],
    ['executive summary', 'exsum'],
  ),
);
