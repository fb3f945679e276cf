import { CANDIDATE, type IndexData, type SearchScope } from './index-types';

/** A word of a list's filter as typed so far, and its stem. */
export interface TypedWord {
  prefix: string;
  stem: string | null;
}

/**
 * A list's text filter (THINK's picker, the library list): the candidates of the scope that hold, for every
 * word, a term starting with it (each word read as a prefix, so that the list follows the typing) or its
 * stem; those whose title holds every word first, then the newest change, then by id. The whole count
 * and one page of ids: the count costs nothing more than the matching, so it is exact.
 */
export function filterDocuments(
  data: IndexData,
  scope: SearchScope,
  words: readonly TypedWord[],
  page: { limit: number; offset: number },
): { ids: string[]; total: number } {
  if (words.length === 0) return { ids: [], total: 0 };
  const { mask } = scope;
  const held = new Uint8Array(data.slots);
  const inTitle = new Uint8Array(data.slots);
  const titleSets: Set<number>[] = [];
  words.forEach((word, w) => {
    const terms = termsMatching(data, word);
    titleSets.push(new Set(terms));
    for (const term of terms) {
      const p = data.postings[term]!;
      for (let i = 0; i < p.size; i += 1) {
        const slot = p.docs[i]!;
        // Counts each word once per document, however many of its terms the document holds.
        if ((mask[slot]! & CANDIDATE) !== 0 && held[slot] === w) held[slot] = w + 1;
      }
    }
  });
  const matches: number[] = [];
  for (let slot = 0; slot < data.slots; slot += 1) if (held[slot] === words.length) matches.push(slot);
  for (const slot of matches) {
    const title = data.titleTerms[slot]!;
    if (titleSets.every((set) => Array.prototype.some.call(title, (t: number) => set.has(t))))
      inTitle[slot] = 1;
  }
  const ids = data.ids;
  const updated = data.updated;
  matches.sort(
    (a, b) =>
      inTitle[b]! - inTitle[a]! ||
      updated[b]! - updated[a]! ||
      (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0),
  );
  return {
    ids: matches.slice(page.offset, page.offset + page.limit).map((slot) => ids[slot]!),
    total: matches.length,
  };
}

/**
 * Term ids a word being typed may stand for: those starting with it ("logis" -> logist), its stem, and
 * the stems of four letters or more it already runs past into an English ending ("operat" -> oper, the
 * stem of "operational", but not "operx").
 */
function termsMatching(data: IndexData, word: TypedWord): number[] {
  const out: number[] = [];
  const { prefix, stem } = word;
  data.terms.forEach((term, id) => {
    if (
      term.startsWith(prefix) ||
      term === stem ||
      (term.length >= 4 &&
        term.length < prefix.length &&
        prefix.startsWith(term) &&
        startsAnEnding(prefix.slice(term.length)))
    )
      out.push(id);
  });
  return out;
}

/** English endings a stemmer takes off, for a word typed past its stem. */
const ENDINGS = [
  'ation',
  'ational',
  'ations',
  'ate',
  'ated',
  'ates',
  'ating',
  'ion',
  'ions',
  'ional',
  'al',
  'ally',
  'ing',
  'ings',
  'ed',
  'er',
  'ers',
  'es',
  'ies',
  'ied',
  'ment',
  'ments',
  'ness',
  'ity',
  'ive',
  'ly',
  'ance',
  'ence',
  'ant',
  'ent',
  'ism',
  'ist',
  'ize',
  'ise',
  'ical',
  'ic',
  's',
  'e',
  'y',
];
const startsAnEnding = (rest: string) => ENDINGS.some((ending) => ending.startsWith(rest));
