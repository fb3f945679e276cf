import { act, screen } from '@testing-library/react';
import { CENTER_CONTRACT_VERSION, type BusEnvelope } from '@csw/contracts';
import { createIsolatedBus } from '@csw/event-bus';
import { createFakeApi, withFakeApi } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { center } from './center';

describe('CREATE center contract', () => {
  it('exposes a typed definition the shell accepts', () => {
    expect(center).toMatchObject({ id: 'create', title: 'CREATE', contractVersion: CENTER_CONTRACT_VERSION });
    expect(typeof center.Component).toBe('function');
  });

  it('renders standalone with a test bus and announces that it is mounted', () => {
    const events: BusEnvelope<'center/mounted'>[] = [];
    const bus = createIsolatedBus();
    bus.subscribe('center/mounted', (e) => events.push(e));
    renderWithPlatform(
      <center.Component user={null} cognitiveState="Fresh" simplified={false} teamMode={false} />,
      { bus, wrapper: withFakeApi(createFakeApi()) },
    );
    expect(screen.getByRole('heading', { name: 'CREATE' })).toBeInTheDocument();
    expect(events).toHaveLength(1);
    expect(events[0]?.payload).toMatchObject({ centerId: 'create', origin: window.location.origin });
    // The scaffold's bus handle stamps the center as the source of what it publishes.
    expect(events[0]?.source).toBe('create');
  });

  it('shows the text the command bar hands over in its intent field', () => {
    const bus = createIsolatedBus();
    renderWithPlatform(
      <center.Component user={null} cognitiveState="Fresh" simplified={false} teamMode={false} />,
      { bus, wrapper: withFakeApi(createFakeApi()) },
    );
    act(() => bus.publish('command/routed', { centerId: 'create', text: 'Routed words' }));
    act(() => bus.publish('command/routed', { centerId: 'think', text: 'Not for this center' }));
    expect(screen.getByRole('textbox', { name: 'Intent' })).toHaveValue('Routed words');
  });
});
