import { SESSION_ENDED_CODE } from '@csw/contracts';
import { ApiError, type ApiClient } from '@csw/storage';

/** What became of a request, as far as the session is concerned. */
export type RequestSignal = 'activity' | 'session-lost';

export interface RequestWatch {
  /** The page's client, reporting every request it makes (the centers get this one too). */
  client: ApiClient;
  /**
   * `reason`, with 'session-lost': the server's words for why the session ended (signed out from another
   * session, password changed, account disabled, idle), when it said.
   */
  subscribe(listener: (signal: RequestSignal, reason?: string) => void): () => void;
}

/** The server's words for why a session ended, from its 401 (null when it only asks to sign in). */
export function sessionEndedReason(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 401) return null;
  const code = (error.body as { code?: unknown } | null)?.code;
  return code === SESSION_ENDED_CODE && error.message ? error.message : null;
}

const SIGN_IN_PATHS = new Set(['/api/auth/login', '/api/auth/register']);

/**
 * Requests the shell makes on a timer, not because someone is at work (the assistant's check for daily
 * summaries every few minutes): they are not activity, or an open tab would never be idle. The session
 * still ends on time: the shell signs out on the server when it expires.
 */
export const BACKGROUND_PATHS: ReadonlySet<string> = new Set(['/api/plans/summaries']);

/** A 401 from anything but signing in (wrong password) means the session ended on the server. */
function sessionLost(path: string, error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && !SIGN_IN_PATHS.has(path);
}

/**
 * Wraps the API client so the shell knows when a request reached the server (which keeps the session
 * alive) and when the server says the session is gone. A request that never reached it (network error,
 * status 0) is neither.
 */
export function watchRequests(inner: ApiClient): RequestWatch {
  const listeners = new Set<(signal: RequestSignal, reason?: string) => void>();
  const tell = (signal: RequestSignal, reason?: string) =>
    listeners.forEach((listener) => listener(signal, reason));

  async function watch<T>(path: string, call: () => Promise<T>): Promise<T> {
    const counts = !BACKGROUND_PATHS.has(path.split('?')[0]!);
    try {
      const value = await call();
      if (counts) tell('activity');
      return value;
    } catch (error) {
      if (sessionLost(path, error)) tell('session-lost', sessionEndedReason(error) ?? undefined);
      else if (counts && error instanceof ApiError && error.status !== 0 && error.status !== 401)
        tell('activity');
      throw error;
    }
  }

  const client: ApiClient = {
    get: (path, query) => watch(path, () => inner.get(path, query)),
    post: (path, body) => watch(path, () => inner.post(path, body)),
    put: (path, body) => watch(path, () => inner.put(path, body)),
    delete: (path) => watch(path, () => inner.delete(path)),
    upload: (path, form, onProgress) => watch(path, () => inner.upload(path, form, onProgress)),
    download: (path, body, options) => watch(path, () => inner.download(path, body, options)),
    stream(path, eventNames, handlers) {
      // Opening the stream is a request the server sees.
      tell('activity');
      return inner.stream(path, eventNames, handlers);
    },
  };
  return {
    client,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
