import { useEffect } from 'react';
import type { CenterId } from '@csw/contracts';
import { useBus } from '@csw/event-bus';

/**
 * Jest never loads real remotes: this stand-in for the shell's center slot announces itself on the bus as a
 * real center does. Tests of the whole App mock the slot with it:
 *
 *   jest.mock('../federation/center-slot', () => jest.requireActual('../testing/fake-center-slot'));
 */
export function CenterSlot({ centerId }: { centerId: CenterId }) {
  const bus = useBus();
  useEffect(
    () =>
      bus.publish(
        'center/mounted',
        { centerId, version: '1.0.0', origin: `http://${centerId}.test` },
        centerId,
      ),
    [bus, centerId],
  );
  return <h1>{centerId.toUpperCase()}</h1>;
}
