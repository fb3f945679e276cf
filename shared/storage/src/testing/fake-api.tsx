import type { ReactNode } from 'react';
import {
  ApiError,
  type ApiClient,
  type DownloadedFile,
  type QueryValue,
  type StreamHandlers,
} from '../api-client';
import { ApiProvider } from '../api-context';

export { makeDocument, makeFolder } from './document-fixtures';

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

/** A stream the code under test opened: the test sends the server's events through it. */
export interface FakeStream {
  readonly path: string;
  readonly eventNames: readonly string[];
  /** True once the code under test stopped it. */
  readonly closed: boolean;
  /** Delivers a named event (ignored once the stream is stopped, as the real client does). */
  emit(name: string, data: unknown): void;
  /** The connection is lost. */
  fail(message?: string): void;
}

/**
 * A test double of the API client: answers from handlers keyed 'METHOD /path' (query left out), records
 * every call, and fails like the real client for a path nobody handles (404). A handler that throws
 * makes the call fail with that error.
 */
export function createFakeApi(
  routes: Record<string, FakeHandler> = {},
): ApiClient & { calls: FakeCall[]; streams: FakeStream[] } {
  const calls: FakeCall[] = [];
  const streams: FakeStream[] = [];
  async function answer(method: string, path: string, body?: unknown, query?: Record<string, QueryValue>) {
    calls.push({ method, path, body, query });
    const handler = routes[`${method} ${path}`];
    if (!handler) throw apiFailure(404, `No test route for ${method} ${path}`);
    return handler({ body, query });
  }
  function stream(path: string, eventNames: readonly string[], handlers: StreamHandlers) {
    calls.push({ method: 'STREAM', path });
    let closed = false;
    streams.push({
      path,
      eventNames,
      get closed() {
        return closed;
      },
      emit(name, data) {
        if (!closed && eventNames.includes(name)) handlers.onEvent(name, data);
      },
      fail(message = 'The connection to the server was lost.') {
        if (closed) return;
        closed = true;
        handlers.onError(new ApiError(message, 0, null));
      },
    });
    return () => {
      closed = true;
    };
  }
  return {
    calls,
    streams,
    stream,
    get: <T,>(path: string, query?: Record<string, QueryValue>) =>
      answer('GET', path, undefined, query) as Promise<T>,
    post: <T,>(path: string, body?: unknown) => answer('POST', path, body ?? {}) as Promise<T>,
    put: <T,>(path: string, body?: unknown) => answer('PUT', path, body ?? {}) as Promise<T>,
    delete: <T,>(path: string) => answer('DELETE', path) as Promise<T>,
    upload: <T,>(path: string, form: FormData) => answer('POST', path, form) as Promise<T>,
    // A handler answers a download with the file: { blob, fileName }.
    download: (path: string, body: unknown) => answer('DOWNLOAD', path, body) as Promise<DownloadedFile>,
  };
}

/** Provides a test double (by default one that answers nothing) as the API client of what it renders. */
export function FakeApiProvider({
  api = createFakeApi(),
  children,
}: {
  api?: ApiClient;
  children: ReactNode;
}) {
  return <ApiProvider client={api}>{children}</ApiProvider>;
}

/** A render wrapper that provides `api` as the API client (for renderWithPlatform's `wrapper`). */
export function withFakeApi(api: ApiClient) {
  return function FakeApiWrapper({ children }: { children: ReactNode }) {
    return <ApiProvider client={api}>{children}</ApiProvider>;
  };
}
