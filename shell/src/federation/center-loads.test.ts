import type { CenterId } from '@csw/contracts';
import { createCenterLoads, preloadWhenIdle, type IdleScheduler } from './center-loads';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** An idle scheduler the test runs by hand: no waiting on a real idle period. */
function manualIdle() {
  const queue: Array<{ work: () => void; cancelled: boolean }> = [];
  const idle: IdleScheduler = (work) => {
    const item = { work, cancelled: false };
    queue.push(item);
    return () => {
      item.cancelled = true;
    };
  };
  const runNext = () => {
    const item = queue.shift();
    if (item && !item.cancelled) item.work();
  };
  return { idle, runNext, waiting: () => queue.filter((i) => !i.cancelled).length };
}

describe('center loads', () => {
  it('a preload only downloads, once; opening loads the center, and its definition is known once it arrives', async () => {
    const think = deferred<string>();
    const loadOne = jest.fn((_id: CenterId, _o: { reload: boolean }) => think.promise);
    const fetchOne = jest.fn(() => Promise.resolve());
    const loads = createCenterLoads(loadOne, fetchOne);
    loads.preload('think');
    loads.preload('think');
    expect(fetchOne.mock.calls).toEqual([['think']]);
    expect(loadOne).not.toHaveBeenCalled();
    const opened = loads.load('think');
    loads.preload('think');
    expect(fetchOne).toHaveBeenCalledTimes(1);
    expect(loadOne).toHaveBeenCalledTimes(1);
    expect(loadOne).toHaveBeenCalledWith('think', { reload: false });
    expect(loads.peek('think')).toBeUndefined();
    think.resolve('THINK definition');
    await expect(opened).resolves.toBe('THINK definition');
    expect(loads.peek('think')).toBe('THINK definition');
    expect(loads.peek('create')).toBeUndefined();
  });

  it('forgets a failed load, and the next one makes the runtime fetch again', async () => {
    const loadOne = jest
      .fn<Promise<string>, [CenterId, { reload: boolean }]>()
      .mockRejectedValueOnce(new Error('REVIEW is unavailable: its origin could not be reached.'))
      .mockResolvedValueOnce('REVIEW definition');
    const loads = createCenterLoads(loadOne, () => Promise.resolve());
    await expect(loads.load('review')).rejects.toThrow('REVIEW is unavailable');
    expect(loads.peek('review')).toBeUndefined();
    await expect(loads.load('review')).resolves.toBe('REVIEW definition');
    expect(loadOne.mock.calls).toEqual([
      ['review', { reload: false }],
      ['review', { reload: true }],
    ]);
  });

  it('after a failed download, opening the center makes the runtime fetch again, and a later preload retries', async () => {
    const loadOne = jest.fn((_id: CenterId, _o: { reload: boolean }) => Promise.resolve('ADVISE definition'));
    const fetchOne = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    const loads = createCenterLoads(loadOne, fetchOne);
    loads.preload('advise');
    await Promise.resolve();
    await Promise.resolve();
    loads.preload('advise');
    expect(fetchOne).toHaveBeenCalledTimes(2);
    await expect(loads.load('advise')).resolves.toBe('ADVISE definition');
    expect(loadOne).toHaveBeenCalledWith('advise', { reload: true });
  });

  it('starts a fresh load on Retry even when one is known', async () => {
    const loadOne = jest
      .fn<Promise<string>, [CenterId, { reload: boolean }]>()
      .mockResolvedValueOnce('first')
      .mockResolvedValueOnce('second');
    const loads = createCenterLoads(loadOne, () => Promise.resolve());
    await loads.load('execute');
    await expect(loads.load('execute', { reload: true })).resolves.toBe('second');
    expect(loads.peek('execute')).toBe('second');
    expect(loadOne).toHaveBeenLastCalledWith('execute', { reload: true });
  });

  it('a preload that fails leaves no unhandled rejection behind', async () => {
    const down = () => Promise.reject(new Error('down'));
    const loads = createCenterLoads(down, down);
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    loads.preload('advise');
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe('preloading when idle', () => {
  it('preloads one center per idle period, in order', () => {
    const { idle, runNext, waiting } = manualIdle();
    const preload = jest.fn();
    preloadWhenIdle(['think', 'create', 'review'], preload, idle);
    expect(preload).not.toHaveBeenCalled();
    runNext();
    expect(preload.mock.calls).toEqual([['think']]);
    runNext();
    runNext();
    expect(preload.mock.calls).toEqual([['think'], ['create'], ['review']]);
    expect(waiting()).toBe(0);
  });

  it('stops what has not started when the screen goes away', () => {
    const { idle, runNext, waiting } = manualIdle();
    const preload = jest.fn();
    const stop = preloadWhenIdle(['think', 'create'], preload, idle);
    runNext();
    stop();
    expect(waiting()).toBe(0);
    runNext();
    expect(preload.mock.calls).toEqual([['think']]);
  });
});
