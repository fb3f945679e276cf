import type { ReactNode } from 'react';
import { CENTER_CONTRACT_VERSION, type CenterDefinition } from '@csw/contracts';
import { createIsolatedBus } from '@csw/event-bus';

import * as federationRuntime from '@module-federation/enhanced/runtime';
import {
  CenterLoadError,
  acceptCenterModule,
  loadCenter,
  preloadCenter,
  registerCenters,
} from './center-registry';

// Jest never loads real remotes: the federation runtime is replaced by spies.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));
const runtime = federationRuntime as unknown as Record<
  'loadRemote' | 'preloadRemote' | 'registerPlugins' | 'registerRemotes',
  jest.Mock
>;

const config = {
  environment: 'test',
  centers: Object.fromEntries(
    ['think', 'create', 'review', 'advise', 'execute'].map((id, i) => [
      id,
      { manifestUrl: `http://c${i}.test/mf-manifest.json` },
    ]),
  ),
} as Parameters<typeof registerCenters>[0];

const definition = (overrides: Partial<CenterDefinition<ReactNode>> = {}): CenterDefinition<ReactNode> => ({
  id: 'think',
  title: 'THINK',
  contractVersion: CENTER_CONTRACT_VERSION,
  version: '1.2.3',
  Component: () => null,
  ...overrides,
});

describe('center registry', () => {
  beforeEach(() => jest.clearAllMocks());

  it('registers every center from the config, and the resilience plugin, before anything loads', () => {
    registerCenters(config, createIsolatedBus());
    expect(runtime.registerPlugins).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'csw-center-resilience' }),
      expect.objectContaining({ name: 'csw-cross-origin-preload' }),
    ]);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'think', entry: 'http://c0.test/mf-manifest.json' },
      { name: 'create', entry: 'http://c1.test/mf-manifest.json' },
      { name: 'review', entry: 'http://c2.test/mf-manifest.json' },
      { name: 'advise', entry: 'http://c3.test/mf-manifest.json' },
      { name: 'execute', entry: 'http://c4.test/mf-manifest.json' },
    ]);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('a preload downloads the exposed module without running it', () => {
    registerCenters(config, createIsolatedBus());
    preloadCenter('review');
    expect(runtime.preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'review', exposes: ['./Center'], resourceCategory: 'sync' },
    ]);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('accepts a center built for a supported contract', () => {
    const center = definition();
    expect(acceptCenterModule('think', { center })).toBe(center);
  });

  it('refuses a center built for a contract the shell does not support, with a clear message', () => {
    expect(() =>
      acceptCenterModule('think', { center: definition({ contractVersion: 99, version: '9.0.0' }) }),
    ).toThrow(
      'THINK 9.0.0 was built for center contract 99, which this shell does not support (supported: 1). Deploy a compatible THINK or update the shell.',
    );
  });

  it('refuses a module that is not the expected center', () => {
    expect(() => acceptCenterModule('think', { center: definition({ id: 'create' }) })).toThrow(
      CenterLoadError,
    );
    expect(() => acceptCenterModule('think', {})).toThrow(
      'THINK sent something that is not a THINK center definition.',
    );
  });

  it('turns the fallback module of the resilience plugin into an unavailable error', () => {
    expect(() =>
      acceptCenterModule('review', {
        unavailable: true,
        centerId: 'review',
        reason: 'its code could not be loaded from its origin',
      }),
    ).toThrow('REVIEW is unavailable: its code could not be loaded from its origin.');
  });

  it('reports a refused center on the bus and re-registers the remote on retry', async () => {
    const bus = createIsolatedBus();
    const reasons: string[] = [];
    bus.subscribe('center/unavailable', (e) => reasons.push(e.payload.reason));
    registerCenters(config, bus);
    runtime.loadRemote.mockResolvedValueOnce({ center: definition({ contractVersion: 2 }) });
    await expect(loadCenter('think', { reload: true })).rejects.toThrow(CenterLoadError);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'think', entry: 'http://c0.test/mf-manifest.json' }],
      { force: true },
    );
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toContain('center contract 2');
  });

  it('says the origin could not be reached when the runtime throws', async () => {
    registerCenters(config, createIsolatedBus());
    runtime.loadRemote.mockRejectedValueOnce(new Error('[ Federation Runtime ]: RUNTIME-003'));
    await expect(loadCenter('create')).rejects.toThrow(
      'CREATE is unavailable: its origin could not be reached.',
    );
  });
});
