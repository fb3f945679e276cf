import { DEFAULT_UPLOAD_LIMIT_BYTES } from '@csw/contracts';

/** An OpenAI-compatible embeddings endpoint (Ollama, vLLM, llama.cpp server, LocalAI or a hosted service). */
export interface EmbeddingsEndpoint {
  /** The API root that `/embeddings` is appended to, for example http://localhost:11434/v1. */
  baseUrl: string;
  /** Sent as a bearer token; never leaves the server. */
  apiKey: string | null;
  model: string;
  /** The vector length, when known in advance; otherwise asked of the endpoint at start. */
  dimension: number | null;
  /** Texts per request. */
  batchSize: number;
  timeoutMs: number;
}

export interface LibrarySettings {
  /** Seed the twelve sample documents at start (SEED_LIBRARY; on, except under NODE_ENV=test). */
  seed: boolean;
  /** Largest upload, in bytes (UPLOAD_LIMIT_MB, default 20). */
  uploadLimitBytes: number;
  /** EMBEDDINGS_URL and friends; null means the built-in embedder. */
  embeddings: EmbeddingsEndpoint | null;
  /**
   * The cosine that text unrelated to a query typically reaches with this embedder
   * (EMBEDDINGS_SIMILARITY_FLOOR): vector similarity is measured from there (see
   * library/searching/similarity.ts). Null: the embedder's own default.
   */
  similarityFloor: number | null;
  /**
   * When the search fuses vector similarity with the keyword ranking (SEARCH_VECTOR_FUSION): 'never' (the
   * default: on the judged collections it lowered nDCG@10, see server/README.md, and documents are then not
   * embedded at all), 'when-words-missing' (only for a query with a word no readable document holds) or
   * 'always'.
   */
  vectorFusion: VectorFusion;
}

export const VECTOR_FUSION_MODES = ['never', 'when-words-missing', 'always'] as const;
export type VectorFusion = (typeof VECTOR_FUSION_MODES)[number];

function vectorFusion(env: NodeJS.ProcessEnv): VectorFusion {
  const raw = env.SEARCH_VECTOR_FUSION?.trim().toLowerCase();
  if (!raw) return 'never';
  const mode = VECTOR_FUSION_MODES.find((m) => m === raw);
  if (!mode)
    throw new Error(`SEARCH_VECTOR_FUSION must be one of ${VECTOR_FUSION_MODES.join(', ')}, got "${raw}".`);
  return mode;
}

const MB = 1024 * 1024;

function positive(
  env: NodeJS.ProcessEnv,
  key: string,
  fallback: number,
  { integer = false, max = Infinity } = {},
): number {
  const raw = env[key]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > max || (integer && !Number.isInteger(value))) {
    throw new Error(
      `${key} must be a positive ${integer ? 'whole number' : 'number'}${max < Infinity ? ` of at most ${max}` : ''}, got "${raw}".`,
    );
  }
  return value;
}

function onOff(env: NodeJS.ProcessEnv, key: string, fallback: boolean): boolean {
  const raw = env[key]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'on', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'off', 'no'].includes(raw)) return false;
  throw new Error(`${key} must be on or off, got "${env[key]}".`);
}

function endpoint(env: NodeJS.ProcessEnv): EmbeddingsEndpoint | null {
  const baseUrl = env.EMBEDDINGS_URL?.trim();
  if (!baseUrl) return null;
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error(`EMBEDDINGS_URL must be an http(s) URL, got "${baseUrl}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`EMBEDDINGS_URL must be an http(s) URL, got "${baseUrl}".`);
  const model = env.EMBEDDINGS_MODEL?.trim();
  if (!model) throw new Error('EMBEDDINGS_MODEL must name the embedding model when EMBEDDINGS_URL is set.');
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    apiKey: env.EMBEDDINGS_API_KEY?.trim() || null,
    model,
    dimension: env.EMBEDDINGS_DIMENSION?.trim()
      ? positive(env, 'EMBEDDINGS_DIMENSION', 0, { integer: true, max: 16_000 })
      : null,
    batchSize: positive(env, 'EMBEDDINGS_BATCH_SIZE', 64, { integer: true, max: 2048 }),
    timeoutMs: positive(env, 'EMBEDDINGS_TIMEOUT_MS', 30_000),
  };
}

/** The library's settings from the environment (documented in README.md). */
export function loadLibrarySettings(env: NodeJS.ProcessEnv): LibrarySettings {
  const floorRaw = env.EMBEDDINGS_SIMILARITY_FLOOR?.trim();
  let similarityFloor: number | null = null;
  if (floorRaw) {
    similarityFloor = Number(floorRaw);
    if (!Number.isFinite(similarityFloor) || similarityFloor < 0 || similarityFloor >= 1) {
      throw new Error(`EMBEDDINGS_SIMILARITY_FLOOR must be a number from 0 to below 1, got "${floorRaw}".`);
    }
  }
  return {
    seed: onOff(env, 'SEED_LIBRARY', env.NODE_ENV !== 'test'),
    uploadLimitBytes: Math.round(positive(env, 'UPLOAD_LIMIT_MB', DEFAULT_UPLOAD_LIMIT_BYTES / MB) * MB),
    embeddings: endpoint(env),
    similarityFloor,
    vectorFusion: vectorFusion(env),
  };
}
