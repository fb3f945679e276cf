import { centerResiliencePlugin, isUnavailableModule } from './resilience-plugin';

type Hooks = Required<ReturnType<typeof centerResiliencePlugin>>;

describe('center resilience plugin', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('retries a failed manifest fetch with backoff and returns the first good answer', async () => {
    const ok = { ok: true, status: 200 } as Response;
    global.fetch = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(ok);
    const plugin = centerResiliencePlugin({ onUnavailable: jest.fn(), retries: 2, backoffMs: 1 }) as Hooks;
    await expect(plugin.fetch('http://c.test/mf-manifest.json', {})).resolves.toBe(ok);
    expect(global.fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up after the retries and lets the error through', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const plugin = centerResiliencePlugin({ onUnavailable: jest.fn(), retries: 2, backoffMs: 1 }) as Hooks;
    await expect(plugin.fetch('http://c.test/mf-manifest.json', {})).rejects.toThrow('Failed to fetch');
    expect(global.fetch).toHaveBeenCalledTimes(3);
  });

  it('does not retry a manifest the origin says does not exist', async () => {
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 404 } as Response);
    const plugin = centerResiliencePlugin({ onUnavailable: jest.fn(), retries: 2, backoffMs: 1 }) as Hooks;
    await expect(plugin.fetch('http://c.test/mf-manifest.json', {})).rejects.toThrow('status: 404');
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('answers a failed module load with an unavailable module and reports it', () => {
    const onUnavailable = jest.fn();
    const plugin = centerResiliencePlugin({ onUnavailable }) as Hooks;
    const args = {
      id: 'think/Center',
      error: new Error('RUNTIME-008'),
      lifecycle: 'onLoad',
      from: 'runtime',
    } as Parameters<Hooks['errorLoadRemote']>[0];
    const result = plugin.errorLoadRemote(args);
    expect(isUnavailableModule(result)).toBe(true);
    expect(onUnavailable).toHaveBeenCalledWith('think', 'its code could not be loaded from its origin');
  });

  it('reports a failed manifest but returns nothing, since a value would be taken as the manifest', () => {
    const onUnavailable = jest.fn();
    const plugin = centerResiliencePlugin({ onUnavailable }) as Hooks;
    const args = {
      id: 'http://c.test/mf-manifest.json',
      error: new Error('RUNTIME-003'),
      lifecycle: 'afterResolve',
      remote: { name: 'review' },
    } as unknown as Parameters<Hooks['errorLoadRemote']>[0];
    expect(plugin.errorLoadRemote(args)).toBeUndefined();
    expect(onUnavailable).toHaveBeenCalledWith('review', 'its manifest could not be fetched from its origin');
  });
});
