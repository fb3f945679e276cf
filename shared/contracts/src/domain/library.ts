// Plain constants of the library (no zod).

/** The spec's search and list rules (sections 5 and 9). */
export const SEARCH_RULES = {
  similarityThreshold: 0.1,
  maxResults: 10,
  shownResults: 3,
  listPageSize: 10,
  listContentChars: 150,
  snippetChars: 100,
  shareTitleFallbackChars: 50,
} as const;

/**
 * The longest search query accepted, in characters: a pasted paragraph or two. The keyword ranking reads its
 * first 64 distinct words, the vector ranking all of it.
 */
export const MAX_SEARCH_QUERY_CHARS = 10_000;

export const LIBRARY_MESSAGES = {
  noMatch: 'No relevant document found.',
  empty: 'No documents ingested.',
  initializing: 'Initializing vector database...',
} as const;

/** Upload rules shown to users and enforced by the server. */
// Markdown (.md) is read as text: Army memoranda are often written in it (PRODUCT.md).
export const UPLOAD_EXTENSIONS = ['.txt', '.pdf', '.docx', '.md'] as const;
export const DEFAULT_UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024;

/**
 * The code of what an upload of a file already in the library answers (409, the server's words naming the
 * title it is filed under), unless the user asked for a second copy (the form field `duplicate=keep`).
 */
export const DUPLICATE_FILE_CODE = 'DUPLICATE_FILE';

/** The spec's delete confirmation, with the document title filled in. */
export function deleteConfirmation(title: string): string {
  return `Are you sure you want to delete "${title}"? This action cannot be undone.`;
}
