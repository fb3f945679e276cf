import model from 'wink-eng-lite-web-model';
import { BoundedCache } from '../cache/bounded-cache';

type StemFn = (word: string) => string;

// The model ships a Porter stemmer as an add-on; calling it directly (with a cache) is several times
// faster than asking the pipeline for stems token by token.
const porter = (model as unknown as { addons: { stem: StemFn } }).addons.stem;
const stems = new BoundedCache<string, string>(200_000);

/**
 * Porter stem of a lower-case word. Words with digits or shorter than four letters are returned as
 * they are, so that acronyms ("ssa", "c2") and numbers keep their identity.
 */
export function stem(word: string): string {
  if (word.length < 4 || /[^a-z]/.test(word)) return word;
  return stems.get(word, () => porter(word));
}
