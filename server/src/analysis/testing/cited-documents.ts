/** Every document id cited anywhere in an analysis result (passages, patterns, assumptions, sections ...). */
export function citedDocumentIds(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => citedDocumentIds(item, found));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.documentId === 'string' && typeof record.quote === 'string')
      found.add(record.documentId);
    Object.values(record).forEach((item) => citedDocumentIds(item, found));
  }
  return found;
}
