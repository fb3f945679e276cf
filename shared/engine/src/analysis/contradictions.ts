import { claimTerms } from './corroboration';
import type { AnalysisContext } from './context';
import { parseDate, formatDate, type ParsedDate } from './dates';
import { valuesDiffer, type Quantity } from './quantities';

/** Two statements of different documents that give different figures or dates for the same thing. */
export interface Contradiction {
  readonly kind: 'number' | 'date';
  /** Stemmed terms both statements share (what they are about). */
  readonly shared: readonly string[];
  readonly a: {
    readonly sentence: number;
    readonly value: string;
    readonly start: number;
    readonly end: number;
  };
  readonly b: {
    readonly sentence: number;
    readonly value: string;
    readonly start: number;
    readonly end: number;
  };
}

interface Fact<T> {
  readonly sentence: number;
  readonly doc: number;
  /** Only facts of the same bucket (the unit) are compared. */
  readonly bucket: string;
  readonly context: readonly string[];
  /** The value as shown. */
  readonly value: string;
  readonly start: number;
  readonly end: number;
  /** The value as compared. */
  readonly raw: T;
}

/** At most this many contradictions of one kind are reported, the closest matches first. */
export const MAX_CONTRADICTIONS = 100;

// A word shared by more facts than this is too common to find counterparts through.
const MAX_BUCKET = 100;

function pairUp<T>(
  facts: readonly Fact<T>[],
  kind: Contradiction['kind'],
  differs: (a: T, b: T) => boolean,
  minShared: number,
  minJaccard: number,
): Contradiction[] {
  const index = new Map<string, number[]>();
  facts.forEach((f, i) => {
    for (const term of f.context) {
      const key = `${f.bucket}|${term}`;
      const list = index.get(key);
      if (list) list.push(i);
      else index.set(key, [i]);
    }
  });
  // Each fact is compared with its closest counterpart in every other document (most shared
  // words): a different value there is a contradiction; the same value means that document agrees.
  const found: Array<{ contradiction: Contradiction; closeness: number }> = [];
  const seen = new Set<string>();
  facts.forEach((f, i) => {
    // Candidates come through the rarer words; a word shared by very many facts finds nothing
    // specific and would make the work quadratic.
    const lists = f.context
      .map((term) => index.get(`${f.bucket}|${term}`)!)
      .sort((a, b) => a.length - b.length);
    const rare = lists.filter((l) => l.length <= MAX_BUCKET);
    const candidates = new Set<number>();
    for (const list of rare.length > 0 ? rare : lists.slice(0, 1)) {
      for (const j of list.length <= MAX_BUCKET ? list : list.slice(0, MAX_BUCKET)) {
        if (j !== i && facts[j]!.doc !== f.doc) candidates.add(j);
      }
    }
    const own = new Set(f.context);
    const closest = new Map<number, { j: number; closeness: number }>();
    for (const j of candidates) {
      const g = facts[j]!;
      let shared = 0;
      for (const t of g.context) if (own.has(t)) shared += 1;
      // Contexts hold no repeats, so the union is the two sizes less what they share.
      const closeness = shared / (f.context.length + g.context.length - shared);
      if (shared < minShared || closeness < minJaccard) continue;
      const best = closest.get(g.doc);
      if (!best || closeness > best.closeness || (closeness === best.closeness && j < best.j))
        closest.set(g.doc, { j, closeness });
    }
    for (const { j, closeness } of closest.values()) {
      const g = facts[j]!;
      const pair = i < j ? `${i}:${j}` : `${j}:${i}`;
      if (seen.has(pair) || !differs(f.raw, g.raw)) continue;
      seen.add(pair);
      const theirs = new Set(g.context);
      found.push({
        closeness,
        contradiction: {
          kind,
          shared: f.context.filter((t) => theirs.has(t)),
          a: { sentence: f.sentence, value: f.value, start: f.start, end: f.end },
          b: { sentence: g.sentence, value: g.value, start: g.start, end: g.end },
        },
      });
    }
  });
  return found
    .sort(
      (x, y) =>
        y.closeness - x.closeness ||
        x.contradiction.a.sentence - y.contradiction.a.sentence ||
        x.contradiction.b.sentence - y.contradiction.b.sentence ||
        x.contradiction.a.start - y.contradiction.a.start,
    )
    .slice(0, MAX_CONTRADICTIONS)
    .map((x) => x.contradiction);
}

/** Figures with the same unit about the same thing (shared context words) that differ between documents. */
export function numberContradictions(ctx: AnalysisContext): Contradiction[] {
  const facts: Fact<number>[] = ctx.quantities.map((q: Quantity) => ({
    sentence: q.sentence,
    doc: q.doc,
    bucket: q.unit,
    context: q.context,
    value: q.surface,
    start: q.start,
    end: q.end,
    raw: q.value,
  }));
  return pairUp(facts, 'number', valuesDiffer, 2, 0.3);
}

const MONTH_PREFIX = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/;

function datesDiffer(a: ParsedDate, b: ParsedDate): boolean {
  if (a.precision === 'day' && b.precision === 'day') return a.time !== b.time;
  const x = new Date(a.time);
  const y = new Date(b.time);
  return x.getUTCFullYear() !== y.getUTCFullYear() || x.getUTCMonth() !== y.getUTCMonth();
}

/** Dates given for the same event (a sentence about the same thing) that differ between documents. */
export function dateContradictions(ctx: AnalysisContext): Contradiction[] {
  const facts: Fact<ParsedDate>[] = [];
  for (const m of ctx.entities) {
    if (m.type !== 'date') continue;
    const date = parseDate(m.name);
    if (!date) continue;
    const sentence = ctx.corpus.sentences[m.sentence]!;
    // What the sentence is about, without the words of the date itself.
    const context = claimTerms(sentence.terms).filter((t) => !MONTH_PREFIX.test(t));
    facts.push({
      sentence: m.sentence,
      doc: m.doc,
      bucket: 'date',
      context,
      value: formatDate(date),
      start: m.start,
      end: m.end,
      raw: date,
    });
  }
  return pairUp(facts, 'date', datesDiffer, 3, 0.3);
}
