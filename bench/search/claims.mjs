// Claim queries for a judged collection (npm run bench:search -- --collection claims-<folder>): long
// statements full of rare technical words, the kind of query where pseudo-relevance feedback costs most (a
// held-back collection of scientific claims searched against abstracts fell to 0.966 of plain BM25 with it).
// Built by rule from the collection itself, before any run, and never tuned on: for each judged query, its
// first relevant document (in qrels order) not yet used that holds a sentence of 8 to 30 words; of its
// sentences that long, the one whose distinct terms have the highest summed idf (the most rare words) is
// the claim, and it is taken out of its document, so that the claim is found by its words and not as a
// verbatim copy (as the known-item set takes its paragraph out). Judgements are the original query's qrels:
// the claim is about the topic its relevant documents were judged on.
import fs from 'node:fs';
import path from 'node:path';
import { indexTerms } from '../../shared/engine/src/index.ts';

const MIN_WORDS = 8;
const MAX_WORDS = 30;

const readJson = (folder, name) => JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8'));
const sentencesOf = (text) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
const wordCount = (text) => text.split(/\s+/).filter((w) => /\w/.test(w)).length;

/** Document frequencies of the collection's terms, and idf as plain BM25 weighs it. */
function idfOf(docs) {
  const df = new Map();
  for (const d of docs)
    for (const t of new Set(indexTerms(`${d.title} ${d.content}`))) df.set(t, (df.get(t) ?? 0) + 1);
  const n = docs.length;
  return (term) => Math.log(1 + (n - (df.get(term) ?? 0) + 0.5) / ((df.get(term) ?? 0) + 0.5));
}

/** The claim collection of a folder holding docs.json, queries.json and qrels.json. */
export function claimCollection(folder) {
  const docs = readJson(folder, 'docs.json').map((d) => ({
    id: String(d.id),
    title: String(d.title ?? ''),
    content: String(d.text ?? ''),
  }));
  const qrels = readJson(folder, 'qrels.json');
  const idf = idfOf(docs);
  const byId = new Map(docs.map((d) => [d.id, d]));
  const used = new Set();
  const queries = [];
  const claimQrels = {};
  for (const q of readJson(folder, 'queries.json')) {
    const relevant = (qrels[String(q.id)] ?? []).map(String);
    for (const id of relevant) {
      const doc = byId.get(id);
      if (!doc || used.has(id)) continue;
      const sentences = sentencesOf(doc.content);
      let best = null;
      sentences.forEach((sentence, i) => {
        const words = wordCount(sentence);
        if (words < MIN_WORDS || words > MAX_WORDS) return;
        const rarity = [...new Set(indexTerms(sentence))].reduce((sum, t) => sum + idf(t), 0);
        if (!best || rarity > best.rarity) best = { i, sentence, rarity };
      });
      if (!best) continue;
      used.add(id);
      doc.content = sentences.filter((_, i) => i !== best.i).join(' ');
      const queryId = `claim-${q.id}`;
      queries.push({ id: queryId, text: best.sentence });
      claimQrels[queryId] = relevant;
      break;
    }
  }
  return {
    name: `claims-${path.basename(folder)}`,
    source: `claims built by rule from ${folder} (bench/search/claims.mjs)`,
    docs,
    queries,
    qrels: claimQrels,
  };
}
