import { loadPlatformConfig } from './platform-config';

const respond = (status: number, body: unknown) =>
  jest.fn(
    async () =>
      ({
        ok: status === 200,
        status,
        json: async () => (typeof body === 'string' ? JSON.parse(body) : body),
      }) as Response,
  );

const config = {
  environment: 'test',
  centers: Object.fromEntries(
    ['think', 'create', 'review', 'advise', 'execute'].map((id) => [
      id,
      { manifestUrl: `https://${id}.example/mf-manifest.json` },
    ]),
  ),
};

describe('loadPlatformConfig', () => {
  it('fetches the config without cache and returns it when valid', async () => {
    const fetchImpl = respond(200, config);
    await expect(loadPlatformConfig(fetchImpl)).resolves.toEqual(config);
    expect(fetchImpl).toHaveBeenCalledWith(
      '/platform-config.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('explains an HTTP failure, bad JSON, an invalid config and an unreachable server', async () => {
    await expect(loadPlatformConfig(respond(503, ''))).rejects.toThrow('(HTTP error! status: 503)');
    await expect(loadPlatformConfig(respond(200, '{oops'))).rejects.toThrow('not valid JSON');
    await expect(loadPlatformConfig(respond(200, { environment: 'x', centers: {} }))).rejects.toThrow(
      'The platform configuration is invalid: centers.think.manifestUrl: expected an http(s) URL.',
    );
    await expect(
      loadPlatformConfig(jest.fn().mockRejectedValue(new TypeError('Failed to fetch'))),
    ).rejects.toThrow('the server did not answer');
  });
});
