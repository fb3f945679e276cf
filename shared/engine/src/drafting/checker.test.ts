import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkWriting, clarityIndex } from './checker';
import { proseUnits } from './prose';
import { sharedMaterial } from '../test/shared-material';

const corpus = sharedMaterial('corpus/staff-writing');
const read = (name: string) => readFileSync(path.join(corpus, name), 'utf8');

/**
 * Hand counts by the counting rules of prose.ts: sentences and words counted by reading the prose
 * paragraphs; long words judged by ear (three or more spoken syllables), listed so they can be checked.
 * Abbreviations and acronyms (HQDA, MFR, FOIA, SECARMY, POC, etc.) are judged short, whatever their
 * letters; a hyphenated or slashed compound is one word, judged whole. Where the ear and the syllable
 * counter disagree (the counter hears "Addresses" and "elements" as two syllables, "FOIA" and
 * "SECARMY" as three) the hand count keeps the ear's answer: the test bounds the difference.
 */
const HAND_COUNTS: Record<string, { sentences: number; words: number; longWords: readonly string[] }> = {
  'memo-ar2550-fig2-13-one-paragraph.txt': {
    sentences: 9,
    words: 118,
    longWords: [
      'memorandum',
      'paragraph',
      'regardless',
      'paragraph', // S1
      'paragraphs',
      'maximum', // S2
      'memorandum',
      'paragraph',
      'subparagraphs',
      'example', // S3
      'one-paragraph',
      'memorandum', // S4
      'Identify',
      'subparagraphs', // S5
      'subparagraphs', // S6
      'subdivision', // S7
      'instructions',
      'application',
      'digital',
      'signature',
      'Appendix', // S9
    ],
  },
  'memo-ar2550-fig2-03-single-address-hqda.txt': {
    sentences: 6,
    words: 112,
    longWords: [
      'Reference',
      'memorandum',
      'Revision',
      'Preparing',
      'Managing',
      'Correspondence',
      'February', // S1
      'memorandum',
      'agency',
      'another',
      'agency',
      'geographic',
      'location', // S2
      'internal',
      'correspondence',
      'geographic',
      'location', // S3
      'Internal',
      'correspondence',
      'digital',
      'signature', // S4
      'memorandum',
      'activity',
      'agency',
      'geographic',
      'location', // S5
      'instructions',
      'application',
      'digital',
      'signature',
      'Appendix', // S6
    ],
  },
  'memo-ar2550-fig2-01-digital-signature.txt': {
    sentences: 13,
    words: 175,
    longWords: [
      'paragraph',
      'regulation',
      'memorandum', // 1
      'double-spacing',
      'paragraphs',
      'subparagraphs', // 2, S1
      'punctuation',
      'periods', // 2, S2
      'semicolons',
      'punctuation',
      'immediately', // 2, S3
      'memorandum',
      'paragraph',
      'paragraphs',
      'consecutively', // 3, S1
      'paragraphs',
      'subdivided',
      'designate',
      'subdivisions',
      'lowercase',
      'alphabet', // 3, S2
      'paragraph',
      'subdivided',
      'subparagraphs', // 3a
      'subparagraph',
      'subparagraph', // 3b
      'Designate',
      'subdivisions',
      'parentheses',
      'example', // 3b(1)
      'subdivide',
      'subdivision', // 3b(2)
      'subdivision', // 3b(a); 3b(b) has none
      'instructions',
      'application',
      'digital',
      'signature',
      'Appendix', // 4
    ],
  },
  'memo-ar2550-fig2-02-two-page-suspense.txt': {
    sentences: 30,
    words: 478,
    longWords: [
      'example',
      'memorandum', // 1, S1 (S2 none)
      'signature', // 1b, S1 (1a none)
      'instructions',
      'application',
      'digital',
      'signature',
      'Appendix', // 1b, S2 (S3, S4 none)
      'MEMORANDUM', // 1c, S1
      'following',
      'MEMORANDUM', // 1c, S2
      'MEMORANDUM', // 1c, S3
      'Addresses',
      'uppercase',
      'lowercase',
      'uppercase', // 1c, S4
      'preparing',
      'multiple-address',
      'memorandums', // 1c, S5
      'memorandum', // 1d
      'paragraph', // 1e
      'AUTHORITY', // 2
      'SIGNATURE',
      'authority',
      'beginning', // 3, S1
      'Identify',
      'enclosures',
      'beginning',
      'signature', // 3, S2
      'parentheses', // 4, S2 (S1 none)
      'memorandum', // 5
      'continuation', // 6
      'paragraph', // 6a, S1
      'divided',
      'paragraph', // 6a, S2
      'divided', // 6b
      'hyphenation',
      'whenever',
      'possible', // 6c
      'hyphenate', // 6d
      'AUTHORITY',
      'SIGNATURE',
      'continuation',
      'paragraph', // 6e, S1
      'however',
      'paragraph',
      'subparagraph',
      'continuation',
      'authority',
      'signature', // 6e, S2
      'paragraph',
      'identify',
      'organization',
      'appropriate', // 7
      'approximately', // 8
    ],
  },
  'memo-ar2550-fig2-11-memo-thru.txt': {
    sentences: 6,
    words: 132,
    longWords: [
      'MEMORANDUM',
      'addressee',
      'opportunity', // 1, S1
      'single-address',
      'MEMORANDUM', // 1, S2
      'addressee',
      'initial', // 2
      'preparing',
      'digital',
      'signature',
      'optional',
      'digital',
      'signature',
      'addressee', // 3, S1
      'instructions',
      'application',
      'digital',
      'signature',
      'Appendix', // 3, S2
      'addressee',
      'addressee', // 4
    ],
  },
  'memo-ar2550-fig2-14-enclosures-cf-poc.txt': {
    sentences: 10,
    words: 187,
    longWords: [
      'abbreviation',
      'depending',
      'enclosures',
      'signature', // 1, S1
      'documents',
      'signature',
      'signature', // 1, S2
      'enclosures',
      'memorandum', // 2, S1
      'possible',
      'specify',
      'enclosures',
      'memorandum',
      'separately', // 2, S2
      'specified',
      'enclosure', // 2, S3
      'memorandum',
      'enclosure',
      'abbreviation', // 3
      'anyone',
      'addressee(s)', // 4, S1
      'uppercase',
      'signature',
      'enclosure',
      'distribution',
      'whichever', // 4, S2
      'addressees', // 4, S3
      'paragraph',
      'identify',
      'Officer',
      'telephone',
      'organization',
      'appropriate', // 5
    ],
  },
  'memo-ar2550-fig2-17-memorandum-for-record.txt': {
    sentences: 17,
    words: 226,
    longWords: [
      'MEMORANDUM',
      'uppercase', // 2 (1 has none)
      'uppercase',
      'MEMORANDUM', // 3, S1
      'beginning', // 3, S2 (4 has none)
      'possible', // 5
      'paragraphs',
      'subparagraphs',
      'memorandum', // 6, S1
      'position',
      'remaining',
      'applicable',
      'elements',
      'signature',
      'enclosure',
      'memorandum', // 6, S2
      'authority', // 6, S3
      'Anyone', // 6, S4
      'abbreviated',
      'existing',
      'correspondence', // 7, S1
      'preceding',
      'correspondence',
      'abbreviate',
      'MEMORANDUM',
      'acronym', // 7, S2 (S3, S4 none)
      'instructions',
      'application',
      'digital',
      'signature',
      'Appendix', // 8
    ],
  },
  // The THRU line ends with a stop inside its parenthesis, so by rule 2 it is a prose paragraph; each
  // paragraph's run-in heading ("PURPOSE.") is a one-word sentence by rule 4.
  'memo-ar2550-fig2-18-decision-memorandum.txt': {
    sentences: 24,
    words: 227,
    longWords: [
      'MEMORANDUM',
      'appropriate',
      'necessary', // THRU line
      'DECISION', // 1
      'approval', // 2
      'RECOMMENDATION(S)',
      'paragraph',
      'specific',
      'recommendations',
      'memorandum', // 3
      'paragraph',
      'origin',
      'necessary',
      'understand',
      'recommendation',
      'lists/assesses',
      'alternatives',
      'considered', // 4
      'DISCUSSION',
      'alternatives/courses',
      'considered',
      'decision',
      'advantages',
      'disadvantages',
      'documents',
      'recommendation',
      'enclosures',
      'Summarize',
      'decision',
      'memorandum', // 5
      'Indicate',
      'recommended',
      'decision',
      'personnel',
      'equipment',
      'stationing',
      'Identify',
      'individuals',
      'organizations',
      'affected',
      'recommendation',
      'specify',
      'affected', // 6
      'COORDINATION',
      'paragraph',
      'indicates',
      'Indicate',
      'concurrence/nonconcurrence',
      'individual',
      'CONCUR/NONCONCUR',
      'individual',
      'provided',
      'Justification',
      'rationale',
      'accompany',
      'nonconcurrences', // 7 (8 has none)
    ],
  },
};

