import { ORDER_CHECK_PARTS, ORDER_DRAFT_SECTIONS, ORDER_NUMBERING, ORDER_SECTIONS } from './order-sections';
import type { StaffFormat } from './types';

/** The warning order (FM 5-0 / FM 6-0): the five paragraphs as far as they are known, the time line first. */
export const WARNORD: StaffFormat = {
  id: 'warnord',
  name: 'WARNORD',
  doctrine: 'FM 5-0 / FM 6-0',
  title: /\bWARNING ORDER\b|\bWARNO(?:RD)?\b/i,
  sections: ORDER_SECTIONS,
  numbering: ORDER_NUMBERING,
  draft: {
    sections: ORDER_DRAFT_SECTIONS,
    layout: 'order',
    matchTerms: ['warnord', 'warno', 'warning order'],
    missionSection: 'Mission',
  },
  check: {
    parts: ORDER_CHECK_PARTS,
    why: 'FM 5-0 / FM 6-0: a warning order follows the five-paragraph format with what is known so far: Situation, Mission, Execution, Sustainment, Command and Signal.',
  },
};
