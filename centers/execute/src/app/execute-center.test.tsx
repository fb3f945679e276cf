import { forgetWorkingState } from '@csw/storage';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXECUTE_LABELS, PLANNING_MESSAGES, type BoardResponseDto, type BusEnvelope } from '@csw/contracts';
import { createIsolatedBus } from '@csw/event-bus';
import { createFakeApi, withFakeApi } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { center } from '../center';
import { planRoutes } from '../testing/fake-plans';

type User = { id: string; username: string; role: string } | null;

function renderCenter(routes = planRoutes(), user: User = null) {
  const api = createFakeApi(routes.routes);
  const bus = createIsolatedBus();
  const created: BusEnvelope<'execute/plan-created'>[] = [];
  bus.subscribe('execute/plan-created', (e) => created.push(e));
  const view = renderWithPlatform(
    <center.Component user={user} cognitiveState="Fresh" simplified={false} teamMode={false} />,
    { bus, wrapper: withFakeApi(api) },
  );
  return { api, bus, created, routes, unmount: view.unmount };
}

// The plan last worked on is kept in the browser's storage: each test starts with none.
beforeEach(() => window.localStorage.clear());

async function orchestrate(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Task Description' }), '2nd Battalion seizes OBJ FOX.');
  await user.click(screen.getByRole('button', { name: 'Orchestrate Mission' }));
  // The board's region is there from the start; a plan fills its columns with tasks.
  await screen.findByRole('list', { name: 'Planning tasks' });
  return screen.getByRole('region', { name: 'Mission Control Board' });
}

