import type { AchCell, AchEvidence, AchOverride, AchRating, AchResult } from '@csw/contracts';
import { ACH_RATING_LABELS, ADVISE_LIMITS, HYPOTHESES_COUNT_MESSAGE } from '@csw/contracts';
import { claimTerms, stanceOf } from '../analysis/corroboration';
import { highestClassification } from '../analysis/analyze';
import type { SourceDocument } from '../analysis/types';
import { contentTerms } from '../text/tokenize';
import { buildAdviceContext, citeSentence, isLibrary, isStatement, userSentences } from './context';
import { citationKey, clip } from './helpers';

export interface AchInput {
  /** Two to five hypotheses. */
  readonly hypotheses: readonly string[];
  readonly documents: readonly SourceDocument[];
  /** The user's own ratings, which replace the computed ones. */
  readonly overrides?: readonly AchOverride[];
  /** Rows of the matrix (default 15). */
  readonly maxEvidence?: number;
}

const VALUE: Readonly<Record<AchRating, number>> = { CC: 2, C: 1, N: 0, I: -1, II: -2 };
// Evidence sharing this share of a hypothesis's words speaks to it strongly.
const STRONG_SHARE = 0.5;

/**
 * Analysis of Competing Hypotheses: evidence is drawn from the library (the passages most relevant to
 * any hypothesis), each piece rated against each hypothesis (consistent, inconsistent or neutral, very
 * so when it shares most of the hypothesis's words), the user's overrides applied, the hypotheses
 * ranked by least inconsistency (II counts 2, I counts 1), and the evidence ranked by diagnosticity
 * (how differently it rates the hypotheses: evidence consistent with all of them tells nothing).
 * @throws when there are not two to five non-empty hypotheses.
 */
export function analyseCompetingHypotheses(input: AchInput): AchResult {
  const hypotheses = input.hypotheses.map((h) => h.trim());
  if (
    hypotheses.length < ADVISE_LIMITS.minHypotheses ||
    hypotheses.length > ADVISE_LIMITS.maxHypotheses ||
    hypotheses.some((h) => !h)
  ) {
    throw new Error(HYPOTHESES_COUNT_MESSAGE);
  }
  const ac = buildAdviceContext(hypotheses, input.documents);
  const terms = hypotheses.map((h) => claimTerms(contentTerms(h)));
  const claimSentence = hypotheses.map((_, i) => userSentences(ac, i)[0]?.index ?? -1);
  // Evidence: the best passages for each hypothesis in turn, so that none is argued from nothing.
  const max = input.maxEvidence ?? 15;
  const perHypothesis = terms.map((t) => {
    const scores = ac.ctx.sentenceIndex.scores(t);
    const list: number[] = [];
    for (let i = 0; i < scores.length; i += 1) {
      if (scores[i]! > 0 && isLibrary(ac, i) && isStatement(ac.ctx.corpus.sentences[i]!)) list.push(i);
    }
    return list.sort((a, b) => scores[b]! - scores[a]! || a - b);
  });
  const rows: number[] = [];
  for (let round = 0; rows.length < max && perHypothesis.some((l) => l.length > round); round += 1) {
    for (const list of perHypothesis) {
      const i = list[round];
      if (i !== undefined && !rows.includes(i) && rows.length < max) rows.push(i);
    }
  }
  const overrides = new Map(
    (input.overrides ?? []).map((o) => [`${o.evidenceId}|${o.hypothesis}`, o.rating]),
  );
  const evidence: AchEvidence[] = rows.map((i) => {
    const citation = citeSentence(ac, i);
    const id = citationKey(citation);
    const own = new Set(ac.ctx.corpus.sentences[i]!.terms);
    const cells = hypotheses.map((_, h): AchCell => {
      const shared = terms[h]!.filter((t) => own.has(t));
      let computed: AchRating = 'N';
      let reason = 'It does not speak to this hypothesis.';
      if (shared.length >= 2 || (shared.length === 1 && terms[h]!.length <= 2)) {
        const stance = stanceOf(ac.ctx, claimSentence[h]!, hypotheses[h]!, { sentence: i, score: 0, shared });
        const strong = shared.length / Math.max(1, terms[h]!.length) >= STRONG_SHARE;
        computed = stance.stance === 'supports' ? (strong ? 'CC' : 'C') : strong ? 'II' : 'I';
        reason = `${ACH_RATING_LABELS[computed]}: ${stance.reason}.`;
      }
      const override = overrides.get(`${id}|${h}`);
      return override
        ? {
            rating: override,
            computed,
            overridden: true,
            reason: `Set by the user (computed: ${ACH_RATING_LABELS[computed].toLowerCase()}).`,
          }
        : { rating: computed, computed, overridden: false, reason };
    });
    const values = cells.map((c) => VALUE[c.rating]);
    return { id, citation, cells, diagnosticity: Math.max(...values) - Math.min(...values) };
  });
  const scored = hypotheses.map((text, index) => {
    const ratings = evidence.map((e) => e.cells[index]!.rating);
    return {
      index,
      text,
      inconsistency: ratings.reduce((sum, r) => sum + (r === 'II' ? 2 : r === 'I' ? 1 : 0), 0),
      consistent: ratings.filter((r) => r === 'C' || r === 'CC').length,
      inconsistent: ratings.filter((r) => r === 'I' || r === 'II').length,
    };
  });
  const ranking = [...scored]
    .sort((a, b) => a.inconsistency - b.inconsistency || b.consistent - a.consistent || a.index - b.index)
    .map((h) => h.index);
  const mostDiagnostic = evidence
    .filter((e) => e.diagnosticity > 0)
    .sort((a, b) => b.diagnosticity - a.diagnosticity || evidence.indexOf(a) - evidence.indexOf(b))
    .map((e) => e.id);
  const best = scored[ranking[0]!]!;
  return {
    hypotheses: scored.map((h) => ({ ...h, rank: ranking.indexOf(h.index) + 1 })),
    evidence,
    ranking,
    mostDiagnostic,
    summary:
      evidence.length === 0
        ? 'No passage of the library speaks to these hypotheses: the matrix is empty.'
        : `Least inconsistent with ${evidence.length} pieces of evidence: "${clip(best.text, 120)}" (inconsistency ${best.inconsistency}). ${mostDiagnostic.length} pieces of evidence tell the hypotheses apart.`,
    classification: highestClassification(evidence.map((e) => e.citation)),
    notices: input.documents.length === 0 ? ['No library document was consulted.'] : [],
  };
}
