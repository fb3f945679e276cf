import type { AdviceFinding, PersonaAnalysis, ScenarioAssumption } from '@csw/contracts';
import { PERSONAS } from '@csw/contracts';
import { statedAssumption } from '../analysis/assumptions';
import { claimTerms, relatedSentences, stanceOf } from '../analysis/corroboration';
import { COUNTER, HEDGE, NOT_MET, OPPOSITION, SHORTFALL, THREAT } from '../analysis/cues';
import type { CorpusSentence } from '../analysis/corpus';
import type { Evidence } from '../analysis/types';
import { oneLine } from '../text/normalize';
import { contentTerms } from '../text/tokenize';
import { citeSentence, isLibrary, isStatement, userSentences, type AdviceContext } from './context';
import { citationKey, clip, count, evidenceConfidence, sourceOf, verdictOf } from './helpers';

/** A scenario assumption and the corpus sentence it was found in. */
export interface CheckedAssumption extends ScenarioAssumption {
  readonly sentence: number;
  readonly terms: readonly string[];
}

// A premise shorter than this says too little to check against the library.
const MIN_PREMISE_TERMS = 3;
const MAX_ASSUMPTIONS = 12;

function rate(
  statement: string,
  evidence: readonly Evidence[],
): Pick<ScenarioAssumption, 'rating' | 'ratingReason'> {
  const supports = evidence.filter((e) => e.stance === 'supports');
  const contradicts = evidence.filter((e) => e.stance === 'contradicts');
  if (evidence.length === 0) {
    return { rating: 'unsupported', ratingReason: 'No document in the library addresses it.' };
  }
  if (contradicts.length === 0) {
    return HEDGE.test(statement)
      ? { rating: 'caveated', ratingReason: `${supports[0]!.reason}, but the scenario itself hedges it.` }
      : { rating: 'supported', ratingReason: `Corroborated: ${supports.map((e) => e.reason).join('; ')}.` };
  }
  if (supports.length > 0) {
    return {
      rating: 'caveated',
      ratingReason: `Partly corroborated (${supports[0]!.reason}), but ${contradicts[0]!.reason}.`,
    };
  }
  return {
    rating: 'unsupported',
    ratingReason: `Contradicted: ${contradicts.map((e) => e.reason).join('; ')}.`,
  };
}

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

// A word in most (70%) of the library's documents (an exercise name, the theatre) is the setting:
// agreeing on it says nothing about whether the claim holds.
const SETTING_SHARE = 0.7;
const MIN_DOCUMENTS_FOR_SETTING = 4;

/** In how many library documents each term occurs. */
function documentFrequency(ac: AdviceContext): Map<string, number> {
  const df = new Map<string, number>();
  for (const d of ac.ctx.corpus.documents.slice(ac.userTexts)) {
    for (const t of d.termCounts.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  }
  return df;
}

function settingTerms(ac: AdviceContext, df: ReadonlyMap<string, number>): Set<string> {
  const documents = ac.ctx.corpus.documents.length - ac.userTexts;
  const out = new Set<string>();
  if (documents < MIN_DOCUMENTS_FOR_SETTING) return out;
  for (const [t, n] of df) if (n / documents >= SETTING_SHARE) out.add(t);
  return out;
}

/**
 * The claim's most specific words: those found in the fewest library documents ("bridge" rather
 * than "traffic"). A passage that lacks all of them is about something else, however many of the
 * common words it shares.
 */
function subjectTerms(terms: readonly string[], df: ReadonlyMap<string, number>): Set<string> {
  const known = terms.filter((t) => (df.get(t) ?? 0) > 0);
  if (known.length === 0) return new Set();
  const rarest = Math.min(...known.map((t) => df.get(t)!));
  return new Set(known.filter((t) => df.get(t) === rarest));
}

/**
 * Key Assumptions Check of the scenario: each assumption it states ("we assume ...") or takes as
 * given (each other statement), rated by the library: supported, caveated or unsupported, with the
 * evidence for and against. Impact: how much of the rest of the scenario builds on it.
 */
export function checkScenarioAssumptions(ac: AdviceContext): CheckedAssumption[] {
  const sentences = userSentences(ac, 0);
  const df = documentFrequency(ac);
  const setting = settingTerms(ac, df);
  const found: CheckedAssumption[] = [];
  for (const sentence of sentences) {
    const premise = premiseOf(sentence);
    if (!premise) continue;
    const all = claimTerms(contentTerms(premise.statement));
    // Without the setting's words, what is left is what the assumption claims.
    const claim = all.filter((t) => !setting.has(t));
    const terms = claim.length >= 2 ? claim : all;
    const subject = subjectTerms(terms, df);
    const evidence = relatedSentences(ac.ctx, terms, {
      where: (i) => isLibrary(ac, i) && ac.ctx.corpus.sentences[i]!.terms.some((t) => subject.has(t)),
      limit: 3,
    }).map((r) => {
      const e = stanceOf(ac.ctx, sentence.index, premise.statement, r);
      return { ...e, citation: citeSentence(ac, r.sentence) };
    });
    const { rating, ratingReason } = rate(premise.statement, evidence);
    // The other statements of the scenario that share its words build on it.
    const own = new Set(terms);
    const dependents = sentences.filter(
      (s) => s.index !== sentence.index && claimTerms(s.terms).filter((t) => own.has(t)).length >= 2,
    ).length;
    const offset = sentence.text.indexOf(premise.statement);
    const start = offset >= 0 ? sentence.start + offset : sentence.start;
    found.push({
      sentence: sentence.index,
      terms,
      statement: premise.statement,
      explicit: premise.explicit,
      cue: premise.cue,
      span: {
        text: premise.statement,
        start,
        end: offset >= 0 ? start + premise.statement.length : sentence.end,
      },
      rating,
      ratingReason,
      impactLevel: dependents >= 2 ? 'high' : dependents === 1 || premise.explicit ? 'medium' : 'low',
      evidence,
    });
  }
  // Stated assumptions first (the writer flagged them), then reading order.
  return found
    .sort((a, b) => Number(b.explicit) - Number(a.explicit) || a.sentence - b.sentence)
    .slice(0, MAX_ASSUMPTIONS);
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
  for (const i of ac.relevant) {
    if (out.length >= limit) break;
    const s = ac.ctx.corpus.sentences[i]!;
    if (!isStatement(s) || !AGAINST(s.text)) continue;
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
  const weakest = [...by('unsupported')].sort(
    (a, b) =>
      b.evidence.filter((e) => e.stance === 'contradicts').length -
        a.evidence.filter((e) => e.stance === 'contradicts').length || a.sentence - b.sentence,
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
  return {
    personaId: 'skeptic',
    name: PERSONAS.skeptic.name,
    method: PERSONAS.skeptic.method,
    analysis,
    confidence,
    confidenceBasis: basis,
    verdict: verdictOf(confidence),
    risks,
    recommendations,
    details: {
      method: 'key-assumptions-check',
      assumptions: assumptions.map(({ sentence: _s, terms: _t, ...rest }) => rest),
      devilsAdvocacy: devils,
    },
  };
}
