export { alignText, foldText, normalizeText, oneLine } from './text/normalize';
export { STOP_WORDS, isStopWord } from './text/stop-words';
export { stem } from './text/stem';
export { contentTerms, termKey, wordTokens, type WordToken } from './text/tokenize';
export {
  analyzeText,
  type AnalyzedText,
  type TextEntity,
  type TextSentence,
  type TextToken,
} from './text/nlp';
export {
  paragraphRanges,
  segmentText,
  type Paragraph,
  type Sentence,
  type SegmentedText,
} from './text/segment';
export {
  recogniseIntent,
  type IntentResult,
  type IntentScore,
  type RecogniseOptions,
} from './intent/recognise-intent';
export { INTENTS, INTENT_CENTER, type IntentId } from './intent/intent-cues';
export { lowerWords } from './text/tokenize';
export { cosineSimilarity, dot, type Embedder } from './embed/embedder';
export {
  DEFAULT_EMBEDDING_DIMENSION,
  HashingEmbedder,
  type HashingEmbedderOptions,
} from './embed/hashing-embedder';
