/**
 * What the library is narrowed to. Folders and categories share one list on screen; here the
 * built-in categories are document categories and a user's own folders hold documents by folder id, so a
 * filter says which of the two it is.
 */
export type LibraryFilter =
  { kind: 'all' } | { kind: 'category'; id: string } | { kind: 'folder'; id: string };

export const ALL_DOCUMENTS: LibraryFilter = { kind: 'all' };

/** The filter as one string (a select's value, a React key). */
export function filterKey(filter: LibraryFilter): string {
  return filter.kind === 'all' ? '' : `${filter.kind}:${filter.id}`;
}

export function parseFilterKey(key: string): LibraryFilter {
  const colon = key.indexOf(':');
  const kind = key.slice(0, colon);
  const id = key.slice(colon + 1);
  if (colon > 0 && id && (kind === 'category' || kind === 'folder')) return { kind, id };
  return ALL_DOCUMENTS;
}

/** The query of the document list and of the search for a filter. */
export function filterQuery(filter: LibraryFilter): { category?: string; folderId?: string } {
  if (filter.kind === 'category') return { category: filter.id };
  if (filter.kind === 'folder') return { folderId: filter.id };
  return {};
}
