import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TaskDto } from '@csw/contracts';
import { apiFailure, createFakeApi, withFakeApi, type FakeHandler } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { center } from '../center';
import { SAVE_STATUS } from '../features/board/save-status';
import { planRoutes } from '../testing/fake-plans';

/** The screen over a plan server whose saves of Receipt of mission (t1) the test answers itself. */
function renderWithHeldSaves() {
  const plans = planRoutes();
  const save = plans.routes['PUT /api/tasks/t1']!;
  const held: { body: unknown; answer(): void; fail(status?: number): void }[] = [];
  const holding: FakeHandler = (request) =>
    new Promise((resolve, reject) =>
      held.push({
        body: request.body,
        answer: () => resolve(save(request)),
        fail: (status = 503) =>
          reject(
            apiFailure(
              status,
              status === 409 ? 'The task was changed by someone else.' : 'The server is unavailable.',
            ),
          ),
      }),
    );
  const api = createFakeApi({ ...plans.routes, 'PUT /api/tasks/t1': holding });
  renderWithPlatform(
    <center.Component user={null} cognitiveState="Fresh" simplified={false} teamMode={false} />,
    { wrapper: withFakeApi(api) },
  );
  return { held, tasks: plans.tasks };
}

async function openBoard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Task Description' }), '2nd Battalion seizes OBJ FOX.');
  await user.click(screen.getByRole('button', { name: 'Orchestrate Mission' }));
  await screen.findByRole('list', { name: 'Planning tasks' });
  const board = screen.getByRole('region', { name: 'Mission Control Board' });
  const card = within(board).getByRole('listitem', { name: 'Receipt of mission' });
  return { board, priority: within(card).getByRole('combobox', { name: 'Priority' }) };
}

const leaving = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

beforeEach(() => window.localStorage.clear());

describe('saving the board', () => {
  it('saves changes one after another in the order made, says so, and asks before the page is left meanwhile', async () => {
    const user = userEvent.setup();
    const { held, tasks } = renderWithHeldSaves();
    const { board, priority } = await openBoard(user);
    // Nothing changed yet, so there is nothing to report.
    expect(within(board).queryByText(SAVE_STATUS.saving)).not.toBeInTheDocument();
    expect(within(board).queryByText(SAVE_STATUS.saved)).not.toBeInTheDocument();

    await user.selectOptions(priority, 'high');
    await user.selectOptions(priority, 'low');
    expect(priority).toHaveValue('low');
    expect(within(board).getByText(SAVE_STATUS.saving)).toHaveRole('status');
    expect(leaving()).toBe(true);
    // The second change waits for the first: the server stores them in the order they were made.
    await waitFor(() => expect(held).toHaveLength(1));
    // Each change says which version of the task it was made on: the second builds on the first's answer.
    expect(held[0]!.body).toEqual({ priority: 'high', version: 1 });
    held[0]!.answer();
    await waitFor(() => expect(held).toHaveLength(2));
    expect(held[1]!.body).toEqual({ priority: 'low', version: 2 });
    // The first answer does not bring back what the second change already replaced on screen.
    expect(priority).toHaveValue('low');
    held[1]!.answer();

    expect(await within(board).findByText(SAVE_STATUS.saved)).toBeInTheDocument();
    expect(tasks().find((t: TaskDto) => t.id === 't1')!.priority).toBe('low');
    expect(leaving()).toBe(false);
  });

  it('undoes only the change the server refused, and says so', async () => {
    const user = userEvent.setup();
    const { held } = renderWithHeldSaves();
    const { board, priority } = await openBoard(user);
    await user.selectOptions(priority, 'high');
    await waitFor(() => expect(held).toHaveLength(1));
    held[0]!.fail();
    expect(
      await within(board).findByText('The task could not be changed: The server is unavailable.'),
    ).toBeInTheDocument();
    expect(priority).toHaveValue('medium');
    expect(within(board).getByRole('listitem', { name: 'Mission analysis' })).toBeInTheDocument();
    expect(leaving()).toBe(false);
  });

  it('shows the board as it is now when another session changed the task first (409), and says so', async () => {
    const user = userEvent.setup();
    const { held, tasks } = renderWithHeldSaves();
    const { board, priority } = await openBoard(user);
    // Another session raises the priority meanwhile (the server's copy moves on).
    const other = tasks().find((t: TaskDto) => t.id === 't1')!;
    other.priority = 'critical';
    other.version += 1;
    await user.selectOptions(priority, 'low');
    await waitFor(() => expect(held).toHaveLength(1));
    held[0]!.fail(409);
    expect(
      await within(board).findByText(
        /This task was changed in another session, so your change was not saved/,
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(within(board).getByRole('listitem', { name: 'Receipt of mission' })).getByRole('combobox', {
          name: 'Priority',
        }),
      ).toHaveValue('critical'),
    );
  });
});
