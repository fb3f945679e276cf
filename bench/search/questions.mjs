// A judged collection of questions in plain words, as a person types them into the search box: each names
// none of the title's words where it can help it, and its one relevant document is the seeded library's that
// answers it (labelled by reading the documents, before any ranking was run: questions.json). The library
// is the seeded documents and the staff writing of ../shared whole, with 2,000 generated documents trained
// on that text (corpus.mjs) around them, as in known-item.mjs.
import fs from 'node:fs';
import { readSeedDocuments } from '../../server/src/seed/seed-files.ts';
import { generateCorpus, staffWritingTexts } from './corpus.mjs';

const DISTRACTORS = 2000;

export function questionCollection() {
  const labelled = JSON.parse(fs.readFileSync(new URL('./questions.json', import.meta.url), 'utf8'));
  const docs = [
    ...staffWritingTexts().map((t) => ({ id: t.name, title: '', content: t.text })),
    ...readSeedDocuments().map((d) => ({ id: d.id, title: d.title, content: d.content })),
  ];
  const texts = docs.map((d) => d.content);
  for (const d of generateCorpus(DISTRACTORS, { seed: 43, texts, owned: false }))
    docs.push({ id: d.id, title: d.title, content: d.content });
  return {
    name: 'questions',
    source: 'bench/search/questions.json over the seeded library and ../shared/corpus/staff-writing',
    docs,
    queries: labelled.map((q) => ({ id: q.id, text: q.text })),
    qrels: Object.fromEntries(labelled.map((q) => [q.id, q.relevant])),
  };
}
