import {
  ApiError,
  createApiClient,
  errorFromResponse,
  READ_RETRY_MAX_WAIT_MS,
  retryAfterSeconds,
  type EventSourceFactory,
} from './api-client';

function fakeFetch(status: number, body: string) {
  // A stand-in for the browser's fetch: only what the client reads.
  return jest.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      ({ ok: status >= 200 && status < 300, status, text: async () => body }) as Response,
  );
}

describe('api client', () => {
  it('sends JSON with the session cookie and parses the JSON answer', async () => {
    const fetchImpl = fakeFetch(200, '{"ok":true}');
    const api = createApiClient({ fetchImpl });
    await expect(api.post('/api/things', { a: 1 })).resolves.toEqual({ ok: true });
    expect(fetchImpl).toHaveBeenCalledWith('/api/things', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
  });

  it('adds query parameters and leaves out empty ones', async () => {
    const fetchImpl = fakeFetch(200, '[]');
    await createApiClient({ fetchImpl }).get('/api/conversations', {
      centerType: 'THINK',
      page: undefined,
      q: '',
    });
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('/api/conversations?centerType=THINK');
  });

  it('raises the server message of a JSON error', async () => {
    const api = createApiClient({
      fetchImpl: fakeFetch(409, '{"message":"Username already exists. Choose another."}'),
    });
    await expect(api.post('/api/auth/register', {})).rejects.toEqual(
      new ApiError('Username already exists. Choose another.', 409, {}),
    );
  });

  it("raises the body text, or 'HTTP error! status: {code}' when the body is empty", () => {
    expect(errorFromResponse(502, 'Bad gateway').message).toBe('Bad gateway');
    expect(errorFromResponse(500, '').message).toBe('HTTP error! status: 500');
    expect(errorFromResponse(404, '').status).toBe(404);
  });
});

/** A fetch stand-in answering each call with the next of `answers` (status, body, Retry-After). */
function answersInTurn(answers: Array<[number, string, string?]>) {
  let call = 0;
  return jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const [status, body, retryAfter] = answers[Math.min(call, answers.length - 1)]!;
    call += 1;
    const headers = { get: (name: string) => (name === 'Retry-After' ? (retryAfter ?? null) : null) };
    return {
      ok: status >= 200 && status < 300,
      status,
      headers,
      text: async () => body,
    } as unknown as Response;
  });
}
const TOO_MANY = '{"message":"Too many requests. Wait 3 seconds and try again.","code":"TOO_MANY_REQUESTS"}';

describe('api client under a rate limit', () => {
  it('waits as long as Retry-After asks and reads once more instead of failing', async () => {
    const fetchImpl = answersInTurn([
      [429, TOO_MANY, '3'],
      [200, '{"items":[]}'],
    ]);
    const wait = jest.fn(async (_ms: number) => undefined);
    await expect(createApiClient({ fetchImpl, wait }).get('/api/documents')).resolves.toEqual({ items: [] });
    expect(wait).toHaveBeenCalledWith(3000);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('tries a read once only, and raises the refusal with its Retry-After', async () => {
    const fetchImpl = answersInTurn([[429, TOO_MANY, '3']]);
    const wait = jest.fn(async (_ms: number) => undefined);
    const failure = await createApiClient({ fetchImpl, wait })
      .get('/api/documents')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 429, retryAfterSeconds: 3 });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(wait).toHaveBeenCalledTimes(1);
  });

  it('does not hold a screen longer than the cap, and never repeats a change', async () => {
    const longWait = String(READ_RETRY_MAX_WAIT_MS / 1000 + 1);
    const wait = jest.fn(async (_ms: number) => undefined);
    const read = answersInTurn([[429, TOO_MANY, longWait]]);
    await expect(createApiClient({ fetchImpl: read, wait }).get('/api/documents')).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: Number(longWait),
    });
    expect(read).toHaveBeenCalledTimes(1);
    const write = answersInTurn([
      [429, TOO_MANY, '1'],
      [201, '{}'],
    ]);
    await expect(createApiClient({ fetchImpl: write, wait }).post('/api/folders', {})).rejects.toMatchObject({
      status: 429,
    });
    expect(write).toHaveBeenCalledTimes(1);
    expect(wait).not.toHaveBeenCalled();
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterSeconds('12')).toBe(12);
    expect(retryAfterSeconds('Wed, 21 Oct 2026 07:28:30 GMT', Date.parse('2026-10-21T07:28:00Z'))).toBe(30);
    expect(retryAfterSeconds('soon')).toBeNull();
    expect(retryAfterSeconds(null)).toBeNull();
  });
});

