import { oneLine } from '../text/normalize';
import { analyzeText, type TextToken } from '../text/nlp';
import { isHeadingText } from '../text/segment';
import {
  ASSUMPTION,
  CAUSE,
  DOCUMENT_NOUNS,
  EVALUATION,
  HEDGED,
  IMPERATIVE_OPENERS,
  JUDGEMENT,
  MEASURE,
  NAME_NUMBER,
  NEGATIVE_EVALUATION,
  NUMBER_WORDS,
  POSITIVE_EVALUATION,
  RECOMMENDATION,
  REQUIREMENT,
  REQUIREMENT_LABEL,
  SCHEDULE,
  TIME,
} from './passage-cues';

/**
 * What a retrieved sentence is, read from its shape and its cue words (never from its source): the
 * drafting engine fills each template section with the kinds that belong there, and never uses a
 * heading or a fragment as a fact.
 */
export type PassageKind =
  | 'judgement'
  | 'assumption'
  | 'finding'
  | 'event'
  | 'requirement'
  | 'recommendation'
  | 'cause'
  | 'evaluation'
  | 'description'
  | 'heading'
  | 'fragment';

/** Kinds that state something a draft can use: everything but headings and fragments. */
export const isFactKind = (kind: PassageKind): boolean => kind !== 'heading' && kind !== 'fragment';

export interface PassageReading {
  readonly kind: PassageKind;
  /** The sentence as prose is written from it: list marker, label and closing stop removed. */
  readonly body: string;
  /** A leading label ("Target", "MOE 1", "Ordinary Leave"), null when there is none. */
  readonly label: string | null;
  /** For an evaluation: did performance meet the standard or fall short. */
  readonly polarity: 'positive' | 'negative' | null;
  /** Tells of something past (a past-tense verb). */
  readonly past: boolean;
  /** Names a time: a date, a period, a schedule. */
  readonly timed: boolean;
  /** Carries a figure other than a date or a name's number. */
  readonly figure: boolean;
  /** Opens with an imperative verb ("Provide ...", "If none, state ..."). */
  readonly imperative: boolean;
  /** Opens with the writer speaking: "We assess", "I request". */
  readonly firstPerson: 'singular' | 'plural' | null;
  /** Opens by naming its own document ("This plan sets ..."): about the source, not the subject. */
  readonly selfReference: boolean;
  /** Tokens of the body (part of speech), offsets into the body. */
  readonly tokens: readonly TextToken[];
}

const LIST_MARKER =
  /^(?:[-*\u2022\u2013]\s+|(?:\d{1,2}[.)]|\d{1,2}(?:\.\d{1,2})+\.?|\(?[a-z][.)]|\([a-z0-9]{1,3}\))\s+)/;
const CODE_LABEL = /^[A-Z]{1,4}\d{1,2}\.\s+/;
// "Target: ...", "MOE 1: ...", "CIRCUMSTANCES OF LOSS: ..." (a label is short and holds no verb).
const COLON_LABEL = /^([A-Z][\w'’/&()-]*(?:\s+[\w'’/&()-]+){0,3})\s*:\s+(?=\S)/;
// "Goal 2 - Training capacity.", "Scenario A - Spear-phishing ..."
const DASH_LABEL = /^([A-Z][\w&-]*(?:\s+[\w&-]+){0,2})\s+[-\u2013\u2014]\s+(?=\S)/;
const LABEL_VERBS = /\b(?:is|are|was|were|be|has|have|had|will|shall|must|can|should|may|do|does|did)\b/i;
const STOP = /[.!?]["'”’)\]]*$/;
const KEY_VALUE = /^[A-Z][A-Z0-9_]+\s*=/;
// The heading lines of an AR 25-50 memorandum.
const MEMO_HEADING = /^(?:SUBJECT|MEMORANDUM (?:FOR|THRU)|OFFICE SYMBOL|THRU|FROM|DISTRIBUTION|CF|ENCLS?)\b/;
const AUXILIARIES =
  /^(?:is|are|was|were|be|been|being|am|has|have|had|will|shall|would|should|can|could|may|might|must|do|does|did)$/;
const PAST_FORMS = new Set(
  'was were had did took began rose fell hit sent found made went came saw led held ran met gave left lost kept brought built bought caught told said won grew drew flew chose spoke wrote became stood fought'.split(
    ' ',
  ),
);
const FUNCTION_WORDS = new Set(
  'the a an in on at by of for to about over under from with into this that these those and or but if when as our its their his her'.split(
    ' ',
  ),
);
const PRONOUN_OPENERS = new Set(['it', 'its', 'they', 'them', 'their', 'he', 'she', 'his', 'her', 'such']);
const DEMONSTRATIVES = new Set(['this', 'that', 'these', 'those']);
const QUANTIFIERS = new Set(
  'each both either neither most many some several few all none one two three four five six seven eight nine ten eleven twelve'.split(
    ' ',
  ),
);
const EXPLETIVE_IT =
  /^it is (?:likely|unlikely|expected|anticipated|assessed|possible|probable|essential|important|necessary|clear|critical|vital|assumed|believed|judged) that\b/i;
const OPENING_DEMONSTRATIVE = new RegExp(
  `^(?:\\w+\\s+){0,2}?(?:below|above|after|before|despite|besides|beyond|unlike|like|if|when|with|without|given|for|of) (?:that|this|these|those|them|it)\\b(?!\\s+(?:${DOCUMENT_NOUNS})\\b)`,
  'i',
);
const SELF_REFERENCE = new RegExp(`^(?:this|these) (?:${DOCUMENT_NOUNS})\\b`, 'i');
const QUESTION_OPENER = /^(?:whether|what|which|who|why|how)\b/i;
const LIST_LEAD_IN = /:\s+(?:[a-z]|\d{1,2})[.)]\s/;
const ACRONYM = /^[A-Z][A-Z0-9&/-]{1,7}$/;

