import { paperDraft, paperFormat } from './paper-sections';

export const BACKGROUND_PAPER = paperFormat(
  'background-paper',
  'Background Paper',
  /\bBACKGROUND PAPER\b/i,
  paperDraft(
    [
      ['Purpose', ['purpose']],
      ['Background', ['background', 'situation']],
      ['Discussion', ['discussion']],
    ],
    ['background paper'],
  ),
);
