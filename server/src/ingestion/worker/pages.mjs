// The common ending of every extraction: clean page texts, the whole text, the word count.
import { Refusal } from './refusal.mjs';

// The same word definition as the analysis engine's tokenizer (shared/engine/src/text/tokenize.ts), so
// that the stored word count matches what the engine counts. Repeated here because this thread runs plain
// JavaScript and cannot load the engine's TypeScript.
const WORD = /[\p{L}\p{N}]+(?:['\u2019][\p{L}]+)*/gu;

/** Unix line ends, no NUL characters, no trailing spaces, at most one blank line in a row, trimmed. */
export function cleanText(text) {
  return text
    .replace(/\r\n?/g, '\n')
    .replaceAll('\u0000', '')
    .replace(/[ \t\u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function countWords(text) {
  let count = 0;
  WORD.lastIndex = 0;
  while (WORD.exec(text) !== null) count += 1;
  return count;
}

/**
 * @param {string[]} pageTexts the raw text of each page, in order
 * @returns {{ text: string, pages: { page: number, text: string }[], wordCount: number }}
 */
export function assemblePages(pageTexts) {
  const pages = pageTexts.map((text, i) => ({ page: i + 1, text: cleanText(text) }));
  const text = pages
    .map((page) => page.text)
    .filter(Boolean)
    .join('\n\n');
  const wordCount = countWords(text);
  // Punctuation or symbols alone are not text that can be searched or cited.
  if (wordCount === 0) throw new Refusal('NO_TEXT');
  return { text, pages, wordCount };
}
