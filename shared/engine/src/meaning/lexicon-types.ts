// What a dictionary is, apart from the choice of the one in use (lexicon.ts) so that the dictionaries
// themselves (the built-in one, WordNet) can name it without importing that choice back.

export type LexiconPos = 'noun' | 'verb' | 'adj' | 'adv';

/** The dictionary part of speech of a universal part-of-speech tag, if it has one. */
export function lexiconPos(tag: string): LexiconPos | undefined {
  return tag === 'ADJ'
    ? 'adj'
    : tag === 'VERB'
      ? 'verb'
      : tag === 'NOUN'
        ? 'noun'
        : tag === 'ADV'
          ? 'adv'
          : undefined;
}

/**
 * What the meaning matcher asks of a dictionary. The engine runs in the browser too (the shell's command
 * bar imports it), where no dictionary file can be read: there the small built-in lexicon answers. On the
 * server (Node), WordNet answers, loaded on first use (see wordnet/). Tests may inject either.
 */
export interface Lexicon {
  /** A name for messages and tests ("wordnet", "built-in"). */
  readonly name: string;
  /** Dictionary base forms of a lower-case word ("jamming" -> jam, "rose" -> rise), the word itself first when known. */
  baseForms(word: string): readonly string[];
  /**
   * Words of opposite meaning: direct antonyms, those of its synonyms, and of the adjective cluster it heads;
   * only of its senses in one part of speech when `pos` is given.
   */
  antonyms(word: string, pos?: LexiconPos): ReadonlySet<string>;
  /** Words of the same or a derived meaning: synonyms of its main senses and derivationally related forms. */
  related(word: string): ReadonlySet<string>;
  /** More general words (hypernyms of its main senses), up to `depth` levels. */
  broader(word: string, depth: number): ReadonlySet<string>;
}
