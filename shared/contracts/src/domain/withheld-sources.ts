// Plain constants (no zod): what a saved result shows of a source its reader can no longer read.

/**
 * Put in place of a source's words (a citation's quote, a finding that quotes it) in a saved result
 * (a saved analysis, a conversation, a saved draft, an export of them) whose reader may no longer read
 * that source: its share was revoked, it is above their clearance, or it was deleted.
 */
export const WITHHELD_SOURCE_TEXT = 'Withheld: you can no longer read this source.';

/** What a screen says of a saved result from which `count` sources (documents) were withheld. */
export function withheldSourcesNotice(count: number): string {
  return count === 1
    ? '1 source of this result is withheld: you can no longer read it.'
    : `${count} sources of this result are withheld: you can no longer read them.`;
}
