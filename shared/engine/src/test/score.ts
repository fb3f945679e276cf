import { buildContext } from '../analysis/context';
import { dateContradictions, numberContradictions } from '../analysis/contradictions';
import { buildCorpus } from '../analysis/corpus';
import type { AnalysisResult, SourceDocument } from '../analysis/types';
import { HashingEmbedder } from '../embed/hashing-embedder';

/** What a careful analyst would find in a test corpus. */
export interface ExpectedFindings {
  /** Words that identify each stated assumption in its quote. */
  readonly assumptions: readonly string[];
  /** Pairs of figures, and of dates, that differ between documents. */
  readonly numberDifferences: ReadonlyArray<readonly [string, string]>;
  readonly dateDifferences: ReadonlyArray<readonly [string, string]>;
  /** First word of each PMESII-PT variable no document covers, lower case. */
  readonly uncoveredVariables: readonly string[];
  readonly singleSourceClaim: string;
  readonly staleDocument: string | undefined;
}

export interface Score {
  readonly tp: number;
  readonly fp: number;
  readonly fn: number;
  readonly precision: number;
  readonly recall: number;
}

/**
 * Scores an analysis against the expected findings: every stated assumption, every difference in
 * figures and dates, every uncovered PMESII-PT variable, the single-source claim and the dated
 * document are findings to make; anything else reported in those categories is a false positive.
 */
export function scoreAnalysis(
  result: AnalysisResult,
  documents: readonly SourceDocument[],
  expected: ExpectedFindings,
): Score {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const count = <T>(found: readonly T[], wanted: readonly T[], same: (w: T, f: T) => boolean) => {
    tp += wanted.filter((w) => found.some((f) => same(w, f))).length;
    fn += wanted.filter((w) => !found.some((f) => same(w, f))).length;
    fp += found.filter((f) => !wanted.some((w) => same(w, f))).length;
  };

  count(
    result.assumptions.map((a) => a.citation.quote),
    expected.assumptions,
    (cue, quote) => quote.includes(cue),
  );

  const ctx = buildContext(
    buildCorpus(documents),
    result.question,
    'comparative-analysis',
    new HashingEmbedder(),
  );
  const differences = [...numberContradictions(ctx), ...dateContradictions(ctx)].map(
    (c) => [c.a.value, c.b.value] as const,
  );
  count(differences, [...expected.numberDifferences, ...expected.dateDifferences], (pair, found) =>
    [found, [found[1], found[0]]].some(([a, b]) => a!.includes(pair[0]) && b!.includes(pair[1])),
  );

  count(
    result.blindSpots.filter((b) => b.kind === 'pmesii').map((b) => b.title.split(' ')[0]!.toLowerCase()),
    expected.uncoveredVariables,
    (a, b) => a === b,
  );

  const single = result.blindSpots.some(
    (b) => b.kind === 'single-source' && b.detail.includes(expected.singleSourceClaim),
  );
  tp += single ? 1 : 0;
  fn += single ? 0 : 1;

  count(
    result.blindSpots.filter((b) => b.kind === 'stale').map((b) => b.citations[0]?.documentId ?? ''),
    expected.staleDocument ? [expected.staleDocument] : [],
    (a, b) => a === b,
  );

  return { tp, fp, fn, precision: tp / Math.max(1, tp + fp), recall: tp / Math.max(1, tp + fn) };
}

export function scoreLine(name: string, s: Score): string {
  return `${name}: precision=${s.precision.toFixed(2)} recall=${s.recall.toFixed(2)} (true positives ${s.tp}, false positives ${s.fp}, missed ${s.fn})`;
}
