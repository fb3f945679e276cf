/**
 * The one API client of the platform. Every call is relative to the API's base URL (the shell's own
 * origin by default, so the API's paths stay relative /api paths), sends and reads JSON, and carries the
 * session cookie. The session token itself is httpOnly: no script can read it.
 */

/**
 * An HTTP failure: the server's message when it sent one, otherwise 'HTTP error! status: {code}'; with the
 * seconds its Retry-After asked to wait (a 429 or 503), or null.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type QueryValue = string | number | boolean | undefined;

export interface ApiClient {
  get<T>(path: string, query?: Record<string, QueryValue>): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string): Promise<T>;
  /** Sends a body that is not JSON (an upload); `onProgress` receives 0..1 while it is sent. */
  upload<T>(path: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T>;
  /**
   * Follows a stream of server-sent events (GET, with the session): `eventNames` are the named events to
   * deliver, each with its data parsed as JSON. One request, one stream: the browser's automatic
   * reconnection is turned off, and a lost connection ends the stream with `onError`. Returns the
   * function that stops it (call it when the last event of the stream has arrived).
   */
  stream(path: string, eventNames: readonly string[], handlers: StreamHandlers): () => void;
  /**
   * POSTs a JSON body and receives a file (an export): its bytes and the name the server gives it.
   * `onProgress` follows the bytes as they arrive (a streamed file has no known total).
   */
  download(path: string, body: unknown, options?: DownloadOptions): Promise<DownloadedFile>;
}

/** How far a download has come: bytes received, and the total when the server announced one. */
export interface DownloadProgress {
  received: number;
  total: number | null;
}

/** Options of a download: progress as the bytes arrive, and a signal that cancels it. */
export interface DownloadOptions {
  onProgress?: (progress: DownloadProgress) => void;
  signal?: AbortSignal;
}

/** A file the server sent: its bytes and the name from its Content-Disposition (null when none). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** The file name of a Content-Disposition header (`attachment; filename="x.docx"`). */
export function attachmentName(header: string | null): string | null {
  const match = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  return match ? match[1]! : null;
}

/** What a stream delivers: its named events, then possibly a failure. */
export interface StreamHandlers {
  /** A named event; `data` is its JSON payload, or null when the payload is not JSON. */
  onEvent(name: string, data: unknown): void;
  /** The connection failed or was lost before the stream was stopped. */
  onError(error: ApiError): void;
}

/** The EventSource constructor of the page (a test can pass a double). */
export type EventSourceFactory = new (url: string, init?: EventSourceInit) => EventSource;

export interface ApiClientOptions {
  /** Prefix for every path; '' means the page's own origin. */
  baseUrl?: string;
  fetchImpl?: typeof fetch;
  eventSourceImpl?: EventSourceFactory;
  /** Waits before a read is tried again (a test can pass one that does not wait). */
  wait?: (ms: number) => Promise<void>;
}

/**
 * A read refused with 429 is tried again once, after the Retry-After the server sent (1 s without one), when
 * that is at most this long: a screen waits a moment rather than fail; a longer wait shows the message.
 */
export const READ_RETRY_MAX_WAIT_MS = 15_000;

