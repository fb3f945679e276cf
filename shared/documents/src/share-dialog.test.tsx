import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusEnvelope } from '@csw/contracts';
import { createIsolatedBus } from '@csw/event-bus';
import { apiFailure, createFakeApi, withFakeApi } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { SHARE_MESSAGES, ShareDialog } from './share-dialog';

const users = [
  { id: 'me', username: 'analyst.one', email: null },
  { id: 'u2', username: 'planner.two', email: 'p2@example.mil' },
];
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

  it('needs a chosen user, shares at the chosen level, says so, tells the bus and closes after 1.5 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const api = createFakeApi({
      'GET /api/users': () => users,
      'POST /api/documents/d1/share': ({ body }) =>
        share((body as { permissionLevel: string }).permissionLevel),
    });
    const bus = createIsolatedBus();
    const events: BusEnvelope<'review/document-shared'>[] = [];
    bus.subscribe('review/document-shared', (e) => events.push(e));
    const onClose = jest.fn();
    renderWithPlatform(
      <ShareDialog
        document={{ id: 'd1', title: 'Convoy OPORD' }}
        excludeUserIds={['me']}
        onClose={onClose}
      />,
      { bus, wrapper: withFakeApi(api) },
    );

    expect(screen.getByRole('dialog', { name: 'Share Document' })).toBeInTheDocument();
    const shareButton = screen.getByRole('button', { name: 'Share' });
    expect(shareButton).toBeDisabled();
    const userSelect = screen.getByRole('combobox', { name: 'Share with' });
    await screen.findByRole('option', { name: 'planner.two' });
    expect(screen.queryByRole('option', { name: 'analyst.one' })).not.toBeInTheDocument();
    const permission = screen.getByRole('combobox', { name: 'Permission level' });
    expect(permission).toHaveValue('read');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['Read Only', 'Read & Write', 'Full Access']),
    );

    await user.selectOptions(userSelect, 'u2');
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
      'GET /api/users': () => users,
      'POST /api/documents/d1/share': () => {
        throw apiFailure(403, 'Not allowed.');
      },
    });
    const onClose = jest.fn();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithPlatform(
      <ShareDialog document={{ id: 'd1', title: '', excerpt: 'x'.repeat(80) }} onClose={onClose} />,
      { wrapper: withFakeApi(api) },
    );
    expect(screen.getByText('x'.repeat(50))).toBeInTheDocument();
    await screen.findByRole('option', { name: 'planner.two' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Share with' }), 'u2');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SHARE_MESSAGES.failure);
    expect(alert).toHaveAttribute('data-outcome', 'failure');
    expect(onClose).not.toHaveBeenCalled();
  });
});
