import { BUILTIN_ANALYST_ID, NAMED_MODEL_IDS, type ModelCatalogue, type ModelDto } from '@csw/contracts';
import type { ModelEndpoint, ModelSettings } from '../../settings/model-settings';
import { DomainError } from '../errors';
import namedModels from './named-models.json';

export const NOT_CONFIGURED = 'Not configured on this server';

type ModelText = Pick<ModelDto, 'name' | 'category' | 'description' | 'strengths'>;

const BUILTIN: ModelText = {
  name: 'Built-in Analyst',
  category: 'Rule-based, offline',
  description:
    'Rule-based analysis that runs on this server without any network: ranked passages with citations, recurring patterns, a Key Assumptions Check, PMESII-PT blind spots and a section for the analysis type. It is not a language model: it finds and arranges what the documents say, and writes no free prose.',
  strengths: ['Works offline', 'Every finding cited', 'Same answer every time'],
};

/**
 * The six named models a user can choose from (named-models.json: their names and texts are data). Each
 * is real only when the server maps it to an endpoint; the texts say what the model is, not what this
 * server can do with it.
 */
const NAMED: Record<(typeof NAMED_MODEL_IDS)[number], ModelText> = namedModels;

function isNamed(id: string): id is keyof typeof NAMED {
  return id in NAMED;
}

function endpointModel(id: string, endpoint: ModelEndpoint | undefined): ModelDto {
  const text: ModelText = isNamed(id)
    ? NAMED[id]
    : {
        name: endpoint?.name ?? id,
        category: endpoint?.category ?? 'Configured model',
        description:
          endpoint?.description ??
          `The model "${endpoint?.model ?? id}" on an OpenAI-compatible endpoint configured on this server.`,
        strengths: endpoint?.strengths ?? [],
      };
  return {
    id,
    ...text,
    kind: 'endpoint',
    available: Boolean(endpoint),
    reason: endpoint ? null : NOT_CONFIGURED,
  };
}

/**
 * The catalogue THINK and ADVISE offer: the built-in analyst, the six named models (available only when
 * configured) and any other configured model. It holds no address and no key.
 */
export function modelCatalogue(settings: ModelSettings): ModelCatalogue {
  const extra = Object.keys(settings.endpoints).filter((id) => !isNamed(id) && id !== BUILTIN_ANALYST_ID);
  const models: ModelDto[] = [
    { id: BUILTIN_ANALYST_ID, ...BUILTIN, kind: 'builtin', available: true, reason: null },
    ...NAMED_MODEL_IDS.map((id) => endpointModel(id, settings.endpoints[id])),
    ...extra.map((id) => endpointModel(id, settings.endpoints[id])),
  ];
  const available = models.filter((m) => m.available);
  const preferred = [
    settings.defaultModelId,
    NAMED_MODEL_IDS[0],
    available.find((m) => m.kind === 'endpoint')?.id,
  ];
  const defaultModelId =
    preferred.find((id) => id && available.some((m) => m.id === id)) ?? BUILTIN_ANALYST_ID;
  return { models, defaultModelId };
}

/**
 * The endpoint of an available external model; null for the built-in analyst. Refuses (UnknownModelError,
 * answered 400 MODEL_UNAVAILABLE) an unknown or unconfigured id.
 */
export function resolveModel(
  settings: ModelSettings,
  modelId: string,
): { model: ModelDto; endpoint: ModelEndpoint | null } {
  const model = modelCatalogue(settings).models.find((m) => m.id === modelId);
  if (!model) throw new UnknownModelError(`There is no model "${modelId}" in the catalogue.`);
  if (!model.available)
    throw new UnknownModelError(`${model.name} is not available: ${NOT_CONFIGURED.toLowerCase()}.`);
  return { model, endpoint: model.kind === 'builtin' ? null : settings.endpoints[modelId]! };
}

/** A configured model that speaks (for THINK's answer, CREATE's draft, ADVISE's personas). */
export interface ModelVoice {
  id: string;
  name: string;
  endpoint: ModelEndpoint;
}

/** The configured model of `modelId`; null for the built-in analyst; refuses one not available (UnknownModelError). */
export function configuredVoice(settings: ModelSettings, modelId: string): ModelVoice | null {
  const { model, endpoint } = resolveModel(settings, modelId);
  return endpoint ? { id: model.id, name: model.name, endpoint } : null;
}

/** A model the catalogue does not hold, or holds but this server has not configured. */
export class UnknownModelError extends DomainError {
  constructor(message: string) {
    super('invalid', message, 'MODEL_UNAVAILABLE');
    this.name = 'UnknownModelError';
  }
}
