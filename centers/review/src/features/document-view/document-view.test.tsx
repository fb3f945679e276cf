import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  highestClassification,
  type BusEnvelope,
  type CenterProps,
  type Classification,
  type DocumentDto,
} from '@csw/contracts';
import { createIsolatedBus } from '@csw/event-bus';
import { apiFailure, createFakeApi, withFakeApi, type FakeHandler } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { ReviewCenter } from '../../app/review-center';
import { libraryRoutes, makeDocument } from '../../testing/fake-library';

const reader = { id: 'reader', username: 'reader.one', role: 'user' };
const props = (user: CenterProps['user']): CenterProps => ({
  user,
  cognitiveState: 'Fresh',
  simplified: false,
  teamMode: false,
});

/** The text of page n of the long estimate. */
const pageText = (n: number) => `Page ${n} of the estimate. Fuel state ${n * 3} percent at the forward base.`;
const PAGE_COUNT = 300;

/** A 300-page document as the server answers its windows of pages. */
function pagesRoute(id: string, pageCount = PAGE_COUNT): Record<string, FakeHandler> {
  return {
    [`GET /api/documents/${id}/pages`]: ({ query }) => {
      const offset = Number(query?.offset ?? 0);
      const limit = Number(query?.limit ?? pageCount);
      const pages = [];
      for (let i = offset; i < Math.min(pageCount, offset + limit); i += 1)
        pages.push({ page: i + 1, text: pageText(i + 1) });
      return { documentId: id, pages, total: pageCount, paged: true };
    },
  };
}

function setup({
  user = reader,
  document,
  routes = {},
}: {
  user?: CenterProps['user'];
  document: DocumentDto;
  routes?: Record<string, FakeHandler>;
}) {
  const api = createFakeApi(
    libraryRoutes({
      'GET /api/documents/shared': () => ({ items: [document], total: 1 }),
      'GET /api/documents': () => ({ items: [document], total: 1 }),
      [`GET /api/documents/${document.id}`]: () => document,
      ...pagesRoute(document.id),
      ...routes,
    }),
  );
  const bus = createIsolatedBus();
  const levels = new Map<string, Classification>();
  bus.subscribe('classification/displayed', ({ payload }) => levels.set(payload.view, payload.level));
  const handed: BusEnvelope<'library/documents-selected'>[] = [];
  bus.subscribe('library/documents-selected', (event) => handed.push(event));
  renderWithPlatform(<ReviewCenter {...props(user)} />, { bus, wrapper: withFakeApi(api) });
  return {
    api,
    bus,
    handed,
    level: () => highestClassification(levels.values()),
    events: userEvent.setup(),
  };
}

const pageCalls = (api: ReturnType<typeof createFakeApi>) =>
  api.calls.filter((call) => call.path.endsWith('/pages')).map((call) => call.query);

// Clicking through user-event on a busy machine takes seconds.
jest.setTimeout(20_000);

