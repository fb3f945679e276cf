import { useMemo, useState } from 'react';
import { BUILTIN_ANALYST_ID } from '@csw/contracts';
import { useModelCatalogue } from '@csw/storage';
import type { AdviseApi } from '../api/advise-api';

/**
 * Who speaks for the advisors: the built-in methods (the offline default) or a model configured on the
 * server. Only the models the server can reach are offered.
 */
export function useVoices(api: AdviseApi) {
  const { catalogue, error } = useModelCatalogue(
    () => api.models(),
    (reason) => `The configured models could not be listed (${reason}); the built-in methods answer.`,
  );
  const models = useMemo(
    () => (catalogue?.models ?? []).filter((m) => m.kind === 'endpoint' && m.available),
    [catalogue],
  );
  const [voiceId, setVoiceId] = useState(BUILTIN_ANALYST_ID);
  /** The model id to send, or nothing for the built-in methods. */
  const modelId = voiceId === BUILTIN_ANALYST_ID ? undefined : voiceId;
  return { models, error, voiceId, setVoiceId, modelId };
}
