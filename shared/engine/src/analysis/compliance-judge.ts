import { claimTerms } from './corroboration';
import { DEFICIENCY, KEEP_DOING, NEGATED_FAILURE, PLANNED, PRESCRIPTIVE } from './cues';
import type { AnalysisContext } from './context';
import { isHeading, termsOf, type CorpusSentence } from './corpus';
import { readDurationBound, readDurations, type Duration, type DurationBound } from './durations';
import { figureOverLimit, figureShortfall } from './quantities';
import { aboutRule, conditionTerms, foreignNames, ownNames, PENDING } from './evidence-gates';
import { lessonsFromSections } from './lesson-sections';
import { negatedTokens } from './negex';
import { documentRoles, findRequirements, readRequirement, ruleBody, type Requirement } from './requirements';

export type ComplianceVerdict = 'met' | 'not met' | 'not evidenced';

/** A requirement judged against the other documents: the verdict, the sentence that decided and why. */
export interface ComplianceFinding {
  readonly requirement: Requirement;
  readonly verdict: ComplianceVerdict;
  /** The sentence that decided the verdict (none when nothing reports on the requirement). */
  readonly evidence?: number;
  /** Why, in a few words ("it says \"were not issued\"", "48 minutes against 15 minutes required"). */
  readonly reason: string;
  /** The sentences of a numbered rule of several sentences, in order (the requirement is the first). */
  readonly parts?: readonly number[];
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
function deficiencies(
  evidence: string,
  requirement: string,
  ruleTerms: ReadonlySet<string> = new Set(),
): string[] {
  const denied: Array<[number, number]> = [];
  for (const m of evidence.matchAll(NEGATED_FAILURE)) denied.push([m.index!, m.index! + m[0].length]);
  const ownWords = new Set(requirement.toLowerCase().match(/[a-z']+/g) ?? []);
  // A failure counts in a clause that speaks of the rule: in "No one from the patrol dismounted forward of
  // the cordon; the EOD robot did all interrogation", the "No one" is not about the interrogation.
  const clauses = [...evidence.matchAll(/[^;]+/g)].map((m) => ({
    start: m.index!,
    end: m.index! + m[0].length,
    text: m[0],
  }));
  const speaksOfRule = (at: number) => {
    if (ruleTerms.size === 0 || clauses.length < 2) return true;
    const clause = clauses.find((c) => at >= c.start && at < c.end);
    const words = clause ? (clause.text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) : [];
    return words.some((w) => [...ruleTerms].some((t) => w.startsWith(t)));
  };
  const out: string[] = [];
  for (const m of evidence.matchAll(DEFICIENCY)) {
    const at = m.index!;
    if (denied.some(([a, b]) => at >= a && at < b)) continue;
    if (!speaksOfRule(at)) continue;
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

// The exception of a prohibition: "unless the custodian is present", "without direction from the S6",
// "until its manifest is on file".
const EXCEPTION = /\b(unless|without|until|except)\b(.*)$/i;

type Judged = { verdict: 'met' | 'not met'; reason: string } | undefined;

/**
 * A report sentence against a prohibition, negation read in scope (NegEx): the forbidden act denied ("no
 * chalk approached from the rear") meets it; the act reported (two of its words, outside any negation)
 * breaks it, unless the rule allows it under an exception the sentence reports ("with the custodian
 * standing beside it"), and always when it says the act came before the condition ("moved ... before their
 * manifests reached"). An act reported where the rule has an exception the sentence does not speak of
 * cannot be judged.
 */
function prohibitionVerdict(req: CorpusSentence, ev: CorpusSentence): Judged {
  const body = ruleBody(req.text);
  const exception = EXCEPTION.exec(body);
  const exceptionAt = exception ? req.start + (req.text.length - body.length) + exception.index! : Infinity;
  const act = new Set(termsOf(req.tokens.filter((t) => t.start < exceptionAt)));
  const allowed = new Set(exception ? termsOf(req.tokens.filter((t) => t.start >= exceptionAt)) : []);
  const negated = negatedTokens(ev.tokens);
  let denied = 0;
  const affirmedByClause = new Map<number, Set<string>>();
  let clause = 0;
  ev.tokens.forEach((t, i) => {
    if (t.value === ';') clause += 1;
    for (const term of termsOf([t])) {
      if (!act.has(term) || allowed.has(term)) continue;
      if (negated.has(i)) denied += 1;
      else affirmedByClause.set(clause, (affirmedByClause.get(clause) ?? new Set()).add(term));
    }
  });
  const affirmed = [...affirmedByClause.values()].some((terms) => terms.size >= 2);
  if (!affirmed) return denied > 0 ? { verdict: 'met', reason: 'it reports none' } : undefined;
  if (exception) {
    const reported = termsOf(ev.tokens).filter((t) => allowed.has(t));
    if (/\bbefore\b/i.test(ev.text) && /until/i.test(exception[1]!))
      return { verdict: 'not met', reason: 'it reports the act before the condition the rule sets' };
    if (reported.length > 0)
      return {
        verdict: 'met',
        reason: `it reports it done ${exception[1]!.toLowerCase()} ${exception[2]!.trim().split(/\s+/).slice(0, 6).join(' ')}`,
      };
    return undefined;
  }
  return { verdict: 'not met', reason: 'it reports what the rule forbids' };
}

/** How one report sentence bears on a requirement; undefined when it cannot be judged from it. */
function judge(ctx: AnalysisContext, requirement: Requirement, candidate: Candidate): Judged {
  const req = ctx.corpus.sentences[requirement.sentence]!;
  const ev = ctx.corpus.sentences[candidate.sentence]!;
  const bound = readDurationBound(req.text);
  if (bound) {
    const byBound = boundVerdict(bound, ev.text);
    if (byBound) return byBound;
  } else {
    const required = ctx.quantitiesBySentence.get(req.index) ?? [];
    const status = ctx.quantitiesBySentence.get(ev.index) ?? [];
    if (UPPER_LIMIT.test(req.text)) {
      // "will not exceed 15 km/h": a figure of the same unit is judged against the limit, never taken as done.
      const over = figureOverLimit(required, status);
      if (over) return { verdict: 'not met', reason: over };
      if (required.some((r) => status.some((q) => q.unit === r.unit))) return undefined;
    } else {
      const short = figureShortfall(required, status);
      if (short) return { verdict: 'not met', reason: short };
    }
  }
  if (requirement.kind === 'prohibition') return prohibitionVerdict(req, ev);
  const found = deficiencies(ev.text, req.text, new Set(claimTerms(req.terms)));
  if (found.length > 0) return { verdict: 'not met', reason: `it says "${found[0]}"` };
  return { verdict: 'met', reason: 'it reports it done' };
}

// A rule that caps a figure: "will not exceed", "no more than", "at most", "maximum".
const UPPER_LIMIT = /\b(?:not exceed|no more than|not more than|at most|maximum|max\.?|up to)\b/i;

// What was meant to happen is not what happened: "The convoy commander planned navigation on GPS".
const INTENDED = /\b(?:planned|intended|was supposed to|were supposed to)\b/i;

/** A report sentence that opens on a verb in its base form ("Send a SPOT report ..."): a call to act. */
function opensOnVerb(sentence: CorpusSentence): boolean {
  const first = sentence.tokens.find((t) => t.kind === 'word' && !/^[a-z]$/.test(t.value));
  return first !== undefined && first.pos === 'VERB' && !/(?:ed|ing|s)$/.test(first.lower);
}

const RECOMMENDATION = /^\s*(?:[a-z\d]{1,3}[.)]\s*)?recommendations?\s*:/i;

const RANK: Readonly<Record<ComplianceVerdict, number>> = { 'not met': 2, met: 1, 'not evidenced': 0 };

/**
 * One finding per numbered rule: the sentences of a rule are judged apart and the rule takes the verdict a
 * staff officer gives a rule of several parts (not met when one part is not met, met when a part is met and
 * none is not, otherwise not evidenced), with that part's evidence. Unnumbered requirements stay as they are.
 */
function oneVerdictPerRule(
  ctx: AnalysisContext,
  findings: readonly ComplianceFinding[],
): ComplianceFinding[] {
  const out: ComplianceFinding[] = [];
  const byRule = new Map<string, number>();
  for (const f of findings) {
    const rule = f.requirement.rule;
    if (rule === undefined) {
      out.push(f);
      continue;
    }
    const key = `${ctx.corpus.sentences[f.requirement.sentence]!.doc}:${rule}`;
    const at = byRule.get(key);
    if (at === undefined) {
      byRule.set(key, out.length);
      out.push({ ...f, parts: [f.requirement.sentence] });
      continue;
    }
    const kept = out[at]!;
    const parts = [...(kept.parts ?? []), f.requirement.sentence];
    const better = RANK[f.verdict] > RANK[kept.verdict];
    out[at] = better ? { ...f, requirement: kept.requirement, parts } : { ...kept, parts };
  }
  return out;
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
  const own = ownNames(ctx, roles.standards, evidenceDocuments);
  // What a report files as an improve is a call to act, not a report of what was done.
  const improves = new Set(evidenceDocuments.flatMap((d) => lessonsFromSections(ctx, d)?.improve ?? []));
  const perSentence = requirements.map((requirement): ComplianceFinding => {
    const req = ctx.corpus.sentences[requirement.sentence]!;
    const condition = conditionTerms(req);
    const reported = (s: CorpusSentence) =>
      (singleDocument ? s.index !== req.index : s.doc !== req.doc) &&
      s.tokens.length >= 3 &&
      !isHeading(s) &&
      !s.text.trim().endsWith('?') &&
      !PLANNED.test(s.text) &&
      !PENDING.test(s.text) &&
      !INTENDED.test(s.text) &&
      !readRequirement(s, roles.standards.has(s.doc) && !roles.reports.has(s.doc));
    const admissible = (s: CorpusSentence) =>
      reported(s) &&
      // Evidence is about the rule's own subject, in the review's own unit and place, and where the rule
      // has a condition, the condition arose.
      foreignNames(s, req, own).length === 0 &&
      aboutRule(ctx, s, req) &&
      (condition === undefined || condition.length === 0 || s.terms.some((t) => condition.includes(t)));
    const found = candidates(ctx, req, admissible);
    // A report's own call to act ("Recommendation: Send a SPOT report ...", "Send ...") is advice, not a fact.
    const advised = (c: Candidate) => {
      const sentence = ctx.corpus.sentences[c.sentence]!;
      return (
        improves.has(sentence.index) ||
        PRESCRIPTIVE.test(sentence.text) ||
        RECOMMENDATION.test(sentence.text) ||
        opensOnVerb(sentence)
      );
    };
    const facts = found.filter((c) => !advised(c));
    const judged = facts.flatMap((c) => {
      const j = judge(ctx, requirement, c);
      return j ? [{ c, ...j }] : [];
    });
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
    const reason =
      facts.length > 0
        ? 'the reports speak of it without saying whether it was done'
        : condition && condition.length > 0
          ? 'its condition does not arise in the selected documents'
          : candidates(ctx, req, reported).length > 0
            ? 'the selected documents speak of it only for another unit, role or place'
            : 'no selected document reports on it';
    return { requirement, verdict: 'not evidenced', reason };
  });
  const findings = oneVerdictPerRule(ctx, perSentence);
  return {
    findings,
    standards: [...reviewed].filter((d) => roles.standards.has(d)),
    evidenceDocuments: evidenceDocuments.filter(
      (d) => singleDocument || !reviewed.has(d) || !roles.standards.has(d),
    ),
  };
}
