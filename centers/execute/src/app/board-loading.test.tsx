import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIsolatedBus } from '@csw/event-bus';
import { createFakeApi, withFakeApi } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { center } from '../center';
import { planRoutes } from '../testing/fake-plans';

// Counts the loads of the board's drag and drop: the factory runs at the module's first require, which may
// come before this file's own statements run (a static import), so the count lives on the global object.
const loads = globalThis as { dndKitLoads?: number };
jest.mock('@dnd-kit/core', () => {
  const global = globalThis as { dndKitLoads?: number };
  global.dndKitLoads = (global.dndKitLoads ?? 0) + 1;
  return jest.requireActual('@dnd-kit/core');
});

beforeEach(() => window.localStorage.clear());

it('loads the board’s drag and drop only when a plan is shown, not with the screen', async () => {
  const user = userEvent.setup();
  renderWithPlatform(
    <center.Component user={null} cognitiveState="Fresh" simplified={false} teamMode={false} />,
    { bus: createIsolatedBus(), wrapper: withFakeApi(createFakeApi(planRoutes().routes)) },
  );
  await screen.findByText('No plans yet. Describe a mission and orchestrate it.');
  expect(screen.getByText(/The tasks of an orchestrated mission start here/)).toBeInTheDocument();
  expect(loads.dndKitLoads).toBeUndefined();

  await user.type(screen.getByRole('textbox', { name: 'Task Description' }), '2nd Battalion seizes OBJ FOX.');
  await user.click(screen.getByRole('button', { name: 'Orchestrate Mission' }));
  expect(await screen.findByRole('list', { name: 'Planning tasks' })).toBeInTheDocument();
  expect(loads.dndKitLoads).toBe(1);
});
