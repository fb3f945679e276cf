import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CenterProps, DeleteFolderResult, MoveDocumentsResult } from '@csw/contracts';
import { apiFailure, createFakeApi, withFakeApi, type FakeHandler } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { ReviewCenter } from '../../app/review-center';
import { libraryRoutes, makeDocument, makeFolder } from '../../testing/fake-library';
import { deletedWords, folderContents } from './delete-folder-dialog';

const user = { id: 'me', username: 'analyst.one', role: 'user' };
const props: CenterProps = { user, cognitiveState: 'Fresh', simplified: false, teamMode: false };
const plans = makeFolder({ id: 'f-plans', name: 'Plans' });
const mine = makeDocument({ id: 'd1', title: 'Convoy plan' });
const shared = makeDocument({ id: 'd2', title: 'Shared brief', access: 'read', ownerUsername: 'other' });

// The first render of the whole screen can take more than a second on a busy machine.
const FIRST = { timeout: 5000 };

function setup(routes: Record<string, FakeHandler> = {}) {
  const api = createFakeApi(
    libraryRoutes({
      'GET /api/folders': () => [plans],
      'GET /api/documents': ({ query }) =>
        query?.folderId === plans.id ? { items: [], total: 3 } : { items: [mine, shared], total: 2 },
      ...routes,
    }),
  );
  renderWithPlatform(<ReviewCenter {...props} />, { wrapper: withFakeApi(api) });
  return { api, u: userEvent.setup() };
}

describe('moving documents into and out of folders', () => {
  it('offers Move on the documents the user owns only', async () => {
    setup();
    expect(await screen.findByRole('button', { name: 'Move Convoy plan' }, FIRST)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move Shared brief' })).not.toBeInTheDocument();
  });

  it('moves one document into a folder from its Move button and reads the library again', async () => {
    const answer: MoveDocumentsResult = {
      moved: [{ id: 'd1', title: 'Convoy plan', version: 2 }],
      unchanged: [],
      failed: [],
    };
    const { api, u } = setup({ 'POST /api/documents/move': () => answer });
    await u.click(await screen.findByRole('button', { name: 'Move Convoy plan' }, FIRST));
    const dialog = await screen.findByRole('dialog', { name: 'Move to folder' });
    const folder = within(dialog).getByRole('combobox', { name: 'Folder' });
    await waitFor(() => expect(folder).toBeEnabled());
    expect(
      within(folder)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Plans', 'No folder (outside any folder)']);
    const lists = api.calls.filter((c) => c.path === '/api/documents').length;
    await u.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByText('Moved 1 document to "Plans".')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/documents/move')?.body).toEqual({
      ids: ['d1'],
      folderId: 'f-plans',
    });
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/documents').length).toBeGreaterThan(lists),
    );
  });

  it('moves the selection out of its folders and names each document that stayed, with the reason', async () => {
    const answer: MoveDocumentsResult = {
      moved: [{ id: 'd1', title: 'Convoy plan', version: 3 }],
      unchanged: [],
      failed: [
        { id: 'd2', title: 'Shared brief', message: 'Only the owner can move a document to another folder.' },
      ],
    };
    const { api, u } = setup({ 'POST /api/documents/move': () => answer });
    await u.click(await screen.findByRole('checkbox', { name: 'Select Convoy plan' }, FIRST));
    await u.click(screen.getByRole('checkbox', { name: 'Select Shared brief' }));
    const bar = screen.getByRole('region', { name: 'Selected documents' });
    await u.click(within(bar).getByRole('button', { name: 'Move to folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to folder' });
    expect(dialog).toHaveTextContent('Move 2 documents into one of your folders, or out of any folder.');
    const folder = within(dialog).getByRole('combobox', { name: 'Folder' });
    await waitFor(() => expect(folder).toBeEnabled());
    await u.selectOptions(folder, 'No folder (outside any folder)');
    await u.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(
      await within(dialog).findByText('Moved 1 document out of their folder. 1 document not moved:'),
    ).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('list', { name: 'Documents not moved' })).getByRole('listitem'),
    ).toHaveTextContent('"Shared brief": Only the owner can move a document to another folder.');
    expect(api.calls.find((c) => c.path === '/api/documents/move')?.body).toEqual({
      ids: ['d1', 'd2'],
      folderId: null,
    });
    // The reasons stay until the user closes the dialog.
    expect(screen.getByRole('dialog', { name: 'Move to folder' })).toBeInTheDocument();
  });

  it('says that nothing moved when the server refuses the whole move', async () => {
    const { u } = setup({
      'POST /api/documents/move': () => {
        throw apiFailure(404, 'Folder not found.');
      },
    });
    await u.click(await screen.findByRole('button', { name: 'Move Convoy plan' }, FIRST));
    const dialog = await screen.findByRole('dialog', { name: 'Move to folder' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Folder' })).toBeEnabled());
    await u.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Nothing was moved: Folder not found.',
    );
  });
});

