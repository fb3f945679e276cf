import { describeError } from '@csw/storage';
import { useEffect, useState } from 'react';
import { BUILTIN_ANALYST_ID, type ModelDto } from '@csw/contracts';
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
  const [models, setModels] = useState<ModelDto[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [modelId, setModelId] = useState(BUILTIN_ANALYST_ID);
  useEffect(() => {
    let live = true;
    api.models().then(
      (catalogue) => {
        if (!live) return;
        setModels(catalogue.models);
        setModelId(catalogue.defaultModelId);
      },
      (failure: unknown) => {
        console.error('The model list could not be loaded', failure);
        if (live)
          setError(
            `The model list could not be loaded (${describeError(failure)}); the built-in analyst is used.`,
          );
      },
    );
    return () => {
      live = false;
    };
  }, [api]);
  return { models, error, modelId, setModelId };
}
