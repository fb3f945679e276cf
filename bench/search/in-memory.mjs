// The judged collections measured in memory (npm run bench:search -- --collections all --in-memory): the
// product's ranking code (rankDocuments) over a term index built straight from each collection's documents,
// without a database or the API path (the figure `--collection` reports as "ranking alone"), for the
// product's ranking and each variant of RANKING_VARIANTS that needs no vectors, beside plain BM25. Minutes
// instead of the database run's half hour, for comparing many rankings; one table of nDCG@10 over plain BM25.
import { documentTerms, encodeDocumentTerms } from '../../shared/engine/src/index.ts';
import { DEFAULT_RANKING, rankDocuments } from '../../server/src/library/searching/ranking.ts';
import { TermIndex } from '../../server/src/library/term-index/term-index.ts';
import { TITLE_WEIGHT } from '../../server/src/library/term-index/term-index-sync.ts';
import { evaluate, loadCollection, plainBm25, RANKING_VARIANTS } from './collection.mjs';

const READER = { userId: 'reader', clearance: 'SECRET', sharedIds: [], teamOwners: [] };

/** A term index of the collection's documents, as the library would hold them (the organisation's, unclassified). */
function termIndex(docs, { titleWeight = TITLE_WEIGHT, positions = false } = {}) {
  const index = new TermIndex(titleWeight, { positions });
  for (const d of docs)
    index.upsert({
      id: d.id,
      ownerId: null,
      category: 'general',
      classification: 'UNCLASS',
      folderId: null,
      terms: encodeDocumentTerms(documentTerms(d.title, d.content)),
      ...(positions ? { text: { title: d.title, content: d.content } } : {}),
    });
  return index;
}

/** nDCG@10 of the product's ranking and of each variant without vectors, and of plain BM25, on one collection. */
export async function measureInMemory(folderArg) {
  const { name, docs, queries, qrels } = loadCollection(folderArg);
  const indexes = new Map();
  const indexFor = (ranking) => {
    const key = `${ranking.titleWeight ?? TITLE_WEIGHT}:${ranking.positions === true}`;
    if (!indexes.has(key)) indexes.set(key, termIndex(docs, ranking));
    return indexes.get(key);
  };
  const systems = [['product', DEFAULT_RANKING]];
  for (const [label, change] of Object.entries(RANKING_VARIANTS))
    if (!label.includes('vector')) systems.push([`product, ${label}`, { ...DEFAULT_RANKING, ...change }]);
  const rows = [];
  for (const [system, ranking] of systems) {
    const engine = { db: null, index: { terms: indexFor(ranking) }, vector: null, ranking };
    const search = async (text) =>
      (await rankDocuments(engine, READER, { userId: READER.userId, query: text })).hits.map((h) => h.id);
    rows.push({ system, ...(await evaluate(queries, qrels, search)) });
  }
  rows.push({
    system: 'BM25 (k1 1.2, b 0.75, stemmed, stop words)',
    ...(await evaluate(queries, qrels, plainBm25(docs))),
  });
  return { name, rows };
}
