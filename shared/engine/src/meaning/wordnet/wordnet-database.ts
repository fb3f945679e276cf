import { WORDNET_POS, type WordNetFiles, type WordNetPos } from './wordnet-files';

/** Where a synset is: its part of speech (which data file) and its byte offset in that file. */
export interface SynsetAddress {
  readonly pos: WordNetPos;
  readonly offset: number;
}

/** A pointer of a synset to another: "!" antonym, "@" hypernym, "&" similar to, "+" derivation, ... */
export interface WordNetPointer extends SynsetAddress {
  readonly symbol: string;
  /** Word number in the source synset (1-based), 0 when the pointer is between whole synsets. */
  readonly source: number;
  /** Word number in the target synset (1-based), 0 when semantic. */
  readonly target: number;
}

export interface Synset extends SynsetAddress {
  /** Its words, lower case, with spaces for underscores ("fall back"). */
  readonly words: readonly string[];
  readonly pointers: readonly WordNetPointer[];
}

const POS_OF_LETTER: Readonly<Record<string, WordNetPos>> = {
  n: 'noun',
  v: 'verb',
  a: 'adj',
  s: 'adj',
  r: 'adv',
};
const NEWLINE = 10;
const SPACE = 32;

// The files are ASCII; a line is decoded byte by byte (no TextDecoder: this module is also bundled for
// browsers and test environments that lack one, where it is never called).
function decode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 1) out += String.fromCharCode(bytes[i]!);
  return out;
}

/** The line of `bytes` that holds byte `at`. */
function lineAt(bytes: Uint8Array, at: number): { start: number; end: number } {
  let start = at;
  while (start > 0 && bytes[start - 1] !== NEWLINE) start -= 1;
  let end = at;
  while (end < bytes.length && bytes[end] !== NEWLINE) end += 1;
  return { start, end };
}

/** Compares the lemma that starts at `start` (up to its first space) with `key` (ASCII bytes), like strcmp. */
function compareLemma(bytes: Uint8Array, start: number, key: Uint8Array): number {
  for (let i = 0; ; i += 1) {
    const b = bytes[start + i] ?? NEWLINE;
    const lemmaEnded = b === SPACE || b === NEWLINE;
    if (i === key.length) return lemmaEnded ? 0 : 1;
    if (lemmaEnded) return -1;
    if (b !== key[i]) return b - key[i]!;
  }
}

/**
 * WordNet read in place: the index files are sorted by lemma, so a lemma is found by binary search over
 * their bytes; a synset is parsed from its line when first asked for (the data files are addressed by byte
 * offset). Nothing is built up front, so opening the database costs only reading the files.
 */
export class WordNetDatabase {
  private readonly synsets = new Map<string, Synset>();
  private readonly lemmas = new Map<string, readonly number[]>();

  constructor(private readonly files: WordNetFiles) {}

  /** Synset offsets of a lemma in one part of speech, most frequent sense first ([] when unknown). */
  offsets(lemma: string, pos: WordNetPos): readonly number[] {
    const key = `${pos}:${lemma}`;
    const cached = this.lemmas.get(key);
    if (cached) return cached;
    const found = this.lookup(lemma.replace(/ /g, '_'), this.files.index[pos]);
    this.lemmas.set(key, found);
    return found;
  }

  /** Whether the lemma is in the dictionary in any part of speech. */
  knows(lemma: string): boolean {
    return WORDNET_POS.some((pos) => this.offsets(lemma, pos).length > 0);
  }

  synset(pos: WordNetPos, offset: number): Synset {
    const key = `${pos}:${offset}`;
    let synset = this.synsets.get(key);
    if (!synset) {
      synset = this.parse(pos, offset);
      this.synsets.set(key, synset);
    }
    return synset;
  }

  private lookup(lemma: string, bytes: Uint8Array): readonly number[] {
    if (!/^[\x20-\x7e]+$/.test(lemma)) return [];
    const key = new Uint8Array([...lemma].map((c) => c.charCodeAt(0)));
    let lo = 0;
    let hi = bytes.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const { start, end } = lineAt(bytes, mid);
      // The licence header lines start with spaces and sort first.
      const c = bytes[start] === SPACE ? -1 : compareLemma(bytes, start, key);
      if (c === 0) return this.offsetsOfLine(decode(bytes.subarray(start, end)));
      if (c < 0) lo = end + 1;
      else hi = start;
    }
    return [];
  }

  // "lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset..."
  private offsetsOfLine(line: string): number[] {
    const f = line.trim().split(' ');
    const synsetCount = Number(f[2]);
    const pointerCount = Number(f[3]);
    const first = 4 + pointerCount + 2;
    return f.slice(first, first + synsetCount).map(Number);
  }

  // "offset lex_filenum ss_type w_cnt word lex_id ... p_cnt [sym offset pos src/tgt]... [frames] | gloss"
  private parse(pos: WordNetPos, offset: number): Synset {
    const bytes = this.files.data[pos];
    let end = offset;
    while (end < bytes.length && bytes[end] !== NEWLINE) end += 1;
    const line = decode(bytes.subarray(offset, end));
    const bar = line.indexOf(' | ');
    const f = (bar >= 0 ? line.slice(0, bar) : line).split(' ');
    const wordCount = parseInt(f[3]!, 16);
    const words: string[] = [];
    let i = 4;
    for (let w = 0; w < wordCount; w += 1, i += 2) {
      words.push(
        f[i]!.replace(/\(\w+\)$/, '')
          .replace(/_/g, ' ')
          .toLowerCase(),
      );
    }
    const pointerCount = Number(f[i]);
    i += 1;
    const pointers: WordNetPointer[] = [];
    for (let p = 0; p < pointerCount; p += 1, i += 4) {
      const st = f[i + 3]!;
      pointers.push({
        symbol: f[i]!,
        offset: Number(f[i + 1]),
        pos: POS_OF_LETTER[f[i + 2]!] ?? pos,
        source: parseInt(st.slice(0, 2), 16),
        target: parseInt(st.slice(2, 4), 16),
      });
    }
    return { pos, offset, words, pointers };
  }
}
