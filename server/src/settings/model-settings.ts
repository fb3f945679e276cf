import { z } from 'zod';
import { NAMED_MODEL_IDS } from '@csw/contracts';

/** A model behind an OpenAI-compatible endpoint (Ollama, vLLM, llama.cpp server, or a hosted service). */
export interface ModelEndpoint {
  /** The API root that `/chat/completions` is appended to, for example http://localhost:11434/v1. */
  baseUrl: string;
  /** Sent as a bearer token; never leaves the server. */
  apiKey: string | null;
  /** The model name the endpoint expects (defaults to the catalogue id). */
  model: string;
  /** How a model that is not one of the six named ones is shown in the catalogue. */
  name?: string;
  category?: string;
  description?: string;
  strengths?: string[];
}

export interface ModelSettings {
  /** Catalogue id -> endpoint; a named model without an entry is listed as unavailable. */
  endpoints: Record<string, ModelEndpoint>;
  /** DEFAULT_MODEL: the model THINK selects first, when it is available. */
  defaultModelId: string | null;
  /** A model answer still unfinished after this long (MODEL_TIMEOUT_MS) is given up. */
  timeoutMs: number;
}

const endpointSchema = z.object({
  baseUrl: z.url({ protocol: /^https?$/, error: 'baseUrl must be an http(s) URL' }),
  apiKey: z.string().min(1).optional(),
  model: z.string().min(1).max(200).optional(),
  name: z.string().min(1).max(100).optional(),
  category: z.string().min(1).max(100).optional(),
  description: z.string().max(1000).optional(),
  strengths: z.array(z.string().max(100)).max(10).optional(),
});
const modelsConfigSchema = z.record(
  z.string().regex(/^[a-z0-9][a-z0-9._-]{0,63}$/, 'model ids are lower-case words'),
  endpointSchema,
);

/** MODEL_GROK_2_BASE_URL and so on: the id in capitals, anything but letters and digits as '_'. */
export function envPrefixOf(id: string): string {
  return `MODEL_${id.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_`;
}

function fromJson(raw: string): Record<string, ModelEndpoint> {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new Error(
      'MODELS_CONFIG must be JSON: {"<model id>": {"baseUrl": "...", "apiKey": "...", "model": "..."}}.',
    );
  }
  const parsed = modelsConfigSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `MODELS_CONFIG is not valid at ${issue?.path.join('.') || 'its top level'}: ${issue?.message}.`,
    );
  }
  return Object.fromEntries(
    Object.entries(parsed.data).map(([id, e]) => [
      id,
      { ...e, apiKey: e.apiKey ?? null, model: e.model ?? id },
    ]),
  );
}

function fromVariables(env: NodeJS.ProcessEnv, id: string): ModelEndpoint | null {
  const prefix = envPrefixOf(id);
  const baseUrl = env[`${prefix}BASE_URL`]?.trim();
  if (!baseUrl) return null;
  const parsed = endpointSchema.shape.baseUrl.safeParse(baseUrl);
  if (!parsed.success) throw new Error(`${prefix}BASE_URL must be an http(s) URL, got "${baseUrl}".`);
  return {
    baseUrl,
    apiKey: env[`${prefix}API_KEY`]?.trim() || null,
    model: env[`${prefix}MODEL`]?.trim() || id,
  };
}

/**
 * Reads which models this server can reach: MODELS_CONFIG (JSON, any ids) and, for the six named models,
 * MODEL_<ID>_BASE_URL, MODEL_<ID>_API_KEY and MODEL_<ID>_MODEL (these win over the JSON). Nothing
 * configured means only the built-in analyst is available.
 */
export function loadModelSettings(env: NodeJS.ProcessEnv): ModelSettings {
  const endpoints = env.MODELS_CONFIG?.trim() ? fromJson(env.MODELS_CONFIG) : {};
  for (const id of NAMED_MODEL_IDS) {
    const endpoint = fromVariables(env, id);
    if (endpoint) endpoints[id] = endpoint;
  }
  const timeout = Number(env.MODEL_TIMEOUT_MS ?? 120_000);
  if (!Number.isFinite(timeout) || timeout < 1000)
    throw new Error(`MODEL_TIMEOUT_MS must be a number of at least 1000, got "${env.MODEL_TIMEOUT_MS}".`);
  return { endpoints, defaultModelId: env.DEFAULT_MODEL?.trim() || null, timeoutMs: timeout };
}
