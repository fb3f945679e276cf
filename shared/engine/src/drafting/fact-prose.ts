import type { DraftToneId } from '@csw/contracts';
import { DOCUMENT_NOUNS, IMPERATIVE_OPENERS } from './passage-cues';
import { lowerFirst, type PassageReading } from './passage-kinds';
import { gerund, isPlural, thirdPerson } from './verb-forms';

/** The source a fact is written from: its short name for the decisive tone, its title for the formal. */
export interface FactSource {
  /** "the REDLAND intelligence brief". */
  readonly name: string;
  readonly title: string;
  readonly page: number;
}

const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

// "the SOC C2 operating procedures" take a plural verb; a quoted title is one document.
const isPluralName = (name: string) =>
  !name.startsWith('"') && /[^s']s$/.test(name.split(/\s+/).at(-1) ?? '');
const PLURAL_OF: Readonly<Record<string, string>> = { is: 'are', has: 'have', does: 'do', was: 'were' };
/** A verb in the third person singular ("reports") agreed with a source's name. */
function agree(name: string, verb: string): string {
  if (!isPluralName(name)) return verb;
  return verb.replace(/^(\w+)/, (v) => PLURAL_OF[v] ?? v.replace(/(?:(?<=ss|sh|ch|x|z|o)es|s)$/, ''));
}
const cited = (sentence: string, n: number) => `${sentence.replace(/[\s,;:.]+$/, '')} [${n}].`;

// The writer speaking in the first person becomes the source (or its author) in the third.
const WE = /^we\s+((?:also|still|now|fully|do not|did not|have|continue to)\s+)?(\w+)\b/i;
const I = /^I(?:,[^,]+(?:,[^,]+)*?,)?\s+((?:also|still|hereby)\s+)?(\w+)\b/;
const SINGULAR_PRONOUNS: ReadonlyArray<[RegExp, string]> = [
  [/\bmy\b/g, 'their'],
  [/\bme\b/g, 'them'],
  [/\bmyself\b/g, 'themselves'],
  [/\bmine\b/g, 'theirs'],
];
const PLANNERS_ASSUME = /^planners should assume(?: that)?\s+/i;
// "This assessment assumes ...", "The plan assumes ...": the source speaking of itself takes its name.
const SELF_SUBJECT = new RegExp(
  `^(?:(?:this|these) (?:${DOCUMENT_NOUNS})|the (?:${DOCUMENT_NOUNS})(?=\\s+(?:also\\s+)?(?:assumes?|recommends?|requires?|expects?|judges?|assess(?:es)?|estimates?|concludes?|states?|directs?)\\b))\\s+(also\\s+)?(\\w+)\\b`,
  'i',
);
// "Each site must hold ...", "POL state shall be reported ...": the actor, the modal and the rest.
const MODAL = /^([^,;:]{2,80}?)\s+(?:must|shall)\s+(not\s+)?(.+)$/i;
// An actor holds no verb or relative clause of its own ("Leaves and passes are privileges that must ...").
const NOT_AN_ACTOR = /\b(?:is|are|was|were|has|have|had|that|which|who|will|can)\b/i;
const actor = (m: RegExpExecArray | null) =>
  m && m[1]!.split(/\s+/).length <= 10 && !NOT_AN_ACTOR.test(m[1]!) ? m : null;
const SHOULD = /^([^,;:]{2,80}?)\s+should\s+(not\s+)?(be\s+)?(.+)$/i;

function thirdPersonOfWe(body: string, subject: string): string | null {
  const m = WE.exec(body);
  if (!m) return null;
  const lead = (m[1] ?? '').trim().toLowerCase();
  const verb = m[2]!;
  const rest = body.slice(m[0].length);
  if (lead === 'do not' || lead === 'did not')
    return `${subject} ${lead === 'do not' ? agree(subject, 'does') : 'did'} not ${verb}${rest}`;
  if (lead === 'have') return `${subject} ${agree(subject, 'has')} ${verb}${rest}`;
  return `${subject} ${lead ? `${lead} ` : ''}${agree(subject, thirdPerson(verb))}${rest}`;
}

function thirdPersonOfI(body: string, subject: string): string | null {
  const m = I.exec(body);
  if (!m) return null;
  let rest = `${thirdPerson(m[2]!)}${body.slice(m[0].length)}`;
  for (const [pattern, replacement] of SINGULAR_PRONOUNS) rest = rest.replace(pattern, replacement);
  const lead = (m[1] ?? '').trim();
  return `${subject} ${lead ? `${lead} ` : ''}${rest}`;
}

// "Provide each ground network ..." to "providing each ground network ..."; the verbs it coordinates
// ("Replace or isolate ...", "..., and share lessons ...") too.
function gerundClause(body: string): string | null {
  const words = body.split(/\s+/);
  const first = words[0]?.toLowerCase() ?? '';
  if (!IMPERATIVE_OPENERS.has(first)) return null;
  const out = [gerund(first)];
  for (let i = 1; i < words.length; i += 1) {
    const word = words[i]!;
    const before = words[i - 1]!.toLowerCase();
    const coordinated = (before === 'and' || before === 'or') && IMPERATIVE_OPENERS.has(word.toLowerCase());
    out.push(coordinated ? gerund(word) : word);
  }
  return out.join(' ');
}

// "13 requirements of these procedures": the source named inside its own sentence.
const SELF_MENTION = new RegExp(`(?<=\\s)(?:this|these) (${DOCUMENT_NOUNS})\\b`, 'gi');

// "Emergency Leave: Approved by Troop Commander": a list entry's label is the subject of its verb.
const LABEL_NOT_SUBJECT =
  /^(?:target|standard|threshold|objective|requirements?|mitigation|note|purpose|MOE|MOP|PIR|step|phase)\b/i;
function withLabelSubject(r: PassageReading): string {
  const label = r.label;
  if (!label || LABEL_NOT_SUBJECT.test(label) || /^[A-Z0-9&/-]+$/.test(label)) return r.body;
  const subject = label
    .split(/\s+/)
    .map((w) => (/[A-Z].*[A-Z]|\d/.test(w) ? w : w.toLowerCase()))
    .join(' ');
  const verb = /^([A-Z][a-z]+)\b/.exec(r.body)?.[1] ?? '';
  if (/ed$/.test(verb))
    return `${capitalise(subject)} ${isPlural(subject) ? 'are' : 'is'} ${verb.toLowerCase()}${r.body.slice(verb.length)}`;
  if (/[^s]s$/.test(verb) && r.kind === 'requirement')
    return `${capitalise(subject)} ${verb.toLowerCase()}${r.body.slice(verb.length)}`;
  return r.body;
}

// "MOE 2: Command and control is maintained ...": what the label names the requirement.
const MEASURE_NAMES: ReadonlyArray<[RegExp, string]> = [
  [/^MOE\b/i, 'measure of effectiveness'],
  [/^MOP\b/i, 'measure of performance'],
  [/^target\b/i, 'target'],
  [/^standard\b/i, 'standard'],
  [/^threshold\b/i, 'threshold'],
  [/^objective\b/i, 'objective'],
];
const measureOf = (r: PassageReading) =>
  r.kind === 'requirement' && r.label ? (MEASURE_NAMES.find(([p]) => p.test(r.label!))?.[1] ?? null) : null;

function decisive(r: PassageReading, s: FactSource): string {
  const name = s.name;
  const Name = capitalise(name);
  const body = withLabelSubject(r).replace(SELF_MENTION, 'the $1');
  const plain = lowerFirst(body);
  if (r.firstPerson === 'plural')
    return thirdPersonOfWe(body, Name) ?? `${Name} ${agree(name, 'states')} that ${plain}`;
  if (r.firstPerson === 'singular')
    return thirdPersonOfI(body, `The author of ${name}`) ?? `${Name} ${agree(name, 'states')} that ${plain}`;
  const self = SELF_SUBJECT.exec(body);
  if (self && r.kind !== 'description')
    return `${Name} ${body.slice(self[0].length - self[2]!.length - (self[1]?.length ?? 0))}`;
  switch (r.kind) {
    case 'assumption': {
      if (PLANNERS_ASSUME.test(body))
        return `Assume ${body.replace(PLANNERS_ASSUME, '')}, as ${name} advises`;
      return `${Name} ${agree(name, 'assumes')} that ${plain}`;
    }
    case 'judgement':
      return /\b(?:assess|judge)/i.test(body)
        ? `According to ${name}, ${plain}`
        : `${Name} ${agree(name, 'judges')} that ${plain}`;
    case 'finding':
      return /\b(?:found|reports?|reported)\b/i.test(body)
        ? `According to ${name}, ${plain}`
        : `${Name} ${agree(name, 'reports')} that ${plain}`;
    case 'event':
      return /^[A-Z][a-z]+ed\b/.test(body) && r.past
        ? `${Name} ${agree(name, 'records')} that the author ${lowerFirst(body).replace(/\bmy\b/g, 'their')}`
        : `${Name} ${agree(name, 'records')} that ${plain}`;
    case 'requirement': {
      const measure = measureOf(r);
      if (measure) return `${Name} ${agree(name, 'sets')} a ${measure}: ${plain}`;
      const m = actor(MODAL.exec(body));
      if (m) return `Require ${lowerFirst(m[1]!)} ${m[2] ? 'not ' : ''}to ${m[3]}, per ${name}`;
      return `Under ${name}, ${plain}`;
    }
    case 'recommendation': {
      if (r.imperative) return `${capitalise(body)}, as ${name} advises`;
      const m = actor(SHOULD.exec(body));
      if (m) {
        const subject = lowerFirst(m[1]!);
        if (m[3])
          return `Ensure ${subject} ${isPlural(subject) ? 'are' : 'is'} ${m[2] ? 'not ' : ''}${m[4]}, as ${name} advises`;
        return `Have ${subject} ${m[2] ? 'not ' : ''}${m[4]}, as ${name} advises`;
      }
      return `${Name} ${agree(name, 'advises')} that ${plain}`;
    }
    case 'cause':
      return `${Name} ${agree(name, 'explains')} that ${plain}`;
    case 'evaluation':
      return /\bfound\b/i.test(body)
        ? `According to ${name}, ${plain}`
        : `${Name} ${agree(name, 'finds')} that ${plain}`;
    default:
      return `${Name} ${agree(name, 'notes')} that ${plain}`;
  }
}

function formal(r: PassageReading, s: FactSource): string {
  const doc = `the document entitled "${s.title}"`;
  const Doc = capitalise(doc);
  const body = withLabelSubject(r).replace(SELF_MENTION, 'the $1');
  const plain = lowerFirst(body);
  if (r.firstPerson === 'plural') {
    const m = WE.exec(body);
    if (m) return `The authors of "${s.title}" ${body.slice(3)}`;
  }
  if (r.firstPerson === 'singular') {
    const third = thirdPersonOfI(body, `The author of "${s.title}"`);
    if (third) return third;
  }
  const self = SELF_SUBJECT.exec(body);
  if (self && r.kind !== 'description')
    return `${Doc} ${body.slice(self[0].length - self[2]!.length - (self[1]?.length ?? 0))}`;
  switch (r.kind) {
    case 'assumption':
      return PLANNERS_ASSUME.test(body)
        ? `${Doc} advises planners to assume ${body.replace(PLANNERS_ASSUME, '')}`
        : `${Doc} proceeds on the assumption that ${plain}`;
    case 'judgement':
      return `In the judgement of ${doc}, ${plain}`;
    case 'finding':
      return `${Doc} reports on page ${s.page} that ${plain}`;
    case 'event':
      return /^[A-Z][a-z]+ed\b/.test(body) && r.past
        ? `${Doc} records that the author ${lowerFirst(body).replace(/\bmy\b/g, 'their')}`
        : `According to ${doc}, ${plain}`;
    case 'requirement': {
      const measure = measureOf(r);
      return measure
        ? `${Doc} sets the following ${measure}: ${plain}`
        : `Under the provisions of ${doc}, ${plain}`;
    }
    case 'recommendation': {
      const clause = r.imperative ? gerundClause(body) : null;
      if (clause) return `${Doc} recommends ${clause}`;
      return r.imperative
        ? `${Doc} sets out the following course of action: ${plain}`
        : `${Doc} advises that ${plain}`;
    }
    case 'cause':
      return `${Doc} explains that ${plain}`;
    case 'evaluation':
      return /\bfound\b/i.test(body) ? `According to ${doc}, ${plain}` : `${Doc} finds that ${plain}`;
    default:
      return `As ${doc} records, ${plain}`;
  }
}

/**
 * A read passage as a sentence of staff prose, attributed to its source and cited: "The REDLAND
 * intelligence brief expects GPS jamming along the border to increase during the exercise window [1]."
 * The decisive tone names the source briefly and turns requirements and advice into imperatives; the
 * formal tone names the document in full, in the third person, and never uses the imperative.
 */
export function writeFact(r: PassageReading, source: FactSource, n: number, tone: DraftToneId): string {
  const sentence = tone === 'decisive' ? decisive(r, source) : formal(r, source);
  return cited(capitalise(sentence), n);
}
