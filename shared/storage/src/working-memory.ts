import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

// One store for the page, in memory only: this package is a federation singleton, so every center shares it.
// It lives as long as the page and the session do: a reload starts afresh (saved analyses stay the way back)
// and the shell forgets it when the user signs out, so the next person at the browser starts empty.
const store = new Map<string, unknown>();

/**
 * Like useState, but the value outlives the component for the rest of the session: a center keeps its
 * working state (a question, the chosen documents, a result) when the user switches to another center or
 * follows a citation into REVIEW and comes back. `key` names the value, prefixed by its center
 * ('think/query'); values are kept as they are (objects by reference, files included).
 */
export function useRemembered<T>(
  key: string,
  initial: T | (() => T),
  /** Turns what was remembered into what a new mount shows (e.g. a run that was cut off when the user left). */
  restore: (remembered: T) => T = (remembered) => remembered,
): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(() =>
    store.has(key)
      ? restore(store.get(key) as T)
      : typeof initial === 'function'
        ? (initial as () => T)()
        : initial,
  );
  useEffect(() => {
    store.set(key, value);
  }, [key, value]);
  return [value, setValue];
}

/** Forgets every center's working state: the user signed out or the session ended. */
export function forgetWorkingState(): void {
  store.clear();
}
