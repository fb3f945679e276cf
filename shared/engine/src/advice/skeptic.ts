import type { AdviceFinding, PersonaAnalysis, ScenarioAssumption } from '@csw/contracts';
import { rateAssumption } from '../analysis/assumption-rating';
import { statedAssumption } from '../analysis/assumptions';
import { claimTerms } from '../analysis/corroboration';
import { COUNTER, HEDGE, NOT_MET, OPPOSITION, SHORTFALL, THREAT } from '../analysis/cues';
import { isClause, type CorpusSentence } from '../analysis/corpus';
import { oneLine } from '../text/normalize';
import { contentTerms } from '../text/tokenize';
import { citeSentence, isStatement, userSentences, type AdviceContext } from './context';
import { aboutAny } from './evidence';
import { bearingEvidence, KIND_WORDS } from './assumption-bearing';
import { citationKey, clip, count, evidenceConfidence, personaAnalysis, sourceOf } from './helpers';
import { readProposal, type AssumptionKind, type Proposal } from './proposal';

/** A scenario assumption and the corpus sentence it was found in. */
export interface CheckedAssumption extends ScenarioAssumption {
  readonly sentence: number;
  readonly terms: readonly string[];
  /** What kind of premise it is: stated by the scenario, implied by its course of action, or taken as given. */
  readonly kind: AssumptionKind | 'stated' | 'premise';
  /** The corpus sentence each piece of evidence quotes, in the order of `evidence`. */
  readonly sources: readonly number[];
  /** What it is about, when the course of action says ("GPS"). */
  readonly about?: string;
}

// A premise shorter than this says too little to check against the library.
const MIN_PREMISE_TERMS = 3;
const MAX_ASSUMPTIONS = 12;
// Without these, a course of action fails outright; the others (time, the unit, the purpose) weaken it.
const HIGH_IMPACT_KINDS: ReadonlySet<string> = new Set(['resource', 'threat', 'route']);

function premiseOf(
  sentence: CorpusSentence,
): { statement: string; cue: string; explicit: boolean } | undefined {
  const stated = statedAssumption(sentence);
  if (stated) {
    return { statement: stated.proposition, cue: stated.cue, explicit: true };
  }
  const text = oneLine(sentence.text).replace(/[.!;:]+$/, '');
  if (sentence.text.trim().endsWith('?') || claimTerms(contentTerms(text)).length < MIN_PREMISE_TERMS) {
    return undefined;
  }
  return { statement: text, cue: '', explicit: false };
}

const KIND_ORDER: Readonly<Record<CheckedAssumption['kind'], number>> = {
  stated: 0,
  resource: 1,
  threat: 2,
  route: 3,
  timeline: 4,
  capability: 5,
  purpose: 6,
  premise: 7,
};

/**
 * Key Assumptions Check of the scenario: the assumptions it states ("we assume ..."), those its course of
 * action rests on without saying so ("Should we keep relying on GPS ...?" rests on GPS staying available,
 * the adversary not jamming it, the route staying open ...), and each other statement it takes as given.
 * Each is rated by the library, passage by passage judged by meaning (supported, caveated or unsupported),
 * with the evidence for and against. Impact: how much of the plan fails with it.
 */
