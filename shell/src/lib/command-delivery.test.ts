import type { BusEnvelope } from '@csw/contracts';
import { createIsolatedBus } from '@csw/event-bus';
import { createCommandDelivery } from './command-delivery';

function setup() {
  const bus = createIsolatedBus('shell');
  const routed: BusEnvelope<'command/routed'>['payload'][] = [];
  bus.subscribe('command/routed', (e) => routed.push(e.payload));
  // Deferred runs are collected and run when the test says so (the next task, in the app).
  const queue: (() => void)[] = [];
  const delivery = createCommandDelivery(bus, (run) => queue.push(run));
  const flush = () => queue.splice(0).forEach((run) => run());
  const mounted = (centerId: 'think' | 'create') =>
    bus.publish('center/mounted', { centerId, version: '1', origin: 'o' });
  return { bus, routed, delivery, flush, mounted };
}

describe('command delivery', () => {
  it('waits until the opened center has mounted, then hands it the text on the next task', () => {
    const { routed, delivery, flush, mounted } = setup();
    delivery.screenChanged('think');
    delivery.deliver('think', 'Analyze threat patterns');
    flush();
    expect(routed).toEqual([]);
    mounted('think');
    expect(routed).toEqual([]);
    flush();
    expect(routed).toEqual([{ centerId: 'think', text: 'Analyze threat patterns' }]);
    mounted('think');
    flush();
    expect(routed).toHaveLength(1);
  });

  it('hands the text at once to a center already on screen', () => {
    const { routed, delivery, flush, mounted } = setup();
    delivery.screenChanged('think');
    mounted('think');
    delivery.deliver('think', 'second question');
    flush();
    expect(routed).toEqual([{ centerId: 'think', text: 'second question' }]);
  });

  it('drops a waiting text when the user leaves, or when the center cannot load', () => {
    const { bus, routed, delivery, flush, mounted } = setup();
    delivery.screenChanged('think');
    delivery.deliver('think', 'left behind');
    delivery.screenChanged(null);
    delivery.screenChanged('think');
    mounted('think');
    flush();
    expect(routed).toEqual([]);

    delivery.screenChanged('create');
    delivery.deliver('create', 'never arrives');
    bus.publish('center/unavailable', { centerId: 'create', reason: 'down' });
    mounted('create');
    flush();
    expect(routed).toEqual([]);
  });

  it('ignores a mount of a center that is not on screen', () => {
    const { routed, delivery, flush, mounted } = setup();
    delivery.screenChanged('create');
    delivery.deliver('create', 'draft this');
    mounted('think');
    flush();
    expect(routed).toEqual([]);
    mounted('create');
    flush();
    expect(routed).toEqual([{ centerId: 'create', text: 'draft this' }]);
  });
});
