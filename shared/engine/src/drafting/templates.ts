import type { DraftFormatId } from '@csw/contracts';
import { ADAPTIVE_FORMAT_ID, draftFormat, draftFormats, staffFormat } from '../formats/registry';
import type { DraftSectionSpec } from '../formats/types';

/** The words in a request that name a format (its draft's `matchTerms`), none for a format CREATE does not draft. */
export function formatMatchTerms(format: DraftFormatId): readonly string[] {
  return staffFormat(format)?.draft?.matchTerms ?? [];
}

/**
 * The format a request names: the one whose name appears first in it (the longer name on a tie), or
 * `adaptive` when none does. Every format of the registry with a draft is a candidate.
 */
export function matchTemplate(intent: string): DraftFormatId {
  const lower = intent.toLowerCase();
  let best: { id: DraftFormatId; at: number; length: number } = {
    id: ADAPTIVE_FORMAT_ID,
    at: Infinity,
    length: 0,
  };
  for (const format of draftFormats()) {
    for (const term of format.draft!.matchTerms) {
      const at = lower.indexOf(term);
      if (at === -1) continue;
      if (at < best.at || (at === best.at && term.length > best.length))
        best = { id: format.id, at, length: term.length };
    }
  }
  return best.id;
}

/** The display name of a format. */
export function formatName(format: DraftFormatId): string {
  return (staffFormat(format) ?? draftFormat(format)).name;
}

/** The sections of a drafted format, with the roles of source sections each takes. */
export function formatSectionSpecs(format: DraftFormatId): readonly DraftSectionSpec[] {
  return draftFormat(format).draft.sections;
}

/** The sections of a format, in writing order. */
export function formatSections(format: DraftFormatId): readonly string[] {
  return formatSectionSpecs(format).map((s) => s.label);
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
