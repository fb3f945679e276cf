import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CenterProps, Preferences, SessionUser } from '@csw/contracts';
import { sessionUser } from '../../testing/fixtures';
import { renderShell } from '../../testing/render-shell';
import { CenterFrame } from './center-frame';

// Jest never loads real remotes: the slot shows what the shell hands the center.
jest.mock('../../federation/center-slot', () => ({
  CenterSlot: ({ centerId, centerProps }: { centerId: string; centerProps: CenterProps }) => (
    <section aria-label="center slot">
      {centerId}:{centerProps.cognitiveState}:{String(centerProps.simplified)}:{String(centerProps.teamMode)}:
      {centerProps.user?.username}
    </section>
  ),
}));

function show(user: SessionUser, onPreferences = jest.fn(async (_: Partial<Preferences>) => true)) {
  const handlers = { onOpen: jest.fn(), onDashboard: jest.fn(), onSignOut: jest.fn(), onPreferences };
  const view = renderShell(<CenterFrame centerId="think" user={user} {...handlers} />);
  return { ...view, ...handlers };
}

describe('center frame', () => {
  it('has the five centers in the sidebar, the Dashboard button and the selected center', async () => {
    const user = userEvent.setup();
    const { onOpen, onDashboard } = show(sessionUser());
    const nav = screen.getByRole('navigation', { name: 'Centers' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['THINK', 'CREATE', 'REVIEW', 'ADVISE', 'EXECUTE']);
    expect(within(nav).getByRole('button', { name: 'THINK' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('button', { name: 'ADVISE' }));
    expect(onOpen).toHaveBeenCalledWith('advise');
    await user.click(screen.getByRole('button', { name: 'Dashboard' }));
    expect(onDashboard).toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'center slot' })).toHaveTextContent(
      'think:Fresh:false:false:analyst.one',
    );
  });

  it('saves the cognitive state (default Fresh); Fatigued says so and simplifies the center and the frame', async () => {
    const user = userEvent.setup();
    const { onPreferences, rerender } = show(sessionUser());
    const select = screen.getByRole('combobox', { name: 'Cognitive State' });
    expect(select).toHaveValue('Fresh');
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Fresh',
      'Fatigued',
      'Stressed',
      'Learning',
    ]);
    expect(screen.getByText('Analysis & Understanding')).toBeInTheDocument();
    await user.selectOptions(select, 'Fatigued');
    expect(onPreferences).toHaveBeenCalledWith({ cognitiveState: 'Fatigued' });

    const tired = sessionUser({ preferences: { cognitiveState: 'Fatigued', teamMode: false } });
    rerender(
      <CenterFrame
        centerId="think"
        user={tired}
        onOpen={jest.fn()}
        onDashboard={jest.fn()}
        onSignOut={jest.fn()}
        onPreferences={onPreferences}
      />,
    );
    expect(screen.getByText('Simplified view active: Focus on essentials.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'center slot' })).toHaveTextContent('think:Fatigued:true');
    expect(screen.queryByText('Analysis & Understanding')).not.toBeInTheDocument();
  });

  it.each(['Stressed', 'Learning'] as const)('%s does not change the display', (cognitiveState) => {
    show(sessionUser({ preferences: { cognitiveState, teamMode: false } }));
    expect(screen.queryByText('Simplified view active: Focus on essentials.')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'center slot' })).toHaveTextContent(
      `think:${cognitiveState}:false`,
    );
  });

  it('saves the Shared workspace checkbox and says so when saving failed', async () => {
    const user = userEvent.setup();
    const { onPreferences } = show(
      sessionUser(),
      jest.fn(async (_: Partial<Preferences>) => false),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Shared workspace' }));
    expect(onPreferences).toHaveBeenCalledWith({ teamMode: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your choice could not be saved. Please try again.',
    );
  });

  it.each([
    ['team_lead', true, true],
    ['team_lead', false, false],
    ['user', true, false],
    ['admin', true, false],
  ] as const)("a %s with team mode %s sees 'Collective insights active': %s", (role, teamMode, shown) => {
    show(sessionUser({ role, preferences: { cognitiveState: 'Fresh', teamMode } }));
    expect(screen.getByRole('checkbox', { name: 'Shared workspace' })).toHaveProperty('checked', teamMode);
    expect(screen.queryByText('Collective insights active') !== null).toBe(shown);
  });

  it.each([
    ['admin', 'Admin', 'critical'],
    ['team_lead', 'Team Lead', 'caution'],
    ['user', 'User', 'normal'],
  ] as const)(
    'shows a %s badge with the username, the role in words and its status colour',
    async (role, label, status) => {
      const user = userEvent.setup();
      const { onSignOut } = show(sessionUser({ role }));
      const badge = screen.getByText('analyst.one').closest('[data-role]')!;
      expect(badge).toHaveAttribute('data-role', role);
      expect(badge).toHaveTextContent(label);
      expect(badge.querySelector('[data-status]')).toHaveAttribute('data-status', status);
      await user.click(screen.getByRole('button', { name: 'Logout' }));
      expect(onSignOut).toHaveBeenCalled();
    },
  );

  it('keeps the user badge and Logout in sight on a long page: they stick to the foot of the screen', () => {
    show(sessionUser());
    const signedIn = screen.getByRole('group', { name: 'Signed in' });
    expect(within(signedIn).getByText('analyst.one')).toBeInTheDocument();
    expect(within(signedIn).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(signedIn).toHaveStyle({ position: 'sticky', bottom: '0px' });
  });
});
