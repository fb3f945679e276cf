import { claimTerms } from './corroboration';
import { DEFICIENCY, KEEP_DOING, NEGATED_FAILURE, PLANNED, PRESCRIPTIVE } from './cues';
import type { AnalysisContext } from './context';
import { isHeading, termsOf, type CorpusSentence } from './corpus';
import { readDurationBound, readDurations, type Duration, type DurationBound } from './durations';
import { figureShortfall } from './quantities';
import { documentRoles, findRequirements, readRequirement, type Requirement } from './requirements';

export type ComplianceVerdict = 'met' | 'not met' | 'not evidenced';

/** A requirement judged against the other documents: the verdict, the sentence that decided and why. */
export interface ComplianceFinding {
  readonly requirement: Requirement;
  readonly verdict: ComplianceVerdict;
  /** The sentence that decided the verdict (none when nothing reports on the requirement). */
  readonly evidence?: number;
  /** Why, in a few words ("it says \"were not issued\"", "48 minutes against 15 minutes required"). */
  readonly reason: string;
}

export interface ComplianceReview {
  readonly findings: readonly ComplianceFinding[];
  /** Documents whose rules were reviewed (empty when no document reads as a standard). */
  readonly standards: readonly number[];
  /** Documents read for evidence. */
  readonly evidenceDocuments: readonly number[];
}

// A sentence reports on a requirement when it holds two of its words and at least this share of their
// weight (inverse document frequency over the sentences): the rare words say what the rule is about.
const MIN_SHARED = 2;
const MIN_WEIGHT_SHARE = 0.34;
const EVIDENCE_PER_REQUIREMENT = 3;

