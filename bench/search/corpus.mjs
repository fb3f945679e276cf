// The benchmark corpus: documents written by a word-bigram Markov chain trained on real text (the seeded
// library, the public staff writing of ../shared/corpus/staff-writing and the Cranfield abstracts of
// ../shared/ir/cranfield, read where they lie, never copied into the repository), so that the vocabulary, the
// word frequencies and the phrasing resemble a real library. Lengths follow a log-normal distribution
// (median 350 words, a long tail of reports up to 20,000 words), and documents are owned as in real use:
// half the organisation's library, the rest private to one of 50 users (the bench user among them).
// Deterministic: the same seed gives the same corpus.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededRandom } from '../lib/random.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SEED_DIR = path.join(root, 'server/src/seed/library');
/** What is given beside the repository (read-only). */
export const SHARED_DIR = path.resolve(root, '../shared');
const CATEGORIES = [
  'space-operations',
  'intelligence-cyber',
  'engineering-acquisition',
  'command-control',
  'training-personnel',
];
/** Owners besides the organisation library; BENCH_USER (harness.mjs) is one of them. */
export const OWNER_COUNT = 50;
export const ownerName = (i) => `owner-${String(i).padStart(2, '0')}`;
/** Words of a document: log-normal around the median, clipped. */
const MEDIAN_WORDS = 350;
const LENGTH_SIGMA = 1;
const MIN_WORDS = 40;
const MAX_WORDS = 20_000;

/** The text of the seed files without their front matter. */
export function seedTexts() {
  return fs
    .readdirSync(SEED_DIR)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => fs.readFileSync(path.join(SEED_DIR, f), 'utf8').replace(/^---[\s\S]*?\n---\n/, ''));
}

/** The public staff writing, one text per file (STANDARDS.md and SOURCES.md are rules and sources, not documents). */
export function staffWritingTexts() {
  const dir = path.join(SHARED_DIR, 'corpus/staff-writing');
  if (!fs.existsSync(dir))
    throw new Error(`The benchmark reads real text from ${dir}: it is given beside the repository.`);
  return fs
    .readdirSync(dir)
    .filter((f) => !/^(STANDARDS|SOURCES)\.md$/.test(f))
    .sort()
    .map((f) => ({ name: f, text: fs.readFileSync(path.join(dir, f), 'utf8') }));
}

/** Cranfield's abstracts (aeronautics): a different register that widens the vocabulary. */
export function cranfieldTexts() {
  const file = path.join(SHARED_DIR, 'ir/cranfield/docs.json');
  if (!fs.existsSync(file))
    throw new Error(`The benchmark reads real text from ${file}: it is given beside the repository.`);
  return JSON.parse(fs.readFileSync(file, 'utf8')).map((d) => String(d.text ?? ''));
}

/** Every real text the generator learns from. */
export function realTexts() {
  return [...seedTexts(), ...staffWritingTexts().map((t) => t.text), ...cranfieldTexts()];
}

function trainChain(texts) {
  const next = new Map();
  const starts = [];
  for (const text of texts) {
    for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
      const words = sentence.split(/\s+/).filter(Boolean);
      if (words.length < 4) continue;
      starts.push(words[0]);
      for (let i = 0; i + 1 < words.length; i += 1) {
        let list = next.get(words[i]);
        if (!list) next.set(words[i], (list = []));
        list.push(words[i + 1]);
      }
    }
  }
  return { next, starts };
}

/** A standard normal draw (Box-Muller) from a uniform generator. */
const normal = (rand) => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());

/**
 * `count` documents {id, title, content, category, classification, ownerId} with realistic lengths, or of
 * about `words` words each when given. `texts` (default: every real text) trains the chain; `owned` false
 * puts every document in the organisation library.
 */
export function generateCorpus(count, { seed = 26, words = null, texts = null, owned = true } = {}) {
  const { next, starts } = trainChain(texts ?? realTexts());
  const rand = seededRandom(seed);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const sentence = (max) => {
    const out = [pick(starts)];
    while (out.length < max) {
      const options = next.get(out[out.length - 1]);
      if (!options || /[.!?]$/.test(out[out.length - 1])) break;
      out.push(pick(options));
    }
    const text = out.join(' ');
    return /[.!?]$/.test(text) ? text : `${text}.`;
  };
  const lengthOf = () =>
    words ??
    Math.round(
      Math.min(MAX_WORDS, Math.max(MIN_WORDS, MEDIAN_WORDS * Math.exp(LENGTH_SIGMA * normal(rand)))),
    );
  const docs = [];
  for (let i = 0; i < count; i += 1) {
    const target = lengthOf();
    const paragraphs = [];
    let total = 0;
    let paragraph = [];
    while (total < target) {
      const s = sentence(30);
      paragraph.push(s);
      total += s.split(' ').length;
      if (paragraph.length >= 3 + Math.floor(rand() * 3)) {
        paragraphs.push(paragraph.join(' '));
        paragraph = [];
      }
    }
    if (paragraph.length) paragraphs.push(paragraph.join(' '));
    const title = sentence(8).replace(/[.!?]$/, '');
    const owner = rand();
    docs.push({
      id: `gen-${String(i).padStart(6, '0')}`,
      title,
      content: paragraphs.join('\n\n'),
      category: CATEGORIES[Math.floor(rand() * CATEGORIES.length)],
      classification: rand() < 0.1 ? 'SECRET' : 'UNCLASS',
      ownerId: !owned || owner < 0.5 ? null : ownerName(Math.floor(rand() * OWNER_COUNT)),
    });
  }
  return docs;
}
