import { paperDraft, paperFormat } from './paper-sections';

export const SPEECH = paperFormat(
  'speech',
  'Speech',
  /\bREMARKS\b|\bSPEECH\b/i,
  paperDraft(
    [
      ['Opening', []],
      ['Context', ['background']],
      ['Main Points', ['facts', 'discussion']],
      ['Call to Action', ['recommendation']],
      ['Closing', []],
    ],
    ['speech', 'remarks'],
  ),
  { doctrine: 'Army public speaking guidance' },
);
