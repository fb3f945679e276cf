import type { BusEnvelope, CenterId } from '@csw/contracts';
import { createIsolatedBus } from '@csw/event-bus';
import { createDocumentHandOver, createSelectionHandOver } from './selection-hand-over';

const payload = { targetCenterId: 'think' as const, documentIds: ['a', 'b'], titles: ['A', 'B'] };

function setup() {
  const bus = createIsolatedBus();
  const opened: CenterId[] = [];
  const handOver = createSelectionHandOver(
    bus,
    (id) => {
      opened.push(id);
      handOver.screenChanged(id);
    },
    (run) => run(),
  );
  const seen: BusEnvelope<'library/documents-selected'>[] = [];
  bus.subscribe('library/documents-selected', (event) => seen.push(event));
  handOver.screenChanged('review');
  return { bus, opened, seen, handOver };
}

const mounted = (centerId: CenterId) => ({ centerId, version: '1', origin: 'http://localhost' });

describe('selection hand-over', () => {
  it('opens the target and hands it the selection once it is mounted, as the shell', () => {
    const { bus, opened, seen } = setup();
    bus.publish('library/documents-selected', payload, 'review');
    expect(opened).toEqual(['think']);
    expect(seen).toHaveLength(1);
    bus.publish('center/mounted', mounted('create'));
    expect(seen).toHaveLength(1);
    bus.publish('center/mounted', mounted('think'));
    expect(seen).toHaveLength(2);
    expect(seen[1]).toMatchObject({ source: 'shell', payload });
    bus.publish('center/mounted', mounted('think'));
    expect(seen).toHaveLength(2);
  });

  it('drops a hand-over when the user leaves for another screen or the target cannot load', () => {
    const { bus, seen, handOver } = setup();
    bus.publish('library/documents-selected', payload, 'review');
    handOver.screenChanged('advise');
    handOver.screenChanged('think');
    bus.publish('center/mounted', mounted('think'));
    expect(seen).toHaveLength(1);
    bus.publish('library/documents-selected', payload, 'review');
    bus.publish('center/unavailable', { centerId: 'think', reason: 'down' });
    bus.publish('center/mounted', mounted('think'));
    expect(seen).toHaveLength(2);
  });

  it('leaves a target already on screen to the first publication', () => {
    const { bus, opened, seen, handOver } = setup();
    handOver.screenChanged('think');
    bus.publish('library/documents-selected', payload, 'think');
    bus.publish('center/mounted', mounted('think'));
    expect(opened).toEqual([]);
    expect(seen).toHaveLength(1);
  });
});

/** The document hand-over with the shell showing `shown`, and every request published on the bus. */
function documentSetup(shown: CenterId | null) {
  const bus = createIsolatedBus();
  const opened: CenterId[] = [];
  const handOver = createDocumentHandOver(
    bus,
    (id) => {
      opened.push(id);
      handOver.screenChanged(id);
    },
    (run) => run(),
  );
  handOver.screenChanged(shown);
  const seen: BusEnvelope<'document/open-requested'>[] = [];
  bus.subscribe('document/open-requested', (event) => seen.push(event));
  return { bus, opened, seen };
}

describe('document hand-over', () => {
  it('opens REVIEW for a citation in another center and hands it the request once REVIEW is mounted', () => {
    const { bus, opened, seen } = documentSetup('think');
    const request = { documentId: 'doc-1', title: 'Estimate', page: 3, quote: 'fuel', start: 4, end: 8 };
    bus.publish('document/open-requested', request, 'think');
    expect(opened).toEqual(['review']);
    bus.publish('center/mounted', mounted('review'));
    expect(seen).toHaveLength(2);
    // REVIEW is told where the user came from: its view's close button goes back there.
    expect(seen[1]).toMatchObject({ source: 'shell', payload: { ...request, returnTo: 'think' } });

    // REVIEW on screen opens its own titles: the shell does not publish them again.
    bus.publish('document/open-requested', { documentId: 'doc-2' }, 'review');
    bus.publish('center/mounted', mounted('review'));
    expect(opened).toEqual(['review']);
    expect(seen).toHaveLength(3);
  });

  it("hands over the shell's own request (a title on the dashboard) once, and never its own publication again", () => {
    const { bus, opened, seen } = documentSetup(null);
    const request = { documentId: 'doc-3', title: 'Night convoy SOP' };
    bus.publish('document/open-requested', request, 'shell');
    expect(opened).toEqual(['review']);
    bus.publish('center/mounted', mounted('review'));
    expect(seen).toHaveLength(2);
    expect(seen[1]!.payload).toEqual({ ...request, returnTo: 'dashboard' });
    // The shell's publication again is not a new request: REVIEW is not opened twice.
    bus.publish('center/mounted', mounted('review'));
    expect(opened).toEqual(['review']);
    expect(seen).toHaveLength(2);
  });
});
