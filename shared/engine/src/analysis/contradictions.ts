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

// A term shared by more facts than this is too common to pair on (it would make the work quadratic).
const MAX_BUCKET = 200;

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
      const list = index.get(key) ?? [];
      if (list.length < MAX_BUCKET) list.push(i);
      index.set(key, list);
    }
  });
  const out: Contradiction[] = [];
  const seenPairs = new Set<string>();
  facts.forEach((f, i) => {
    const counts = new Map<number, number>();
    for (const term of f.context) {
      for (const j of index.get(`${f.bucket}|${term}`) ?? []) {
        if (j > i && facts[j]!.doc !== f.doc) counts.set(j, (counts.get(j) ?? 0) + 1);
      }
    }
    for (const [j, shared] of [...counts.entries()].sort((a, b) => a[0] - b[0])) {
      const g = facts[j]!;
      const union = new Set([...f.context, ...g.context]).size;
      if (shared < minShared || shared / union < minJaccard || !differs(f.raw, g.raw)) continue;
      const pairKey = `${f.sentence}:${g.sentence}`;
      if (seenPairs.has(pairKey)) continue;
      seenPairs.add(pairKey);
      const own = new Set(g.context);
      out.push({
        kind,
        shared: f.context.filter((t) => own.has(t)),
        a: { sentence: f.sentence, value: f.value, start: f.start, end: f.end },
        b: { sentence: g.sentence, value: g.value, start: g.start, end: g.end },
      });
    }
  });
  return out;
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
