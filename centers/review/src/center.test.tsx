import { screen } from '@testing-library/react';
import { CENTER_CONTRACT_VERSION, type BusEnvelope } from '@csw/contracts';
import { createIsolatedBus } from '@csw/event-bus';
import { createFakeApi, withFakeApi } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { center } from './center';
import { libraryRoutes } from './testing/fake-library';

describe('REVIEW center contract', () => {
  it('exposes a typed definition the shell accepts', () => {
    expect(center).toMatchObject({ id: 'review', title: 'REVIEW', contractVersion: CENTER_CONTRACT_VERSION });
    expect(typeof center.Component).toBe('function');
  });

  it('renders standalone with a test bus and API and announces that it is mounted', async () => {
    const events: BusEnvelope<'center/mounted'>[] = [];
    const bus = createIsolatedBus();
    bus.subscribe('center/mounted', (e) => events.push(e));
    renderWithPlatform(
      <center.Component user={null} cognitiveState="Fresh" simplified={false} teamMode={false} />,
      { bus, wrapper: withFakeApi(createFakeApi(libraryRoutes())) },
    );
    expect(screen.getByRole('heading', { name: 'REVIEW' })).toBeInTheDocument();
    expect(events).toHaveLength(1);
    expect(events[0]?.payload).toMatchObject({ centerId: 'review', origin: window.location.origin });
    // The scaffold's bus handle stamps the center as the source of what it publishes.
    expect(events[0]?.source).toBe('review');
    expect(await screen.findByRole('region', { name: 'Analytics' })).toBeInTheDocument();
  });
});
