// Plain constants and types (no zod), so apps that need only these do not load the schema library.

/** Pagination for every list: capped so no request can ask for everything at once. */
export const MAX_PAGE_SIZE = 100;

/**
 * Bidirectional-text controls: the embeddings and overrides U+202A-U+202E, the isolates U+2066-U+2069, the
 * marks U+200E and U+200F and the Arabic letter mark U+061C. Invisible, they reorder how the text around them
 * is shown ("Invoice \u202Efdp.exe" reads "Invoice exe.pdf"), so no name or title keeps them.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** `text` without bidirectional-text controls: the one rule for names, titles and file names. */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
