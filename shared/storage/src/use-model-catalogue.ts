import type { ModelCatalogue } from '@csw/contracts';
import { describeError } from './describe-error';
import { useRequest } from './use-request';

/** A center's model catalogue (null while it loads or when it failed), and why it could not be listed. */
export interface CatalogueState {
  catalogue: ModelCatalogue | null;
  error: string | null;
}

/**
 * Reads the model catalogue once, for a center that lets the user choose a model. `failure` words what
 * the center does without the list, given the reason ('... (reason); the built-in analyst is used.').
 */
export function useModelCatalogue(
  load: () => Promise<ModelCatalogue>,
  failure: (reason: string) => string,
): CatalogueState {
  const { state } = useRequest(load, 'model catalogue', {
    what: 'model catalogue',
    failure: (error) => failure(describeError(error)),
  });
  return {
    catalogue: state.status === 'ready' ? state.value : null,
    error: state.status === 'failed' ? state.message : null,
  };
}
