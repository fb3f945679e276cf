import type { Lexicon } from './lexicon';
import { IRREGULAR } from './wordnet/morphy';

/**
 * The fallback where WordNet cannot be read (a browser): the antonym pairs, word families and general
 * terms that staff writing about plans uses most. Small on purpose: the cue lists of cue-words.ts carry
 * the deny and degrade verbs, so this only has to tell opposite states and word families apart.
 */
const ANTONYM_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['available', 'unavailable'],
  ['reliable', 'unreliable'],
  ['increase', 'decrease'],
  ['increase', 'reduce'],
  ['rise', 'fall'],
  ['grow', 'shrink'],
  ['more', 'less'],
  ['more', 'fewer'],
  ['high', 'low'],
  ['higher', 'lower'],
  ['above', 'below'],
  ['open', 'closed'],
  ['open', 'close'],
  ['easy', 'difficult'],
  ['easy', 'hard'],
  ['simple', 'complex'],
  ['stable', 'unstable'],
  ['secure', 'insecure'],
  ['sufficient', 'insufficient'],
  ['adequate', 'inadequate'],
  ['success', 'failure'],
  ['succeed', 'fail'],
  ['win', 'lose'],
  ['gain', 'loss'],
  ['early', 'late'],
  ['fast', 'slow'],
  ['long', 'short'],
  ['strong', 'weak'],
  ['safe', 'dangerous'],
  ['friendly', 'hostile'],
  ['allow', 'prohibit'],
  ['permit', 'forbid'],
  ['required', 'optional'],
  ['mandatory', 'optional'],
  ['include', 'exclude'],
  ['accept', 'reject'],
  ['approve', 'disapprove'],
  ['connected', 'separated'],
  ['present', 'absent'],
  ['possible', 'impossible'],
  ['likely', 'unlikely'],
  ['common', 'rare'],
  ['frequent', 'infrequent'],
  ['better', 'worse'],
  ['improve', 'worsen'],
  ['arrive', 'depart'],
  ['start', 'stop'],
  ['begin', 'end'],
];

/** Word families: a verb, its noun and its adjective ("deny", "denial"), and near synonyms. */
const FAMILIES: readonly (readonly string[])[] = [
  ['deny', 'denial'],
  ['rely', 'reliance', 'reliable', 'dependable'],
  ['depend', 'dependence', 'dependent'],
  ['available', 'availability'],
  ['close', 'closure'],
  ['fail', 'failure'],
  ['lose', 'loss'],
  ['degrade', 'degradation'],
  ['disrupt', 'disruption'],
  ['interfere', 'interference'],
  ['jam', 'jamming', 'jammer'],
  ['spoof', 'spoofing'],
  ['deliver', 'delivery'],
  ['recover', 'recovery'],
  ['separate', 'separation'],
  ['require', 'requirement'],
  ['comply', 'compliance', 'compliant'],
  ['road', 'route'],
  ['fuel', 'petrol', 'diesel'],
  ['timing', 'time'],
  ['navigation', 'navigate'],
  ['communication', 'communicate'],
  ['threat', 'threaten'],
  ['attack', 'assault'],
  ['man', 'staff', 'crew'],
];

/** General terms: what a word is a kind of ("double" is a way to increase). */
const BROADER: Readonly<Record<string, readonly string[]>> = {
  double: ['increase'],
  triple: ['increase'],
  surge: ['increase', 'rise'],
  climb: ['rise', 'increase'],
  soar: ['rise', 'increase'],
  expand: ['increase'],
  escalate: ['increase'],
  intensify: ['increase'],
  halve: ['decrease', 'reduce'],
  drop: ['fall', 'decrease'],
  decline: ['decrease'],
  dwindle: ['decrease'],
  shrink: ['decrease'],
  diminish: ['decrease'],
  lessen: ['decrease'],
  plummet: ['fall', 'decrease'],
};

function build(): {
  antonyms: Map<string, Set<string>>;
  related: Map<string, Set<string>>;
} {
  const antonyms = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, a: string, b: string) => {
    if (a === b) return;
    const set = map.get(a) ?? new Set<string>();
    set.add(b);
    map.set(a, set);
  };
  for (const [a, b] of ANTONYM_PAIRS) {
    add(antonyms, a, b);
    add(antonyms, b, a);
  }
  const related = new Map<string, Set<string>>();
  for (const family of FAMILIES) for (const a of family) for (const b of family) add(related, a, b);
  return { antonyms, related };
}

let tables: ReturnType<typeof build> | undefined;
const EMPTY: ReadonlySet<string> = new Set();

/** Simple English endings, for the base forms the built-in lists are keyed by. */
function baseForms(word: string): string[] {
  const out = [word];
  if (IRREGULAR[word]) out.push(IRREGULAR[word]);
  for (const [ending, replacement] of [
    ['ies', 'y'],
    ['es', ''],
    ['s', ''],
    ['ed', ''],
    ['ed', 'e'],
    ['ing', ''],
    ['ing', 'e'],
  ] as const) {
    if (word.length > ending.length + 2 && word.endsWith(ending)) {
      const base = word.slice(0, -ending.length) + replacement;
      out.push(base);
      if (/([bdfgklmnprstvz])\1$/.test(base)) out.push(base.slice(0, -1));
    }
  }
  return [...new Set(out)];
}

function lookup(map: Map<string, Set<string>>, word: string): ReadonlySet<string> {
  const out = new Set<string>();
  for (const base of baseForms(word)) for (const w of map.get(base) ?? EMPTY) out.add(w);
  return out;
}

export const BUILTIN_LEXICON: Lexicon = {
  name: 'built-in',
  baseForms,
  antonyms(word) {
    tables ??= build();
    return lookup(tables.antonyms, word);
  },
  related(word) {
    tables ??= build();
    return lookup(tables.related, word);
  },
  broader(word) {
    const out = new Set<string>();
    for (const base of baseForms(word)) for (const w of BROADER[base] ?? []) out.add(w);
    return out;
  },
};
