import { ASSUMPTION_CUES } from './cues';
import type { AnalysisContext } from './context';
import { isHeading, type CorpusSentence } from './corpus';
import { ruleItems } from './rule-items';

/**
 * The requirements of a standard: what its rules oblige or forbid. A rule is read by its grammar, not by
 * its topic: a deontic modal ("shall", "must", "will" in a rule, "may not"), an order in the imperative
 * ("Ensure all rooms are locked", "In case of fire, sound the alarm") or a prohibition ("No loud music after
 * 2200 hours").
 */
export type RequirementKind = 'obligation' | 'prohibition';

export interface Requirement {
  readonly sentence: number;
  readonly kind: RequirementKind;
  /** The number the standard gives the rule ("PZ-4", "3.b.(5)", "7"); the sentences of a rule share it. */
  readonly rule?: string;
}

// "shall", "must", "is required to": a requirement wherever it is written.
const STRONG_MODAL =
  /\b(?:shall|must|(?:is|are) required(?: to)?(?! by)|(?:is|are) (?:prohibited|forbidden|mandatory)|may not|will comply)\b|^\s*no\s+\w+(?:\s+\w+)?\s+(?:may|shall|will|can|is to|are to)\b/i;
// "will", "is to": a requirement in a standard, a plan or a forecast elsewhere.
const RULE_MODAL = /\b(?:will|(?:is|are) to)\b(?!\s+(?:likely|probably|possibly|almost|not\s+likely))/i;
// A negative modal forbids; a negative bound ("will not exceed", "no later than") only sets a limit.
// Only the rule's own modal counts: "Faults that the operator cannot correct shall be recorded" obliges.
const FORBIDS =
  /^\s*no\s+\w+(?:\s+\w+)?\s+(?:may|shall|will|can|is to|are to)\b|\b(?:shall|must|will|may|is to|are to)\s+(?:not|never)\b(?!\s+(?:exceed|be (?:more|less|later|earlier) than))|\b(?:is|are) (?:prohibited|forbidden)\b/i;
// A rule's list marker or paragraph number: "a.", "(1)", "4-1.", "-".
const RULE_MARKER = /^\s*(?:[-*\u2022]\s*|(?:\d+-)?\d+(?:\.\d+)*[.)]?\s+|[a-z][.)]\s+|\(\w{1,3}\)\s+)+/;
// An opening subordinate or prepositional phrase before an order: "In case of fire, sound the alarm".
const OPENING_PHRASE =
  /^(?:in case of|if|when|whenever|before|after|during|on|upon|at|once|while)\b[^,]{1,80},\s*/i;
