import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIBRARY_MESSAGES, type SearchResponse } from '@csw/contracts';
import { apiFailure, createFakeApi } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { ALL_DOCUMENTS, type LibraryFilter } from '../../lib/library-filter';
import { makeDocument, makeResult } from '../../testing/fake-library';
import { SearchPanel } from './search-panel';

const harrow = makeDocument({
  id: 'sat-ops-001',
  title: 'Satellite Operations Technical Manual',
  content: 'Harrow Point operates three 13-metre S-band antennas.',
});

function answer(results: SearchResponse['results'], message: string | null = null): SearchResponse {
  return { query: 'q', expandedTerms: [], mode: 'strict', results, message };
}

function renderPanel(
  api: ReturnType<typeof createFakeApi>,
  filter: LibraryFilter = ALL_DOCUMENTS,
  libraryEmpty = false,
) {
  return renderWithPlatform(
    <SearchPanel api={api} filter={filter} libraryVersion={0} libraryEmpty={libraryEmpty} />,
  );
}

describe('semantic search', () => {
  it('keeps the query and its results when the user leaves REVIEW and comes back', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ 'POST /api/search': () => answer([makeResult(harrow)]) });
    const first = renderPanel(api);
    await user.type(screen.getByRole('searchbox', { name: 'Search the library' }), 'Harrow Point{Enter}');
    await screen.findByRole('list', { name: 'Search results' });
    first.unmount();
    renderPanel(api);
    expect(screen.getByRole('searchbox', { name: 'Search the library' })).toHaveValue('Harrow Point');
    expect(screen.getByRole('list', { name: 'Search results' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  it('searches on Enter and shows title, marking, similarity and the snippet with the matched words marked', async () => {
    const user = userEvent.setup();
    const secret = makeDocument({ id: 'ssa', title: 'KESTREL activity', classification: 'SECRET' });
    const api = createFakeApi({
      'POST /api/search': () =>
        answer([
          makeResult(harrow, {
            similarity: 0.873,
            matchedBy: ['keyword', 'vector'],
            snippet: { text: harrow.content, highlights: [{ start: 0, end: 12 }] },
          }),
          makeResult(secret, { similarity: 0.4 }),
        ]),
    });
    renderPanel(api);
    await user.type(screen.getByRole('searchbox', { name: 'Search the library' }), '  Harrow Point {Enter}');

    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(api.calls).toEqual([
      { method: 'POST', path: '/api/search', body: { query: 'Harrow Point', limit: 10 }, query: undefined },
    ]);
    const first = within(results).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('heading', { name: harrow.title })).toBeInTheDocument();
    expect(within(first).getByText('Similarity 87%')).toBeInTheDocument();
    expect(within(first).getByText('Found by keywords and meaning')).toBeInTheDocument();
    const marks = first.querySelectorAll('mark');
    expect(Array.from(marks, (m) => m.textContent)).toEqual(['Harrow Point']);
    expect(marks[0]!.parentElement).toHaveTextContent(harrow.content);
    expect(within(results).getByText('SECRET')).toHaveAttribute('data-classification', 'SECRET');
  });

  it('renders a snippet that holds markup as plain text', async () => {
    const user = userEvent.setup();
    const text = '<script>window.pwned = true</script><img src=x onerror=alert(1)> KESTREL';
    const api = createFakeApi({
      'POST /api/search': () =>
        answer([makeResult(harrow, { snippet: { text, highlights: [{ start: 0, end: 8 }] } })]),
    });
    const { container } = renderPanel(api);
    await user.type(screen.getByRole('searchbox'), 'KESTREL{Enter}');
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(results).toHaveTextContent(text);
    expect(within(results).getByText('<script>', { selector: 'mark' })).toBeInTheDocument();
    expect(container.querySelector('script, img')).toBeNull();
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('shows only the top 3 of up to 10 results', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 7 }, (_, i) =>
      makeResult(makeDocument({ id: `d${i}`, title: `Result ${i}` })),
    );
    renderPanel(createFakeApi({ 'POST /api/search': () => answer(many) }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    // An empty query clears and does not search; type something first.
    await user.type(screen.getByRole('searchbox'), 'orbit');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(
      within(results)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Result 0', 'Result 1', 'Result 2']);
    expect(screen.getByText('Top 3 of 7 matches for "orbit".')).toBeInTheDocument();
  });

  it('reveals the rest, up to 10, with "Show all N", and the top 3 again', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 12 }, (_, i) =>
      makeResult(makeDocument({ id: `d${i}`, title: `Result ${i}` })),
    );
    renderPanel(createFakeApi({ 'POST /api/search': () => answer(many) }));
    await user.type(screen.getByRole('searchbox'), 'orbit{Enter}');
    const results = await screen.findByRole('list', { name: 'Search results' });
    const headings = () =>
      within(results)
        .getAllByRole('heading')
        .map((h) => h.textContent);
    expect(headings()).toHaveLength(3);

    const showAll = screen.getByRole('button', { name: 'Show all 10' });
    expect(showAll).toHaveAttribute('aria-expanded', 'false');
    await user.click(showAll);
    expect(headings()).toEqual(Array.from({ length: 10 }, (_, i) => `Result ${i}`));
    expect(screen.getByText('Top 10 of 12 matches for "orbit".')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show the top 3' }));
    expect(headings()).toEqual(['Result 0', 'Result 1', 'Result 2']);
  });

  it('offers no "Show all" when every result is already shown', async () => {
    const user = userEvent.setup();
    const two = [makeResult(harrow), makeResult(makeDocument({ id: 'd2', title: 'Other' }))];
    renderPanel(createFakeApi({ 'POST /api/search': () => answer(two) }));
    await user.type(screen.getByRole('searchbox'), 'orbit{Enter}');
    await screen.findByRole('list', { name: 'Search results' });
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it('an empty query clears the results without asking the server', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ 'POST /api/search': () => answer([makeResult(harrow)]) });
    renderPanel(api);
    const box = screen.getByRole('searchbox');
    await user.type(box, 'antenna{Enter}');
    expect(await screen.findByRole('list', { name: 'Search results' })).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, '   {Enter}');
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  it("says 'No relevant document found.' when nothing matches, and 'No documents ingested.' for an empty library", async () => {
    const user = userEvent.setup();
    const { unmount } = renderPanel(
      createFakeApi({ 'POST /api/search': () => answer([], LIBRARY_MESSAGES.noMatch) }),
    );
    await user.type(screen.getByRole('searchbox'), 'submarine{Enter}');
    // The seed's rule: a message without 'success' is shown as a failure (red, announced).
    expect(await screen.findByRole('alert')).toHaveTextContent(LIBRARY_MESSAGES.noMatch);
    expect(screen.getAllByText(LIBRARY_MESSAGES.noMatch)).toHaveLength(1);
    unmount();

    renderPanel(createFakeApi({ 'POST /api/search': () => answer([]) }), ALL_DOCUMENTS, true);
    await user.type(screen.getByRole('searchbox'), 'anything{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(LIBRARY_MESSAGES.empty);
  });

  it('shows the server message when the search fails', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = createFakeApi({
      'POST /api/search': () => {
        throw apiFailure(503, 'The search index is being rebuilt. Try again in a minute.');
      },
    });
    renderPanel(api);
    await user.type(screen.getByRole('searchbox'), 'orbit{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The search failed: The search index is being rebuilt. Try again in a minute.',
    );
  });

  it('passes the category or folder filter to the server and shows what it found', async () => {
    const user = userEvent.setup();
    const inFolder = makeDocument({ id: 'f1', title: 'In my folder', folderId: 'folder-1' });
    // The server narrows before ranking: a folder search answers only that folder's documents.
    const api = createFakeApi({
      'POST /api/search': ({ body }) =>
        (body as { folderId?: string }).folderId === 'folder-1'
          ? answer([makeResult(inFolder)])
          : answer([makeResult(harrow), makeResult(inFolder)]),
    });
    const { rerender } = renderPanel(api, { kind: 'category', id: 'space-operations' });
    await user.type(screen.getByRole('searchbox'), 'antenna{Enter}');
    await screen.findByRole('list', { name: 'Search results' });
    expect(api.calls[0]?.body).toEqual({ query: 'antenna', category: 'space-operations', limit: 10 });

    rerender(
      <SearchPanel
        api={api}
        filter={{ kind: 'folder', id: 'folder-1' }}
        libraryVersion={0}
        libraryEmpty={false}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'In my folder' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: harrow.title })).not.toBeInTheDocument();
    expect(api.calls[1]?.body).toEqual({ query: 'antenna', folderId: 'folder-1', limit: 10 });
  });

  it('runs a search the command bar routed to REVIEW, with the command words taken off', async () => {
    const api = createFakeApi({ 'POST /api/search': () => answer([makeResult(harrow)]) });
    const { bus } = renderPanel(api);
    bus.publish('command/routed', { centerId: 'think', text: 'analyse threat patterns' });
    bus.publish('command/routed', { centerId: 'review', text: 'search the library for Harrow Point' });
    expect(await screen.findByRole('list', { name: 'Search results' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('Harrow Point');
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.body).toMatchObject({ query: 'Harrow Point' });
  });
});
