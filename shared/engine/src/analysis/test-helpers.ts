import { buildContext, type AnalysisContext } from './context';
import { buildCorpus } from './corpus';
import { HashingEmbedder } from '../embed/hashing-embedder';

/** A context over plain texts, one document each (for tests of the analysis parts). */
export function contextOf(texts: readonly string[], question = 'What matters?'): AnalysisContext {
  const corpus = buildCorpus(
    texts.map((text, i) => ({
      id: `d${i + 1}`,
      title: `Doc ${i + 1}`,
      classification: 'UNCLASS' as const,
      createdAt: '2024-01-01T00:00:00Z',
      text,
    })),
  );
  return buildContext(corpus, question, 'custom', new HashingEmbedder());
}
