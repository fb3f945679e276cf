import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXECUTE_LABELS } from '@csw/contracts';
import { createIsolatedBus } from '@csw/event-bus';
import { createFakeApi, withFakeApi } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { center } from '../center';
import { planRoutes } from '../testing/fake-plans';

beforeEach(() => window.localStorage.clear());

function renderCenter() {
  const api = createFakeApi(planRoutes().routes);
  renderWithPlatform(
    <center.Component user={null} cognitiveState="Fresh" simplified={false} teamMode={false} />,
    { bus: createIsolatedBus(), wrapper: withFakeApi(api) },
  );
  return api;
}

const orchestrateCalls = (api: ReturnType<typeof createFakeApi>) =>
  api.calls.filter((c) => c.path === '/api/plans/orchestrate');

describe('receipt of mission on the EXECUTE screen', () => {
  it('plans an order from the receipt given, and from now when none is', async () => {
    const user = userEvent.setup();
    const api = renderCenter();
    await screen.findByText('No plans yet. Describe a mission and orchestrate it.');
    const mission = screen.getByRole('form', { name: 'Mission' });
    // There before any plan, whatever the timeline will need.
    const receipt = within(mission).getByLabelText(EXECUTE_LABELS.receivedAt);
    await user.type(
      within(mission).getByRole('textbox', { name: 'Task Description' }),
      'FRAGO 2. 2nd Battalion seizes OBJ FOX.',
    );
    await user.type(receipt, '2027-03-10T21:30');
    await user.click(within(mission).getByRole('button', { name: EXECUTE_LABELS.orchestrate }));
    await screen.findByRole('list', { name: 'Planning tasks' });
    expect(orchestrateCalls(api)[0]?.body).toMatchObject({
      description: 'FRAGO 2. 2nd Battalion seizes OBJ FOX.',
      receivedAt: new Date('2027-03-10T21:30').toISOString(),
    });
    expect(orchestrateCalls(api)[0]?.body).not.toHaveProperty('planId');

    // With a plan open the field is still there; emptied, the next plan starts from now.
    await user.clear(within(mission).getByLabelText(EXECUTE_LABELS.receivedAt));
    await user.click(within(mission).getByRole('button', { name: EXECUTE_LABELS.orchestrate }));
    await waitFor(() => expect(orchestrateCalls(api)).toHaveLength(2));
    expect(orchestrateCalls(api)[1]?.body).not.toHaveProperty('receivedAt');
  });
});
