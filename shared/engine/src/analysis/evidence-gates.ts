import type { AnalysisContext } from './context';
import type { TextToken } from '../text/nlp';
import { termsOf, type CorpusSentence } from './corpus';

/**
 * What makes a report sentence evidence for a rule at all, before it is judged: it is about the rule's own
 * subject (another unit, another pickup zone or another role is not), the rule's condition arose in it, and
 * it reports what was done rather than what is still to be done. A sentence that fails is no evidence; a
 * rule with no evidence left is "not evidenced", never guessed.
 */

// Unit designations and control measures, the names by which a report tells one unit or place from another:
// "2-63 IN", "A/3-148 AVN", "640th Transportation Company", "9th Infantry Division", "PZ ORCHARD", "ASR GARNET".
const NAMES =
  /\b(?:[A-Z]\/)?\d{1,3}-\d{1,3}\s+[A-Z]{2,4}\b|\b\d{1,4}(?:st|nd|rd|th|ST|ND|RD|TH)\s+(?:[A-Z][A-Za-z]+\s+){1,3}(?:Company|Battalion|Brigade|Division|Regiment|Squadron|Detachment|Group|COMPANY|BATTALION|BRIGADE|DIVISION)\b|\b(?:PZ|LZ|OBJ|AA|TAA|AP|FOB|COP|PB|MSR|ASR|PL|EA)\s+[A-Z]{3,}\b/g;
/** Characters at the head of a report (its title block) whose names are the report's own. */
const HEAD_CHARS = 400;

const key = (name: string) => name.replace(/\s+/g, ' ').toLowerCase();

/** The unit designations and control measures a text names. */
export function namesIn(text: string): string[] {
  return [...text.matchAll(NAMES)].map((m) => key(m[0]));
}

function documentText(ctx: AnalysisContext, doc: number): string {
  const d = ctx.corpus.documents[doc]!;
  return ctx.corpus.sentences
    .slice(d.sentenceStart, d.sentenceEnd)
    .map((s) => s.text)
    .join(' ');
}

/**
 * The names that belong to the review: those of the standards (the units they apply to) and of each report's
 * head (the unit and the place the report is about).
 */
export function ownNames(
  ctx: AnalysisContext,
  standards: Iterable<number>,
  reports: Iterable<number>,
): Set<string> {
  const own = new Set<string>();
  for (const d of standards) for (const n of namesIn(documentText(ctx, d))) own.add(n);
  for (const d of reports) for (const n of namesIn(documentText(ctx, d).slice(0, HEAD_CHARS))) own.add(n);
  return own;
}

/** The names of a report sentence that are not the review's own: another unit's drill, another PZ. */
export function foreignNames(
  evidence: CorpusSentence,
  rule: CorpusSentence,
  own: ReadonlySet<string>,
): string[] {
  const ruleNames = new Set(namesIn(rule.text));
  return namesIn(evidence.text).filter((n) => !own.has(n) && !ruleNames.has(n));
}

// A subject that says nothing of who: the writer, a pronoun, nobody.
const OPEN_SUBJECT = /^(?:we|i|they|he|she|it|everyone|everybody|nobody|none|all|each|every|both)$/;
// Words before the subject that are not it: a list marker, a time, "At 0805", "By contrast".
const LEAD =
  /^(?:[-*\u2022]|\d+[.)]?|[a-z][.)]|at|by|on|in|after|before|during|contrast|then|first|second|third|finally|also|earlier|later|that|this|the|a|an|morning|evening|night|day)$/i;

/**
 * The content terms of a sentence's subject: the words before its first verb, a lead-in left aside. Empty
 * when the sentence opens on its verb ("Written the same evening by ..."): a fragment, not a report.
 */
