// A second judged collection, built from real text given beside the repository and never tuned on: a
// known-item task with paragraph-long queries, the length of an Add Evidence paragraph or an ADVISE scenario.
// From each real document of ../shared/corpus/staff-writing and of the seeded library with enough
// paragraphs, one paragraph (the middle one of 25 words or more, chosen by rule before any run) becomes a
// query and is taken out of its document; the document stripped of it is the one relevant answer. 2,000
// generated documents trained on the remaining text only (corpus.mjs) stand in the library around them.
// The labels follow from the construction: nobody judged results.
import { readSeedDocuments } from '../../server/src/seed/seed-files.ts';
import { generateCorpus, staffWritingTexts } from './corpus.mjs';

const MIN_QUERY_WORDS = 25;
const DISTRACTORS = 2000;

const paragraphsOf = (text) =>
  text
    .replace(/^---[\s\S]*?\n---\n/, '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
const wordCount = (text) => text.split(/\s+/).filter(Boolean).length;

export function knownItemCollection() {
  // The staff writing has no title apart from its text (a memo opens with its letterhead); the seeded
  // documents keep theirs, as the library holds them.
  const sources = [
    ...staffWritingTexts().map((t) => ({ id: t.name, title: '', text: t.text })),
    ...readSeedDocuments().map((d) => ({ id: d.id, title: d.title, text: d.content })),
  ];
  const docs = [];
  const queries = [];
  const qrels = {};
  for (const source of sources) {
    const paragraphs = paragraphsOf(source.text);
    const long = paragraphs.map((p, i) => ({ p, i })).filter(({ p }) => wordCount(p) >= MIN_QUERY_WORDS);
    if (paragraphs.length < 3 || long.length === 0) {
      docs.push({ id: source.id, title: source.title, content: paragraphs.join('\n\n') });
      continue;
    }
    const chosen = long[Math.floor(long.length / 2)];
    const rest = paragraphs.filter((_, i) => i !== chosen.i);
    docs.push({ id: source.id, title: source.title, content: rest.join('\n\n') });
    const queryId = `q-${source.id}`;
    queries.push({ id: queryId, text: chosen.p.replace(/\s+/g, ' ') });
    qrels[queryId] = [source.id];
  }
  const remaining = docs.map((d) => d.content);
  for (const d of generateCorpus(DISTRACTORS, { seed: 41, texts: remaining, owned: false }))
    docs.push({ id: d.id, title: d.title, content: d.content });
  return {
    name: 'known-item',
    source: 'built from ../shared/corpus/staff-writing and the seeded library',
    docs,
    queries,
    qrels,
  };
}
