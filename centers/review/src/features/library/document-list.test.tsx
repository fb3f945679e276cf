import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deleteConfirmation, type DocumentDto } from '@csw/contracts';
import { apiFailure, createFakeApi, withFakeApi } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { makeDocument } from '../../testing/fake-library';
import { DocumentList, type DocumentListProps } from './document-list';

const me = { id: 'me', role: 'user' };

/** A library of `count` documents, answered a page at a time like the server. */
function pagedLibrary(count: number, overrides: (i: number) => Partial<DocumentDto> = () => ({})) {
  const all = Array.from({ length: count }, (_, i) =>
    makeDocument({ id: `d${i + 1}`, title: `Doc ${i + 1}`, ...overrides(i) }),
  );
  return {
    all,
    load: jest.fn(async ({ limit, offset }: { limit: number; offset: number }) => ({
      items: all.slice(offset, offset + limit),
      total: all.length,
    })),
  };
}

function renderList(props: Partial<DocumentListProps> & Pick<DocumentListProps, 'load'>) {
  const all: DocumentListProps = {
    api: createFakeApi(),
    user: me,
    label: 'Living Library',
    scope: 'library|',
    version: 0,
    emptyMessage: 'No documents ingested.',
    onChanged: jest.fn(),
    ...props,
  };
  // The dialogs reach the API through the provider, the list through its prop: both get the same double.
  return {
    props: all,
    ...renderWithPlatform(<DocumentList {...all} />, { wrapper: withFakeApi(all.api) }),
  };
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Living Library' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

describe('Living Library list', () => {
  it('shows 10 a page with Previous, page numbers and Next', async () => {
    const user = userEvent.setup();
    const library = pagedLibrary(23);
    renderList({ load: library.load });
    expect(await screen.findByRole('list', { name: 'Living Library' })).toBeInTheDocument();
    expect(titles()).toHaveLength(10);
    expect(titles()[0]).toBe('Doc 1');

    const pager = screen.getByRole('navigation', { name: 'Living Library pages' });
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Doc 11' })).toBeInTheDocument();
    expect(library.load).toHaveBeenLastCalledWith({ limit: 10, offset: 10 });

    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('heading', { name: 'Doc 21' })).toBeInTheDocument();
    expect(titles()).toEqual(['Doc 21', 'Doc 22', 'Doc 23']);
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { name: 'Doc 11' })).toBeInTheDocument();
  });

  it('goes back a page when the last document of the last page is deleted', async () => {
    const user = userEvent.setup();
    const library = pagedLibrary(11);
    const api = createFakeApi({
      'DELETE /api/documents/d11': () => {
        library.all.pop();
        return { ok: true };
      },
    });
    const { props, rerender } = renderList({ api, load: library.load });
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Doc 11' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(props.onChanged).toHaveBeenCalledTimes(1);
    // The screen reports the change by a new version, as the REVIEW screen does.
    rerender(<DocumentList {...props} version={1} />);
    expect(await screen.findByRole('heading', { name: 'Doc 1' })).toBeInTheDocument();
    expect(library.load).toHaveBeenLastCalledWith({ limit: 10, offset: 0 });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows content to 150 characters', async () => {
    const long = `${'a'.repeat(140)} ${'b'.repeat(100)}`;
    renderList({ load: pagedLibrary(1, () => ({ content: long })).load });
    const text = await screen.findByText(/^a+/);
    expect(text.textContent).toHaveLength(150);
    expect(text.textContent?.endsWith('\u2026')).toBe(true);
  });

  it('has no pager for one page, and an empty state for no documents', async () => {
    const { unmount } = renderList({ load: pagedLibrary(4).load });
    await screen.findByRole('list', { name: 'Living Library' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    unmount();

    renderList({ load: pagedLibrary(0).load });
    expect(await screen.findByText('No documents ingested.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers edit, share, move and delete only as the access allows', async () => {
    const access = ['owner', 'write', 'read', 'library', 'admin'] as const;
    renderList({ load: pagedLibrary(5, (i) => ({ access: access[i], title: `${access[i]} doc` })).load });
    await screen.findByRole('list', { name: 'Living Library' });
    // The actions (named with the title); each title is a button too, which opens the document view.
    const buttons = () =>
      screen
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label'))
        .filter((label) => label !== null);
    expect(buttons()).toEqual([
      'Edit owner doc',
      'Share owner doc',
      'Move owner doc',
      'Delete owner doc',
      'Edit write doc',
      'Edit admin doc',
      'Share admin doc',
      'Delete admin doc',
    ]);
  });

  it('lets an administrator maintain library documents', async () => {
    renderList({
      user: { id: 'boss', role: 'admin' },
      load: pagedLibrary(1, () => ({ access: 'library', title: 'Manual' })).load,
    });
    expect(await screen.findByRole('button', { name: 'Edit Manual' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Manual' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Manual' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share Manual' })).not.toBeInTheDocument();
  });

  it('asks with the required words before deleting, deletes on Delete and reports the change', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ 'DELETE /api/documents/d1': () => ({ ok: true }) });
    const { props } = renderList({ api, load: pagedLibrary(1, () => ({ title: 'Convoy OPORD' })).load });
    await user.click(await screen.findByRole('button', { name: 'Delete Convoy OPORD' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete document' });
    expect(dialog).toHaveAccessibleDescription(deleteConfirmation('Convoy OPORD'));
    expect(deleteConfirmation('Convoy OPORD')).toBe(
      'Are you sure you want to delete "Convoy OPORD"? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Convoy OPORD' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted "Convoy OPORD" successfully.')).toBeInTheDocument();
    expect(api.calls).toEqual([
      { method: 'DELETE', path: '/api/documents/d1', body: undefined, query: undefined },
    ]);
    expect(props.onChanged).toHaveBeenCalledTimes(1);
  });

  it('dates each document with the month named, never 01/06/2026 or 06/01/2026', async () => {
    renderList({
      load: pagedLibrary(1, () => ({ title: 'Plan', updatedAt: '2026-01-06T10:00:00.000Z' })).load,
    });
    const row = within(await screen.findByRole('list', { name: 'Living Library' })).getByRole('listitem');
    expect(row).toHaveTextContent('Updated 6 Jan 2026');
    expect(row).not.toHaveTextContent(/\d{1,2}\/\d{1,2}\/\d{4}/);
  });

  it('says why a delete failed', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = createFakeApi({
      'DELETE /api/documents/d1': () => {
        throw apiFailure(403, 'Only the owner or a user with full access can delete this document.');
      },
    });
    renderList({ api, load: pagedLibrary(1, () => ({ title: 'Plan' })).load });
    await user.click(await screen.findByRole('button', { name: 'Delete Plan' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '"Plan" could not be deleted: Only the owner or a user with full access can delete this document.',
    );
  });

  it('says what to do when the server fails without a reason, never a bare code', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = createFakeApi({
      'DELETE /api/documents/d1': () => {
        throw apiFailure(500, 'Internal');
      },
    });
    renderList({ api, load: pagedLibrary(1, () => ({ title: 'Plan' })).load });
    await user.click(await screen.findByRole('button', { name: 'Delete Plan' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      '"Plan" could not be deleted: The server could not complete the request. Try again in a moment; if it keeps failing, tell your administrator.',
    );
    expect(alert).not.toHaveTextContent('Internal');
  });

  it('opens the shared edit and share dialogs for the document', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      // The people lookup answers what is typed, never the whole directory.
      'GET /api/users': () => [{ id: 'u2', username: 'planner.two' }],
      // The list carries an excerpt only; the Edit dialog reads the whole text.
      'GET /api/documents/d1': () =>
        makeDocument({ id: 'd1', title: 'Plan', content: 'Phase one. Phase two.' }),
    });
    renderList({
      api,
      load: pagedLibrary(1, () => ({ title: 'Plan', content: 'Phase one. Phase two.' })).load,
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Plan' }));
    expect(screen.getByRole('dialog', { name: 'Edit Document' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Content' })).toHaveValue('Phase one. Phase two.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Share Plan' }));
    expect(screen.getByRole('dialog', { name: 'Share Document' })).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Share with' }), 'pl');
    expect(await screen.findByRole('option', { name: 'planner.two' })).toBeInTheDocument();
  });

  it('says when the list could not be loaded, and Retry reads it again', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn()
      .mockRejectedValueOnce(apiFailure(500, 'HTTP error! status: 500'))
      .mockResolvedValueOnce({ items: [makeDocument({ id: 'x', title: 'Back again' })], total: 1 });
    renderList({ load });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      // Never the bare 'HTTP error! status: 500': what failed, then what to do.
      'The documents could not be loaded: The server could not complete the request. Try again in a moment',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
  });
});
