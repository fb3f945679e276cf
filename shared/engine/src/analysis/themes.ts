import { stem } from '../text/stem';
import { cite, isHeading, type Corpus } from './corpus';
import type { EntityMention } from './entities/extract';
import { phraseCandidates } from './phrases';
import type { Citation, LibraryBackground, Pattern } from './types';

/** A theme in one document: how often it is mentioned there, and where first (sentence, page offsets). */
interface DocumentMentions {
  count: number;
  readonly sentence: number;
  readonly start: number;
  readonly end: number;
}

interface ThemeStats {
  kind: 'phrase' | 'entity';
  /**
   * The documents that mention it, in the order first met. One map for the documents, their counts
   * and first mentions: a corpus gives tens of thousands of candidate themes, most seen once.
   */
  byDoc: Map<number, DocumentMentions>;
  /** The highest document in `byDoc`: a mention of a higher one is its first there. */
  maxDoc: number;
  mentions: number;
  forms: Map<string, number>;
  words: number;
  /** Mentions written right after a figure ("60 km", "40 percent"). */
  afterFigure: number;
}

export interface ThemeResult {
  /** How many themes recur across two or more documents (and, with a background, are distinctive). */
  readonly total: number;
  /** The most prominent ones. */
  readonly patterns: readonly Pattern[];
  /** Every recurring theme's stemmed key with its documents (used by other sections). */
  readonly keys: ReadonlyMap<string, ReadonlySet<number>>;
  /** Every recurring theme's stemmed key with its label (the form most often written). */
  readonly labels: ReadonlyMap<string, string>;
  /** Per document, the phrases no other document uses, most mentioned first (up to five). */
  readonly distinctive: ReadonlyMap<
    number,
    ReadonlyArray<{ readonly label: string; readonly mentions: number; readonly sentence: number }>
  >;
}

const MAX_DISTINCTIVE = 5;

const THEME_ENTITY_TYPES = new Set(['unit', 'person', 'place', 'organization', 'equipment']);
const MAX_CITATIONS = 5;