// An order not to do something: "Do not halt in built-up areas", "Never leave a weapon unattended".
// "Barracks cleanliness is the CQ's responsibility to enforce", "Platoon sergeants are responsible for ...".
const RESPONSIBILITY = /\b(?:responsibility to|(?:is|are) responsible for)\b/i;
const DONT = /^(?:do not|don't|never)\s+\w+/i;
const FORECAST = /\b(?:likely|probably|expected to|projected|forecast|assess(?:es|ed)?)\b/i;

/** The words of a sentence after its list marker or paragraph number. */
export function ruleBody(text: string): string {
  return text.replace(RULE_MARKER, '').replace(/^\*\*[^*]+\*\*:?\s*/, '');
}

/** The first word token after the marker and an opening phrase, with its index in `tokens`. */
function orderWord(sentence: CorpusSentence): { index: number; afterPhrase: boolean } | undefined {
  const body = ruleBody(sentence.text);
  const phrase = OPENING_PHRASE.exec(body);
  const offset = sentence.start + (sentence.text.length - body.length) + (phrase ? phrase[0].length : 0);
  const index = sentence.tokens.findIndex((t) => t.start >= offset && t.kind === 'word');
  return index === -1 ? undefined : { index, afterPhrase: phrase !== null };
}

/**
 * Whether a sentence opens on an order: its first word is a verb with no subject before it. The tagger
 * often takes a capitalised first word for a name ("Report any damage"), so a capitalised word that is
 * followed by what an object starts with (a determiner, a pronoun, an adjective or a noun) and is not
 * followed by a verb of its own counts as the verb.
 */
function opensOnOrder(sentence: CorpusSentence): boolean {
  const at = orderWord(sentence);
  if (!at) return false;
  const tokens = sentence.tokens;
  const first = tokens[at.index]!;
  const next = tokens[at.index + 1];
  if (!next || /^[\p{Lu}\p{N}]+$/u.test(first.value)) return false;
  // "Live-fire training is ...": a compound's first part is not a verb.
  if (next.start === first.end && next.value === '-') return false;
  // A verb of its own ("Barracks cleanliness is ...") makes the first word a subject; one in a relative
  // clause ("Escort soldiers who need access") does not.
  const rest = tokens.slice(at.index + 1);
  const relative = rest.findIndex((t) => /^(?:who|which|that|whose)$/.test(t.lower));
  const ownVerb = rest.slice(0, relative === -1 ? rest.length : relative).some((t) => t.pos === 'AUX');
  if (first.pos === 'VERB') return next.pos !== 'AUX';
  const capitalised =
    /^\p{Lu}\p{Ll}+$/u.test(first.value) || (at.afterPhrase && /^\p{Ll}+$/u.test(first.value));
  const objectStart = ['DET', 'PRON', 'ADJ', 'NOUN'].includes(next.pos) && !/^\p{Lu}/u.test(next.value);
  return (first.pos === 'PROPN' || first.pos === 'NOUN') && capitalised && objectStart && !ownVerb;
}

/** "No loud music after 2200 hours": a prohibition written as a bare noun phrase. */
function bareProhibition(sentence: CorpusSentence): boolean {
  const body = ruleBody(sentence.text);
  if (!/^No\s+(?!one\b|later\b|more\b|less\b)/.test(body)) return false;
  return !sentence.tokens.some((t) => t.pos === 'AUX' || (t.pos === 'VERB' && !/ing$/.test(t.lower)));
}

/**
 * The requirement a sentence states, if it states one. `inStandard` says whether its document is a
 * standard (an SOP, a policy, a directive): there "will" and orders in the imperative are rules, while in
 * a plan or a report they are intentions and narrative.
 */
export function readRequirement(sentence: CorpusSentence, inStandard: boolean): Requirement | undefined {
  const text = sentence.text;
  if (sentence.tokens.length < 3 || text.trim().endsWith('?') || isHeading(sentence)) return undefined;
  // A paragraph label ("4-1. Shift change.") is not a rule: a rule has three words or more.
  if ((ruleBody(text).match(/\p{L}+/gu) ?? []).length < 3) return undefined;
  // An assumption or forecast is not a rule, even with "will" in it.
  // "will assume control" is a task, not an assumption.
  const plain = text.replace(/\b(?:will|shall|must|to) assume\b/gi, ' ');
  const assumed = ASSUMPTION_CUES.some(({ form, pattern }) => form !== 'conditional' && pattern.test(plain));
  const strong = STRONG_MODAL.test(text) || STRONG_MODAL.test(ruleBody(text));
  const rule =
    inStandard &&
    !assumed &&
    !FORECAST.test(text) &&
    (RULE_MODAL.test(text) ||
      RESPONSIBILITY.test(text) ||
      opensOnOrder(sentence) ||
      bareProhibition(sentence) ||
      DONT.test(ruleBody(text)));
  if (!strong && !rule) return undefined;
  if (!strong && assumed) return undefined;
  // A condition and its consequence in a plan or an assessment ("If jamming spreads, the schedule must
  // change") is a branch, not a rule; in a standard it is one ("If a convoy is overdue, the TOC must ...").
  if (!inStandard && /^\s*(?:if|unless|should)\b/i.test(ruleBody(text))) return undefined;
  return { sentence: sentence.index, kind: requirementKind(sentence) };
}

// A rule in the present tense that forbids: "Soldiers do not approach ...", "Halts are not made ...",
// "No chalk moves to its loading point until ..." (a limit, "not exceed", "no later than", is no prohibition).
const PRESENT_FORBIDS =
  /\b(?:do|does|is|are|can)\s+not\b(?!\s+(?:exceed|more|less|later|earlier))|^\s*no\s+\w+(?:\s+\w+)?\s+\w+s\b(?<!\b(?:is|has|was|does))/i;

/** Whether a rule forbids or obliges, by its grammar. */
export function requirementKind(sentence: CorpusSentence): RequirementKind {
  const text = sentence.text;
  const body = ruleBody(text);
  return FORBIDS.test(text) ||
    FORBIDS.test(body) ||
    bareProhibition(sentence) ||
    DONT.test(body) ||
    PRESENT_FORBIDS.test(body)
    ? 'prohibition'
    : 'obligation';
}

// What a standard calls itself in its title or its first lines.
const DECLARED_STANDARD =
  /\b(?:SOPs?|TACSOP|standing operating procedures?|operating procedures?|annex|enclosure|appendix|checklists?|standards?|polic(?:y|ies)|regulations?|directives?)\b/i;
const HEAD_CHARS = 400;

/** Whether a document says it is a standard, in its title or the head of its text. */
function declaresStandard(ctx: AnalysisContext, doc: number): boolean {
  const d = ctx.corpus.documents[doc]!;
  const head = ctx.corpus.sentences
    .slice(d.sentenceStart, Math.min(d.sentenceEnd, d.sentenceStart + 6))
    .map((s) => s.text)
    .join(' ')
    .slice(0, HEAD_CHARS);
  return DECLARED_STANDARD.test(d.source.title) || DECLARED_STANDARD.test(head);
}

// Titles and document types that name a standard, and those that name a report of what happened.
const STANDARD_TITLE =
  /\b(?:SOPs?|TACSOP|standing operating|operating procedures?|standards?|polic(?:y|ies)|regulations?|directives?|instructions?|annex|checklists?|orders?|OPORD|FRAGORD)\b/i;
const REPORT_TITLE =
  /\b(?:AARs?|after[- ]action|reports?|memorandum for record|MFR|logs?|minutes|inspections?|spot checks?|summary|INTSUM|SITREP|updates?|notes|status|observations?)\b/i;

// A past-tense verb: the mark of a report of what happened.
const PAST_AUX = new Set(['was', 'were', 'had', 'did']);
function isPast(sentence: CorpusSentence): boolean {
  return sentence.tokens.some(
    (t, i) =>
      PAST_AUX.has(t.lower) ||
      (t.pos === 'VERB' &&
        /[a-z]ed$/.test(t.lower) &&
        !['AUX', 'PART'].includes(sentence.tokens[i - 1]?.pos ?? '') &&
        !/^(?:is|are|be|been|will)$/.test(sentence.tokens[i - 1]?.lower ?? '')),
  );
}

export interface DocumentRoles {
  /** Documents whose rules are reviewed. */
  readonly standards: ReadonlySet<number>;
  /**
   * Standards that say what they are (an SOP, an annex, a checklist ...) and number their rules: every
   * sentence of a numbered rule is a requirement, however it is written ("The PZCO establishes ...").
   */
  readonly numbered: ReadonlyMap<number, ReturnType<typeof ruleItems>>;
  /** Documents that report what happened (mostly in the past tense, or titled as a report). */
  readonly reports: ReadonlySet<number>;
}

// A document is a standard when a third of its sentences are rules (a fifth when its title says so), and
// a report when two in five of its sentences are in the past tense.
const STANDARD_SHARE = 1 / 3;
const STANDARD_SHARE_TITLED = 1 / 5;
const MIN_RULES = 2;
const REPORT_SHARE = 0.4;

/** Which selected documents are standards and which are reports, read from their titles and grammar. */
export function documentRoles(ctx: AnalysisContext): DocumentRoles {
  const standards = new Set<number>();
  const reports = new Set<number>();
  const numbered = new Map<number, ReturnType<typeof ruleItems>>();
  for (const doc of ctx.corpus.documents) {
    const sentences = ctx.corpus.sentences
      .slice(doc.sentenceStart, doc.sentenceEnd)
      .filter((s) => s.tokens.length >= 3 && !isHeading(s));
    if (sentences.length === 0) continue;
    const label = `${doc.source.title} ${doc.source.documentType ?? ''}`;
    const past = sentences.filter(isPast).length / sentences.length;
    const titledReport = REPORT_TITLE.test(doc.source.title);
    if (past >= REPORT_SHARE || (titledReport && !STANDARD_TITLE.test(doc.source.title))) {
      reports.add(doc.index);
      continue;
    }
    // A standard that says what it is and numbers its rules: every numbered sentence is a rule (a report
    // that cites the SOP it was held against is a report, above).
    if (declaresStandard(ctx, doc.index)) {
      const items = ruleItems(ctx, doc.index);
      if (items.length >= MIN_RULES) {
        standards.add(doc.index);
        numbered.set(doc.index, items);
        continue;
      }
    }
    const rules = sentences.filter((s) => readRequirement(s, true)).length;
    const share = rules / sentences.length;
    if (rules >= MIN_RULES && share >= (STANDARD_TITLE.test(label) ? STANDARD_SHARE_TITLED : STANDARD_SHARE))
      standards.add(doc.index);
  }
  return { standards, reports, numbered };
}

/**
 * The requirements to review: every rule of the standards, and every "shall" or "must" of the other
 * documents that are not reports (a report's "must" is a recommendation about what happened).
 */
export function findRequirements(
  ctx: AnalysisContext,
  roles: DocumentRoles = documentRoles(ctx),
): Requirement[] {
  const out: Requirement[] = [];
  for (const [, items] of roles.numbered) {
    for (const item of items) {
      for (const i of item.sentences) {
        const s = ctx.corpus.sentences[i]!;
        if (s.text.trim().endsWith('?')) continue;
        out.push({ sentence: i, kind: requirementKind(s), rule: item.id });
      }
    }
  }
  for (const s of ctx.corpus.sentences) {
    if (roles.numbered.has(s.doc)) continue;
    if (roles.reports.has(s.doc) && ctx.corpus.documents.length > 1) continue;
    const r = readRequirement(s, roles.standards.has(s.doc));
    if (r) out.push(r);
  }
  return out;
}
