import { ApiError, type ApiClient, type QueryValue } from '../api-client';

export type FakeHandler = (request: { body?: unknown; query?: Record<string, QueryValue> }) => unknown;

export interface FakeCall {
  method: string;
  path: string;
  body?: unknown;
  query?: Record<string, QueryValue>;
}

/** A refusal as the server sends it: the ApiError the real client raises for that status and message. */
export function apiFailure(status: number, message: string): ApiError {
  return new ApiError(message, status, { message });
}

/**
 * A test double of the API client: answers from handlers keyed 'METHOD /path' (query left out), records
 * every call, and fails like the real client for a path nobody handles (404). A handler that throws
 * makes the call fail with that error.
 */
export function createFakeApi(routes: Record<string, FakeHandler> = {}): ApiClient & { calls: FakeCall[] } {
  const calls: FakeCall[] = [];
  async function answer(method: string, path: string, body?: unknown, query?: Record<string, QueryValue>) {
    calls.push({ method, path, body, query });
    const handler = routes[`${method} ${path}`];
    if (!handler) throw apiFailure(404, `No test route for ${method} ${path}`);
    return handler({ body, query });
  }
  return {
    calls,
    get: <T>(path: string, query?: Record<string, QueryValue>) =>
      answer('GET', path, undefined, query) as Promise<T>,
    post: <T>(path: string, body?: unknown) => answer('POST', path, body ?? {}) as Promise<T>,
    put: <T>(path: string, body?: unknown) => answer('PUT', path, body ?? {}) as Promise<T>,
    delete: <T>(path: string) => answer('DELETE', path) as Promise<T>,
    upload: <T>(path: string, form: FormData) => answer('POST', path, form) as Promise<T>,
  };
}
