import { act, screen } from '@testing-library/react';
import { CENTER_CONTRACT_VERSION, type BusEnvelope } from '@csw/contracts';
import { createIsolatedBus } from '@csw/event-bus';
import { createFakeApi, withFakeApi } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { center } from './center';

describe('ADVISE center contract', () => {
  it('exposes a typed definition the shell accepts', () => {
    expect(center).toMatchObject({ id: 'advise', title: 'ADVISE', contractVersion: CENTER_CONTRACT_VERSION });
    expect(typeof center.Component).toBe('function');
  });

  it('renders standalone with a test bus and announces that it is mounted', () => {
    const events: BusEnvelope<'center/mounted'>[] = [];
    const bus = createIsolatedBus();
    bus.subscribe('center/mounted', (e) => events.push(e));
    renderWithPlatform(
      <center.Component user={null} cognitiveState="Fresh" simplified={false} teamMode={false} />,
      { bus, wrapper: withFakeApi(createFakeApi({ 'GET /api/conversations': () => [] })) },
    );
    expect(screen.getByRole('heading', { name: 'ADVISE' })).toBeInTheDocument();
    expect(events).toHaveLength(1);
    expect(events[0]?.payload).toMatchObject({ centerId: 'advise', origin: window.location.origin });
    // The scaffold's bus handle stamps the center as the source of what it publishes.
    expect(events[0]?.source).toBe('advise');
  });

  it('shows the text the command bar hands over in its scenario field', () => {
    const bus = createIsolatedBus();
    renderWithPlatform(
      <center.Component user={null} cognitiveState="Fresh" simplified={false} teamMode={false} />,
      { bus, wrapper: withFakeApi(createFakeApi({ 'GET /api/conversations': () => [] })) },
    );
    act(() => bus.publish('command/routed', { centerId: 'advise', text: 'Routed words' }));
    act(() => bus.publish('command/routed', { centerId: 'think', text: 'Not for this center' }));
    expect(screen.getByRole('textbox', { name: 'Scenario' })).toHaveValue('Routed words');
  });
});
