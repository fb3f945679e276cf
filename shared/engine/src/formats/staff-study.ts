import { paperDraft, paperFormat } from './paper-sections';

export const STAFF_STUDY = paperFormat(
  'staff-study',
  'Staff Study',
  /\bSTAFF STUDY\b/i,
  paperDraft(
    [
      ['Purpose', ['purpose']],
      ['Problem', ['issue', 'shortfalls']],
      ['Discussion', ['discussion']],
      ['Conclusion', ['conclusion', 'recommendation']],
    ],
    ['staff study'],
  ),
);
