import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusEnvelope } from '@csw/contracts';
import { createIsolatedBus } from '@csw/event-bus';
import { apiFailure, createFakeApi, withFakeApi } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { SHARE_MESSAGES, ShareDialog } from './share-dialog';

/** What the server answers for a typed part of a name (it never sends the caller). */
const lookup = ({ query }: { query?: Record<string, unknown> }) =>
  [
    { id: 'u2', username: 'planner.two' },
    { id: 'u3', username: 'planner.three' },
  ].filter((u) => u.username.includes(String(query?.query ?? '')));
const share = (permissionLevel: string) => ({
  documentId: 'd1',
  sharedWithUserId: 'u2',
  sharedWithUsername: 'planner.two',
  permissionLevel,
  sharedBy: 'me',
  createdAt: '2026-01-05T10:00:00.000Z',
});

describe('share dialog', () => {
  afterEach(() => jest.useRealTimers());

  it('finds the user by typing part of the name, shares at the chosen level, says so, tells the bus and closes after 1.5 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const api = createFakeApi({
      'GET /api/users': lookup,
      'POST /api/documents/d1/share': ({ body }) =>
        share((body as { permissionLevel: string }).permissionLevel),
    });
    const bus = createIsolatedBus();
    const events: BusEnvelope<'review/document-shared'>[] = [];
    bus.subscribe('review/document-shared', (e) => events.push(e));
    const onClose = jest.fn();
    renderWithPlatform(<ShareDialog document={{ id: 'd1', title: 'Convoy OPORD' }} onClose={onClose} />, {
      bus,
      wrapper: withFakeApi(api),
    });

    expect(screen.getByRole('dialog', { name: 'Share Document' })).toBeInTheDocument();
    const shareButton = screen.getByRole('button', { name: 'Share' });
    expect(shareButton).toBeDisabled();
    const permission = screen.getByRole('combobox', { name: 'Permission level' });
    expect(permission).toHaveValue('read');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Read Only',
      'Read & Write',
      'Full Access',
    ]);
    // No directory is loaded when the dialog opens: only what is typed is asked for.
    expect(api.calls.filter((c) => c.path === '/api/users')).toEqual([]);

    await user.type(screen.getByRole('combobox', { name: 'Share with' }), 'two');
    await screen.findByRole('option', { name: 'planner.two' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: 'Share with' })).toHaveValue('planner.two');
    expect(api.calls.find((c) => c.path === '/api/users')?.query).toEqual({ query: 'two', limit: 10 });
    await user.selectOptions(permission, 'write');
    await user.click(shareButton);

    const message = await screen.findByText(SHARE_MESSAGES.success);
    expect(message.closest('[data-outcome]')).toHaveAttribute('data-outcome', 'success');
    expect(api.calls.at(-1)).toMatchObject({ body: { sharedWithUserId: 'u2', permissionLevel: 'write' } });
    expect(events[0]?.payload).toEqual({
      documentId: 'd1',
      title: 'Convoy OPORD',
      direction: 'by-me',
      counterpart: 'planner.two',
      permissionLevel: 'write',
    });
    act(() => jest.advanceTimersByTime(1400));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(100));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says when sharing failed, in red, and stays open', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      'GET /api/users': lookup,
      'POST /api/documents/d1/share': () => {
        throw apiFailure(503, 'The database is busy.');
      },
    });
    const onClose = jest.fn();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithPlatform(
      <ShareDialog document={{ id: 'd1', title: '', excerpt: 'x'.repeat(80) }} onClose={onClose} />,
      { wrapper: withFakeApi(api) },
    );
    expect(screen.getByText('x'.repeat(50))).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Share with' }), 'planner');
    await user.click(await screen.findByRole('option', { name: 'planner.two' }));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SHARE_MESSAGES.failure);
    expect(alert).toHaveAttribute('data-outcome', 'failure');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says why a refusal happened instead of inviting a retry that cannot help', async () => {
    const user = userEvent.setup();
    const refusal =
      'planner.two is not cleared for SECRET documents, so this document cannot be shared with them.';
    const api = createFakeApi({
      'GET /api/users': lookup,
      'POST /api/documents/d1/share': () => {
        throw apiFailure(403, refusal);
      },
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithPlatform(
      <ShareDialog document={{ id: 'd1', title: 'KESTREL intercepts' }} onClose={jest.fn()} />,
      {
        wrapper: withFakeApi(api),
      },
    );
    await user.type(screen.getByRole('combobox', { name: 'Share with' }), 'planner');
    await user.click(await screen.findByRole('option', { name: 'planner.two' }));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    expect(alert).not.toHaveTextContent(/try again/i);
  });
});
