import { paperDraft, paperFormat } from './paper-sections';

export const TALKING_PAPER = paperFormat(
  'talking-paper',
  'Talking Paper',
  /\bTALKING PAPER\b/i,
  paperDraft(
    [
      ['Purpose', ['purpose']],
      ['Key Points', ['facts', 'discussion', 'bluf']],
    ],
    ['talking paper'],
  ),
);
