import type { Embedder } from '@csw/engine';
import type { EmbeddingsEndpoint } from '../../settings/library-settings';

/** An embeddings endpoint that did not answer as expected; the message says what to check. */
export class EmbeddingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddingsError';
  }
}

interface EmbeddingsAnswer {
  data?: { embedding?: unknown; index?: unknown }[];
}

/**
 * An embedder behind an OpenAI-compatible endpoint: POST {baseUrl}/embeddings {model, input: [...]} ->
 * {data: [{embedding, index}]}. Ollama, vLLM, llama.cpp's server, LocalAI and hosted services answer it.
 * Texts are sent in batches; every vector is checked for its length.
 */
export class OpenAiCompatibleEmbedder implements Embedder {
  readonly id: string;

  private constructor(
    private readonly endpoint: EmbeddingsEndpoint,
    readonly dimension: number,
    private readonly fetchImpl: typeof fetch,
  ) {
    this.id = `openai-compatible:${endpoint.model}:${dimension}`;
  }

  /** Connects to the endpoint; asks it for one vector when the dimension is not configured. */
  static async connect(
    endpoint: EmbeddingsEndpoint,
    fetchImpl: typeof fetch = fetch,
  ): Promise<OpenAiCompatibleEmbedder> {
    if (endpoint.dimension) return new OpenAiCompatibleEmbedder(endpoint, endpoint.dimension, fetchImpl);
    const [probe] = await request(endpoint, fetchImpl, ['dimension probe']);
    return new OpenAiCompatibleEmbedder(endpoint, probe!.length, fetchImpl);
  }

  async embed(texts: readonly string[]): Promise<number[][]> {
    const out: number[][] = [];
    for (let i = 0; i < texts.length; i += this.endpoint.batchSize) {
      const vectors = await request(
        this.endpoint,
        this.fetchImpl,
        texts.slice(i, i + this.endpoint.batchSize),
      );
      for (const vector of vectors) {
        if (vector.length !== this.dimension) {
          throw new EmbeddingsError(
            `The embeddings endpoint returned vectors of ${vector.length} numbers instead of ${this.dimension}. ` +
              'Set EMBEDDINGS_DIMENSION to match the model, or leave it unset.',
          );
        }
        out.push(vector);
      }
    }
    return out;
  }
}

async function request(
  endpoint: EmbeddingsEndpoint,
  fetchImpl: typeof fetch,
  input: readonly string[],
): Promise<number[][]> {
  const where = `${endpoint.baseUrl}/embeddings`;
  let response: Response;
  try {
    response = await fetchImpl(where, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: endpoint.model, input }),
      signal: AbortSignal.timeout(endpoint.timeoutMs),
    });
  } catch (error) {
    throw new EmbeddingsError(
      `The embeddings endpoint ${where} did not answer: ${(error as Error).message}.`,
    );
  }
  if (!response.ok) {
    const detail = (await response.text().catch(() => '')).slice(0, 200);
    throw new EmbeddingsError(
      `The embeddings endpoint ${where} answered ${response.status}${detail ? `: ${detail}` : ''}.`,
    );
  }
  let body: EmbeddingsAnswer;
  try {
    body = (await response.json()) as EmbeddingsAnswer;
  } catch {
    throw new EmbeddingsError(`The embeddings endpoint ${where} did not answer JSON.`);
  }
  const data = Array.isArray(body.data) ? body.data : [];
  if (data.length !== input.length) {
    throw new EmbeddingsError(
      `The embeddings endpoint ${where} returned ${data.length} vectors for ${input.length} texts.`,
    );
  }
  // The answer carries each vector's index; keep the order of the texts whatever order they come in.
  const ordered = data.every((item) => typeof item.index === 'number')
    ? [...data].sort((a, b) => (a.index as number) - (b.index as number))
    : data;
  return ordered.map((item) => {
    const vector = item.embedding;
    if (
      !Array.isArray(vector) ||
      vector.length === 0 ||
      !vector.every((x) => typeof x === 'number' && Number.isFinite(x))
    ) {
      throw new EmbeddingsError(
        `The embeddings endpoint ${where} returned something that is not a vector of numbers.`,
      );
    }
    return vector as number[];
  });
}