function entityStemKey(name: string): string {
  return (name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map(stem).join(' ');
}

/**
 * How many library documents hold a theme: a phrase is in at most as many documents as its rarest
 * word (the library counts words, not phrases), and at least in the selected ones that hold it.
 */
function backgroundFrequency(s: ThemeStats, background: LibraryBackground): { df: number; n: number } {
  const wordsByPosition: Array<Set<string>> = [];
  for (const form of s.forms.keys()) {
    (form.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).forEach((w, i) =>
      (wordsByPosition[i] ??= new Set()).add(w),
    );
  }
  let df = Infinity;
  for (const variants of wordsByPosition) {
    let most = 0;
    for (const w of variants) most = Math.max(most, background.documentFrequencies[w] ?? 0);
    df = Math.min(df, most);
  }
  const n = Math.max(background.documents, s.byDoc.size);
  return { df: Math.min(n, Math.max(Number.isFinite(df) ? df : 0, s.byDoc.size)), n };
}

/**
 * tf-idf keyness of a theme against the library: the sum over the selected documents of
 * 1 + ln(mentions), times the smoothed inverse document frequency ln((N + 1) / (df + 1)) of the
 * library. A theme every library document holds scores 0: it says nothing about this selection.
 */
function themeKeyness(s: ThemeStats, background: LibraryBackground): number {
  const { df, n } = backgroundFrequency(s, background);
  const idf = Math.log((n + 1) / (df + 1));
  let tf = 0;
  for (const { count } of s.byDoc.values()) tf += 1 + Math.log(count);
  return tf * idf;
}

/**
 * Themes that recur across at least two documents: key phrases (noun phrases of one to three
 * words) and named entities, counted per document and in all. A phrase that only ever occurs
 * inside a longer recurring phrase is folded into it, and a unit of measure is no theme. With the
 * library's document frequencies as `background`, only themes distinctive for the selection are kept,
 * ranked by their keyness; without, themes are ranked by how many documents hold them.
 */
export function findThemes(
  corpus: Corpus,
  entities: readonly EntityMention[],
  limit = 20,
  background?: LibraryBackground,
): ThemeResult {
  const stats = new Map<string, ThemeStats>();
  const record = (
    key: string,
    kind: ThemeStats['kind'],
    surface: string,
    doc: number,
    sentence: number,
    start: number,
    end: number,
    afterFigure = false,
  ) => {
    let s = stats.get(key);
    if (!s) {
      s = {
        kind,
        byDoc: new Map(),
        maxDoc: -1,
        mentions: 0,
        forms: new Map(),
        words: key.split(' ').length,
        afterFigure: 0,
      };
      stats.set(key, s);
    }
    if (kind === 'entity') s.kind = 'entity';
    // Sentences come in reading order, so most mentions are in a document not seen yet for the
    // theme: those need no lookup.
    const inDoc = doc > s.maxDoc ? undefined : s.byDoc.get(doc);
    if (inDoc) inDoc.count += 1;
    else {
      s.byDoc.set(doc, { count: 1, sentence, start, end });
      if (doc > s.maxDoc) s.maxDoc = doc;
    }
    s.mentions += 1;
    if (afterFigure) s.afterFigure += 1;
    s.forms.set(surface, (s.forms.get(surface) ?? 0) + 1);
  };

  const bySentence = new Map<number, EntityMention[]>();
  for (const m of entities) {
    if (!THEME_ENTITY_TYPES.has(m.type)) continue;
    const list = bySentence.get(m.sentence) ?? [];
    list.push(m);
    bySentence.set(m.sentence, list);
    record(entityStemKey(m.name), 'entity', m.name, m.doc, m.sentence, m.start, m.end);
  }
  for (const sentence of corpus.sentences) {
    // Headings are the document's structure ("PLANNING ASSUMPTIONS"), not what it is about.
    if (isHeading(sentence)) continue;
    const own = bySentence.get(sentence.index);
    // Tokens taken by a named entity, or by a date or time ("March", "Monday"), are no phrase words.
    const blocked = new Uint8Array(sentence.tokens.length);
    if (own) {
      sentence.tokens.forEach((t, i) => {
        if (own.some((m) => t.start < m.end && t.end > m.start)) blocked[i] = 1;
      });
    }
    for (const e of sentence.entities) {
      if (e.type === 'DATE' || e.type === 'TIME' || e.type === 'DURATION')
        blocked.fill(1, e.tokenStart, e.tokenEnd);
    }
    for (const c of phraseCandidates(sentence.tokens, 3, blocked)) {
      const first = sentence.tokens[c.tokenStart]!;
      const last = sentence.tokens[c.tokenEnd - 1]!;
      const before = sentence.tokens[c.tokenStart - 1];
      const afterFigure = before !== undefined && /\d/.test(before.value);
      record(c.key, 'phrase', c.surface, sentence.doc, sentence.index, first.start, last.end, afterFigure);
    }
  }

  const recurring = new Map<string, ThemeStats>();
  const single = new Map<number, Array<[string, ThemeStats]>>();
  for (const [key, s] of stats) {
    // A word written after figures most of the time is their unit ("60 km", "40 percent"): the
    // figures may be findings, the unit is not a theme.
    if (s.kind === 'phrase' && s.afterFigure * 2 > s.mentions) continue;
    if (s.byDoc.size >= 2) recurring.set(key, s);
    else {
      const doc = s.byDoc.keys().next().value!;
      const list = single.get(doc) ?? [];
      list.push([key, s]);
      single.set(doc, list);
    }
  }
  // Fold sub-phrases into a longer phrase found in as many documents, when most of their
  // mentions are inside it ("defense" into "air defense").
  for (const [key, s] of recurring) {
    if (s.words < 2) continue;
    const words = key.split(' ');
    for (let len = 1; len < words.length; len += 1) {
      for (let i = 0; i + len <= words.length; i += 1) {
        const sub = words.slice(i, i + len).join(' ');
        const subStats = recurring.get(sub);
        if (
          subStats &&
          subStats !== s &&
          subStats.byDoc.size <= s.byDoc.size &&
          subStats.mentions <= s.mentions * 1.5
        ) {
          recurring.delete(sub);
        }
      }
    }
  }

  const labelOf = (s: ThemeStats) =>
    [...s.forms.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];
  const keyness = new Map<ThemeStats, number>();
  if (background) {
    for (const [key, s] of recurring) {
      const score = themeKeyness(s, background);
      if (score > 0) keyness.set(s, score);
      else recurring.delete(key);
    }
  }
  const ranked = [...recurring.entries()].sort(
    ([ka, a], [kb, b]) =>
      (keyness.get(b) ?? 0) - (keyness.get(a) ?? 0) ||
      b.byDoc.size - a.byDoc.size ||
      b.mentions - a.mentions ||
      b.words - a.words ||
      (ka < kb ? -1 : ka > kb ? 1 : 0),
  );
  const patterns: Pattern[] = ranked.slice(0, limit).map(([, s]) => {
    const label = labelOf(s);
    const citations: Citation[] = [...s.byDoc.entries()]
      .sort((a, b) => a[0] - b[0])
      .slice(0, MAX_CITATIONS)
      .map(([, f]) => cite(corpus, corpus.sentences[f.sentence]!, f));
    return { label, kind: s.kind, documentCount: s.byDoc.size, mentions: s.mentions, citations };
  });
  const keys = new Map<string, ReadonlySet<number>>();
  const labels = new Map<string, string>();
  for (const [key, s] of recurring) {
    keys.set(key, new Set(s.byDoc.keys()));
    labels.set(key, labelOf(s));
  }
  const distinctive = new Map<number, Array<{ label: string; mentions: number; sentence: number }>>();
  for (const [doc, list] of [...single.entries()].sort((a, b) => a[0] - b[0])) {
    const chosen: Array<[string, ThemeStats]> = [];
    const ranked = list.sort(
      ([ka, a], [kb, b]) => b.mentions - a.mentions || b.words - a.words || (ka < kb ? -1 : ka > kb ? 1 : 0),
    );
    for (const [key, s] of ranked) {
      // Skip a phrase inside one already chosen ("jammers" after "mobile jammers").
      if (chosen.some(([k]) => ` ${k} `.includes(` ${key} `))) continue;
      chosen.push([key, s]);
      if (chosen.length >= MAX_DISTINCTIVE) break;
    }
    distinctive.set(
      doc,
      chosen.map(([, s]) => ({
        label: labelOf(s),
        mentions: s.mentions,
        sentence: s.byDoc.get(doc)!.sentence,
      })),
    );
  }
  return { total: recurring.size, patterns, keys, labels, distinctive };
}
