import type { Lexicon } from '../meaning/lexicon';

/** Time phrases of a course of action: a deadline ("by 3 March", "NLT D-day, H+3") or a window ("during STEEL HORIZON 26"). */
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\\.?';
const WHEN = [
  `\\d{1,2}\\s+\\d{4}Z?\\s+${MONTH}(?:\\s+\\d{2,4})?`,
  `\\d{1,2}\\s+${MONTH}(?:\\s+\\d{2,4})?`,
  `${MONTH}\\s+\\d{1,2}(?:,?\\s+\\d{4})?`,
  'D-?day(?:,\\s*H\\+\\d+)?',
  '[DH][+-]\\d+',
  '(?:week|day|month)\\s+\\d+',
  'STARTEX|ENDEX|H-?hour',
  '\\d+\\s+(?:hours?|days?|weeks?|months?)',
  '(?:(?:Exercise|Operation)\\s+)?[A-Z][A-Z]{2,}(?:\\s+[A-Z0-9][A-Z0-9-]*)*',
  '(?:the\\s+)?(?:end of\\s+(?:the\\s+)?)?(?:summer|winter|spring|autumn|exercise|operation|deployment|rotation|campaign|month|week|year|quarter)',
].join('|');
const DEADLINE_WORDS = 'not later than|no later than|NLT|by|before|ahead of|until|till|within';
const WINDOW_WORDS = 'during|throughout|through|from|for the duration of|over|after';
// Names of events are told by their capitals (STEEL HORIZON 26), so the pattern is case-sensitive and the
// lead words are given in both cases.
const bothCases = (words: string) =>
  words
    .split('|')
    .flatMap((w) => [w, w.charAt(0).toUpperCase() + w.slice(1)])
    .join('|');
const TIME_PHRASE = new RegExp(
  `\\b(${bothCases(DEADLINE_WORDS)}|${bothCases(WINDOW_WORDS)})\\s+(?:the\\s+)?(?:${WHEN})(?![\\w-])`,
  'g',
);

export interface TimePhrase {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  readonly kind: 'deadline' | 'window';
}

// The time of day ("at night", "after dark", "before first light") and an event the action waits for ("before
// the aid convoys arrive"): times as a question gives them, not places ("at night" is no site).
const TIME_OF_DAY =
  /\b(?:at|by|after|before|during|until|through|throughout)\s+(?:the\s+)?(?:night|dark|darkness|dawn|dusk|first light|last light|daylight|nightfall|sunrise|sunset|midnight|noon|hours of darkness)\b|\bovernight\b|\bin (?:daylight|darkness|the dark)\b/gi;
const EVENT =
  /\b(?:before|until|after|once)\s+(?:the|our|their|its|enemy|friendly)\s+(?:[\w-]+\s+){0,4}?(?:arrives?|begins?|starts?|ends?|closes?|opens?|departs?|returns?|lands?|crosses|moves?|reaches?|is (?:ready|in place|complete))\b/gi;
const DEADLINE_LEAD = /^(?:by|before|until|not later than|no later than|nlt)\b/i;

