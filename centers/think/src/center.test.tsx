import { screen } from '@testing-library/react';
import { CENTER_CONTRACT_VERSION, type BusEnvelope } from '@csw/contracts';
import { createIsolatedBus } from '@csw/event-bus';
import { createFakeApi, withFakeApi } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { center } from './center';
import { thinkRoutes } from './testing/fake-think';

describe('THINK center contract', () => {
  it('exposes a typed definition the shell accepts', () => {
    expect(center).toMatchObject({ id: 'think', title: 'THINK', contractVersion: CENTER_CONTRACT_VERSION });
    expect(typeof center.Component).toBe('function');
  });

  it('renders standalone with a test bus and API and announces that it is mounted', async () => {
    const events: BusEnvelope<'center/mounted'>[] = [];
    const bus = createIsolatedBus();
    bus.subscribe('center/mounted', (e) => events.push(e));
    renderWithPlatform(
      <center.Component user={null} cognitiveState="Fresh" simplified={false} teamMode={false} />,
      { bus, wrapper: withFakeApi(createFakeApi(thinkRoutes())) },
    );
    expect(screen.getByRole('heading', { name: 'THINK' })).toBeInTheDocument();
    expect(events).toHaveLength(1);
    expect(events[0]?.payload).toMatchObject({ centerId: 'think', origin: window.location.origin });
    // The scaffold's bus handle stamps the center as the source of what it publishes.
    expect(events[0]?.source).toBe('think');
    expect(await screen.findByRole('tab', { name: 'Vector Database (3)' })).toBeInTheDocument();
  });
});