function subjectTerms(sentence: CorpusSentence): { terms: string[]; open: boolean } {
  const words: TextToken[] = [];
  for (const t of sentence.tokens) {
    if (t.pos === 'VERB' || t.pos === 'AUX') break;
    if (t.kind !== 'word') continue;
    if (OPEN_SUBJECT.test(t.lower) || (t.lower === 'one' && words.at(-1)?.lower === 'no'))
      return { terms: [], open: true };
    if (!LEAD.test(t.lower)) words.push(t);
  }
  return { terms: termsOf(words), open: false };
}

/**
 * Whether a report sentence is about the rule's subject: its own subject shares a word with the rule that
 * is not common to the whole report ("PZ" in an air assault AAR names nothing in particular), or it is the
 * writer or a pronoun. The CH-47 crew chiefs' check is not the supported unit's hookup team.
 */
export function aboutRule(ctx: AnalysisContext, evidence: CorpusSentence, rule: CorpusSentence): boolean {
  // A rule in the passive ("No personal device may be used ...") names no actor: anyone's act is evidence.
  if (PASSIVE.test(rule.text)) return true;
  const own = subjectTerms(rule).terms;
  // Nor does a rule that sets a measure ("Clearance speed will not exceed 15 km/h"): whoever moved, the
  // speed is the rule's.
  if (own.some((t) => MEASURE.test(t))) return true;
  const { terms, open } = subjectTerms(evidence);
  if (open) return true;
  if (terms.length === 0) return false;
  // The same subject as the rule's ("The PZCO did not make contact ..." for "The PZCO establishes ..."),
  // however often the report names it.
  if (own.length > 0 && own.at(-1) === terms.at(-1)) return true;
  const d = ctx.corpus.documents[evidence.doc]!;
  const sentences = Math.max(1, d.sentenceEnd - d.sentenceStart);
  const ruleTerms = new Set(rule.terms);
  return terms.some((t) => {
    if (!ruleTerms.has(t)) return false;
    if (sentences < MIN_SENTENCES_FOR_COMMON) return true;
    const inDoc = (ctx.sentencesByTerm.get(t) ?? []).filter(
      (i) => ctx.corpus.sentences[i]!.doc === evidence.doc,
    );
    return inDoc.length / sentences < COMMON_SHARE;
  });
}
/** A word in more than this share of a report's sentences is common to it, not a subject of its own. */
const COMMON_SHARE = 0.25;
/** A short report has too few sentences to tell a common word from the subject of a few. */
const MIN_SENTENCES_FOR_COMMON = 10;

// "may be used", "are not made", "is prohibited": a rule without an actor.
const PASSIVE =
  /\b(?:be|is|are)\s+(?:not\s+)?(?:\w+ed|made|done|taken|kept|given|seen|held|driven|worn|run)\b/i;

// The stems of measures a rule may set without naming who: speed, interval, distance, rate, temperature.
const MEASURE = /^(?:speed|interv|distanc|rate|temperatur|durat|limit|maximum|minimum)/;

const OPENS_CONDITION = /^(?:if|when|whenever|should|once)$/;

/**
 * The content terms of a rule's condition ("If dust or weather reduces visibility on the PZ below 1,000
 * meters, the PZCO reports ..." gives dust, weather, visibility ...), or undefined when it has none.
 */
export function conditionTerms(rule: CorpusSentence): string[] | undefined {
  const words = rule.tokens.filter((t) => t.kind === 'word' || t.value === ',');
  const start = words.findIndex((t) => t.kind === 'word' && !/^[a-z]$|^\d/.test(t.lower));
  if (start === -1 || !OPENS_CONDITION.test(words[start]!.lower)) return undefined;
  const end = words.findIndex((t, i) => i > start && t.value === ',');
  if (end === -1) return undefined;
  return termsOf(words.slice(start + 1, end));
}

// What is still to be done: "is due by 1019", "SSG Liu is drafting it", "not yet sent".
export const PENDING =
  /\b(?:(?:is|are) (?:due|pending|being (?:drafted|prepared|written))|is drafting|not yet|will (?:send|submit|be sent|be submitted))\b/i;
