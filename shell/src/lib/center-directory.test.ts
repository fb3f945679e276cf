import type { ReactNode } from 'react';
import { CENTER_CONTRACT_VERSION, type CenterDefinition, type CenterId } from '@csw/contracts';
import { createIsolatedBus } from '@csw/event-bus';
import { createCenterDirectory } from './center-directory';

const definition = (id: CenterId): CenterDefinition<ReactNode> => ({
  id,
  title: id.toUpperCase(),
  contractVersion: CENTER_CONTRACT_VERSION,
  version: '1.2.0',
  Component: () => null,
  commands: [{ id: 'orchestrate', label: 'Orchestrate mission', keywords: ['orchestrate'] }],
});

describe('center directory', () => {
  it('follows mounts and failures, and learns the commands of a mounted center once', async () => {
    const bus = createIsolatedBus();
    const load = jest.fn(async (id: CenterId) => definition(id));
    const directory = createCenterDirectory(bus, load);
    const changes = jest.fn();
    directory.subscribe(changes);
    expect(directory.get().execute).toEqual({ availability: 'not-loaded', commands: [] });

    bus.publish('center/mounted', { centerId: 'execute', version: '1.2.0', origin: 'http://execute' });
    bus.publish('center/mounted', { centerId: 'execute', version: '1.2.0', origin: 'http://execute' });
    await Promise.resolve();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    expect(directory.get().execute).toMatchObject({
      availability: 'running',
      version: '1.2.0',
      origin: 'http://execute',
    });
    expect(directory.get().execute.commands).toEqual([
      { id: 'orchestrate', label: 'Orchestrate mission', keywords: ['orchestrate'] },
    ]);

    bus.publish('center/unavailable', { centerId: 'review', reason: 'its origin could not be reached' });
    expect(directory.get().review).toMatchObject({
      availability: 'unavailable',
      reason: 'its origin could not be reached',
    });
    expect(changes).toHaveBeenCalled();

    directory.dispose();
    bus.publish('center/unavailable', { centerId: 'think', reason: 'x' });
    expect(directory.get().think.availability).toBe('not-loaded');
  });
});