/** The time phrases of a text, in order. */
export function timePhrases(text: string): TimePhrase[] {
  const out: TimePhrase[] = [];
  const taken = (start: number, end: number) => out.some((t) => start < t.end && t.start < end);
  for (const pattern of [TIME_OF_DAY, EVENT]) {
    for (const m of text.matchAll(pattern)) {
      if (taken(m.index, m.index + m[0].length)) continue;
      out.push({
        text: m[0],
        start: m.index,
        end: m.index + m[0].length,
        kind: DEADLINE_LEAD.test(m[0]) ? 'deadline' : 'window',
      });
    }
  }
  for (const m of text.matchAll(TIME_PHRASE)) {
    const lead = m[1]!.toLowerCase();
    // "by video teleconference", "through Harrow Point": only a time after these words makes a time phrase.
    if (lead === 'by' && !/\d|D-?day|H\+|STARTEX|ENDEX|end of/i.test(m[0])) continue;
    if (
      (lead === 'through' || lead === 'from' || lead === 'over' || lead === 'after') &&
      /^\w+\s+(?:the\s+)?[A-Z]{3,}/.test(m[0]) &&
      !/STARTEX|ENDEX/.test(m[0])
    )
      continue;
    if (taken(m.index, m.index + m[0].length)) continue;
    out.push({
      text: m[0],
      start: m.index,
      end: m.index + m[0].length,
      kind: new RegExp(`^(?:${DEADLINE_WORDS})$`, 'i').test(lead) ? 'deadline' : 'window',
    });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Verbs that move people or things somewhere: their destination or route is an assumption. */
export const MOVEMENT_VERBS = new Set(
  'move cross deploy redeploy relocate shift transfer travel drive fly convoy deliver resupply transport ship march advance withdraw go send bring reach return evacuate escort insert infiltrate airland air-land'.split(
    ' ',
  ),
);
/** Nouns of a movement ("the convoy to Harrow Point"). */
export const MOVEMENT_NOUNS = new Set(
  'convoy convoys movement movements move delivery deliveries resupply crossing march transport shipment patrol patrols flight flights evacuation'.split(
    ' ',
  ),
);
/** Tactical tasks whose object is ground: reaching it is an assumption ("seize JACKSON INTERNATIONAL AIRPORT"). */
export const PLACE_TASKS = new Set(
  'seize secure occupy clear hold defend retain control isolate block'.split(' '),
);
/** Verbs whose object is what the plan relies on. */
export const RELIANCE_VERBS = new Set('rely depend count use employ'.split(' '));
/** Verbs whose object is a thing to obtain or field: it must arrive in time. */
export const ACQUISITION_VERBS = new Set(
  'field lease buy procure acquire purchase install rent obtain contract issue'.split(' '),
);
/** Things a movement carries that are information, not people or loads: no route for them. */
export const INFORMATION_NOUNS = new Set(
  'tasking data traffic control command reporting information signals orders'.split(' '),
);
/** Places that take something in: the receiving end must be ready. */
export const FACILITY_NOUNS = new Set(
  'site station cell base center centre hq headquarters node depot facility post airfield port hub'.split(
    ' ',
  ),
);
/** Who acts, when it is no unit: no capability assumption names them. */
export const PRONOUN_ACTORS = new Set(['we', 'i', 'you', 'they', 'us']);

/** The base form of a verb as written ("secures" -> secure, "moving" -> move, "relying" -> rely). */
export function verbBase(word: string, lexicon: Lexicon): string {
  const lower = word.toLowerCase();
  const known = lexicon.baseForms(lower).filter((b) => b !== lower && !b.includes(' '));
  if (known.length > 0 && lexicon.name !== 'built-in') {
    // Prefer the form that keeps its final e ("secure" over "secur").
    return known.find((b) => b.endsWith('e') && lower.startsWith(b.slice(0, -1))) ?? known[0]!;
  }
  if (/ying$/.test(lower)) return lower.replace(/ying$/, 'y');
  if (/([^aeiou])\1ing$/.test(lower)) return lower.slice(0, -4);
  if (/ing$/.test(lower)) return lower.replace(/ing$/, /(?:v|z|s|c|g|u)ing$/.test(lower) ? 'e' : '');
  if (/ies$/.test(lower)) return lower.replace(/ies$/, 'y');
  if (/(?:ch|sh|ss|x)es$/.test(lower)) return lower.slice(0, -2);
  if (/[^s]s$/.test(lower)) return lower.slice(0, -1);
  return lower;
}

/** The -ing form of a base verb ("cross" -> crossing, "run" -> running, "move" -> moving). */
export function gerund(base: string): string {
  if (/ie$/.test(base)) return `${base.slice(0, -2)}ying`;
  if (/[^e]e$/.test(base)) return `${base.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][bdgmnprt]$/.test(base)) return `${base}${base.at(-1)}ing`;
  return `${base}ing`;
}

/** A condition of the action ("if REDLAND jams the uplink"): a branch, cut from what the action is. */
export const CONDITION = /\s*,?\s*\b(?:if|unless|when|once|in case)\b[^,;]*/i;
/** The purpose of the action ("in order to seize OBJ RAVEN", "to save travel"). */
export const PURPOSE =
  /\s*,?\s*\b(?:in order to|so as to|so that|to (?=(?:enable|allow|ensure|prevent|deny|protect|support|save|keep|reduce|avoid|give|provide|preserve|maintain|restore|free|cut|speed|improve|meet|seize|secure|set|resupply|sustain|reinforce|relieve|deliver|evacuate|reach|clear|open|spare|limit|shorten)\b))[^;]*/i;
export const PREPOSITIONS = new Set([
  'to',
  'along',
  'across',
  'at',
  'via',
  'through',
  'over',
  'into',
  'onto',
  'from',
  'for',
  'with',
  'using',
  'by',
  'on',
  'in',
  'near',
  'towards',
  'toward',
]);
export const KEEP = new Set(['keep', 'continue', 'start', 'stop', 'begin']);
export const PEOPLE = /\b(?:crews?|teams?|people|personnel|soldiers|staff|operators|shifts?)\b/i;
export const ACTIVITY_VERBS = new Set(
  'run conduct hold execute perform stage host train rehearse operate keep'.split(' '),
);

export interface Phrase {
  readonly prep: string;
  readonly text: string;
}

/** The prepositional phrases of an action's body (after the verb and its object). */
export function phrasesOf(body: string): { object: string; phrases: Phrase[] } {
  const words = body.split(/\s+/).filter(Boolean);
  let object: string[] = [];
  const phrases: Array<{ prep: string; words: string[] }> = [];
  for (const w of words) {
    const lower = w.toLowerCase();
    if (PREPOSITIONS.has(lower)) phrases.push({ prep: lower, words: [] });
    else if (phrases.length > 0) phrases.at(-1)!.words.push(w);
    else object.push(w);
  }
  object = object.filter((w) => !/^(?:on|upon)$/i.test(w));
  return {
    object: object.join(' ').trim(),
    phrases: phrases
      .filter((p) => p.words.length > 0)
      .map((p) => ({ prep: p.prep, text: p.words.join(' ') })),
  };
}

export const headOf = (phrase: string) => phrase.toLowerCase().split(/\s+/).at(-1) ?? '';
export const withArticle = (phrase: string) =>
  /^(?:the|a|an|this|that|its|our|their)\b/i.test(phrase) || /^[A-Z0-9]/.test(phrase)
    ? phrase
    : `the ${phrase}`;
export const lowerArticle = (phrase: string) => phrase.replace(/^The\b/, 'the');

/** "the route to Harrow Point" -> "The route to Harrow Point". */
export const sentenceCase = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
