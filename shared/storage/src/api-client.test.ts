import { ApiError, createApiClient, errorFromResponse, type EventSourceFactory } from './api-client';

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
