import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CENTER_IDS, type CenterId } from '@csw/contracts';
import { apiFailure, createFakeApi, type FakeHandler } from '@csw/storage/testing';
import { ApiError } from '@csw/storage';
import type { CenterDirectoryState, CenterEntry } from '../../lib/center-directory';
import { sessionUser, usage } from '../../testing/fixtures';
import { renderShell } from '../../testing/render-shell';
import { Dashboard } from './dashboard';
import { formatDateTime, greetingFor } from './greeting';
import { usageBadge } from './usage-badge';

const centers = (changes: Partial<Record<CenterId, Partial<CenterEntry>>> = {}): CenterDirectoryState =>
  Object.fromEntries(
    CENTER_IDS.map((id) => [id, { availability: 'not-loaded', commands: [], ...changes[id] }]),
  ) as CenterDirectoryState;

const stats = { usage: usage({ think: 3, review: 1 }), documents: 7, thisWeek: 2, mode: 'SOLO' };
const doc = (id: string, title: string, access: string, updatedAt: string) => ({
  id,
  ownerId: 'u1',
  ownerUsername: 'analyst.one',
  title,
  content: 'Text',
  classification: title.includes('SECRET') ? 'SECRET' : 'UNCLASS',
  category: 'user-uploaded',
  documentType: 'Memo',
  folderId: null,
  version: 1,
  access,
  createdAt: updatedAt,
  updatedAt,
});

function api(routes: Record<string, FakeHandler> = {}) {
  return createFakeApi({
    'GET /api/stats/dashboard': () => stats,
    'GET /api/documents': () => ({
      items: [
        doc('d1', 'Older memo', 'owner', '2026-01-01T00:00:00.000Z'),
        doc('lib', 'Library doctrine', 'library', '2026-01-09T00:00:00.000Z'),
        doc('d2', 'SECRET threat summary', 'read', '2026-01-03T00:00:00.000Z'),
      ],
      total: 3,
    }),
    ...routes,
  });
}

function show(
  props: Partial<Parameters<typeof Dashboard>[0]> = {},
  routes: Record<string, FakeHandler> = {},
) {
  const onOpen = jest.fn();
  const onSignOut = jest.fn();
  const fake = api(routes);
  const view = renderShell(
    <Dashboard user={sessionUser()} centers={centers()} onOpen={onOpen} onSignOut={onSignOut} {...props} />,
    { api: fake },
  );
  return { ...view, onOpen, onSignOut, fake };
}

describe('greeting', () => {
  it.each([
    ['2026-03-02T00:00:00', 'Good morning'],
    ['2026-03-02T09:00:00', 'Good morning'],
    ['2026-03-02T11:59:59', 'Good morning'],
    ['2026-03-02T12:00:00', 'Good afternoon'],
    ['2026-03-02T14:00:00', 'Good afternoon'],
    ['2026-03-02T16:59:59', 'Good afternoon'],
    ['2026-03-02T17:00:00', 'Good evening'],
    ['2026-03-02T20:00:00', 'Good evening'],
  ])('at %s says %s', (time, greeting) => expect(greetingFor(new Date(time))).toBe(greeting));
});

describe('usage badge', () => {
  it('says NEW! for a center never used, and how many uses otherwise', () => {
    expect(usageBadge(0)).toBe('NEW!');
    expect(usageBadge(1)).toBe('1 uses');
    expect(usageBadge(12)).toBe('12 uses');
  });
});

