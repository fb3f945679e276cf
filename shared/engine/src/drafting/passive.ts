import type { SentenceUnit } from './prose';

/**
 * Passive voice as AR 25-50 para 1-38d defines it: a form of "to be" (am, is, are, was, were, be, being,
 * been) plus a past participle, usually ending in -ed or -en. One adverb may stand between them ("is
 * usually done"). A stative adjective that looks like a participle ("are equipped") is reported too:
 * the rule cannot tell them apart, and the writer can.
 */

const BE = new Set([
  'am',
  'is',
  'are',
  'was',
  'were',
  'be',
  'being',
  'been',
  "isn't",
  "aren't",
  "wasn't",
  "weren't",
]);
const BETWEEN = new Set([
  'not',
  'also',
  'then',
  'often',
  'never',
  'always',
  'still',
  'already',
  'only',
  'now',
  'all',
]);
const IRREGULAR = new Set(
  (
    'arisen awoken beaten become begun bent bet bid bitten blown borne born bought bound bred brought broken ' +
    'built burnt cast caught chosen clung come cut dealt done drawn driven dug eaten fallen fed felt fought ' +
    'found fled flown forbidden forgotten forgiven frozen given gone got gotten ground grown held hidden hit ' +
    'hung hurt kept known laid led left lent let lit lost made meant met mistaken overcome overtaken overseen ' +
    'paid proven put quit read rid ridden risen run said seen sent set sewn shaken shed shown shot shut ' +
    'slain slung sold sought spent split spoken spread sprung stolen struck stuck sung sunk swept sworn taken ' +
    'taught told thought thrown torn understood undertaken undergone upheld upset withdrawn withheld won worn ' +
    'woven wound written'
  ).split(' '),
);
// Words ending in -ed or -en that are not participles.
const NOT_PARTICIPLE = new Set(
  (
    'bed embed exceed feed hundred indeed need proceed red seed shed speed succeed sacred wicked naked ' +
    'rugged kindred often even open seven eleven garden golden wooden heaven when then than citizen ' +
    'children women men ten token kitchen listen between'
  ).split(' '),
);

const bare = (word: string) => word.toLowerCase().replace(/^[^\p{L}]+|[^\p{L}']+$/gu, '');

function isParticiple(word: string): boolean {
  if (NOT_PARTICIPLE.has(word)) return false;
  if (IRREGULAR.has(word)) return true;
  return word.length >= 4 && /[a-z](?:ed|en)$/.test(word);
}

/** A passive construction: the range from the "to be" form to the participle. */
export interface PassiveMatch {
  readonly start: number;
  readonly end: number;
}

/** The passive constructions of a sentence (offsets into the whole text). */
export function findPassive(sentence: SentenceUnit): PassiveMatch[] {
  const out: PassiveMatch[] = [];
  const words = sentence.words;
  for (let i = 0; i < words.length; i += 1) {
    if (!BE.has(bare(words[i]!.text))) continue;
    // A comma or other stop after the verb ends the construction ("is, in part, ...").
    if (/[,;:.!?)]$/.test(words[i]!.text)) continue;
    let j = i + 1;
    const between = words[j] ? bare(words[j]!.text) : '';
    if (BETWEEN.has(between) || (between.endsWith('ly') && between.length > 3)) j += 1;
    const candidate = words[j];
    if (!candidate || !isParticiple(bare(candidate.text))) continue;
    const first = words[i]!;
    const end = candidate.start + candidate.text.replace(/[^\p{L}]+$/u, '').length;
    out.push({ start: first.start, end });
    i = j;
  }
  return out;
}
