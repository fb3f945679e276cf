// The benchmark corpus: documents of about 300 words written by a word-bigram Markov chain trained on the
// seeded library, so that the vocabulary, the word frequencies and the phrasing resemble the real library
// (its place names, units and acronyms included). Deterministic: the same seed gives the same corpus.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededRandom } from '../lib/random.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SEED_DIR = path.join(root, 'server/src/seed/library');
const CATEGORIES = [
  'space-operations',
  'intelligence-cyber',
  'engineering-acquisition',
  'command-control',
  'training-personnel',
];

/** The text of the seed files without their front matter. */
export function seedTexts() {
  return fs
    .readdirSync(SEED_DIR)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => fs.readFileSync(path.join(SEED_DIR, f), 'utf8').replace(/^---[\s\S]*?\n---\n/, ''));
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

/**
 * `count` documents {id, title, content, category, classification} of about `words` words each.
 */
export function generateCorpus(count, { seed = 26, words = 300 } = {}) {
  const { next, starts } = trainChain(seedTexts());
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
  const docs = [];
  for (let i = 0; i < count; i += 1) {
    const paragraphs = [];
    let total = 0;
    let paragraph = [];
    while (total < words) {
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
    docs.push({
      id: `gen-${String(i).padStart(6, '0')}`,
      title,
      content: paragraphs.join('\n\n'),
      category: CATEGORIES[Math.floor(rand() * CATEGORIES.length)],
      classification: rand() < 0.1 ? 'SECRET' : 'UNCLASS',
    });
  }
  return docs;
}
