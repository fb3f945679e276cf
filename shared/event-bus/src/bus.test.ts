import { createIsolatedBus, getPlatformBus, withSource } from './bus';

describe('event bus', () => {
  it('delivers a published event to subscribers of that type only, with source and time', () => {
    const bus = createIsolatedBus('tester');
    const opened: unknown[] = [];
    const routed: unknown[] = [];
    bus.subscribe('center/opened', (e) => opened.push(e));
    bus.subscribe('command/routed', (e) => routed.push(e));
    bus.publish('center/opened', { centerId: 'think', via: 'sidebar' });
    expect(opened).toEqual([
      {
        type: 'center/opened',
        payload: { centerId: 'think', via: 'sidebar' },
        source: 'tester',
        time: expect.any(Number),
      },
    ]);
    expect(routed).toEqual([]);
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createIsolatedBus();
    const seen: string[] = [];
    const stop = bus.subscribe('command/routed', (e) => seen.push(e.payload.text));
    bus.publish('command/routed', { centerId: 'think', text: 'one' });
    stop();
    bus.publish('command/routed', { centerId: 'think', text: 'two' });
    expect(seen).toEqual(['one']);
  });

  it('exposes no subject: only publish, on, subscribe and the instance id', () => {
    expect(Object.keys(createIsolatedBus()).sort()).toEqual(['instanceId', 'on', 'publish', 'subscribe']);
  });

  it('returns the same page bus on every call', () => {
    expect(getPlatformBus()).toBe(getPlatformBus());
  });

  it('reuses the bus of another copy of the package instead of creating a second one', () => {
    const key = Symbol.for('csw.event-bus');
    const g = globalThis as unknown as Record<symbol, unknown>;
    const saved = g[key];
    const foreign = { ...createIsolatedBus('foreign'), instanceId: 'another-copy' };
    g[key] = foreign;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(getPlatformBus()).toBe(foreign);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('second copy'));
    } finally {
      warn.mockRestore();
      g[key] = saved;
    }
  });
});

describe('a publisher handle', () => {
  it('stamps its own source on what it publishes and shares the events of the bus underneath', () => {
    const bus = createIsolatedBus('shell');
    const seen: string[] = [];
    bus.subscribe('command/routed', (e) => seen.push(e.source));
    const review = withSource(bus, 'review');
    review.publish('command/routed', { centerId: 'think', text: 'a' });
    review.publish('command/routed', { centerId: 'think', text: 'b' }, 'assistant');
    bus.publish('command/routed', { centerId: 'think', text: 'c' });
    expect(seen).toEqual(['review', 'assistant', 'shell']);
    const heard: string[] = [];
    review.subscribe('command/routed', (e) => heard.push(e.payload.text));
    bus.publish('command/routed', { centerId: 'think', text: 'd' });
    expect(heard).toEqual(['d']);
  });
});