describe('dashboard', () => {
  afterEach(() => jest.useRealTimers());

  it('greets by time of day with the username and a clock that ticks every second', async () => {
    jest.useFakeTimers({ now: new Date('2026-03-02T09:00:00') });
    show();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Good morning, analyst.one');
    const clock = screen.getByLabelText('Current date and time');
    expect(clock).toHaveTextContent(formatDateTime(new Date('2026-03-02T09:00:00')));
    act(() => jest.advanceTimersByTime(1000));
    expect(clock).toHaveTextContent(formatDateTime(new Date('2026-03-02T09:00:01')));
    act(() => jest.setSystemTime(new Date('2026-03-02T13:59:59')));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Good afternoon, analyst.one');
    await act(async () => undefined);
  });

  it('shows the figures of the server and the usage badges of the centers', async () => {
    show();
    const figures = await screen.findByRole('region', { name: 'Your figures' });
    await within(figures).findByText('4');
    const value = (label: string) => within(figures).getByText(label).nextElementSibling?.textContent;
    expect(value('Total Actions')).toBe('4');
    expect(value('Documents')).toBe('7');
    expect(value('This Week')).toBe('2');
    expect(value('Mode')).toBe('SOLO');
    const card = (title: string) => screen.getByRole('region', { name: title });
    expect(within(card('THINK')).getByText('3 uses')).toBeInTheDocument();
    expect(within(card('REVIEW')).getByText('1 uses')).toBeInTheDocument();
    expect(within(card('CREATE')).getByText('NEW!')).toBeInTheDocument();
  });

  it('says when the figures cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    show(
      {},
      {
        'GET /api/stats/dashboard': () => {
          throw apiFailure(500, 'down');
        },
      },
    );
    expect(await screen.findByText(/Your figures could not be loaded/)).toBeInTheDocument();
    expect(screen.queryByText('NEW!')).not.toBeInTheDocument();
  });

  it('says how long to wait when the server throttled the figures and the documents', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const throttled = () => {
      throw new ApiError('Too many requests.', 429, { message: 'Too many requests.' }, 30);
    };
    show({}, { 'GET /api/stats/dashboard': throttled, 'GET /api/documents': throttled });
    expect(
      await screen.findByText('Your figures could not be loaded. Wait 30 seconds and try again.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Your documents could not be loaded. Wait 30 seconds and try again.'),
    ).toBeInTheDocument();
  });

  it('opens a center from its card, offers Administration to admins only, and logs out', async () => {
    const user = userEvent.setup();
    const onAdministration = jest.fn();
    const { onOpen, onSignOut, unmount } = show({ onAdministration, user: sessionUser({ role: 'admin' }) });
    await user.click(screen.getByRole('button', { name: 'Open EXECUTE' }));
    expect(onOpen).toHaveBeenCalledWith('execute');
    await user.click(screen.getByRole('button', { name: 'Administration' }));
    expect(onAdministration).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onSignOut).toHaveBeenCalled();
    unmount();
    show();
    expect(screen.queryByRole('button', { name: 'Administration' })).not.toBeInTheDocument();
  });

  it('keeps the user badge and Logout in sight on a long dashboard: its header sticks to the top', () => {
    show();
    const signedIn = screen.getByRole('group', { name: 'Signed in' });
    expect(within(signedIn).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(signedIn.closest('header')).toHaveStyle({ position: 'sticky', top: '0px' });
  });

  it('lists the recent documents of the user (not the library), newest first, with the classification in words', async () => {
    show();
    const recent = await screen.findByRole('region', { name: 'Recent documents' });
    const items = await within(recent).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.title')?.textContent)).toEqual([
      'SECRET threat summary',
      'Older memo',
    ]);
    expect(within(items[0]!).getByText('SECRET')).toHaveAttribute('data-classification', 'SECRET');
    expect(within(items[0]!).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Share Older memo' })).toBeInTheDocument();
  });

  it("opens a recent document's title in REVIEW's document view", async () => {
    const user = userEvent.setup();
    const { bus } = show();
    const requests: unknown[] = [];
    bus.subscribe('document/open-requested', ({ payload }) => requests.push(payload));
    const recent = await screen.findByRole('region', { name: 'Recent documents' });
    await user.click(await within(recent).findByRole('button', { name: 'Older memo' }));
    expect(requests).toEqual([{ documentId: 'd1', title: 'Older memo' }]);
  });

  it('deletes a document after the confirmation', async () => {
    const user = userEvent.setup();
    const { fake } = show({}, { 'DELETE /api/documents/d1': () => ({ ok: true }) });
    await user.click(await screen.findByRole('button', { name: 'Delete Older memo' }));
    // The dialogs' code loads when one is first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Delete document' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete "Older memo"? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(fake.calls.some((c) => c.method === 'DELETE' && c.path === '/api/documents/d1')).toBe(true);
  });

  it('in the simplified view keeps only the essentials and says so', async () => {
    show({ user: sessionUser({ preferences: { cognitiveState: 'Fatigued', teamMode: false } }) });
    expect(screen.getByText('Simplified view active: Focus on essentials.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "What's New" })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recent documents' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Upload or pick documents/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open THINK' })).toBeInTheDocument();
    await screen.findByText('3 uses');
  });

  it("shows What's New with the release notes and the centers running on this page", async () => {
    show({
      centers: centers({
        think: { availability: 'running', version: '1.4.0' },
        review: { availability: 'unavailable' },
      }),
    });
    const panel = screen.getByRole('region', { name: "What's New" });
    expect(within(panel).getByText('Version 1.0')).toBeInTheDocument();
    expect(within(panel).getByText('THINK 1.4.0 running')).toBeInTheDocument();
    expect(within(panel).getByText('REVIEW unavailable')).toBeInTheDocument();
    expect(within(panel).getByText('CREATE not opened yet')).toBeInTheDocument();
    await screen.findByText('3 uses');
  });

  it('tells a user whose role request is pending, and ends with the version and the marking', async () => {
    show({ user: sessionUser({ pendingRoleRequest: 'team_lead' }) });
    expect(
      screen.getByText('Your request for the Team Lead role awaits an administrator.'),
    ).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Version 1.0');
    expect(footer).toHaveTextContent('UNCLASSIFIED');
    await screen.findByText('3 uses');
  });

  it("shows a team lead in team mode the team's figures from the server, and nobody else", async () => {
    const teamStats = {
      members: 2,
      usage: usage({ think: 4, create: 1 }),
      documents: 9,
      thisWeek: 3,
    };
    const lead = sessionUser({ role: 'team_lead', preferences: { cognitiveState: 'Fresh', teamMode: true } });
    const { fake } = show({ user: lead }, { 'GET /api/team/stats': () => teamStats });
    const team = await screen.findByLabelText('Team figures', { selector: 'dl' });
    expect(screen.getByText('Collective insights active')).toBeInTheDocument();
    expect(await within(team).findByText('Team documents')).toBeInTheDocument();
    const value = (label: string) => within(team).getByText(label).nextElementSibling?.textContent;
    expect(value('Team members')).toBe('2');
    expect(value('Team documents')).toBe('9');
    expect(value('Team this week')).toBe('3');
    expect(value('THINK actions')).toBe('4');
    expect(value('Team actions')).toBe('5');
    expect(fake.calls.some((c) => c.path === '/api/team/stats')).toBe(true);
  });

  it('sends a lead whose team is empty to the Team screen, not to the API', async () => {
    const user = userEvent.setup();
    const onTeam = jest.fn();
    const lead = sessionUser({ role: 'team_lead', preferences: { cognitiveState: 'Fresh', teamMode: true } });
    show(
      { user: lead, onTeam },
      { 'GET /api/team/stats': () => ({ members: 0, usage: usage(), documents: 1, thisWeek: 1 }) },
    );
    expect(
      await screen.findByText(
        'Your team has no members yet: invite them on the Team screen; their figures show here once they accept.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/team API/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Manage your team' }));
    await user.click(screen.getByRole('button', { name: 'Team' }));
    expect(onTeam).toHaveBeenCalledTimes(2);
  });

  it('shows the documents the user owns in the Documents and This Week tiles, as the server counts them', async () => {
    show({}, { 'GET /api/stats/dashboard': () => ({ ...stats, documents: 0, thisWeek: 0 }) });
    const figures = screen.getByRole('region', { name: 'Your figures' });
    const tile = (label: string) => within(figures).getByText(label).nextElementSibling;
    await waitFor(() => expect(tile('Documents')).toHaveTextContent('0'));
    expect(tile('This Week')).toHaveTextContent('0');
  });

  it('shows no collective insights to a user in team mode, or to a lead with team mode off', () => {
    show({ user: sessionUser({ preferences: { cognitiveState: 'Fresh', teamMode: true } }) });
    expect(screen.queryByText('Collective insights active')).not.toBeInTheDocument();
  });

  it('starts loading a center when its card is pointed at or focused', async () => {
    const user = userEvent.setup();
    const onPreload = jest.fn();
    show({ onPreload });
    await user.hover(screen.getByRole('button', { name: 'Open REVIEW' }));
    expect(onPreload).toHaveBeenCalledWith('review');
    act(() => screen.getByRole('button', { name: 'Open ADVISE' }).focus());
    expect(onPreload).toHaveBeenLastCalledWith('advise');
  });
});
