import type { ModelCatalogue, modelAnswerSchemas } from '@csw/contracts';
import type { ApiClient } from './api-client';
import { answerReader } from './parse-response';

/** Typed calls of the model catalogue (shared/contracts/src/api/analysis.ts). */
export interface ModelsApi {
  /** GET /api/models: the models the server knows, which of them can be chosen, and its default. */
  catalogue(): Promise<ModelCatalogue>;
}

/**
 * The models API of every center that lists models. A center passes `schemas` (modelAnswerSchemas of
 * shared/contracts) and the catalogue is parsed at the boundary (see answerReader).
 */
export function modelsApi(client: ApiClient, schemas?: typeof modelAnswerSchemas): ModelsApi {
  const read = answerReader(schemas);
  return {
    async catalogue() {
      return read('catalogue', await client.get('/api/models'));
    },
  };
}