describe('clarity index (DA Pam 600-67 para 4-3) on the AR 25-50 figures', () => {
  it.each(Object.entries(HAND_COUNTS))('%s is within 2 points of the hand count', (file, hand) => {
    const expected = hand.words / hand.sentences + (100 * hand.longWords.length) / hand.words;
    const clarity = clarityIndex(read(file));
    expect(clarity.sentences).toBe(hand.sentences);
    expect(clarity.words).toBe(hand.words);
    expect(Math.abs(clarity.index! - expected)).toBeLessThanOrEqual(2);
  });

  it('measures every figure and rates it against the thresholds', () => {
    const figures = readdirSync(corpus).filter((f) => f.startsWith('memo-ar2550-'));
    expect(figures.length).toBeGreaterThanOrEqual(8);
    for (const f of figures) {
      const c = clarityIndex(read(f));
      expect(c.index).not.toBeNull();
      const rating = c.index! < 20 ? 'too abrupt' : c.index! > 40 ? 'difficult' : 'on target';
      expect(c.rating).toBe(rating);
    }
  });

  it('does not count letterhead, subject line or signature block as prose', () => {
    const units = proseUnits(read('memo-ar2550-fig2-13-one-paragraph.txt'));
    const prose = units.sentences.map((s) => s.text).join(' ');
    expect(prose).not.toMatch(/DEPARTMENT OF THE ARMY|SUBJECT:|NAME \(ALL CAPS\)/);
  });
});

