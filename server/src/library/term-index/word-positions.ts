import { indexTerms } from '@csw/engine';
import { placeOf, type WordSequence } from './index-types';

/**
 * A document's words in reading order (title, then text, analysed as the index analyses them), each as its
 * place in the document's sorted term list: the word positions of one document, in one byte a word when it
 * has at most 256 distinct terms and two up to 65,536. A word the term list does not hold (stored terms of
 * an older analysis) is left out.
 */
export function wordSequence(
  text: { title: string; content: string },
  termList: Int32Array,
  termIdOf: (lexeme: string) => number | undefined,
): WordSequence {
  const words = [...indexTerms(text.title), ...indexTerms(text.content)];
  const sequence =
    termList.length <= 256
      ? new Uint8Array(words.length)
      : termList.length <= 65536
        ? new Uint16Array(words.length)
        : new Int32Array(words.length);
  let size = 0;
  for (const word of words) {
    const id = termIdOf(word);
    const place = id === undefined ? -1 : placeOf(termList, id);
    if (place >= 0) sequence[size++] = place;
  }
  return size === words.length ? sequence : sequence.slice(0, size);
}
