import model from 'wink-eng-lite-web-model';

type StemFn = (word: string) => string;

// The model ships a Porter stemmer as an add-on; calling it directly (with a cache) is several times
// faster than asking the pipeline for stems token by token.
const porter = (model as unknown as { addons: { stem: StemFn } }).addons.stem;
const cache = new Map<string, string>();
const CACHE_LIMIT = 200_000;

/**
 * Porter stem of a lower-case word. Words with digits or shorter than four letters are returned as
 * they are, so that acronyms ("ssa", "c2") and numbers keep their identity.
 */
export function stem(word: string): string {
  if (word.length < 4 || /[^a-z]/.test(word)) return word;
  let result = cache.get(word);
  if (result === undefined) {
    result = porter(word);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(word, result);
  }
  return result;
}
