import { getOrCreate } from '../cache/get-or-create';
import lists from './builtin-lexicon.json';
import type { Lexicon } from './lexicon-types';
import { IRREGULAR } from './wordnet/morphy';

/**
 * The fallback where WordNet cannot be read (a browser): the antonym pairs, word families and general
 * terms that staff writing about plans uses most. Small on purpose: the cue lists of cue-words.ts carry
 * the deny and degrade verbs, so this only has to tell opposite states and word families apart.
 *
 * The lists are builtin-lexicon.json: "antonymPairs"; "families", a verb with its noun and its adjective
 * ("deny", "denial") and near synonyms; "broader", what a word is a kind of ("double" is a way to
 * increase).
 */
const ANTONYM_PAIRS: readonly (readonly string[])[] = lists.antonymPairs;
const FAMILIES: readonly (readonly string[])[] = lists.families;
const BROADER: Readonly<Record<string, readonly string[]>> = lists.broader;

function build(): {
  antonyms: Map<string, Set<string>>;
  related: Map<string, Set<string>>;
} {
  const antonyms = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, a: string, b: string) => {
    if (a !== b) getOrCreate(map, a, () => new Set<string>()).add(b);
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
