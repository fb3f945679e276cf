import { claimTerms } from './corroboration';
import type { AnalysisContext } from './context';
import { parseDate, formatDate, type ParsedDate } from './dates';
import { differingPairs, type Fact, type PairOptions } from './fact-pairs';
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

/** At most this many contradictions of one kind are reported, the closest matches first. */
export const MAX_CONTRADICTIONS = 100;

function contradictions<T>(
  facts: readonly Fact<T>[],
  kind: Contradiction['kind'],
  options: Omit<PairOptions<T>, 'limit'>,
): Contradiction[] {
  return differingPairs(facts, { ...options, limit: MAX_CONTRADICTIONS }).map(({ a, b }) => {
    const f = facts[a]!;
    const g = facts[b]!;
    const theirs = new Set(g.context);
    return {
      kind,
      shared: f.context.filter((t) => theirs.has(t)),
      a: { sentence: f.sentence, value: f.value, start: f.start, end: f.end },
      b: { sentence: g.sentence, value: g.value, start: g.start, end: g.end },
    };
  });
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
  return contradictions(facts, 'number', { differs: valuesDiffer, minShared: 2, minJaccard: 0.3 });
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
  return contradictions(facts, 'date', { differs: datesDiffer, minShared: 3, minJaccard: 0.3 });
}
