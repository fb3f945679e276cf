import { fingerprintWords, normalizeForFingerprint } from './fingerprint-text';
import { SHINGLE_WORDS, shingleHashes, textShingleHashes } from './shingle-hashes';
import { textFingerprints } from './text-fingerprints';
import { winnow } from './winnow';

const PASSAGE =
  'The convoy leaves the northern depot at first light and halts at checkpoint seven before the river crossing';

/** A deterministic pseudo-random generator (mulberry32), so that a failing case can be replayed. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('normalizeForFingerprint', () => {
  it('folds compatibility forms, case and marks', () => {
    expect(normalizeForFingerprint('ＳＥＣＲＥＴ ﬁle café')).toBe(
      normalizeForFingerprint('secret file cafe'),
    );
    expect(normalizeForFingerprint('e\u0301\u0301\u0301cho')).toBe(normalizeForFingerprint('echo'));
  });

  it('removes zero-width and bidirectional controls inside words', () => {
    const hidden = PASSAGE.split(' ')
      .map((w) => `${w.slice(0, 2)}\u200b${w.slice(2)}`)
      .join(' ');
    expect(fingerprintWords(hidden)).toEqual(fingerprintWords(PASSAGE));
    for (const mark of [
      '\u200c',
      '\u200d',
      '\u2060',
      '\ufeff',
      '\u00ad',
      '\u202e',
      '\u2066',
      '\u200f',
      '\u180e',
    ])
      expect(fingerprintWords(`con${mark}voy`)).toEqual(fingerprintWords('convoy'));
  });

  it('folds Cyrillic and Greek look-alikes to the Latin letters they imitate (TR39 skeleton)', () => {
    // Cyrillic а е о р с х and Greek Ο Τ Κ in place of the Latin letters.
    expect(fingerprintWords('сonvоy depаrts frоm the nоrthern depоt')).toEqual(
      fingerprintWords('convoy departs from the northern depot'),
    );
    expect(fingerprintWords('ΟΤΚ СЕКРЕТ')).toEqual(fingerprintWords('OTK CEKPET'));
    expect(fingerprintWords('ΟΤΚ')).toEqual(fingerprintWords('otk'));
  });

  it('makes a capital at a sentence start and its look-alikes one letter', () => {
    expect(fingerprintWords('In Mission')).toEqual(fingerprintWords('in mission'));
    expect(fingerprintWords('Іn')).toEqual(fingerprintWords('in'));
  });

  it('keeps different words different', () => {
    expect(fingerprintWords('convoy halts')).not.toEqual(fingerprintWords('convoy moves'));
    expect(fingerprintWords('The  depot,   at dawn.')).toHaveLength(4);
  });
});

describe('shingleHashes', () => {
  const words = fingerprintWords(PASSAGE);

  it('hashes every run of eight words to a safe 53-bit integer', () => {
    const hashes = shingleHashes(words);
    expect(hashes).toHaveLength(words.length - SHINGLE_WORDS + 1);
    for (const h of hashes) expect(Number.isSafeInteger(h) && h >= 0).toBe(true);
    expect(new Set(hashes).size).toBe(hashes.length);
    expect(shingleHashes(words.slice(0, 7))).toEqual([]);
  });

  it('hashes a text as it hashes its normalised words', () => {
    const texts = [
      PASSAGE,
      'ＩＮ Mission ΟΤΚ сонвой 𝐁𝐨𝐥𝐝 words, digits 10 and 1st; Ünïcödé e\u0301 and \u{1d4b3} \u{10400}\u{10428} tail words here now',
      `${PASSAGE} | ${PASSAGE.toUpperCase()}`,
    ];
    for (const text of texts) expect(textShingleHashes(text)).toEqual(shingleHashes(fingerprintWords(text)));
  });

  it('gives the same run the same hash wherever it stands, and another order another hash', () => {
    const run = words.slice(3, 3 + SHINGLE_WORDS);
    const [alone] = shingleHashes(run);
    expect(shingleHashes(['other', 'words', ...run, 'after'])).toContain(alone);
    expect(shingleHashes([...run].reverse())).not.toContain(alone);
  });
});

describe('winnow', () => {
  it('keeps the minimum of every window, each position once', () => {
    const hashes = [77, 74, 42, 17, 98, 50, 17, 98, 8, 88, 67, 39, 77, 74, 42, 17, 98];
    // The paper's example (Figure 2) with window 4, rightmost minimum on a tie.
    expect(winnow(hashes, 4).map((f) => f.hash)).toEqual([17, 17, 8, 39, 17]);
    expect(winnow(hashes, 4).map((f) => f.position)).toEqual([3, 6, 8, 11, 15]);
  });

  it('keeps the smallest hash of a text shorter than a window and nothing of an empty one', () => {
    expect(winnow([5, 3, 9], 10)).toEqual([{ hash: 3, position: 1 }]);
    expect(winnow([], 4)).toEqual([]);
    expect(() => winnow([1], 0)).toThrow(RangeError);
  });

  it('guarantees a shared fingerprint for any shared run of window + 7 words', () => {
    const rand = random(37);
    const vocabulary = Array.from({ length: 400 }, (_, i) => `w${i}`);
    const text = (n: number) => Array.from({ length: n }, () => vocabulary[Math.floor(rand() * 400)]!);
    for (const window of [1, 2, 4, 8]) {
      const threshold = window + SHINGLE_WORDS - 1;
      for (let trial = 0; trial < 20; trial += 1) {
        const shared = text(threshold);
        const a = [...text(Math.floor(rand() * 300)), ...shared, ...text(50)];
        const b = [...text(Math.floor(rand() * 300)), ...shared, ...text(20)];
        const kept = new Set(winnow(shingleHashes(a), window).map((f) => f.hash));
        expect(winnow(shingleHashes(b), window).some((f) => kept.has(f.hash))).toBe(true);
      }
    }
  });

  it('keeps about 2 / (window + 1) of the hashes of a text', () => {
    const rand = random(8);
    const hashes = Array.from({ length: 20_000 }, () => Math.floor(rand() * 2 ** 53));
    const density = winnow(hashes, 8).length / hashes.length;
    expect(density).toBeGreaterThan(0.19);
    expect(density).toBeLessThan(0.25);
  });
});

describe('textFingerprints', () => {
  it('shingles each text on its own and keeps each hash once', () => {
    const [title, body] = ['eight words of the title stand right here', PASSAGE];
    const both = textFingerprints([title, body]);
    expect(both).toHaveLength(1 + fingerprintWords(PASSAGE).length - SHINGLE_WORDS + 1);
    expect(textFingerprints([`${title} ${body}`]).length).toBeGreaterThan(both.length);
    expect(textFingerprints([PASSAGE, PASSAGE])).toHaveLength(textFingerprints([PASSAGE]).length);
  });

  it('finds a disguised paste of a passage: look-alikes and zero-width characters in every word', () => {
    const disguised = PASSAGE.replace(/o/g, 'о').replace(/e/g, '\u200be');
    const source = new Set(textFingerprints([PASSAGE]));
    expect(
      textFingerprints([`Some words before. ${disguised} And after.`]).filter((h) => source.has(h)),
    ).not.toHaveLength(0);
  });
});