/** The seconds of a Retry-After header (a number of seconds, or an HTTP date), or null. */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number | null {
  if (!header) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Appends the query parameters that have a value (undefined and '' are left out). */
export function withQuery(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The Retry-After header of a response (a stand-in for fetch in a test may send no headers at all). */
function retryAfterOf(response: Response): string | null {
  return (response.headers as Headers | undefined)?.get('Retry-After') ?? null;
}

/**
 * Turns a non-OK response into an error whose message is the body's text, or 'HTTP error! status: {code}',
 * keeping the response's Retry-After (`retryAfter`, the header's text).
 */
export function errorFromResponse(status: number, text: string, retryAfter?: string | null): ApiError {
  let body: unknown = text;
  let message = text.trim();
  try {
    body = JSON.parse(text);
    const fromJson = (body as { message?: unknown; error?: unknown } | null) ?? {};
    if (typeof fromJson.message === 'string') message = fromJson.message;
    else if (typeof fromJson.error === 'string') message = fromJson.error;
  } catch {
    // Not JSON: the body text itself is the message.
  }
  return new ApiError(
    message || `HTTP error! status: ${status}`,
    status,
    body,
    retryAfterSeconds(retryAfter),
  );
}

/** The JSON payload of a server-sent event, or null (the browser's own error event carries none). */
function eventData(event: Event): unknown {
  if (!(event instanceof MessageEvent) || typeof event.data !== 'string') return null;
  try {
    return JSON.parse(event.data) as unknown;
  } catch {
    return null;
  }
}

const STREAM_LOST = 'The connection to the server was lost.';

function openStream(
  EventSourceImpl: EventSourceFactory | undefined,
  url: string,
  withCredentials: boolean,
  eventNames: readonly string[],
  handlers: StreamHandlers,
): () => void {
  if (!EventSourceImpl) {
    queueMicrotask(() =>
      handlers.onError(new ApiError('This browser cannot follow streamed answers.', 0, null)),
    );
    return () => undefined;
  }
  const source = new EventSourceImpl(url, { withCredentials });
  let stopped = false;
  const stop = () => {
    stopped = true;
    source.close();
  };
  for (const name of eventNames) {
    if (name === 'error') continue;
    source.addEventListener(name, (event) => {
      if (!stopped) handlers.onEvent(name, eventData(event));
    });
  }
  // A server may name an event 'error' (with data); the browser's own error event has none.
  const serverErrors = eventNames.includes('error');
  source.addEventListener('error', (event) => {
    if (stopped) return;
    const data = eventData(event);
    if (serverErrors && data !== null) {
      handlers.onEvent('error', data);
      return;
    }
    stop();
    handlers.onError(new ApiError(STREAM_LOST, 0, null));
  });
  return stop;
}

/** The body of a response as a Blob, reporting the bytes as they arrive when someone follows them. */
async function receiveBlob(response: Response, onProgress: DownloadOptions['onProgress']): Promise<Blob> {
  if (!onProgress || !response.body) return response.blob();
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const type = response.headers.get('Content-Type') ?? '';
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  onProgress({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onProgress({ received, total });
  }
  return new Blob(parts as BlobPart[], { type });
}

export function createApiClient({
  baseUrl = '',
  fetchImpl,
  eventSourceImpl,
  wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: ApiClientOptions = {}): ApiClient {
  const doFetch = fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const credentials: RequestCredentials = baseUrl ? 'include' : 'same-origin';

  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const init: RequestInit = { method, credentials, headers: { Accept: 'application/json' } };
    if (body !== undefined) {
      init.headers = { ...init.headers, 'Content-Type': 'application/json' };
      init.body = JSON.stringify(body);
    }
    let response = await doFetch(`${baseUrl}${path}`, init);
    if (response.status === 429 && method === 'GET') {
      // Reading twice changes nothing: a throttled read waits as asked and is tried once more.
      const waitMs = (retryAfterSeconds(retryAfterOf(response)) ?? 1) * 1000;
      if (waitMs <= READ_RETRY_MAX_WAIT_MS) {
        await response.text(); // the refusal's body, read so that its connection is free again
        await wait(waitMs);
        response = await doFetch(`${baseUrl}${path}`, init);
      }
    }
    const text = await response.text();
    if (!response.ok) throw errorFromResponse(response.status, text, retryAfterOf(response));
    return (text ? JSON.parse(text) : undefined) as T;
  }

  return {
    get: (path, query) => request('GET', withQuery(path, query)),
    post: (path, body) => request('POST', path, body ?? {}),
    put: (path, body) => request('PUT', path, body ?? {}),
    delete: (path) => request('DELETE', path),
    async download(path, body, options = {}) {
      const response = await doFetch(`${baseUrl}${path}`, {
        method: 'POST',
        credentials,
        headers: { Accept: '*/*', 'Content-Type': 'application/json' },
        body: JSON.stringify(body ?? {}),
        ...(options.signal ? { signal: options.signal } : {}),
      });
      if (!response.ok)
        throw errorFromResponse(response.status, await response.text(), retryAfterOf(response));
      return {
        blob: await receiveBlob(response, options.onProgress),
        fileName: attachmentName(response.headers.get('Content-Disposition')),
      };
    },
    upload<T>(path: string, form: FormData, onProgress?: (fraction: number) => void) {
      // XMLHttpRequest is the one browser API that reports upload progress.
      return new Promise<T>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', `${baseUrl}${path}`);
        xhr.withCredentials = credentials === 'include';
        xhr.setRequestHeader('Accept', 'application/json');
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress?.(event.loaded / event.total);
        };
        xhr.onload = () => {
          if (xhr.status >= 200 && xhr.status < 300) {
            onProgress?.(1);
            resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as T);
          } else
            reject(errorFromResponse(xhr.status, xhr.responseText, xhr.getResponseHeader('Retry-After')));
        };
        xhr.onerror = () => reject(new ApiError('Network error: the server could not be reached.', 0, null));
        xhr.send(form);
      });
    },
    stream(path, eventNames, handlers) {
      const EventSourceImpl =
        eventSourceImpl ?? (typeof EventSource === 'undefined' ? undefined : EventSource);
      return openStream(
        EventSourceImpl,
        `${baseUrl}${path}`,
        credentials === 'include',
        eventNames,
        handlers,
      );
    },
  };
}