interface Cleaned {
  readonly text: string;
  readonly label: string | null;
  readonly dashLabel: boolean;
  readonly listItem: boolean;
  /** Opened with a list marker or a paragraph number ("a.", "3.1"). */
  readonly marked: boolean;
}

/** Removes what frames a sentence but is not part of it: bold marks, list markers, wrapping brackets, labels. */
function clean(quote: string): Cleaned {
  let s = oneLine(quote).trim().replace(/\*\*/g, '');
  const listItem = /^[-*\u2022\u2013]\s/.test(s);
  const marked = LIST_MARKER.test(s) && !listItem;
  s = s.replace(LIST_MARKER, '').replace(CODE_LABEL, '');
  // A sentence wrapped in brackets (AR 25-50's instructions in its figures) is read without them.
  if (s.startsWith('(') && /\)[.!?]?$/.test(s) && s.indexOf(')') >= s.length - 2) {
    s = s.replace(/^\(/, '').replace(/\)([.!?]?)$/, '$1');
  }
  let label: string | null = null;
  let dashLabel = false;
  const colon = COLON_LABEL.exec(s);
  if (colon && !LABEL_VERBS.test(colon[1]!)) {
    label = colon[1]!;
    s = s.slice(colon[0].length);
  } else {
    const dash = DASH_LABEL.exec(s);
    if (dash && !LABEL_VERBS.test(dash[1]!)) {
      label = dash[1]!;
      dashLabel = true;
      s = s.slice(dash[0].length);
    }
  }
  return { text: s.trim(), label, dashLabel, listItem, marked };
}

const isWordToken = (t: TextToken) => /[\p{L}\p{N}]/u.test(t.value);

/**
 * Whether a framed line (a list item, a labelled line, a line without a closing stop) holds a finite
 * verb: an auxiliary, or a verb that is not an infinitive ("to place"), a gerund, a participle after a
 * comma or a capitalised word of a title ("Leaves and Passes"). A bare verb needs a noun before it
 * ("OCONUS require"), so that "Command and control of ..." is not read as a clause.
 */
function hasFiniteVerb(tokens: readonly TextToken[], labelled: boolean): boolean {
  return tokens.some((t, i) => {
    if (t.pos === 'AUX' || AUXILIARIES.test(t.lower)) return true;
    if (t.pos !== 'VERB') return false;
    const before = tokens[i - 1];
    if (i === 0) return labelled && /(?:[^s]s|ed)$/.test(t.lower);
    if (/^[A-Z]/.test(t.value)) return false;
    if (before && (before.lower === 'to' || before.pos === 'PART')) return false;
    if (/ing$/.test(t.lower)) return false;
    // After a comma a verb form continues a list or a participle ("Brown card, contact chip, expires ...").
    if (before?.value === ',') return false;
    // Before a noun, a verb form is part of a noun phrase: "authorized absence", "pass rate".
    const after = tokens[i + 1];
    if (after && after.pos === 'NOUN' && !/(?:[^s]s)$/.test(t.lower)) return false;
    if (/(?:[^s]s|ed)$/.test(t.lower)) return true;
    // "I hereby report ...": a subject pronoun a word or two before a bare verb makes it finite.
    if (tokens.slice(Math.max(0, i - 3), i).some((b) => /^(?:i|we|they|you)$/.test(b.lower))) return true;
    return !!before && (before.pos === 'NOUN' || before.pos === 'PROPN' || before.pos === 'PRON');
  });
}