describe('passive voice (AR 25-50 para 1-38d)', () => {
  const passives = (file: string) =>
    checkWriting(read(file))
      .findings.filter((f) => f.kind === 'passive-voice')
      .map((f) => f.excerpt);

  it('flags the passive constructions the figures contain, at their place in the text', () => {
    expect(passives('memo-ar2550-fig2-11-memo-thru.txt')).toEqual(
      expect.arrayContaining(['is used', 'is prepared', 'is made']),
    );
    expect(passives('memo-ar2550-fig2-03-single-address-hqda.txt')).toEqual(['be approved']);
    expect(passives('memo-ar2550-fig2-01-digital-signature.txt')).toEqual([
      'are subdivided',
      'is subdivided',
    ]);
    const text = read('memo-ar2550-fig2-03-single-address-hqda.txt');
    const f = checkWriting(text).findings.find((x) => x.kind === 'passive-voice')!;
    expect(text.slice(f.start, f.end)).toBe('be approved');
  });

  it('does not flag active sentences', () => {
    const kinds = (t: string) =>
      checkWriting(t)
        .findings.map((f) => f.kind)
        .filter((k) => k !== 'clarity');
    expect(kinds('SGT Jones passed the test. The team cleared the route before dawn.')).toEqual([]);
    expect(kinds('The test was passed by SGT Jones.')).toEqual(['passive-voice']);
  });
});

describe('the other findings', () => {
  it('flags weak openings, long sentences and long paragraphs with what, why and where', () => {
    const long = Array.from({ length: 35 }, (_, i) => `word${i}`).join(' ');
    const text = `There are three problems with the plan.\n\n${long}.\n\n${'The unit moves at dawn and halts at noon. '.repeat(25)}`;
    const check = checkWriting(text);
    const weak = check.findings.find((f) => f.kind === 'weak-opening')!;
    expect(text.slice(weak.start, weak.end)).toBe('There are');
    expect(weak.why).toMatch(/AR 25-50/);
    const sentence = check.findings.find((f) => f.kind === 'long-sentence')!;
    expect(sentence.message).toBe('Sentence of 35 words (limit 30).');
    expect(check.findings.some((f) => f.kind === 'long-paragraph')).toBe(true);
  });

  it('finds the main point late and says where it is', () => {
    const text =
      'The unit trained for six weeks.\n\nThe ranges were open every day.\n\nI recommend that we extend the training by two weeks.';
    const bluf = checkWriting(text).findings.find((f) => f.kind === 'bluf')!;
    expect(bluf.message).toBe('The main point comes in paragraph 3, not in the first paragraph.');
    expect(text.slice(bluf.start, bluf.end)).toMatch(/^I recommend/);
    expect(
      checkWriting(`BLUF: Extend the training by two weeks.\n\n${text}`).findings.some(
        (f) => f.kind === 'bluf',
      ),
    ).toBe(false);
  });

  it('states the actual result in the note, and the empty case', () => {
    expect(checkWriting('').note).toBe(
      'Writing check: no prose to measure for the clarity index; no findings: meets the checked rules of the Army writing standard.',
    );
    expect(checkWriting('The test was passed by SGT Jones. The team cleared the route.').note).toMatch(
      /^Writing check: clarity index 6 \(too abrupt; target 30\); 2 findings \(1 clarity finding, 1 passive voice\)\.$/,
    );
  });
});