/** A stand-in for the browser's EventSource (jsdom has none): the test sends the server's events. */
class FakeEventSource extends EventTarget {
  static last: FakeEventSource | null = null;
  closed = false;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    super();
    FakeEventSource.last = this;
  }
  close() {
    this.closed = true;
  }
}

describe('api client streams', () => {
  const open = () => {
    const onEvent = jest.fn();
    const onError = jest.fn();
    const api = createApiClient({ eventSourceImpl: FakeEventSource as unknown as EventSourceFactory });
    const stop = api.stream('/api/analysis/c1/stream', ['token', 'done', 'error'], { onEvent, onError });
    return { source: FakeEventSource.last!, onEvent, onError, stop };
  };
  const send = (source: FakeEventSource, name: string, data: string) =>
    source.dispatchEvent(new MessageEvent(name, { data }));

  it('delivers the named events with their JSON data until stopped', () => {
    const { source, onEvent, stop } = open();
    expect(source.url).toBe('/api/analysis/c1/stream');
    send(source, 'token', '{"text":"a"}');
    send(source, 'error', '{"message":"Model refused."}');
    send(source, 'other', '{}');
    send(source, 'done', 'not json');
    expect(onEvent.mock.calls).toEqual([
      ['token', { text: 'a' }],
      ['error', { message: 'Model refused.' }],
      ['done', null],
    ]);
    stop();
    expect(source.closed).toBe(true);
    send(source, 'token', '{"text":"late"}');
    expect(onEvent).toHaveBeenCalledTimes(3);
  });

  it('ends the stream on a lost connection instead of reconnecting', () => {
    const { source, onError } = open();
    source.dispatchEvent(new Event('error'));
    expect(source.closed).toBe(true);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 0 }));
  });
});

describe('api client downloads', () => {
  function streamedResponse(parts: string[], headers: Record<string, string>): Response {
    // jsdom has no TextEncoder: the parts are ASCII.
    const bytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
    let next = 0;
    const body = {
      getReader: () => ({
        read: async () =>
          next < parts.length
            ? { done: false, value: bytes(parts[next++]!) }
            : { done: true, value: undefined },
      }),
    };
    // A stand-in for the browser's Response: only what a download reads.
    return {
      ok: true,
      status: 200,
      body,
      headers: new Headers(headers),
      blob: async () => new Blob(parts),
    } as unknown as Response;
  }

  it('reports the bytes of a streamed file as they arrive and keeps them all', async () => {
    const fetchImpl = jest.fn(async () =>
      streamedResponse(['PK', 'abcd', 'efgh'], {
        'Content-Type': 'application/zip',
        'Content-Disposition': 'attachment; filename="my-data-j.smith-2026-03-04.zip"',
      }),
    );
    const seen: { received: number; total: number | null }[] = [];
    const file = await createApiClient({ fetchImpl }).download(
      '/api/export',
      {},
      {
        onProgress: (progress) => seen.push(progress),
      },
    );
    expect(seen).toEqual([
      { received: 0, total: null },
      { received: 2, total: null },
      { received: 6, total: null },
      { received: 10, total: null },
    ]);
    expect(file.fileName).toBe('my-data-j.smith-2026-03-04.zip');
    expect(file.blob.size).toBe(10);
    expect(file.blob.type).toBe('application/zip');
  });

  it('gives the total when the server announces one, and raises the server message on failure', async () => {
    const seen: { received: number; total: number | null }[] = [];
    await createApiClient({
      fetchImpl: jest.fn(async () => streamedResponse(['1234'], { 'Content-Length': '4' })),
    }).download('/api/x', {}, { onProgress: (p) => seen.push(p) });
    expect(seen.at(-1)).toEqual({ received: 4, total: 4 });

    const failing = createApiClient({ fetchImpl: fakeFetch(409, '{"message":"Already running."}') });
    await expect(failing.download('/api/export', {}, { onProgress: () => undefined })).rejects.toEqual(
      new ApiError('Already running.', 409, {}),
    );
  });
});
