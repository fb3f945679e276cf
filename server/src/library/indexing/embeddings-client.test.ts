import { EmbeddingsError, OpenAiCompatibleEmbedder } from './embeddings-client';
import type { EmbeddingsEndpoint } from '../../settings/library-settings';
import { startFakeEmbeddings } from '../testing/fake-embeddings-server';

let fake: Awaited<ReturnType<typeof startFakeEmbeddings>>;
const endpoint = (): EmbeddingsEndpoint => ({
  baseUrl: fake.url,
  apiKey: 'sk-test',
  model: 'fake-model',
  dimension: null,
  batchSize: 3,
  timeoutMs: 5000,
});

beforeEach(async () => {
  fake = await startFakeEmbeddings(64);
});
afterEach(async () => fake.stop());

describe('OpenAiCompatibleEmbedder', () => {
  test('asks the endpoint for the dimension, sends the model and key, batches and keeps the order', async () => {
    const embedder = await OpenAiCompatibleEmbedder.connect(endpoint());
    expect(embedder.dimension).toBe(64);
    expect(embedder.id).toBe('openai-compatible:fake-model:64');
    const texts = ['satellite battery', 'fuel convoy', 'orbit', 'jamming', 'radar outage'];
    const vectors = await embedder.embed(texts);
    expect(vectors).toHaveLength(5);
    // Batches of three: the probe, then 3 + 2 texts.
    expect(fake.calls.map((c) => c.input.length)).toEqual([1, 3, 2]);
    expect(fake.calls.every((c) => c.model === 'fake-model' && c.authorization === 'Bearer sk-test')).toBe(
      true,
    );
    // The fake answers in reverse order; the vectors still follow the texts.
    const again = await embedder.embed(['fuel convoy']);
    expect(again[0]).toEqual(vectors[1]);
  });

  test('takes a configured dimension without asking', async () => {
    const embedder = await OpenAiCompatibleEmbedder.connect({ ...endpoint(), dimension: 64 });
    expect(embedder.dimension).toBe(64);
    expect(fake.calls).toHaveLength(0);
  });

  test('explains an error status, a wrong count, a wrong length and an unreachable endpoint', async () => {
    const embedder = await OpenAiCompatibleEmbedder.connect(endpoint());
    fake.failWith = 503;
    await expect(embedder.embed(['a'])).rejects.toThrow(/answered 503: \{"error":"model not loaded"\}/);
    fake.failWith = null;
    fake.countOverride = 1;
    await expect(embedder.embed(['a', 'b'])).rejects.toThrow(/returned 1 vectors for 2 texts/);
    fake.countOverride = null;
    const wrongSize = await OpenAiCompatibleEmbedder.connect({ ...endpoint(), dimension: 32 });
    await expect(wrongSize.embed(['a'])).rejects.toThrow(/vectors of 64 numbers instead of 32/);
    await fake.stop();
    await expect(embedder.embed(['a'])).rejects.toBeInstanceOf(EmbeddingsError);
    fake = await startFakeEmbeddings(64);
  });
});
