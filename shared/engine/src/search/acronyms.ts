import terms from './acronyms.json';

/**
 * Common military acronyms and their expansions, used to expand search queries both ways
 * (acronym -> expansion, expansion -> acronym). Lower-case matching except where noted in
 * `query-expansion.ts` (acronyms that spell an English word must be written in capitals).
 * The table is acronyms.json ("acronyms": each acronym and its expansions).
 */
export interface AcronymEntry {
  readonly acronym: string;
  readonly expansions: readonly string[];
}

export const MILITARY_ACRONYMS: readonly AcronymEntry[] = Object.entries(terms.acronyms).map(
  ([acronym, expansions]) => ({ acronym, expansions }),
);

/**
 * Plain-word synonyms used in staff writing: each group is a set of interchangeable terms
 * (acronyms.json, "synonyms").
 */
export const MILITARY_SYNONYMS: readonly (readonly string[])[] = terms.synonyms;
