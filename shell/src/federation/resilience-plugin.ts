import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { CenterId } from '@csw/contracts';

/** What loadRemote returns instead of throwing when a center's code could not be loaded. */
export interface UnavailableCenterModule {
  unavailable: true;
  centerId: string;
  reason: string;
}

export function isUnavailableModule(value: unknown): value is UnavailableCenterModule {
  return (
    typeof value === 'object' && value !== null && (value as { unavailable?: unknown }).unavailable === true
  );
}

export interface ResilienceOptions {
  /** Told once per failed load, so the rest of the platform (the assistant) can say so. */
  onUnavailable: (centerId: CenterId | string, reason: string) => void;
  /** Extra attempts after a failed manifest fetch or remote entry load. */
  retries?: number;
  /** Delay before the first retry; doubles each time. */
  backoffMs?: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  if (/RUNTIME-003|manifest/i.test(text)) return 'its manifest could not be fetched from its origin';
  if (/RUNTIME-008|remoteEntry|ScriptNetworkError|load script/i.test(text))
    return 'its code could not be loaded from its origin';
  return 'its code failed to load';
}

/**
 * The federation layer of a center slot's resilience: retry manifests and remote entries with backoff,
 * then answer a failed module load with an "unavailable" module instead of an exception, and report it.
 * Only the `onLoad` lifecycle gets a fallback module: for a failed manifest, a returned value would be
 * taken as the manifest itself, so there the error is left to the slot's error boundary.
 */
export function centerResiliencePlugin({
  onUnavailable,
  retries = 2,
  backoffMs = 150,
}: ResilienceOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'csw-center-resilience',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= retries; attempt++) {
        if (attempt > 0) await wait(backoffMs * 2 ** (attempt - 1));
        try {
          const response = await fetch(url, init);
          if (response.ok) return response;
          lastError = new Error(`manifest HTTP error! status: ${response.status}`);
          if (response.status < 500) break;
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports }) {
      const retry = async () => {
        for (let attempt = 1; attempt <= retries; attempt++) {
          await wait(backoffMs * 2 ** (attempt - 1));
          try {
            const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
            if (entry) return entry;
          } catch {
            // Try again until the attempts run out; the runtime then reports the original error.
          }
        }
        return undefined;
      };
      // The hook's declared type nests a promise in a promise; the runtime awaits whatever we return.
      return retry() as unknown as Promise<Promise<Awaited<ReturnType<typeof retry>>> | undefined>;
    },
    errorLoadRemote({ id, error, lifecycle, remote }) {
      const centerId = remote?.name ?? id.split('/')[0] ?? id;
      const reason = describe(error);
      onUnavailable(centerId, reason);
      if (lifecycle === 'onLoad')
        return { unavailable: true, centerId, reason } satisfies UnavailableCenterModule;
      return undefined;
    },
  };
}