describe('renaming and deleting a folder', () => {
  it('renames a folder, and keeps the dialog open with the reason when the name is taken', async () => {
    let taken = true;
    const { api, u } = setup({
      'PUT /api/folders/f-plans': ({ body }) => {
        if (taken) throw apiFailure(409, 'A folder with this name already exists here.');
        return { ...plans, name: (body as { name: string }).name };
      },
    });
    await u.click(await screen.findByRole('button', { name: 'Rename folder Plans' }, FIRST));
    const dialog = screen.getByRole('dialog', { name: 'Rename folder' });
    const name = within(dialog).getByRole('textbox', { name: 'Folder name' });
    await u.clear(name);
    await u.type(name, 'Orders');
    await u.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The folder could not be renamed: A folder with this name already exists here.',
    );
    taken = false;
    await u.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText('Folder renamed successfully.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ name: 'Orders' });
  });

  it('says how many documents the folder holds and keeps them by default', async () => {
    const result: DeleteFolderResult = {
      ok: true,
      deleted: [],
      kept: [
        { id: 'a', title: 'A' },
        { id: 'b', title: 'B' },
        { id: 'c', title: 'C' },
      ],
      failed: [],
    };
    const { api, u } = setup({ 'DELETE /api/folders/f-plans?documents=keep': () => result });
    await u.click(await screen.findByRole('button', { name: 'Plans, 3 documents' }, FIRST));
    await u.click(screen.getByRole('button', { name: 'Delete folder Plans' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete folder' });
    expect(dialog).toHaveTextContent('"Plans" holds 3 documents.');
    expect(within(dialog).getByRole('combobox', { name: 'What happens to its documents' })).toHaveValue(
      'keep',
    );
    await u.click(within(dialog).getByRole('button', { name: 'Delete folder' }));
    expect(
      await screen.findByText(
        'Deleted the folder "Plans". 3 documents kept in the library, outside any folder.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Delete folder' })).not.toBeInTheDocument();
    expect(
      api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/folders/f-plans?documents=keep'),
    ).toBe(true);
    // The library was narrowed to the folder: it lets go of it.
    expect(screen.getByRole('button', { name: /^All documents/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('deletes the documents too only when the user chooses it, and says which stayed and why', async () => {
    const result: DeleteFolderResult = {
      ok: true,
      deleted: [{ id: 'a', title: 'A' }],
      kept: [{ id: 'b', title: 'B' }],
      failed: [
        { id: 'b', title: 'B', message: 'Only an administrator can change the organisation library.' },
      ],
    };
    const { u } = setup({ 'DELETE /api/folders/f-plans?documents=delete': () => result });
    await u.click(await screen.findByRole('button', { name: 'Delete folder Plans' }, FIRST));
    const dialog = screen.getByRole('dialog', { name: 'Delete folder' });
    await u.selectOptions(
      within(dialog).getByRole('combobox', { name: 'What happens to its documents' }),
      'Delete them too',
    );
    expect(dialog).toHaveTextContent('This cannot be undone');
    await u.click(within(dialog).getByRole('button', { name: 'Delete folder and documents' }));
    expect(
      await screen.findByText(
        'Deleted the folder "Plans". 1 document deleted with it. "B" was kept, outside any folder: Only an administrator can change the organisation library.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the words of a folder deletion', () => {
  it('says what the folder holds before, even when it could not be counted', () => {
    expect(folderContents('Plans', 0)).toBe('"Plans" holds no documents.');
    expect(folderContents('Plans', 1)).toBe('"Plans" holds 1 document.');
    expect(folderContents('Plans', null)).toBe('"Plans" may hold documents (they could not be counted).');
  });

  it('says an empty folder went with nothing else', () => {
    expect(deletedWords('Plans', { ok: true, deleted: [], kept: [], failed: [] })).toBe(
      'Deleted the folder "Plans".',
    );
  });
});