const NEGATOR = /^(?:no|not|never|nobody|none|without|nothing|n't)$/;

interface Candidate {
  readonly sentence: number;
  readonly share: number;
  /** Token index of the first word it shares with the requirement. */
  readonly firstShared: number;
}

/** The sentences of the evidence documents that report on a requirement, best first. */
function candidates(
  ctx: AnalysisContext,
  requirement: CorpusSentence,
  admissible: (s: CorpusSentence) => boolean,
): Candidate[] {
  const terms = claimTerms(requirement.terms);
  const weight = new Map(terms.map((t) => [t, ctx.sentenceIndex.idf(t)]));
  const total = [...weight.values()].reduce((a, b) => a + b, 0);
  if (total <= 0) return [];
  const found = new Map<number, { shared: number; weight: number }>();
  for (const term of terms) {
    for (const i of ctx.sentencesByTerm.get(term) ?? []) {
      const entry = found.get(i) ?? { shared: 0, weight: 0 };
      entry.shared += 1;
      entry.weight += weight.get(term)!;
      found.set(i, entry);
    }
  }
  const out: Candidate[] = [];
  for (const [i, e] of found) {
    const share = e.weight / total;
    if (e.shared < MIN_SHARED || share < MIN_WEIGHT_SHARE) continue;
    const s = ctx.corpus.sentences[i]!;
    if (!admissible(s)) continue;
    const firstShared = s.tokens.findIndex((t) => termsOf([t]).some((x) => weight.has(x)));
    out.push({ sentence: i, share, firstShared });
  }
  return out.sort((a, b) => b.share - a.share || a.sentence - b.sentence).slice(0, EVIDENCE_PER_REQUIREMENT);
}

/** The deficiency words of a report sentence that the requirement does not itself use, with a few words around. */
function deficiencies(evidence: string, requirement: string): string[] {
  const denied: Array<[number, number]> = [];
  for (const m of evidence.matchAll(NEGATED_FAILURE)) denied.push([m.index!, m.index! + m[0].length]);
  const ownWords = new Set(requirement.toLowerCase().match(/[a-z']+/g) ?? []);
  const out: string[] = [];
  for (const m of evidence.matchAll(DEFICIENCY)) {
    const at = m.index!;
    if (denied.some(([a, b]) => at >= a && at < b)) continue;
    if (m[0].split(/\s+/).every((w) => ownWords.has(w.toLowerCase()))) continue;
    out.push(phraseAround(evidence, at, at + m[0].length));
  }
  return out;
}

/** The word at [start, end) with its auxiliary before it and the word after: "were not issued". */
function phraseAround(text: string, start: number, end: number): string {
  const before = /(\S+)\s+$/.exec(text.slice(Math.max(0, start - 30), start))?.[1] ?? '';
  const auxiliary = /^(?:was|were|is|are|had|has|have|did|does|been|be)$/i.test(before) ? before : '';
  const after = /^\s+([^\s,;.:]+)/.exec(text.slice(end, end + 30))?.[1] ?? '';
  return [auxiliary, text.slice(start, end), after].filter(Boolean).join(' ');
}

function boundVerdict(
  bound: DurationBound,
  evidence: string,
): { verdict: 'met' | 'not met'; reason: string } | undefined {
  // Like with like: a time of day with a time of day, minutes and hours with minutes and hours (a count of
  // days, "on three of the four days", is not how long something took).
  const scale = (d: Duration) =>
    d.clock ? 'clock' : d.minutes >= 24 * 60 && /day/i.test(d.surface) ? 'days' : 'time';
  const values = readDurations(evidence).filter((d) => scale(d) === scale(bound));
  const value = values[0];
  if (!value) return undefined;
  const beyond = bound.limit === 'upper' ? value.minutes > bound.minutes : value.minutes < bound.minutes;
  if (bound.limit === 'upper') {
    return beyond
      ? { verdict: 'not met', reason: `${value.surface} where the limit is ${bound.surface}` }
      : { verdict: 'met', reason: `${value.surface}, within the ${bound.surface} allowed` };
  }
  return beyond
    ? { verdict: 'not met', reason: `${value.surface} where at least ${bound.surface} is required` }
    : { verdict: 'met', reason: `${value.surface}, at least the ${bound.surface} required` };
}

/** How one report sentence bears on a requirement. */
function judge(
  ctx: AnalysisContext,
  requirement: Requirement,
  candidate: Candidate,
): { verdict: 'met' | 'not met'; reason: string } {
  const req = ctx.corpus.sentences[requirement.sentence]!;
  const ev = ctx.corpus.sentences[candidate.sentence]!;
  const bound = readDurationBound(req.text);
  if (bound) {
    const byBound = boundVerdict(bound, ev.text);
    if (byBound) return byBound;
  } else {
    const short = figureShortfall(
      ctx.quantitiesBySentence.get(req.index) ?? [],
      ctx.quantitiesBySentence.get(ev.index) ?? [],
    );
    if (short) return { verdict: 'not met', reason: short };
  }
  if (requirement.kind === 'prohibition') {
    // "No alcohol was found": the forbidden thing is denied. "Loud music played until 0130": it happened.
    const denied = ev.tokens.slice(0, Math.max(0, candidate.firstShared)).some((t) => NEGATOR.test(t.lower));
    return denied
      ? { verdict: 'met', reason: 'it reports none' }
      : { verdict: 'not met', reason: 'it reports what the rule forbids' };
  }
  const found = deficiencies(ev.text, req.text);
  if (found.length > 0) return { verdict: 'not met', reason: `it says "${found[0]}"` };
  return { verdict: 'met', reason: 'it reports it done' };
}

/**
 * Judges every requirement of the standards (see `findRequirements`) against the other documents: not met
 * when a report sentence about it states a failure, a negation, a figure beyond the limit, or the forbidden
 * act; met when one reports it done; not evidenced when none speaks of it. A report's own recommendation to
 * do what the rule asks ("Strip maps must be issued to every vehicle") shows it was not done, when nothing
 * else reports on it.
 */
export function reviewCompliance(ctx: AnalysisContext): ComplianceReview {
  const roles = documentRoles(ctx);
  const requirements = findRequirements(ctx, roles);
  const singleDocument = ctx.corpus.documents.length === 1;
  const reviewed = new Set(requirements.map((r) => ctx.corpus.sentences[r.sentence]!.doc));
  const evidenceDocuments = ctx.corpus.documents
    .map((d) => d.index)
    .filter((d) => singleDocument || !roles.standards.has(d));
  const findings = requirements.map((requirement): ComplianceFinding => {
    const req = ctx.corpus.sentences[requirement.sentence]!;
    const admissible = (s: CorpusSentence) =>
      (singleDocument ? s.index !== req.index : s.doc !== req.doc) &&
      s.tokens.length >= 3 &&
      !isHeading(s) &&
      !s.text.trim().endsWith('?') &&
      !PLANNED.test(s.text) &&
      !readRequirement(s, roles.standards.has(s.doc) && !roles.reports.has(s.doc));
    const found = candidates(ctx, req, admissible);
    const facts = found.filter((c) => !PRESCRIPTIVE.test(ctx.corpus.sentences[c.sentence]!.text));
    const judged = facts.map((c) => ({ c, ...judge(ctx, requirement, c) }));
    const against = judged.find((j) => j.verdict === 'not met');
    if (against)
      return { requirement, verdict: 'not met', evidence: against.c.sentence, reason: against.reason };
    const forIt = judged.find((j) => j.verdict === 'met');
    if (forIt) return { requirement, verdict: 'met', evidence: forIt.c.sentence, reason: forIt.reason };
    const advice = found.find((c) => !facts.includes(c));
    if (advice) {
      const keep = KEEP_DOING.test(ctx.corpus.sentences[advice.sentence]!.text);
      return {
        requirement,
        verdict: keep ? 'met' : 'not met',
        evidence: advice.sentence,
        reason: keep ? 'the report says to keep it as it is' : 'the report calls for it to be put right',
      };
    }
    return { requirement, verdict: 'not evidenced', reason: 'no selected document reports on it' };
  });
  return {
    findings,
    standards: [...reviewed].filter((d) => roles.standards.has(d)),
    evidenceDocuments: evidenceDocuments.filter(
      (d) => singleDocument || !reviewed.has(d) || !roles.standards.has(d),
    ),
  };
}
