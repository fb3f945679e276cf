import { paperDraft, paperFormat } from './paper-sections';

export const POSITION_PAPER = paperFormat(
  'position-paper',
  'Position Paper',
  /\bPOSITION PAPER\b/i,
  paperDraft(
    [
      ['Purpose', ['purpose']],
      ['Position', ['position', 'bluf']],
      ['Rationale', ['discussion', 'facts']],
      ['Recommendations', ['recommendation']],
    ],
    ['position paper'],
  ),
);
