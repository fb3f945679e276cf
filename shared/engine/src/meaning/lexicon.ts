import { BUILTIN_LEXICON } from './builtin-lexicon';
import { loadWordNetLexicon } from './wordnet/wordnet-lexicon';
import type { Lexicon } from './lexicon-types';

// Callers name the interface with the lexicon in use.
export { lexiconPos, type Lexicon, type LexiconPos } from './lexicon-types';

let injected: Lexicon | undefined;
let loaded: Lexicon | undefined;

/** Uses this lexicon from now on (tests; undefined returns to the default). */
export function setLexicon(lexicon: Lexicon | undefined): void {
  injected = lexicon;
}

/**
 * The lexicon in use: the injected one, else WordNet (opened on first use, where the files can be read),
 * else the built-in one. Nothing is read until a stance is asked for.
 */
export function currentLexicon(): Lexicon {
  if (injected) return injected;
  loaded ??= loadWordNetLexicon() ?? BUILTIN_LEXICON;
  return loaded;
}
