import type { Embedder } from '../embed/embedder';
import { Bm25Index, type Bm25QueryTerm } from '../search/bm25';
import { questionTerms } from '../search/passage-ranking';
import type { AnalysisTypeId } from './analysis-types';
import type { Corpus } from './corpus';
import { corpusEntities, type EntityMention } from './entities/extract';
import { extractQuantities, type Quantity } from './quantities';

/** Everything computed once per analysis and shared by the sections. */
export interface AnalysisContext {
  readonly corpus: Corpus;
  readonly question: string;
  readonly analysisType: AnalysisTypeId;
  readonly queryTerms: readonly Bm25QueryTerm[];
  /** BM25 over sentences. */
  readonly sentenceIndex: Bm25Index;
  /** BM25 score of every sentence against the question. */
  readonly questionScores: Float64Array;
  /** Each stemmed term with the sentences that hold it (ascending, each once). */
  readonly sentencesByTerm: ReadonlyMap<string, readonly number[]>;
  readonly quantities: readonly Quantity[];
  readonly quantitiesBySentence: ReadonlyMap<number, readonly Quantity[]>;
  readonly entities: readonly EntityMention[];
  readonly entitiesBySentence: ReadonlyMap<number, readonly EntityMention[]>;
  readonly embedder: Embedder;
}

function groupBy<T extends { sentence: number }>(items: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const item of items) {
    const list = map.get(item.sentence) ?? [];
    list.push(item);
    map.set(item.sentence, list);
  }
  return map;
}

function sentencesByTerm(corpus: Corpus): Map<string, number[]> {
  const map = new Map<string, number[]>();
  for (const sentence of corpus.sentences) {
    for (const term of sentence.terms) {
      const list = map.get(term);
      if (!list) map.set(term, [sentence.index]);
      else if (list[list.length - 1] !== sentence.index) list.push(sentence.index);
    }
  }
  return map;
}

export function buildContext(
  corpus: Corpus,
  question: string,
  analysisType: AnalysisTypeId,
  embedder: Embedder,
): AnalysisContext {
  const sentenceIndex = new Bm25Index(corpus.sentences.map((s) => s.terms));
  const queryTerms = questionTerms(question);
  const quantities = corpus.sentences.flatMap(extractQuantities);
  const entities = corpusEntities(corpus);
  return {
    corpus,
    question,
    analysisType,
    queryTerms,
    sentenceIndex,
    questionScores: sentenceIndex.scores(queryTerms),
    sentencesByTerm: sentencesByTerm(corpus),
    quantities,
    quantitiesBySentence: groupBy(quantities),
    entities,
    entitiesBySentence: groupBy(entities),
    embedder,
  };
}
