import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Classification } from '@csw/contracts';
import { createIsolatedBus } from '@csw/event-bus';
import { ClearanceProvider } from '@csw/storage';
import { apiFailure, createFakeApi, withFakeApi } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { EDIT_MESSAGES, EditDialog } from './edit-dialog';

const doc = {
  id: 'd1',
  title: 'Convoy OPORD',
  classification: 'UNCLASS' as const,
  content: 'Situation.',
  version: 3,
};
const full = {
  ...doc,
  ownerId: 'me',
  ownerUsername: 'analyst.one',
  category: 'user-uploaded',
  documentType: 'OPORD',
  folderId: null,
  access: 'owner',
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T11:00:00.000Z',
};

const secret = {
  ...full,
  id: 'd2',
  title: 'KESTREL intercepts',
  classification: 'SECRET' as const,
  content: 'Intercepts.',
};

describe('edit dialog', () => {
  afterEach(() => jest.useRealTimers());

  it('edits title, classification and content (20 rows), saves with the version, then closes after 1.5 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const api = createFakeApi({
      'GET /api/documents/d1': () => full,
      'PUT /api/documents/d1': ({ body }) => ({ ...full, ...(body as object), version: 4 }),
    });
    const onClose = jest.fn();
    const onSaved = jest.fn();
    renderWithPlatform(
      <EditDialog document={{ id: doc.id, title: doc.title }} onClose={onClose} onSaved={onSaved} />,
      { wrapper: withFakeApi(api) },
    );

    expect(screen.getByRole('dialog', { name: 'Edit Document' })).toBeInTheDocument();
    // Lists carry an excerpt only: the dialog reads the full text before it can be edited.
    expect(screen.getByRole('status')).toHaveTextContent(EDIT_MESSAGES.loading);
    const content = await screen.findByDisplayValue('Situation.');
    expect(api.calls[0]).toMatchObject({ method: 'GET', path: '/api/documents/d1' });
    expect(content).toHaveAttribute('rows', '20');
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Convoy OPORD v2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Classification' }), 'SECRET');
    await user.type(content, ' Mission.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(EDIT_MESSAGES.success)).toBeInTheDocument();
    expect(api.calls[1]?.body).toEqual({
      title: 'Convoy OPORD v2',
      classification: 'SECRET',
      content: 'Situation. Mission.',
      version: 3,
    });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ title: 'Convoy OPORD v2', version: 4 }));
    act(() => jest.advanceTimersByTime(1500));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says when the update failed and keeps the edits', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = createFakeApi({
      'GET /api/documents/d1': () => full,
      'PUT /api/documents/d1': () => {
        throw apiFailure(503, 'The server is unavailable.');
      },
    });
    renderWithPlatform(<EditDialog document={doc} onClose={jest.fn()} />, { wrapper: withFakeApi(api) });
    await screen.findByDisplayValue('Situation.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EDIT_MESSAGES.failure);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Convoy OPORD');
  });

  it('cannot save without a title', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ 'GET /api/documents/d1': () => full });
    renderWithPlatform(<EditDialog document={doc} onClose={jest.fn()} />, { wrapper: withFakeApi(api) });
    await screen.findByDisplayValue('Situation.');
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('says when the document could not be read, and cannot save', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = createFakeApi({
      'GET /api/documents/d1': () => {
        throw apiFailure(404, 'Document not found.');
      },
    });
    renderWithPlatform(<EditDialog document={doc} onClose={jest.fn()} />, { wrapper: withFakeApi(api) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The document could not be loaded: Document not found.',
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('tells the shell the marking of the document it shows: what it was read with, or a higher one chosen', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ 'GET /api/documents/d1': () => full, 'GET /api/documents/d2': () => secret });
    const bus = createIsolatedBus();
    const levels: Classification[] = [];
    bus.subscribe('classification/displayed', ({ payload }) => levels.push(payload.level));

    const first = renderWithPlatform(
      <EditDialog document={{ id: 'd1', title: doc.title }} onClose={jest.fn()} />,
      {
        bus,
        wrapper: withFakeApi(api),
      },
    );
    await screen.findByDisplayValue('Situation.');
    expect(levels.at(-1)).toBe('UNCLASS');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Classification' }), 'SECRET');
    expect(levels.at(-1)).toBe('SECRET');
    first.unmount();
    expect(levels.at(-1)).toBe('UNCLASS');

    // A SECRET text stays SECRET on screen while a lower marking is only chosen, not saved.
    renderWithPlatform(<EditDialog document={{ id: 'd2', title: secret.title }} onClose={jest.fn()} />, {
      bus,
      wrapper: withFakeApi(api),
    });
    await screen.findByDisplayValue(secret.content);
    expect(levels.at(-1)).toBe('SECRET');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Classification' }), 'UNCLASS');
    expect(levels.at(-1)).toBe('SECRET');
  });

  it('after a conflict (409) reloads the latest version or keeps the text as a copy, losing neither', async () => {
    const user = userEvent.setup();
    let server = { ...full, content: 'Situation.', version: 3 };
    const api = createFakeApi({
      'GET /api/documents/d1': () => server,
      'PUT /api/documents/d1': () => {
        throw apiFailure(409, 'This document was changed by someone else (it is now at version 4).');
      },
      'POST /api/documents': ({ body }) => ({ ...full, ...(body as object), id: 'd9', version: 1 }),
    });
    renderWithPlatform(<EditDialog document={{ id: doc.id, title: doc.title }} onClose={jest.fn()} />, {
      wrapper: withFakeApi(api),
    });
    const content = await screen.findByDisplayValue('Situation.');
    await user.type(content, ' Mine.');
    // Someone else saves meanwhile.
    server = { ...full, content: 'Situation. Theirs.', version: 4 };
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(EDIT_MESSAGES.conflict)).toHaveRole('alert');
    expect(screen.getByText(EDIT_MESSAGES.failure)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Keep my text as a copy' }));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Convoy OPORD (my copy)',
      content: 'Situation. Mine.',
      classification: 'UNCLASS',
    });
    expect(await screen.findByText(EDIT_MESSAGES.copied('Convoy OPORD (my copy)'))).toHaveRole('alert');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Reload the latest version' }));
    expect(await screen.findByDisplayValue('Situation. Theirs.')).toBeInTheDocument();
  });

  it('asks why a marking is lowered and sends the reason with the change', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      'GET /api/documents/d2': () => secret,
      'PUT /api/documents/d2': ({ body }) => ({ ...secret, ...(body as object), version: 4 }),
    });
    renderWithPlatform(<EditDialog document={{ id: 'd2', title: secret.title }} onClose={jest.fn()} />, {
      wrapper: withFakeApi(api),
    });
    await screen.findByDisplayValue('Intercepts.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Classification' }), 'UNCLASS');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(
      screen.getByRole('textbox', { name: /Reason for lowering the classification/ }),
      'Released after the operation',
    );
    await user.click(save);
    expect(await screen.findByText(EDIT_MESSAGES.success)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      classification: 'UNCLASS',
      classificationReason: 'Released after the operation',
    });
  });

  it('offers only the markings the user is cleared for, and says why the others are not offered', async () => {
    const api = createFakeApi({ 'GET /api/documents/d1': () => full });
    const Fake = withFakeApi(api);
    renderWithPlatform(<EditDialog document={doc} onClose={jest.fn()} />, {
      wrapper: ({ children }) => (
        <Fake>
          <ClearanceProvider clearance="UNCLASS">{children}</ClearanceProvider>
        </Fake>
      ),
    });
    await screen.findByDisplayValue('Situation.');
    const select = screen.getByRole('combobox', { name: 'Classification' });
    expect(screen.getByRole('option', { name: 'UNCLASS' })).toBeEnabled();
    expect(screen.getByRole('option', { name: 'SECRET' })).toBeDisabled();
    expect(select).toHaveAccessibleDescription(
      'Your account is not cleared for SECRET: an administrator grants clearances.',
    );
  });

  it('says why the server refused a save, without inviting a retry that cannot help', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = 'You are not cleared to mark documents SECRET.';
    const api = createFakeApi({
      'GET /api/documents/d1': () => full,
      'PUT /api/documents/d1': () => {
        throw apiFailure(403, refusal);
      },
    });
    renderWithPlatform(<EditDialog document={doc} onClose={jest.fn()} />, { wrapper: withFakeApi(api) });
    await screen.findByDisplayValue('Situation.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    expect(screen.queryByText(EDIT_MESSAGES.failure)).not.toBeInTheDocument();
  });
});
