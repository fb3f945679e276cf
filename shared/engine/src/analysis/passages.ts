import { dot } from '../embed/embedder';
import { HashingEmbedder } from '../embed/hashing-embedder';
import { reciprocalRankFusion } from '../search/rrf';
import { SEARCH_SIMILARITY_THRESHOLD } from '../search/constants';
import type { AnalysisContext } from './context';
import { termKey, wordTokens } from '../text/tokenize';
import { cite, isClause, MAX_QUOTE_CHARS } from './corpus';
import type { RelevantPassage } from './types';

// The stretch of a long sentence with most question words, so that its quote shows them.
function matchSpan(
  text: string,
  offset: number,
  wanted: ReadonlySet<string>,
): { start: number; end: number } | undefined {
  const hits = wordTokens(text).filter((w) => wanted.has(termKey(w.lower)));
  if (hits.length === 0) return undefined;
  let best = { from: 0, to: 0 };
  for (let i = 0; i < hits.length; i += 1) {
    let j = i;
    while (j + 1 < hits.length && hits[j + 1]!.end - hits[i]!.start <= MAX_QUOTE_CHARS) j += 1;
    if (j - i > best.to - best.from) best = { from: i, to: j };
  }
  return { start: offset + hits[best.from]!.start, end: offset + hits[best.to]!.end };
}

/** A ranked passage and the corpus sentence it quotes. */
export interface RankedSentence {
  readonly sentence: number;
  readonly passage: RelevantPassage;
}

export interface PassageOptions {
  readonly limit?: number;
  /** At most this many passages from one document before others get a turn. */
  readonly perDocument?: number;
}

// A fragment this short is a label, not a passage worth quoting (headings and verbless stubs are
// left out whatever their length).
const MIN_PASSAGE_WORDS = 5;
// Beyond this rank a list adds nothing to the fusion but time.
const FUSION_DEPTH = 200;

/**
 * Ranks sentences against the question by fusing three rankings with reciprocal rank fusion:
 * BM25 over sentences, BM25 over paragraphs (a sentence inherits its paragraph's rank) and the
 * cosine of sentence and question embeddings. Keeps a spread over documents.
 */
export async function rankRelevantPassages(
  ctx: AnalysisContext,
  options: PassageOptions = {},
): Promise<RankedSentence[]> {
  const { corpus } = ctx;
  const limit = options.limit ?? 8;
  const perDocument = options.perDocument ?? 3;
  const sentences = corpus.sentences.filter(
    (s) => s.terms.length >= MIN_PASSAGE_WORDS - 2 && s.tokens.length >= MIN_PASSAGE_WORDS && isClause(s),
  );
  if (sentences.length === 0) return [];

  const byBm25 = sentences
    .filter((s) => ctx.questionScores[s.index]! > 0)
    .sort((a, b) => ctx.questionScores[b.index]! - ctx.questionScores[a.index]! || a.index - b.index)
    .slice(0, FUSION_DEPTH);

  // Scores by paragraph and similarities by sentence in arrays: the sorts below read them for every
  // comparison. A paragraph with a matching sentence scores above 0.
  const paragraphScore = new Float64Array(corpus.paragraphs.length);
  for (const s of corpus.sentences) {
    const score = ctx.questionScores[s.index]!;
    if (score > 0) paragraphScore[s.paragraph]! += score;
  }
  const byParagraph = sentences
    .filter((s) => paragraphScore[s.paragraph]! > 0)
    .sort(
      (a, b) =>
        paragraphScore[b.paragraph]! - paragraphScore[a.paragraph]! ||
        ctx.questionScores[b.index]! - ctx.questionScores[a.index]! ||
        a.index - b.index,
    )
    .slice(0, FUSION_DEPTH);

  // The built-in embedder is called directly: it skips copying thousands of vectors into arrays.
  const embedder = ctx.embedder;
  const similarity = new Float64Array(corpus.sentences.length);
  if (embedder instanceof HashingEmbedder) {
    const questionVector = embedder.embedOne(ctx.question);
    for (const s of sentences) similarity[s.index] = dot(questionVector, embedder.embedOne(s.text));
  } else {
    const [questionVector, ...vectors] = await embedder.embed([
      ctx.question,
      ...sentences.map((s) => s.text),
    ]);
    sentences.forEach((s, i) => (similarity[s.index] = dot(questionVector!, vectors[i]!)));
  }
  const byEmbedding = sentences
    .filter((s) => similarity[s.index]! > SEARCH_SIMILARITY_THRESHOLD)
    .sort((a, b) => similarity[b.index]! - similarity[a.index]! || a.index - b.index)
    .slice(0, FUSION_DEPTH);

  const fused = reciprocalRankFusion(
    [byBm25, byParagraph, byEmbedding].map((list) => list.map((s) => String(s.index))),
    { weights: [1, 0.5, 1] },
  );

  // Spread: first round takes at most `perDocument` from each document, then the rest in order.
  const chosen: Array<{ index: number; score: number }> = [];
  const perDoc = new Map<number, number>();
  const deferred: Array<{ index: number; score: number }> = [];
  for (const r of fused) {
    const index = Number(r.id);
    const doc = corpus.sentences[index]!.doc;
    if ((perDoc.get(doc) ?? 0) < perDocument) {
      perDoc.set(doc, (perDoc.get(doc) ?? 0) + 1);
      chosen.push({ index, score: r.score });
    } else deferred.push({ index, score: r.score });
    if (chosen.length >= limit) break;
  }
  for (const d of deferred) {
    if (chosen.length >= limit) break;
    chosen.push(d);
  }
  chosen.sort((a, b) => b.score - a.score || a.index - b.index);

  const wanted = new Set(ctx.queryTerms.map((t) => (typeof t === 'string' ? t : t.term)));
  return chosen.map((c, i) => {
    const sentence = corpus.sentences[c.index]!;
    const citation = cite(corpus, sentence, matchSpan(sentence.text, sentence.start, wanted));
    return {
      sentence: c.index,
      passage: {
        rank: i + 1,
        score: Math.round(c.score * 1e6) / 1e6,
        matchedTerms: [...new Set(sentence.terms.filter((t) => wanted.has(t)))],
        highlights: wordTokens(citation.quote)
          .filter((w) => wanted.has(termKey(w.lower)))
          .map((w) => ({ start: w.start, end: w.end })),
        citation,
      },
    };
  });
}