function opensImperative(words: readonly string[], tokens: readonly TextToken[], framed: boolean): boolean {
  const first = words[0]?.toLowerCase() ?? '';
  const second = words[1]?.toLowerCase() ?? '';
  if (['to', 'of', 'and', 'is', 'are', 'was', 'were'].includes(second)) return false;
  if (IMPERATIVE_OPENERS.has(first)) return true;
  // In a list, a line that opens on a verb's base form is an instruction ("b. Describe orbit regimes"),
  // unless a number follows it as a name's ("Block 1, ...").
  if (framed && tokens[0]?.pos === 'VERB' && !/(?:[^s]s|ed|ing)$/.test(first) && !/^\d/.test(second))
    return true;
  // "If none, state ...", "When more than one line is needed, begin ...": an opening clause, then the verb.
  if (/^(?:if|when|where|in|for|before|after|during|to|once|unless)$/i.test(first)) {
    return tokens.some(
      (t, i) =>
        t.value === ',' && IMPERATIVE_OPENERS.has(tokens[i + 1]?.lower ?? '') && tokens[i + 2]?.pos !== 'AUX',
    );
  }
  return false;
}

/** Leans on the sentence before it: opens with a pronoun, a bare demonstrative or a bare quantifier. */
function isDependent(tokens: readonly TextToken[], body: string): boolean {
  const words = tokens.filter(isWordToken);
  const first = words[0]?.lower ?? '';
  const second = words[1];
  if (PRONOUN_OPENERS.has(first)) return !(first === 'it' && EXPLETIVE_IT.test(body));
  if (DEMONSTRATIVES.has(first)) {
    if (!second) return true;
    if (new RegExp(`^(?:${DOCUMENT_NOUNS})$`, 'i').test(second.lower)) return false;
    return second.pos !== 'NOUN' && second.pos !== 'PROPN' && second.pos !== 'ADJ' && second.pos !== 'NUM';
  }
  if (QUANTIFIERS.has(first) && second) {
    if (second.pos === 'VERB' || second.pos === 'AUX' || AUXILIARIES.test(second.lower)) return true;
    if (second.lower === 'of' && /^(?:these|them|those|it)$/.test(words[2]?.lower ?? '')) return true;
  }
  if (OPENING_DEMONSTRATIVE.test(body)) return true;
  // "make this hard": a demonstrative standing for something said before.
  return tokens.some((t, i) => {
    if (!(t.lower === 'this' || t.lower === 'these' || t.lower === 'those') || i === 0) return false;
    const next = tokens[i + 1];
    const after = tokens[i + 2];
    if (!next || next.pos === 'PUNCT') return true;
    if (new RegExp(`^(?:${DOCUMENT_NOUNS})$`, 'i').test(next.lower)) return false;
    if (next.pos === 'ADJ') return !after || (after.pos !== 'NOUN' && after.pos !== 'PROPN');
    return next.pos === 'AUX' || next.pos === 'VERB' || next.pos === 'ADP';
  });
}

/** Has a figure that is not a date, a time or a name's number ("Class 26-2", "STEEL HORIZON 26"). */
function hasFigure(body: string): boolean {
  // Telephone numbers, addresses and e-mail are contact details, not figures.
  let rest = body
    .replace(/\S+@\S+/g, ' ')
    .replace(/\(?\d{3}\)?[ -]\d{3}-\d{4}/g, ' ')
    .replace(new RegExp(TIME.source, 'gi'), ' ');
  rest = rest.replace(NAME_NUMBER, (m) => (FUNCTION_WORDS.has(m.split(/[ -]/)[0]!.toLowerCase()) ? m : ' '));
  return /\d/.test(rest) || NUMBER_WORDS.test(rest);
}

const PARTICIPLE_FOLLOWERS = /^(?:by|on|in|with|for|to|from|at|under|over|into|as|against)$/;

