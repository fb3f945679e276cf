import { useEffect, useState } from 'react';
import { BUILTIN_ANALYST_ID, type ModelDto } from '@csw/contracts';
import { describeError } from '@csw/storage';
import type { AdviseApi } from '../api/advise-api';

/**
 * Who speaks for the advisors: the built-in methods (the offline default) or a model configured on the
 * server. Only the models the server can reach are offered.
 */
export function useVoices(api: AdviseApi) {
  const [models, setModels] = useState<ModelDto[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [voiceId, setVoiceId] = useState(BUILTIN_ANALYST_ID);
  useEffect(() => {
    let live = true;
    api.models().then(
      (catalogue) => {
        if (live) setModels(catalogue.models.filter((m) => m.kind === 'endpoint' && m.available));
      },
      (failure: unknown) => {
        if (live)
          setError(
            `The configured models could not be listed (${describeError(failure)}); the built-in methods answer.`,
          );
      },
    );
    return () => {
      live = false;
    };
  }, [api]);
  /** The model id to send, or nothing for the built-in methods. */
  const modelId = voiceId === BUILTIN_ANALYST_ID ? undefined : voiceId;
  return { models, error, voiceId, setVoiceId, modelId };
}
