/**
 * The one API client of the platform. Every call is relative to the API's base URL (the shell's own
 * origin by default, so the original's relative /api paths hold), sends and reads JSON, and carries the
 * session cookie. The session token itself is httpOnly: no script can read it.
 */

/** An HTTP failure: the server's message when it sent one, otherwise 'HTTP error! status: {code}'. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
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
}

export interface ApiClientOptions {
  /** Prefix for every path; '' means the page's own origin. */
  baseUrl?: string;
  fetchImpl?: typeof fetch;
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

/** Turns a non-OK response into the error the spec names: the body's text, or 'HTTP error! status: {code}'. */
export function errorFromResponse(status: number, text: string): ApiError {
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
  return new ApiError(message || `HTTP error! status: ${status}`, status, body);
}

export function createApiClient({ baseUrl = '', fetchImpl }: ApiClientOptions = {}): ApiClient {
  const doFetch = fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const credentials: RequestCredentials = baseUrl ? 'include' : 'same-origin';

  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const init: RequestInit = { method, credentials, headers: { Accept: 'application/json' } };
    if (body !== undefined) {
      init.headers = { ...init.headers, 'Content-Type': 'application/json' };
      init.body = JSON.stringify(body);
    }
    const response = await doFetch(`${baseUrl}${path}`, init);
    const text = await response.text();
    if (!response.ok) throw errorFromResponse(response.status, text);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  return {
    get: (path, query) => request('GET', withQuery(path, query)),
    post: (path, body) => request('POST', path, body ?? {}),
    put: (path, body) => request('PUT', path, body ?? {}),
    delete: (path) => request('DELETE', path),
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
          } else reject(errorFromResponse(xhr.status, xhr.responseText));
        };
        xhr.onerror = () => reject(new ApiError('Network error: the server could not be reached.', 0, null));
        xhr.send(form);
      });
    },
  };
}
