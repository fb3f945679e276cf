import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIBRARY_MESSAGES, type CenterProps } from '@csw/contracts';
import { apiFailure, createFakeApi, withFakeApi } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { libraryRoutes, makeDocument, makeStats } from '../testing/fake-library';
import { ReviewCenter } from './review-center';

const user = { id: 'me', username: 'analyst.one', role: 'user' };
const props: CenterProps = { user, cognitiveState: 'Fresh', simplified: false, teamMode: false };

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('REVIEW screen', () => {
  it("says 'Initializing vector database...' while the library opens, then shows its figures", async () => {
    const stats = deferred<unknown>();
    renderWithPlatform(<ReviewCenter {...props} />, {
      wrapper: withFakeApi(createFakeApi(libraryRoutes({ 'GET /api/library/stats': () => stats.promise }))),
    });
    expect(screen.getByText(LIBRARY_MESSAGES.initializing)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('region', { name: 'Analytics' })).not.toBeInTheDocument();

    stats.resolve(makeStats({ vectorDimension: 384 }));
    expect(await screen.findByRole('region', { name: 'Analytics' })).toHaveTextContent('384');
    expect(screen.queryByText(LIBRARY_MESSAGES.initializing)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All documents, 4 documents' })).toBeInTheDocument();
  });

  it('shows every part of the screen, with empty states for an empty library', async () => {
    renderWithPlatform(<ReviewCenter {...props} />, {
      wrapper: withFakeApi(
        createFakeApi(
          libraryRoutes({ 'GET /api/library/stats': () => makeStats({ total: 0, byCategory: [] }) }),
        ),
      ),
    });
    expect(screen.getByRole('heading', { name: 'REVIEW', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Upload' })).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category filter' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Analytics' })).toBeInTheDocument();
    const library = screen.getByRole('region', { name: 'Living Library' });
    expect(await within(library).findByText(LIBRARY_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.getByText('No folders of your own yet.')).toBeInTheDocument();
  });

  it('the simplified view keeps search and the library and hides analytics and secondary controls', async () => {
    renderWithPlatform(<ReviewCenter {...props} cognitiveState="Fatigued" simplified />, {
      wrapper: withFakeApi(
        createFakeApi(
          libraryRoutes({
            'GET /api/documents': () => ({ items: [makeDocument({ id: 'd1', title: 'Plan' })], total: 1 }),
          }),
        ),
      ),
    });
    expect(await screen.findByRole('heading', { name: 'Plan' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the library' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Plan' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Analytics' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Categories' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Upload' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Folder' })).not.toBeInTheDocument();
  });

  it('choosing a category filters the Living Library on the server, from page 1', async () => {
    const u = userEvent.setup();
    const api = createFakeApi(
      libraryRoutes({
        'GET /api/documents': ({ query }) =>
          query?.category === 'command-control'
            ? { items: [], total: 0 }
            : { items: [makeDocument({ id: 'd1', title: 'Any' })], total: 1 },
      }),
    );
    renderWithPlatform(<ReviewCenter {...props} />, { wrapper: withFakeApi(api) });
    await screen.findByRole('heading', { name: 'Any' });
    await u.click(await screen.findByRole('button', { name: /^Command & Control/ }));
    expect(await screen.findByText('No documents in Command & Control.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/documents').at(-1)?.query).toEqual({
      limit: 10,
      offset: 0,
      category: 'command-control',
      folderId: undefined,
    });
    expect(screen.getByRole('combobox', { name: 'Category filter' })).toHaveValue('category:command-control');
  });

  it('lists what was shared with the user in its own view', async () => {
    const u = userEvent.setup();
    const shared = makeDocument({
      id: 's1',
      title: 'Shared plan',
      access: 'read',
      ownerUsername: 'planner.two',
    });
    renderWithPlatform(<ReviewCenter {...props} />, {
      wrapper: withFakeApi(
        createFakeApi(libraryRoutes({ 'GET /api/documents/shared': () => ({ items: [shared], total: 1 }) })),
      ),
    });
    await u.click(screen.getByRole('tab', { name: 'Shared with me' }));
    const list = await screen.findByRole('list', { name: 'Shared with me' });
    expect(within(list).getByRole('heading', { name: 'Shared plan' })).toBeInTheDocument();
    expect(within(list).getByText('Shared by planner.two: Read Only')).toBeInTheDocument();
    // Read Only: the title opens the document view, and nothing else is offered.
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Shared plan']);
  });

  it('says when the library figures could not be read, and Retry reads them again', async () => {
    const u = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    renderWithPlatform(<ReviewCenter {...props} />, {
      wrapper: withFakeApi(
        createFakeApi(
          libraryRoutes({
            'GET /api/library/stats': () => {
              if (fail) throw apiFailure(503, 'The database is starting. Try again shortly.');
              return makeStats();
            },
          }),
        ),
      ),
    });
    expect(
      await screen.findByText(
        'The library figures could not be loaded: The database is starting. Try again shortly.',
      ),
    ).toBeInTheDocument();
    fail = false;
    await u.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Analytics' })).toBeInTheDocument();
  });

  it('after a delete it reads the figures and the list again', async () => {
    const u = userEvent.setup();
    let documents = [makeDocument({ id: 'd1', title: 'Old plan' })];
    const api = createFakeApi(
      libraryRoutes({
        'GET /api/documents': () => ({ items: documents, total: documents.length }),
        'DELETE /api/documents/d1': () => {
          documents = [];
          return { ok: true };
        },
      }),
    );
    renderWithPlatform(<ReviewCenter {...props} />, { wrapper: withFakeApi(api) });
    await u.click(await screen.findByRole('button', { name: 'Delete Old plan' }));
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(LIBRARY_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Old plan' })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/library/stats')).toHaveLength(2);
  });
});
