/**
 * Namespaced browser storage for UI preferences and caches only (never users, documents or secrets).
 * Failures are swallowed so a UI preference never breaks a screen: a save returns false, a read returns the fallback.
 */
export interface PreferenceStore {
  read<T>(key: string, fallback: T): T;
  write(key: string, value: unknown): boolean;
  remove(key: string): void;
}

export function createPreferenceStore(
  namespace: string,
  storage: Storage | undefined = safeLocalStorage(),
): PreferenceStore {
  const prefixed = (key: string) => `csw:${namespace}:${key}`;
  return {
    read<T>(key: string, fallback: T): T {
      try {
        const raw = storage?.getItem(prefixed(key));
        return raw == null ? fallback : (JSON.parse(raw) as T);
      } catch {
        return fallback;
      }
    },
    write(key, value) {
      try {
        if (!storage) return false;
        storage.setItem(prefixed(key), JSON.stringify(value));
        return true;
      } catch {
        return false;
      }
    },
    remove(key) {
      try {
        storage?.removeItem(prefixed(key));
      } catch {
        // Nothing to do: the value is gone or storage is unavailable.
      }
    },
  };
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
