import { ORDER_CHECK_PARTS, ORDER_DRAFT_SECTIONS, ORDER_NUMBERING, ORDER_SECTIONS } from './order-sections';
import type { StaffFormat } from './types';

/**
 * The fragmentary order (FM 5-0 / FM 6-0): the base order's five paragraphs, each stating only what
 * changes ("No change" for the rest); the mission is restated or kept ("Mission. No change.").
 */
export const FRAGO: StaffFormat = {
  id: 'frago',
  name: 'FRAGO',
  doctrine: 'FM 5-0 / FM 6-0',
  title: /\bFRAGMENTARY ORDER\b|\bFRAG ?O\b/i,
  sections: ORDER_SECTIONS,
  numbering: ORDER_NUMBERING,
  draft: {
    // Each paragraph states what changes from the base order, or says "No change".
    sections: ORDER_DRAFT_SECTIONS.map((s) => ({
      ...s,
      outline: [
        `[What changes in the ${s.label.toLowerCase()} of the base order; "No change." where nothing does.]`,
      ],
    })),
    layout: 'order',
    matchTerms: ['frago', 'fragmentary order', 'fragord'],
    missionSection: 'Mission',
  },
  check: {
    parts: ORDER_CHECK_PARTS,
    why: 'FM 5-0 / FM 6-0: a fragmentary order keeps the five paragraphs of its base order, in order, and says "No change" where nothing changes.',
  },
};