function isPast(tokens: readonly TextToken[]): boolean {
  return tokens.some((t, i) => {
    if (PAST_FORMS.has(t.lower)) return true;
    if (t.pos !== 'VERB' || !/ed$/.test(t.lower)) return false;
    // A verb in -ed is past when a subject comes right before it ("units ... reported 63 incidents"),
    // not when it describes a noun ("1,087 assigned personnel", "an action based on ...").
    const before = tokens[i - 1];
    const after = tokens[i + 1];
    if (!before || !['NOUN', 'PROPN', 'PRON'].includes(before.pos)) return false;
    return !(after && PARTICIPLE_FOLLOWERS.test(after.lower));
  });
}

function firstPersonOf(body: string): PassageReading['firstPerson'] {
  if (/^we\b/i.test(body)) return 'plural';
  if (/^I\b/.test(body)) return 'singular';
  return null;
}

const reading = (
  kind: PassageKind,
  body: string,
  label: string | null,
  tokens: readonly TextToken[],
  extra: Partial<PassageReading> = {},
): PassageReading => ({
  kind,
  body,
  label,
  polarity: null,
  past: false,
  timed: false,
  figure: false,
  imperative: false,
  firstPerson: null,
  selfReference: false,
  tokens,
  ...extra,
});

function prepare(quote: string): Prepared {
  const raw = oneLine(quote).trim();
  const cleaned = clean(raw);
  const body = cleaned.text.replace(/[.;:,!]+["'”’)\]]*$/u, (m) =>
    /[)\]]/.test(m) ? m.replace(/[.;:,!]+/, '') : '',
  );
  return { raw, cleaned, body };
}

interface Prepared {
  readonly raw: string;
  readonly cleaned: Cleaned;
  readonly body: string;
}

/** Reads one retrieved sentence: what kind of statement it is, and the body prose is written from. */
export function readPassage(quote: string): PassageReading {
  const prepared = prepare(quote);
  return classify(prepared, analyzeText(prepared.body).tokens);
}