describe('EXECUTE screen', () => {
  it('keeps Orchestrate Mission off while the description is blank, and says what it needs', async () => {
    const user = userEvent.setup();
    const { api } = renderCenter();
    expect(
      await screen.findByText('No plans yet. Describe a mission and orchestrate it.'),
    ).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Orchestrate Mission' });
    const field = screen.getByRole('textbox', { name: 'Task Description' });
    expect(button).toBeDisabled();
    expect(field).toHaveAccessibleDescription('Enter a mission description to orchestrate.');
    await user.type(field, '   ');
    expect(button).toBeDisabled();
    await user.click(button);
    expect(api.calls.filter((c) => c.path === '/api/plans/orchestrate')).toEqual([]);
    await user.type(field, 'Seize OBJ FOX.');
    expect(button).toBeEnabled();
    expect(field).not.toHaveAccessibleDescription();
    await user.clear(field);
    expect(button).toBeDisabled();
  });

  it('shows the whole screen before any plan, each part saying what will appear, with one label per control', async () => {
    const user = userEvent.setup();
    const { api } = renderCenter();
    await screen.findByText('No plans yet. Describe a mission and orchestrate it.');
    expect(
      within(screen.getByRole('region', { name: 'Timeline' })).getByText(
        /planned back from the mission time/,
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Mission analysis' })).getByText(
        /Orchestrate a mission to see it restated/,
      ),
    ).toBeInTheDocument();
    const board = screen.getByRole('region', { name: 'Mission Control Board' });
    for (const column of ['Planning', 'In Progress', 'Done'])
      expect(within(board).getByRole('region', { name: column })).toHaveTextContent(`${column} (0)`);
    expect(within(board).getByRole('region', { name: 'In Progress' })).toHaveTextContent('at most 5 at once');
    expect(
      within(screen.getByRole('region', { name: 'Execution Metrics' })).getByText(
        /Computed from the board once a plan exists/,
      ),
    ).toBeInTheDocument();

    const panel = screen.getByRole('region', { name: 'Reports and automation' });
    expect(within(panel).getByRole('button', { name: 'Schedule Brief' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Auto-Report' })).toBeDisabled();
    // "Workflow Automation" names the checkbox and nothing else.
    expect(screen.getAllByText('Workflow Automation')).toHaveLength(1);
    await user.click(within(panel).getByRole('checkbox', { name: 'Workflow Automation' }));
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'Workflow automation is on: a summary is generated at 0600. It starts with the mission you orchestrate next.',
    );
    await orchestrate(user);
    const sent = api.calls.find((c) => c.path === '/api/plans/orchestrate');
    expect(sent?.body).toMatchObject({ automation: true });
    expect(within(panel).getByRole('checkbox', { name: 'Workflow Automation' })).toBeChecked();
    expect(within(panel).getByRole('status')).toHaveTextContent(/Next: /);
    expect(within(panel).getByRole('button', { name: 'Schedule Brief' })).toBeEnabled();
  });

  it('orchestrates: the analysis with each element or what is missing, the timeline, the board; announces the plan', async () => {
    const user = userEvent.setup();
    const { created } = renderCenter();
    const board = await orchestrate(user);
    const analysis = screen.getByRole('region', { name: 'Mission analysis' });
    expect(within(analysis).getByText('2nd Battalion')).toBeInTheDocument();
    expect(within(analysis).getByText('When is not stated')).toBeInTheDocument();
    expect(within(analysis).getByRole('list', { name: 'Specified tasks' })).toHaveTextContent(
      'Seize OBJ FOX',
    );
    expect(within(analysis).getByRole('list', { name: 'Implied tasks' })).toHaveTextContent(
      'Plan the route to OBJ FOX',
    );
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(within(timeline).getByRole('list', { name: 'Milestones' })).toHaveTextContent(
      'Receipt of mission120600Z MAR 27',
    );
    expect(within(board).getByRole('region', { name: 'Planning' })).toBeInTheDocument();
    expect(within(board).getByRole('region', { name: 'In Progress' })).toBeInTheDocument();
    expect(within(board).getByRole('region', { name: 'Done' })).toBeInTheDocument();
    // A blocked task says so.
    const analysisTask = within(board).getByRole('listitem', { name: 'Mission analysis' });
    expect(within(analysisTask).getByRole('note')).toHaveTextContent('Blocked by: Receipt of mission');
    expect(created.map((e) => e.payload)).toEqual([
      { planId: 'plan-1', title: '2nd Battalion seizes OBJ FOX', taskCount: 3 },
    ]);
    expect(created[0]!.source).toBe('execute');
    const metrics = screen.getByRole('region', { name: 'Execution Metrics' });
    expect(metrics).toHaveTextContent('0% (0 of 3)');
    expect(metrics).not.toHaveTextContent('87%');
  });

  it('lets the keyboard pick a task up and announces it by name (the move itself is proved in a browser)', async () => {
    const user = userEvent.setup();
    renderCenter();
    const board = await orchestrate(user);
    const handle = within(board).getByRole('button', { name: 'Issue WARNO 1' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    handle.focus();
    await user.keyboard('[Space]');
    // jsdom lays nothing out, so the task is at once 'over' some column: either announcement names it.
    expect(
      await screen.findByText(/^(Picked up Issue WARNO 1\.|Issue WARNO 1 is over )/),
    ).toBeInTheDocument();
    await user.keyboard('[Escape]');
    expect(await screen.findByText('Moving Issue WARNO 1 was cancelled.')).toBeInTheDocument();
  });

  it('edits priority and due date, and warns when a column is over its limit', async () => {
    const user = userEvent.setup();
    const { api, routes } = renderCenter();
    const board = await orchestrate(user);
    const card = within(board).getByRole('listitem', { name: 'Receipt of mission' });
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Priority' }), 'high');
    await waitFor(() => expect(routes.tasks().find((t) => t.id === 't1')!.priority).toBe('high'));
    const due = within(card).getByLabelText('Due date');
    fireEvent.change(due, { target: { value: '2027-03-14T09:30' } });
    fireEvent.blur(due);
    await waitFor(() =>
      expect(routes.tasks().find((t) => t.id === 't1')!.dueDate).toBe(
        new Date('2027-03-14T09:30').toISOString(),
      ),
    );
    expect(api.calls.filter((c) => c.path === '/api/plans/plan-1/metrics').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the 0600 notice with automation on, and writes the brief and the report with their downloads', async () => {
    const user = userEvent.setup();
    renderCenter();
    await orchestrate(user);
    const panel = screen.getByRole('region', { name: 'Reports and automation' });
    await user.click(within(panel).getByRole('checkbox', { name: 'Workflow Automation' }));
    expect(
      await within(panel).findByText(/Workflow automation is on: a summary is generated at 0600\./),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Schedule Brief' }));
    expect(
      await within(panel).findByText('Mission Brief saved to the library successfully.'),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Auto-Report' }));
    expect(
      await within(panel).findByText('Status Report saved to the library successfully.'),
    ).toBeInTheDocument();
    const links = within(panel).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/api/plans/plan-1/reports/doc-2/docx',
      '/api/plans/plan-1/reports/doc-1/docx',
    ]);
    await user.click(within(panel).getByRole('checkbox', { name: 'Workflow Automation' }));
    await waitFor(() => expect(within(panel).queryByText(/a summary is generated at 0600/)).toBeNull());
  });

  it('reopens a kept plan with its board and its description', async () => {
    const user = userEvent.setup();
    renderCenter();
    await orchestrate(user);
    await user.click(screen.getByRole('button', { name: 'New plan' }));
    expect(screen.queryByRole('list', { name: 'Planning tasks' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Task Description' })).toHaveValue('');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Plans' }), 'plan-1');
    expect(await screen.findByRole('list', { name: 'Planning tasks' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Task Description' })).toHaveValue(
      '2nd Battalion seizes OBJ FOX to deny the enemy the river crossing.',
    );
  });

  it('keeps a mission being written when the user leaves EXECUTE and comes back', async () => {
    const user = userEvent.setup();
    const first = renderCenter();
    await user.type(
      screen.getByRole('textbox', { name: 'Task Description' }),
      'A Company secures the bridge',
    );
    first.unmount();
    renderCenter();
    expect(screen.getByRole('textbox', { name: 'Task Description' })).toHaveValue(
      'A Company secures the bridge',
    );
  });

  it('reopens the plan last worked on, with its board, after a reload or coming back', async () => {
    const user = userEvent.setup();
    const routes = planRoutes();
    const alice = { id: 'u-alice', username: 'alice', role: 'user' };
    const first = renderCenter(routes, alice);
    await orchestrate(user);
    first.unmount();
    // A reload: the page forgets what the centers kept (coming back without one keeps the typed text).
    forgetWorkingState();

    const again = renderCenter(routes, alice);
    expect(await screen.findByRole('list', { name: 'Planning tasks' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Task Description' })).toHaveValue(
      '2nd Battalion seizes OBJ FOX to deny the enemy the river crossing.',
    );
    expect(await screen.findByRole('combobox', { name: 'Plans' })).toHaveValue('plan-1');
    expect(again.api.calls.filter((c) => c.path === '/api/plans/orchestrate')).toEqual([]);

    // Another user of the same browser is not shown Alice's plan.
    again.unmount();
    renderCenter(routes, { id: 'u-bob', username: 'bob', role: 'user' });
    expect(await screen.findByRole('combobox', { name: 'Plans' })).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Planning tasks' })).toBeNull();
  });

  it('comes back to a new plan after New plan, and forgets quietly a plan that is gone', async () => {
    const user = userEvent.setup();
    const routes = planRoutes();
    const first = renderCenter(routes);
    await orchestrate(user);
    await user.click(screen.getByRole('button', { name: 'New plan' }));
    first.unmount();
    const again = renderCenter(routes);
    expect(await screen.findByRole('combobox', { name: 'Plans' })).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Planning tasks' })).toBeNull();
    expect(again.api.calls.filter((c) => c.path === '/api/plans/plan-1')).toEqual([]);
    again.unmount();

    // A plan deleted (or no longer shared) since: nothing opens, nothing alarms, and it is not asked again.
    window.localStorage.setItem('csw:execute.standalone:last-plan', JSON.stringify('plan-gone'));
    const gone = renderCenter(routes);
    await waitFor(() =>
      expect(gone.api.calls.filter((c) => c.path === '/api/plans/plan-gone')).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(window.localStorage.getItem('csw:execute.standalone:last-plan')).toBeNull();
  });

  it('says in the list of plans when each was made', async () => {
    const user = userEvent.setup();
    renderCenter();
    await orchestrate(user);
    const list = await screen.findByRole('combobox', { name: 'Plans' });
    await waitFor(() =>
      expect(within(list).getByRole('option', { name: /^2nd Battalion/ })).toHaveTextContent(
        '2nd Battalion seizes OBJ FOX (made 120600Z MAR 27, 3 tasks, mission 150600Z MAR 27)',
      ),
    );
  });

  it('takes the text routed from the command bar or ADVISE into the task description', () => {
    const { bus } = renderCenter();
    act(() =>
      bus.publish('command/routed', { centerId: 'execute', text: 'Secure the airfield NLT 0600 15 March' }),
    );
    expect(screen.getByRole('textbox', { name: 'Task Description' })).toHaveValue(
      'Secure the airfield NLT 0600 15 March',
    );
  });

  it('asks for D-day, H-hour when the mission is relative to it, and dates the same plan with it', async () => {
    const user = userEvent.setup();
    const fake = planRoutes();
    const orchestrateRoute = fake.routes['POST /api/plans/orchestrate']!;
    // Like the server: a mission at "D-day, H+3" has no timeline until D-day is given.
    fake.routes['POST /api/plans/orchestrate'] = (request) => {
      const board = orchestrateRoute(request) as BoardResponseDto;
      if ((request.body as { dDay?: string }).dDay) return board;
      const undated = {
        ...board.plan.result.timeline,
        status: 'relative' as const,
        message: PLANNING_MESSAGES.relativeTime,
        missionTime: null,
        milestones: [],
      };
      return { ...board, plan: { ...board.plan, result: { ...board.plan.result, timeline: undated } } };
    };
    const { api, created } = renderCenter(fake);
    await orchestrate(user);
    const timelineRegion = screen.getByRole('region', { name: 'Timeline' });
    expect(within(timelineRegion).getByText(PLANNING_MESSAGES.relativeTime)).toBeInTheDocument();
    await user.type(screen.getByLabelText(EXECUTE_LABELS.dDay), '2027-03-15T05:30');
    await user.click(screen.getByRole('button', { name: EXECUTE_LABELS.dateTimeline }));
    await waitFor(() => expect(screen.queryByLabelText(EXECUTE_LABELS.dDay)).not.toBeInTheDocument());
    const sent = api.calls.filter((c) => c.path === '/api/plans/orchestrate').at(-1)!;
    expect(sent.body).toMatchObject({
      planId: 'plan-1',
      dDay: new Date('2027-03-15T05:30').toISOString(),
    });
    expect(created).toHaveLength(1);
    expect(within(timelineRegion).getByRole('list', { name: 'Milestones' })).toBeInTheDocument();
  });
});
