import { useState } from 'react';
import { BUILTIN_ANALYST_ID, type ModelDto } from '@csw/contracts';
import { useModelCatalogue } from '@csw/storage';
import type { ThinkApi } from '../../api/think-api';

/** The model catalogue (null while it loads), why it could not be listed, and the model chosen. */
export interface ModelChoice {
  models: readonly ModelDto[] | null;
  error: string | null;
  modelId: string;
  setModelId(id: string): void;
}

/** The model catalogue, and the chosen model (the server's default until the user picks another). */
export function useModels(api: ThinkApi): ModelChoice {
  const { catalogue, error } = useModelCatalogue(
    () => api.models(),
    (reason) => `The model list could not be loaded (${reason}); the built-in analyst is used.`,
  );
  const [picked, setModelId] = useState<string | null>(null);
  const modelId = picked ?? catalogue?.defaultModelId ?? BUILTIN_ANALYST_ID;
  return { models: catalogue?.models ?? null, error, modelId, setModelId };
}