function classify(prepared: Prepared, tokens: readonly TextToken[]): PassageReading {
  const { raw, body } = prepared;
  const { text, label, dashLabel, listItem, marked } = prepared.cleaned;
  const stopped = STOP.test(text);
  const words = body.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));

  if (raw.startsWith('#') || KEY_VALUE.test(raw) || MEMO_HEADING.test(raw))
    return reading('heading', body, label, tokens);
  // A placeholder in square brackets ("[place digital signature block here]").
  if (/^\[[^\]]*\]$/.test(raw)) return reading('fragment', body, label, tokens);
  if (words.length < 3) return reading(label || !stopped ? 'heading' : 'fragment', body, label, tokens);
  // A glossary entry: "CRPA: controlled reception pattern antenna."
  if (label && ACRONYM.test(label) && /^[a-z]/.test(body)) return reading('fragment', body, label, tokens);

  // A plain sentence with a closing stop is taken to have its verb (the tagger often misses a verb after
  // a capitalised subject); a framed line (list item, labelled line, line without a stop) must show one.
  const framed = listItem || marked || label !== null || !stopped;
  // What follows a dash label is a title ("R2 Schedule - test range availability"), unless it has a verb.
  const imperative = !dashLabel && opensImperative(words, tokens, framed);
  const finite = imperative || (framed ? hasFiniteVerb(tokens, label !== null) : words.length >= 5);
  if (!finite) {
    // "Target: 95 percent of vehicles mission capable by June." states a requirement without a verb.
    if (label !== null && REQUIREMENT_LABEL.test(label) && hasFigure(body))
      return reading('requirement', body, label, tokens, { figure: true });
    if (label !== null && !dashLabel) return reading('fragment', body, label, tokens);
    const headingLike = !stopped || dashLabel || isHeadingText(body) || words.length <= 6;
    return reading(headingLike ? 'heading' : 'fragment', body, label, tokens);
  }
  if (!stopped && isHeadingText(body)) return reading('heading', body, label, tokens);
  // A list line whose first clause is a bare noun phrase ("- Training output and pass rate; the target
  // is 90 percent") is a list entry, not a sentence.
  const semicolon = body.indexOf(';');
  if (framed && !imperative && semicolon > 0) {
    const head = tokens.filter((t) => t.end <= semicolon);
    if (!hasFiniteVerb(head, label !== null)) return reading('fragment', body, label, tokens);
  }
  if (/[:?]["'”’)\]]*$/.test(text) || LIST_LEAD_IN.test(text) || QUESTION_OPENER.test(body))
    return reading('fragment', body, label, tokens);
  if (/^[a-z]/.test(body) && !imperative && !(label && REQUIREMENT_LABEL.test(label)))
    return reading('fragment', body, label, tokens);
  if (isDependent(tokens, body)) return reading('fragment', body, label, tokens);
  // A list line that is a noun with a relative clause: "Position that jumps, drifts ...".
  if (listItem && /^[\p{L}-]+(?: [\p{L}-]+)? (?:that|which|who) /u.test(body) && !/^(?:we|i)\b/i.test(body))
    return reading('fragment', body, label, tokens);

  // An action taken, written as a list line without its subject ("- Notified my supervisor ...").
  const actionTaken = listItem && label === null && !imperative && /^[A-Z][a-z]+ed\b/.test(body);
  const features: Partial<PassageReading> = {
    past: isPast(tokens) || actionTaken,
    timed: TIME.test(body),
    figure: hasFigure(body),
    imperative,
    firstPerson: firstPersonOf(body),
    selfReference: SELF_REFERENCE.test(body),
  };
  const kindOf = (kind: PassageKind, extra: Partial<PassageReading> = {}) =>
    reading(kind, body, label, tokens, { ...features, ...extra });

  if (EVALUATION.test(body)) {
    const negative =
      NEGATIVE_EVALUATION.test(body) && !POSITIVE_EVALUATION.test(body.replace(/not met|did not meet/gi, ''));
    return kindOf('evaluation', { polarity: negative ? 'negative' : 'positive' });
  }
  if (ASSUMPTION.test(body)) return kindOf('assumption');
  if (JUDGEMENT.test(body)) return kindOf('judgement');
  if (REQUIREMENT.test(body) || (label !== null && REQUIREMENT_LABEL.test(label)))
    return kindOf('requirement');
  if (imperative || RECOMMENDATION.test(body)) return kindOf('recommendation');
  if (HEDGED.test(body)) return kindOf('judgement');
  if (CAUSE.test(body)) return kindOf('cause');
  if (actionTaken) return kindOf('event');
  if (features.timed && (features.past || SCHEDULE.test(body) || !features.figure) && !MEASURE.test(body))
    return kindOf('event');
  if (features.figure || MEASURE.test(body)) return kindOf('finding');
  return kindOf('description');
}

/**
 * Reads each passage. The language pipeline runs once over all of them (one call costs less than many
 * small ones); the same quote read twice gives the same reading.
 */
export function readPassages(quotes: readonly string[]): PassageReading[] {
  const unique = [...new Set(quotes)];
  const prepared = unique.map(prepare);
  const SEPARATOR = '\n\n';
  const starts: number[] = [];
  let joined = '';
  for (const p of prepared) {
    starts.push(joined.length);
    joined += p.body + SEPARATOR;
  }
  const { tokens } = analyzeText(joined);
  const byQuote = new Map<string, PassageReading>();
  let cursor = 0;
  prepared.forEach((p, k) => {
    const start = starts[k]!;
    const end = start + p.body.length;
    const own: TextToken[] = [];
    while (cursor < tokens.length && tokens[cursor]!.start < end) {
      const t = tokens[cursor]!;
      if (t.start >= start && t.kind !== 'tabCRLF' && t.value.trim())
        own.push({ ...t, start: t.start - start, end: t.end - start });
      cursor += 1;
    }
    byQuote.set(unique[k]!, classify(p, own));
  });
  return quotes.map((q) => byQuote.get(q)!);
}

/** The body's first word, lower-cased when it is an ordinary word rather than a name or an acronym. */
export function lowerFirst(body: string): string {
  const m = /^(\S+)(?:\s+(\S+))?(?:\s+(\S+))?/.exec(body);
  if (!m) return body;
  const first = m[1]!;
  const next = m[2] ?? '';
  const after = m[3] ?? '';
  // "A Company", "B Battery": a lettered unit is a name, not an article.
  if (first === 'A' && /^(?:Company|Co|Troop|Battery|Btry|Squadron|Team|Detachment)\b/.test(next))
    return body;
  if (/^(?:A|An|The)$/.test(first)) return first.toLowerCase() + body.slice(first.length);
  if (first === 'I' || !/^[A-Z][a-z'’-]/.test(first)) return body;
  // "Harrow Point keeps ...", "Class 26-2 starts ...", "Exercise STEEL HORIZON 26 ...": part of a name.
  if (/^[A-Z][a-z]/.test(next) || /^\d/.test(next)) return body;
  if (/^[A-Z]{2,}/.test(next) && (/^[A-Z]{2,}/.test(after) || /^\d/.test(after))) return body;
  return first[0]!.toLowerCase() + body.slice(1);
}