describe('the document view', () => {
  const shared = makeDocument({
    id: 'est',
    title: 'Fuel estimate',
    access: 'read',
    ownerId: 'owner',
    ownerUsername: 'owner.one',
    classification: 'SECRET',
    documentType: 'Estimate',
    category: 'command-control',
  });

  it('opens from its title for a Read Only reader: details, the first page, no edit actions, Escape closes', async () => {
    const { api, events, level, handed } = setup({ document: shared });
    const library = await screen.findByRole('list', { name: 'Living Library' });
    const title = within(library).getByRole('button', { name: 'Fuel estimate' });
    await events.click(title);

    const view = await screen.findByRole('dialog', { name: 'Fuel estimate' });
    const about = await within(view).findByLabelText('About this document');
    expect(about).toHaveTextContent('TypeEstimate');
    expect(about).toHaveTextContent('CategoryCommand & Control');
    expect(about).toHaveTextContent('Ownerowner.one');
    expect(about).toHaveTextContent('ClassificationSECRET');
    // Who it is shared with is for those who may share it.
    expect(about).not.toHaveTextContent('Shared with');
    expect(api.calls.some((call) => call.path.endsWith('/shares'))).toBe(false);

    const page = await within(view).findByRole('region', { name: 'Page 1' });
    expect(page).toHaveTextContent(pageText(1));
    expect(within(view).queryByRole('button', { name: 'Edit Fuel estimate' })).not.toBeInTheDocument();
    expect(within(view).queryByRole('button', { name: 'Share Fuel estimate' })).not.toBeInTheDocument();
    expect(within(view).queryByRole('button', { name: 'Delete Fuel estimate' })).not.toBeInTheDocument();
    // The document's marking reaches the banners while it is open.
    expect(level()).toBe('SECRET');

    await events.click(within(view).getByRole('button', { name: 'Analyse in THINK' }));
    expect(handed.at(-1)!.payload).toEqual({
      targetCenterId: 'think',
      documentIds: ['est'],
      titles: ['Fuel estimate'],
    });

    await events.click(within(view).getByRole('button', { name: 'Use as a source in CREATE' }));
    expect(handed.at(-1)!.payload).toEqual({
      targetCenterId: 'create',
      documentIds: ['est'],
      titles: ['Fuel estimate'],
    });

    await events.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(title).toHaveFocus();
    // Only the first window of pages was read.
    expect(pageCalls(api)).toEqual([{ offset: 0, limit: 20 }]);
  });

  it('opens on a citation from another center at its page, with the quoted words marked', async () => {
    const { api, bus, events } = setup({ document: shared });
    await screen.findByRole('list', { name: 'Living Library' });
    const quote = 'Fuel state 642 percent';
    const start = pageText(214).indexOf(quote);
    act(() => {
      bus.publish(
        'document/open-requested',
        { documentId: 'est', title: 'Fuel estimate', page: 214, quote, start, end: start + quote.length },
        'shell',
      );
    });
    const view = await screen.findByRole('dialog', { name: 'Fuel estimate' });
    const page = await within(view).findByRole('region', { name: 'Page 214' });
    const marked = page.querySelector('mark');
    expect(marked).toHaveTextContent(quote);
    expect(within(view).getByRole('navigation', { name: 'Pages of the document' })).toHaveTextContent(
      'Page 214 of 300',
    );
    // The window holding page 214 (and the next page), never the whole document.
    expect(pageCalls(api)).toEqual([{ offset: 200, limit: 20 }]);

    await events.click(within(view).getByRole('button', { name: 'Next page' }));
    expect(await within(view).findByRole('region', { name: 'Page 215' })).toHaveTextContent(pageText(215));
    expect(within(view).getByRole('region', { name: 'Page 215' }).querySelector('mark')).toBeNull();

    await events.type(within(view).getByRole('spinbutton', { name: 'Go to page' }), '299');
    await events.click(within(view).getByRole('button', { name: 'Go' }));
    expect(await within(view).findByText(pageText(299))).toBeInTheDocument();
    await waitFor(() => expect(pageCalls(api)).toContainEqual({ offset: 280, limit: 20 }));

    await events.type(within(view).getByRole('spinbutton', { name: 'Go to page' }), '301');
    await events.click(within(view).getByRole('button', { name: 'Go' }));
    expect(within(view).getByRole('alert')).toHaveTextContent('Enter a page number from 1 to 300.');

    await events.click(within(view).getByRole('button', { name: 'Back to the library' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes the user back to the center whose citation opened it ("Back to THINK")', async () => {
    const { bus, events } = setup({ document: shared });
    await screen.findByRole('list', { name: 'Living Library' });
    const returns: unknown[] = [];
    bus.subscribe('workspace/return-requested', (event) => returns.push(event.payload));
    act(() => {
      bus.publish(
        'document/open-requested',
        { documentId: 'est', title: 'Fuel estimate', page: 1, returnTo: 'think' },
        'shell',
      );
    });
    const view = await screen.findByRole('dialog', { name: 'Fuel estimate' });
    expect(within(view).queryByRole('button', { name: 'Back to the library' })).not.toBeInTheDocument();
    await events.click(within(view).getByRole('button', { name: 'Back to THINK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(returns).toEqual([{ to: 'think' }]);
  });

  it('offers the owner Edit, Share and Delete, and says who the document is shared with', async () => {
    const own = makeDocument({ id: 'mine', title: 'Convoy memo', content: 'Convoy leaves at 0600.' });
    const { events } = setup({
      user: { id: 'me', username: 'analyst.one', role: 'user' },
      document: own,
      routes: {
        ...pagesRoute('mine', 1),
        'GET /api/documents/mine/shares': () => [
          {
            documentId: 'mine',
            sharedWithUserId: 'reader',
            sharedWithUsername: 'reader.one',
            permissionLevel: 'read',
            sharedBy: 'me',
            createdAt: '2026-01-07T10:00:00.000Z',
          },
        ],
      },
    });
    const library = await screen.findByRole('list', { name: 'Living Library' });
    await events.click(within(library).getByRole('button', { name: 'Convoy memo' }));
    const view = await screen.findByRole('dialog', { name: 'Convoy memo' });
    const about = within(view).getByLabelText('About this document');
    await waitFor(() => expect(about).toHaveTextContent('Shared withreader.one (Read Only)'));
    for (const action of ['Edit', 'Share', 'Delete'])
      expect(within(view).getByRole('button', { name: `${action} Convoy memo` })).toBeInTheDocument();

    await events.click(within(view).getByRole('button', { name: 'Delete Convoy memo' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete document' });
    // Escape closes the innermost dialog only.
    await events.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Delete document' })).not.toBeInTheDocument();
    expect(confirm).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Convoy memo' })).toBeInTheDocument();
  });

  it('cuts a long text without pages into parts and opens at the part that holds the quote', async () => {
    const words = Array.from({ length: 1200 }, (_, i) => `word${i}`).join(' ');
    const note = makeDocument({ id: 'note', title: 'Long note', content: words });
    const quote = 'word1000 word1001 word1002';
    const start = words.indexOf(quote);
    const { bus } = setup({
      document: note,
      routes: {
        'GET /api/documents/note/pages': () => ({
          documentId: 'note',
          pages: [{ page: 1, text: words }],
          total: 1,
          paged: false,
        }),
      },
    });
    await screen.findByRole('list', { name: 'Living Library' });
    act(() => {
      bus.publish('document/open-requested', {
        documentId: 'note',
        page: 1,
        quote,
        start,
        end: start + quote.length,
      });
    });
    const view = await screen.findByRole('dialog', { name: 'Long note' });
    const nav = await within(view).findByRole('navigation', { name: 'Parts of the document' });
    expect(nav).toHaveTextContent(/Part [2-9] of [2-9]/);
    expect(view.querySelector('mark')).toHaveTextContent(quote);
    // The citation said page 1: the view says page 1 too, and which part of it is shown.
    expect(within(view).getByRole('heading', { level: 3 })).toHaveTextContent(
      /^Page 1, part [2-9] of [2-9]$/,
    );
    // A long part has its previous and next buttons under it as well.
    const bottom = within(view).getByRole('navigation', { name: 'Parts of the document, end of the part' });
    const shown = within(view).getByRole('heading', { level: 3 }).textContent;
    await userEvent.setup().click(within(bottom).getByRole('button', { name: 'Previous part' }));
    expect(within(view).getByRole('heading', { level: 3 }).textContent).not.toBe(shown);
  });

  it('says when the document cannot be opened (not there, or not the reader’s to read)', async () => {
    const { bus } = setup({
      document: shared,
      routes: {
        'GET /api/documents/gone': () => {
          throw apiFailure(404, 'Document not found');
        },
        ...pagesRoute('gone'),
      },
    });
    await screen.findByRole('list', { name: 'Living Library' });
    act(() => {
      bus.publish('document/open-requested', { documentId: 'gone', title: 'Old brief' }, 'shell');
    });
    const view = await screen.findByRole('dialog', { name: 'Old brief' });
    expect(
      await within(view).findByText('The document could not be opened: Document not found'),
    ).toBeInTheDocument();
    expect(within(view).queryByRole('region', { name: /Page/ })).not.toBeInTheDocument();
  });
});
