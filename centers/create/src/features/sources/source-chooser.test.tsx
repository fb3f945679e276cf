import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentSummaryDto } from '@csw/contracts';
import { createFakeApi, withFakeApi } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { CreateCenter } from '../../app/create-center';
import { createRoutes, fill, props } from '../../testing/fake-create';

const summary = (id: string, title: string): DocumentSummaryDto => ({
  id,
  ownerId: 'u1',
  ownerUsername: 'captain',
  title,
  classification: 'UNCLASS',
  category: 'user-uploaded',
  documentType: 'User Document',
  folderId: null,
  version: 1,
  access: 'owner',
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  excerpt: '',
  contentLength: 100,
});

async function setup() {
  const api = createFakeApi(
    createRoutes({
      'GET /api/documents': ({ query }) => ({
        items: String(query?.q ?? '').includes('convoy') ? [summary('sop', 'Annex D night convoy SOP')] : [],
        total: 1,
      }),
    }),
  );
  const rendered = renderWithPlatform(<CreateCenter {...props} />, { wrapper: withFakeApi(api) });
  await act(async () => undefined);
  return { api, bus: rendered.bus, events: userEvent.setup() };
}

jest.setTimeout(30_000);
beforeEach(() => window.localStorage.clear());

describe('Draft from', () => {
  it('writes from the library by default, and from the documents the user chooses', async () => {
    const { api, events } = await setup();
    const card = screen.getByRole('region', { name: 'Draft from' });
    expect(within(card).getByText(/^The library:/)).toBeInTheDocument();
    await fill(events, screen.getByRole('searchbox', { name: 'Find documents to draft from' }), 'convoy');
    await events.click(await screen.findByRole('button', { name: 'Draft from Annex D night convoy SOP' }));
    expect(
      within(screen.getByRole('list', { name: 'Chosen sources' })).getByText('Annex D night convoy SOP'),
    ).toBeInTheDocument();
    await fill(
      events,
      screen.getByRole('textbox', { name: 'Intent' }),
      'Draft an OPORD for the night convoy',
    );
    await events.click(screen.getByRole('button', { name: 'Quick Create' }));
    expect(api.calls.find((c) => c.path === '/api/drafts')?.body).toMatchObject({ sourceIds: ['sop'] });
    await events.click(screen.getByRole('button', { name: 'Remove Annex D night convoy SOP' }));
    expect(within(card).getByText(/^The library:/)).toBeInTheDocument();
  });

  it('takes the documents handed over from REVIEW or THINK', async () => {
    const { api, bus, events } = await setup();
    act(() =>
      bus.publish('library/documents-selected', {
        targetCenterId: 'create',
        documentIds: ['a', 'b'],
        titles: ['S2 threat update', 'AAR notes'],
      }),
    );
    const chosen = screen.getByRole('list', { name: 'Chosen sources' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['S2 threat updateRemove', 'AAR notesRemove']);
    await fill(events, screen.getByRole('textbox', { name: 'Intent' }), 'Write an AAR for the night convoy');
    await events.click(screen.getByRole('button', { name: 'Quick Create' }));
    expect(api.calls.find((c) => c.path === '/api/drafts')?.body).toMatchObject({ sourceIds: ['a', 'b'] });
  });
});
