import { PAPER_NUMBERING, PAPER_SECTIONS } from './paper-sections';
import type { StaffFormat } from './types';

/**
 * The AR 25-50 memorandum (for record, for, thru): a layout that holds other kinds (an AAR, a decision),
 * so it is the format only when no other format's title is found.
 */
export const MEMORANDUM: StaffFormat = {
  id: 'memorandum',
  name: 'Memorandum',
  doctrine: 'AR 25-50, chapter 2',
  title: /\bMEMORANDUM (?:FOR|THRU)\b/i,
  generic: true,
  sections: PAPER_SECTIONS,
  numbering: PAPER_NUMBERING,
};
