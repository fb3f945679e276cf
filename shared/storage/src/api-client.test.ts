import { ApiError, createApiClient, errorFromResponse } from './api-client';

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