export function checkScenarioAssumptions(
  ac: AdviceContext,
  proposal: Proposal = readProposal(ac.ctx.corpus.documents[0]?.source.text ?? ''),
): CheckedAssumption[] {
  const sentences = userSentences(ac, 0);
  const coa = proposal.coa;
  const found: CheckedAssumption[] = [];
  const check = (
    statement: string,
    at: { sentence: number; start: number; end: number; spanText: string },
    meta: {
      kind: CheckedAssumption['kind'];
      cue: string;
      explicit: boolean;
      impact: ScenarioAssumption['impactLevel'];
      about?: string;
    },
  ) => {
    const { evidence, sentences: sources } = bearingEvidence(ac, { statement, about: meta.about }, meta.kind);
    const { rating, ratingReason } = rateAssumption(evidence, HEDGE.test(statement), {
      unaddressed: 'No document in the library addresses it.',
      hedge: 'the scenario itself hedges it',
    });
    found.push({
      sentence: at.sentence,
      sources,
      ...(meta.about ? { about: meta.about } : {}),
      terms: claimTerms(contentTerms(statement)),
      kind: meta.kind,
      statement,
      explicit: meta.explicit,
      cue: meta.cue,
      span: { text: at.spanText, start: at.start, end: at.end },
      rating,
      ratingReason,
      impactLevel: meta.impact,
      evidence,
    });
  };
  for (const sentence of sentences) {
    // The decision itself is checked through the assumptions it rests on, not as a fact.
    if (coa !== null && oneLine(sentence.text).includes(oneLine(coa.text))) {
      const offset = sentence.text.indexOf(coa.text);
      const start = offset >= 0 ? sentence.start + offset : sentence.start;
      for (const a of proposal.assumptions) {
        // Where it came from: the words of the scenario that imply it.
        const at = sentence.text.indexOf(a.source);
        const from = at >= 0 ? sentence.start + at : start;
        check(
          a.statement,
          {
            sentence: sentence.index,
            start: from,
            end: at >= 0 ? from + a.source.length : offset >= 0 ? start + coa.text.length : sentence.end,
            spanText: at >= 0 ? a.source : coa.text,
          },
          {
            kind: a.kind,
            cue: `implied by "${a.source}" (${KIND_WORDS[a.kind]})`,
            explicit: false,
            impact: HIGH_IMPACT_KINDS.has(a.kind) ? 'high' : 'medium',
            ...(a.about ? { about: a.about } : {}),
          },
        );
      }
      continue;
    }
    const premise = premiseOf(sentence);
    if (!premise) continue;
    // The other statements of the scenario that share its words build on it.
    const own = new Set(claimTerms(contentTerms(premise.statement)));
    const dependents = sentences.filter(
      (s) => s.index !== sentence.index && claimTerms(s.terms).filter((t) => own.has(t)).length >= 2,
    ).length;
    const offset = sentence.text.indexOf(premise.statement);
    const start = offset >= 0 ? sentence.start + offset : sentence.start;
    check(
      premise.statement,
      {
        sentence: sentence.index,
        start,
        end: offset >= 0 ? start + premise.statement.length : sentence.end,
        spanText: premise.statement,
      },
      {
        kind: premise.explicit ? 'stated' : 'premise',
        cue: premise.cue,
        explicit: premise.explicit,
        impact: dependents >= 2 ? 'high' : dependents === 1 || premise.explicit ? 'medium' : 'low',
      },
    );
  }
  // Stated assumptions first (the writer flagged them), then those of the course of action, then reading order.
  return found
    .map((a, order) => ({ a, order }))
    .sort((x, y) => KIND_ORDER[x.a.kind] - KIND_ORDER[y.a.kind] || x.order - y.order)
    .slice(0, MAX_ASSUMPTIONS)
    .map(({ a }) => a);
}

const AGAINST = (text: string) =>
  OPPOSITION.test(text) ||
  SHORTFALL.test(text) ||
  NOT_MET.test(text) ||
  COUNTER.test(text) ||
  THREAT.test(text);

/**
 * Devil's advocacy: the strongest case against the scenario, from the library. The evidence that
 * contradicts an assumption first, then the most relevant passages that report a shortfall, a
 * failure, a threat or a contrary view.
 */
