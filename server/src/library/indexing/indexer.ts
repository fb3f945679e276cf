import type { Embedder } from '@csw/engine';
import type { IndexSource, PreparedIndex } from '../../data/index-repository';
import { passagesOf, type Passage } from './passages';
import { meanVector, vectorLiteral } from '../vector-codec';

/** The text embedded for a passage: the title gives a short passage its context. */
const passageText = (doc: IndexSource, passage: Passage) =>
  `${doc.title}\n${doc.content.slice(passage.start, passage.end)}`;

/**
 * Computes the embeddings of documents: one vector per passage for documents longer than one passage, and
 * one whole-document vector for every document (the normalised mean of its passage vectors, or the vector
 * of its whole text when it is a single passage). The texts of many documents go to the embedder together,
 * so that an endpoint receives full batches.
 */
export async function prepareIndex(
  embedder: Embedder,
  docs: readonly IndexSource[],
): Promise<PreparedIndex[]> {
  const texts: string[] = [];
  const plans = docs.map((doc) => {
    const passages = passagesOf(doc.content, doc.pageMap);
    const first = texts.length;
    if (passages.length > 1) for (const passage of passages) texts.push(passageText(doc, passage));
    else texts.push(`${doc.title}\n${doc.content}`);
    return { doc, passages, first };
  });
  const vectors = texts.length > 0 ? await embedder.embed(texts) : [];
  return plans.map(({ doc, passages, first }) => {
    if (passages.length <= 1)
      return { id: doc.id, version: doc.version, vector: vectorLiteral(vectors[first]!), passages: [] };
    const own = vectors.slice(first, first + passages.length);
    return {
      id: doc.id,
      version: doc.version,
      vector: vectorLiteral(meanVector(own)),
      passages: passages.map((passage, i) => ({ ...passage, vector: vectorLiteral(own[i]!) })),
    };
  });
}
