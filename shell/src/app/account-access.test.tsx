import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIsolatedBus } from '@csw/event-bus';
import { createFakeApi } from '@csw/storage/testing';
import { loadFakeDefinition, signedInRoutes } from '../testing/app-harness';
import { App } from './app';

jest.mock('../federation/center-slot', () => jest.requireActual('../testing/fake-center-slot'));
jest.mock('../federation/center-registry', () => ({ loadCenter: jest.fn(), preloadCenter: jest.fn() }));

function signedIn() {
  const api = createFakeApi(
    signedInRoutes({
      'GET /api/auth/sessions': () => [
        {
          id: 'a'.repeat(32),
          createdAt: '2026-03-02T08:15:00.000Z',
          lastSeenAt: '2026-03-02T09:40:00.000Z',
          clientAddress: '10.0.0.1',
          current: true,
        },
      ],
    }),
  );
  const loadDefinition = loadFakeDefinition();
  render(<App bus={createIsolatedBus('shell')} api={api} loadDefinition={loadDefinition} />);
  return { api, user: userEvent.setup() };
}

describe('the account dialog in the shell', () => {
  it('opens from the Account button beside the user badge, on the dashboard and in a center', async () => {
    const { user } = signedIn();
    await user.click(await screen.findByRole('button', { name: 'Account' }));
    // The dialog's code loads when it is first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Account' });
    expect(within(dialog).getByLabelText('Current password')).toBeInTheDocument();
    expect(await within(dialog).findByRole('table', { name: 'Your sessions' })).toHaveTextContent('10.0.0.1');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open THINK' }));
    const sidebar = await screen.findByRole('complementary', { name: 'Workspace' });
    await user.click(within(sidebar).getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeInTheDocument();
  });
});