export function devilsAdvocacy(
  ac: AdviceContext,
  assumptions: readonly CheckedAssumption[],
  limit = 5,
): AdviceFinding[] {
  const out: AdviceFinding[] = [];
  const used = new Set<string>();
  for (const a of assumptions) {
    for (const e of a.evidence) {
      if (e.stance !== 'contradicts' || used.has(citationKey(e.citation))) continue;
      used.add(citationKey(e.citation));
      out.push({ text: `Against "${clip(a.statement, 100)}": ${e.reason}.`, citations: [e.citation] });
    }
  }
  // The library's warnings count when they speak of what the scenario rests on, not merely of its setting.
  const statements = assumptions;
  for (const i of ac.relevant) {
    if (out.length >= limit) break;
    const s = ac.ctx.corpus.sentences[i]!;
    if (!isStatement(s) || !isClause(s) || !AGAINST(s.text)) continue;
    if (statements.length > 0 && !aboutAny(ac, i, statements)) continue;
    const citation = citeSentence(ac, i);
    if (used.has(citationKey(citation))) continue;
    used.add(citationKey(citation));
    out.push({ text: `The library warns: "${clip(citation.quote, 200)}"`, citations: [citation] });
  }
  return out.slice(0, limit);
}

/** The skeptic: Key Assumptions Check and devil's advocacy. */
export function skepticAnalysis(
  ac: AdviceContext,
  assumptions: readonly CheckedAssumption[],
): PersonaAnalysis {
  const devils = devilsAdvocacy(ac, assumptions);
  const evidence = assumptions.flatMap((a) => a.evidence);
  const supporting = evidence.filter((e) => e.stance === 'supports').length;
  const contradicting = evidence.filter((e) => e.stance === 'contradicts').length;
  const { confidence, basis } = evidenceConfidence(supporting, contradicting, {
    supporting: 'corroborating passages',
    contradicting: 'contradicting passages',
  });
  const by = (r: ScenarioAssumption['rating']) => assumptions.filter((a) => a.rating === r);
  // The weakest: the one the library contradicts most; among equals, the least supported.
  const contradictions = (a: CheckedAssumption) =>
    a.evidence.filter((e) => e.stance === 'contradicts').length;
  const weakness = { unsupported: 0, caveated: 1, supported: 2 } as const;
  const weakest = assumptions
    .filter((a) => a.rating !== 'supported')
    .sort(
      (a, b) =>
        contradictions(b) - contradictions(a) ||
        weakness[a.rating] - weakness[b.rating] ||
        a.sentence - b.sentence,
    )[0];
  const analysis =
    assumptions.length === 0
      ? 'The scenario states nothing specific enough to check: add the facts and assumptions it rests on.'
      : [
          `I checked ${count(assumptions.length, 'assumption')} the scenario rests on: ${by('supported').length} supported, ${by('caveated').length} caveated, ${by('unsupported').length} unsupported by the library.`,
          weakest ? `The weakest is "${clip(weakest.statement, 120)}": ${weakest.ratingReason}` : '',
          devils.length > 0
            ? `The case against: ${devils[0]!.text}`
            : 'I found no passage that argues against it.',
        ]
          .filter(Boolean)
          .join(' ');
  const risks: AdviceFinding[] = by('unsupported').map((a) => ({
    text: `If "${clip(a.statement, 120)}" does not hold, the ${a.impactLevel === 'high' ? 'plan' : 'part of the plan'} built on it fails (${a.impactLevel} impact).`,
    citations: a.evidence.filter((e) => e.stance === 'contradicts').map((e) => e.citation),
  }));
  const recommendations: AdviceFinding[] = assumptions
    .filter((a) => a.rating !== 'supported')
    .map((a) => {
      const against = a.evidence.find((e) => e.stance === 'contradicts');
      return against
        ? {
            text: `Resolve the conflict over "${clip(a.statement, 100)}" with ${sourceOf(against.citation)} before committing.`,
            citations: [against.citation],
          }
        : {
            text: `Confirm "${clip(a.statement, 100)}" before committing: ${a.evidence.length === 0 ? 'no document addresses it' : 'the evidence is mixed'}.`,
            citations: a.evidence.map((e) => e.citation),
          };
    });
  return personaAnalysis('skeptic', {
    analysis,
    confidence,
    basis,
    risks,
    recommendations,
    details: {
      method: 'key-assumptions-check',
      assumptions: assumptions.map(
        ({ sentence: _s, terms: _t, kind: _k, sources: _p, about: _a, ...rest }) => rest,
      ),
      devilsAdvocacy: devils,
    },
  });
}
