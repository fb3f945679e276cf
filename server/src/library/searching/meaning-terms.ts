import { currentLexicon, foldText, indexTerms, lowerWords, STOP_WORDS, type Lexicon } from '@csw/engine';
import type { WeightedLexeme } from '../term-index/index-types';

/**
 * Words of the same meaning for a question in plain words (WordNet's synonyms and derived forms of each word's
 * main senses), for a query whose words no one document holds together: "find" also matches "detect" and
 * "discover". Only short queries (what a person types; a pasted paragraph says what it means in its own words),
 * and each word's alternatives share a small part of its weight, so that the words typed still decide. Off in
 * the product's ranking (RankingOptions.meaning): measured, it did not carry across collections.
 */
export const MEANING_MAX_WORDS = 8;
/** The share of a word's weight its alternatives split between them. */
const MEANING_SHARE = 0.3;

/** The words an English question opens with: an interrogative, or an auxiliary put first. */
const QUESTION_OPENERS = new Set(
  'how what which who whom whose why when where can could do does did is are was were will would should must may shall'.split(
    ' ',
  ),
);

/**
 * Whether the query is asked as a question ("how do units find their way ..."): what a person types in plain
 * words, where the words typed are often not the documents' words. A list of terms or a title is not.
 */
export function isQuestion(query: string): boolean {
  const first = lowerWords(foldText(query))[0];
  return first !== undefined && QUESTION_OPENERS.has(first);
}

/**
 * The alternatives of each typed word (one word each, analysed as the documents are), held by some document
 * the user may read (`held`), that the query does not hold already; added to the terms and to their word's
 * group. Returns whether any was added.
 */
export function addMeaningAlternatives(
  words: readonly string[],
  terms: WeightedLexeme[],
  groups: string[][],
  held: (lexeme: string) => boolean,
  lexicon: Pick<Lexicon, 'related'> = currentLexicon(),
): boolean {
  if (words.length === 0 || words.length > MEANING_MAX_WORDS) return false;
  const present = new Set(terms.map((t) => t.lexeme));
  let added = false;
  for (const word of words) {
    const own = indexTerms(word)[0];
    if (!own) continue;
    const weight = terms.find((t) => t.lexeme === own)?.weight ?? 0;
    if (weight <= 0) continue;
    const alternatives = new Set<string>();
    for (const related of lexicon.related(word)) {
      if (/[\s_-]/.test(related) || STOP_WORDS.has(related)) continue;
      const lexeme = indexTerms(related)[0];
      if (lexeme && lexeme !== own && !present.has(lexeme) && held(lexeme)) alternatives.add(lexeme);
    }
    if (alternatives.size === 0) continue;
    const share = (MEANING_SHARE * weight) / alternatives.size;
    for (const lexeme of alternatives) terms.push({ lexeme, weight: share });
    for (const group of groups) if (group.includes(own)) group.push(...alternatives);
    for (const lexeme of alternatives) present.add(lexeme);
    added = true;
  }
  return added;
}
