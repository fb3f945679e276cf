import { WITHHELD_SOURCE_TEXT } from '@csw/contracts';

/** Lower-case words joined by one space: the same words whatever their punctuation, quoting and spacing. */
export const words = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');

/** Every string of a value. */
export function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => stringsOf(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => stringsOf(v, out));
  return out;
}

/** The quotes (each once) that the citations of a stored value take from one document. */
export function quotesOf(value: unknown, documentId: string): string[] {
  const quotes = new Set<string>();
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (o.documentId === documentId && typeof o.quote === 'string' && o.quote !== WITHHELD_SOURCE_TEXT)
        quotes.add(o.quote);
      Object.values(o).forEach(visit);
    }
  };
  visit(value);
  return [...quotes];
}

/** Which of `quotes` a value still holds, in any of its strings (citations, findings, prose, content). */
export function quotesHeld(value: unknown, quotes: readonly string[]): string[] {
  const text = stringsOf(value).map(words).join('\n');
  return quotes.filter((quote) => words(quote).length > 0 && text.includes(words(quote)));
}
