import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoardResponseDto, BusEnvelope } from '@csw/contracts';
import { createIsolatedBus } from '@csw/event-bus';
import { createFakeApi, withFakeApi, type FakeHandler } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { center } from '../center';
import { planRoutes } from '../testing/fake-plans';

/** The same routes, with the plan built from a SECRET document: the server marks the plan SECRET. */
function secretPlanRoutes(): Record<string, FakeHandler> {
  const { routes } = planRoutes();
  const secret =
    (handler: FakeHandler): FakeHandler =>
    (request) => {
      const answer = handler(request) as BoardResponseDto;
      return { ...answer, plan: { ...answer.plan, classification: 'SECRET' } };
    };
  return {
    ...routes,
    'POST /api/plans/orchestrate': secret(routes['POST /api/plans/orchestrate']!),
    'GET /api/plans/plan-1': secret(routes['GET /api/plans/plan-1']!),
  };
}

beforeEach(() => window.localStorage.clear());

describe('EXECUTE tells the shell the highest classification it shows', () => {
  it('a SECRET plan on the board is published as SECRET with the center as source; UNCLASS when it leaves', async () => {
    const api = createFakeApi(secretPlanRoutes());
    const bus = createIsolatedBus();
    const seen: BusEnvelope<'classification/displayed'>[] = [];
    bus.subscribe('classification/displayed', (event) => seen.push(event));
    // Through the exposed definition, as the shell mounts it: its events carry the center's stamp.
    const { unmount } = renderWithPlatform(
      <center.Component user={null} cognitiveState="Fresh" simplified={false} teamMode={false} />,
      { bus, wrapper: withFakeApi(api) },
    );
    const user = userEvent.setup();
    await screen.findByText('No plans yet. Describe a mission and orchestrate it.');
    expect(seen.map((e) => e.payload.level)).toEqual(['UNCLASS']);

    await user.type(
      screen.getByRole('textbox', { name: 'Task Description' }),
      '2nd Battalion seizes OBJ FOX.',
    );
    await user.click(screen.getByRole('button', { name: 'Orchestrate Mission' }));
    await screen.findByRole('list', { name: 'Planning tasks' });
    expect(seen.at(-1)).toMatchObject({ payload: { level: 'SECRET' }, source: 'execute' });

    unmount();
    expect(seen.at(-1)).toMatchObject({ payload: { level: 'UNCLASS' }, source: 'execute' });
  });
});
