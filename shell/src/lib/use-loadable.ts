import { useCallback, useEffect, useState } from 'react';

export type Loadable<T> =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; value: T };

/**
 * Loads something a screen shows, with its loading and failed states; `reload` reads it again after a
 * change. `key` says what is loaded (for example the audit query): a new key loads again. A failure is
 * logged and becomes 'The {what} could not be loaded.'
 */
export function useLoadable<T>(
  load: () => Promise<T>,
  what: string,
  key: string = what,
): { state: Loadable<T>; reload: () => void } {
  const [state, setState] = useState<Loadable<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    load()
      .then((value) => live && setState({ status: 'ready', value }))
      .catch((error: unknown) => {
        console.error(`Loading ${what} failed`, error);
        if (live) setState({ status: 'failed', message: `The ${what} could not be loaded.` });
      });
    return () => {
      live = false;
    };
    // `load` is a new function each render; what to load changes only with `attempt` and its key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, key]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
