import { paperDraft, paperFormat } from './paper-sections';

export const OFFICIAL_BIOGRAPHY = paperFormat(
  'official-biography',
  'Official Biography',
  /\bOFFICIAL BIOGRAPHY\b/i,
  paperDraft(
    [
      ['Introduction', []],
      ['Career Highlights', []],
      ['Education', []],
      ['Assignments', []],
    ],
    ['official biography', 'biography'],
  ),
  { doctrine: 'Army public affairs biography format' },
);
