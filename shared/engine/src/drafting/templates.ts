import {
  ADAPTIVE_FORMAT_NAME,
  ADAPTIVE_FORMAT_SECTIONS,
  DRAFT_TEMPLATE_IDS,
  DRAFT_TEMPLATES,
  type DraftFormatId,
  type DraftTemplateId,
} from '@csw/contracts';

/**
 * What in an intent names each template: the template's name and the usual longer or shorter forms of
 * it, matched as case-insensitive substrings. "memo" stands for the policy memo, the template written in
 * the AR 25-50 memorandum layout.
 */
export const TEMPLATE_MATCH_TERMS: Readonly<Record<DraftTemplateId, readonly string[]>> = {
  'executive-summary': ['executive summary', 'exsum'],
  opord: ['opord', 'operation order', 'operations order'],
  'policy-memo': ['policy memo', 'memorandum', 'memo'],
  'point-paper': ['point paper'],
  'talking-paper': ['talking paper'],
  'background-paper': ['background paper'],
  'position-paper': ['position paper'],
  'staff-study': ['staff study'],
  aar: ['aar', 'after action', 'after-action'],
  speech: ['speech', 'remarks'],
  'official-biography': ['official biography', 'biography'],
};

/**
 * The template an intent names: the one whose name appears first in the intent (the longer name on a
 * tie), or `adaptive` when none does.
 */
export function matchTemplate(intent: string): DraftFormatId {
  const lower = intent.toLowerCase();
  let best: { id: DraftFormatId; at: number; length: number } = { id: 'adaptive', at: Infinity, length: 0 };
  for (const id of DRAFT_TEMPLATE_IDS) {
    for (const term of TEMPLATE_MATCH_TERMS[id]) {
      const at = lower.indexOf(term);
      if (at === -1) continue;
      if (at < best.at || (at === best.at && term.length > best.length))
        best = { id, at, length: term.length };
    }
  }
  return best.id;
}

/** The display name of a format. */
export function formatName(format: DraftFormatId): string {
  return format === 'adaptive' ? ADAPTIVE_FORMAT_NAME : DRAFT_TEMPLATES[format].name;
}

/** The sections of a format, in writing order. */
export function formatSections(format: DraftFormatId): readonly string[] {
  return format === 'adaptive' ? ADAPTIVE_FORMAT_SECTIONS : DRAFT_TEMPLATES[format].sections;
}

// Day, full month name and year in that order is how British English writes a date, so the platform's
// date formatter gives AR 25-50's form without a month table of our own.
const FULL_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A date the way AR 25-50 writes it in full: `13 March 2020` (UTC, so the same instant gives one date). */
export function draftDate(now: Date): string {
  return FULL_DATE.format(now);
}
