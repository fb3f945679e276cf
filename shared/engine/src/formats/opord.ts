import { ORDER_CHECK_PARTS, ORDER_DRAFT_SECTIONS, ORDER_NUMBERING, ORDER_SECTIONS } from './order-sections';
import type { StaffFormat } from './types';

/** The operation order (FM 5-0 / FM 6-0): five paragraphs, the mission in paragraph 2. */
export const OPORD: StaffFormat = {
  id: 'opord',
  name: 'OPORD',
  doctrine: 'FM 5-0 / FM 6-0',
  title: /\bOPERATIONS? ORDER\b|\bOPORD\b/i,
  sections: ORDER_SECTIONS,
  numbering: ORDER_NUMBERING,
  draft: {
    sections: ORDER_DRAFT_SECTIONS,
    layout: 'order',
    matchTerms: ['opord', 'operation order', 'operations order'],
    missionSection: 'Mission',
  },
  check: {
    parts: ORDER_CHECK_PARTS,
    why: 'FM 5-0 / FM 6-0: an order has five paragraphs in order: Situation, Mission, Execution, Sustainment, Command and Signal (or Command and Control).',
  },
};
