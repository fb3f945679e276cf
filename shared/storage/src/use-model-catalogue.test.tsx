import { renderHook, waitFor } from '@testing-library/react';
import type { ModelCatalogue } from '@csw/contracts';
import { apiFailure } from './testing/fake-api';
import { useModelCatalogue } from './use-model-catalogue';

const catalogue: ModelCatalogue = { models: [], defaultModelId: 'builtin' };

describe('useModelCatalogue', () => {
  it('gives the catalogue once it is read', async () => {
    const { result } = renderHook(() =>
      useModelCatalogue(
        () => Promise.resolve(catalogue),
        (reason) => reason,
      ),
    );
    expect(result.current).toEqual({ catalogue: null, error: null });
    await waitFor(() => expect(result.current).toEqual({ catalogue, error: null }));
  });

  it("words the failure with the server's reason", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() =>
      useModelCatalogue(
        () => Promise.reject(apiFailure(503, 'No model is reachable.')),
        (reason) => `The model list could not be loaded (${reason}).`,
      ),
    );
    await waitFor(() =>
      expect(result.current.error).toBe('The model list could not be loaded (No model is reachable.).'),
    );
    expect(result.current.catalogue).toBeNull();
  });
});
