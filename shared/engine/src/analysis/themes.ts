import { stem } from '../text/stem';
import { cite, type Corpus } from './corpus';
import type { EntityMention } from './entities/extract';
import { phraseCandidates } from './phrases';
import type { Citation, Pattern } from './types';

interface ThemeStats {
  kind: 'phrase' | 'entity';
  docs: Set<number>;
  mentions: number;
  forms: Map<string, number>;
  /** First occurrence per document: sentence and page offsets. */
  firsts: Map<number, { sentence: number; start: number; end: number }>;
  words: number;
}

export interface ThemeResult {
  /** How many themes recur across two or more documents. */
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
 * Themes that recur across at least two documents: key phrases (noun phrases of one to three
 * words) and named entities, counted per document and in all. A phrase that only ever occurs
 * inside a longer recurring phrase is folded into it.
 */
export function findThemes(corpus: Corpus, entities: readonly EntityMention[], limit = 20): ThemeResult {
  const stats = new Map<string, ThemeStats>();
  const record = (
    key: string,
    kind: ThemeStats['kind'],
    surface: string,
    doc: number,
    sentence: number,
    start: number,
    end: number,
  ) => {
    let s = stats.get(key);
    if (!s) {
      s = {
        kind,
        docs: new Set(),
        mentions: 0,
        forms: new Map(),
        firsts: new Map(),
        words: key.split(' ').length,
      };
      stats.set(key, s);
    }
    if (kind === 'entity') s.kind = 'entity';
    s.docs.add(doc);
    s.mentions += 1;
    s.forms.set(surface, (s.forms.get(surface) ?? 0) + 1);
    if (!s.firsts.has(doc)) s.firsts.set(doc, { sentence, start, end });
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
    const own = bySentence.get(sentence.index);
    let blocked: Uint8Array | undefined;
    if (own) {
      blocked = new Uint8Array(sentence.tokens.length);
      sentence.tokens.forEach((t, i) => {
        if (own.some((m) => t.start < m.end && t.end > m.start)) blocked![i] = 1;
      });
    }
    for (const c of phraseCandidates(sentence.tokens, 3, blocked)) {
      const first = sentence.tokens[c.tokenStart]!;
      const last = sentence.tokens[c.tokenEnd - 1]!;
      record(c.key, 'phrase', c.surface, sentence.doc, sentence.index, first.start, last.end);
    }
  }

  const recurring = new Map<string, ThemeStats>();
  const single = new Map<number, Array<[string, ThemeStats]>>();
  for (const [key, s] of stats) {
    if (s.docs.size >= 2) recurring.set(key, s);
    else {
      const doc = s.docs.values().next().value!;
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
          subStats.docs.size <= s.docs.size &&
          subStats.mentions <= s.mentions * 1.5
        ) {
          recurring.delete(sub);
        }
      }
    }
  }

  const ranked = [...recurring.entries()].sort(
    ([ka, a], [kb, b]) =>
      b.docs.size - a.docs.size ||
      b.mentions - a.mentions ||
      b.words - a.words ||
      (ka < kb ? -1 : ka > kb ? 1 : 0),
  );
  const labelOf = (s: ThemeStats) =>
    [...s.forms.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];
  const patterns: Pattern[] = ranked.slice(0, limit).map(([, s]) => {
    const label = labelOf(s);
    const citations: Citation[] = [...s.firsts.entries()]
      .sort((a, b) => a[0] - b[0])
      .slice(0, MAX_CITATIONS)
      .map(([, f]) => cite(corpus, corpus.sentences[f.sentence]!, f));
    return { label, kind: s.kind, documentCount: s.docs.size, mentions: s.mentions, citations };
  });
  const keys = new Map<string, ReadonlySet<number>>();
  const labels = new Map<string, string>();
  for (const [key, s] of recurring) {
    keys.set(key, s.docs);
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
        sentence: s.firsts.get(doc)!.sentence,
      })),
    );
  }
  return { total: recurring.size, patterns, keys, labels, distinctive };
}
