import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusEnvelope, CenterProps } from '@csw/contracts';
import { createFakeApi, withFakeApi } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { libraryRoutes, makeDocument, makeResult } from '../testing/fake-library';
import { ReviewCenter } from './review-center';

const user = { id: 'me', username: 'analyst.one', role: 'user' };
const props: CenterProps = { user, cognitiveState: 'Fresh', simplified: false, teamMode: false };

const docs = ['a', 'b', 'c', 'd'].map((id) => makeDocument({ id, title: `Report ${id.toUpperCase()}` }));

function setup() {
  const api = createFakeApi(
    libraryRoutes({
      'GET /api/documents': () => ({ items: docs, total: docs.length }),
      'POST /api/search': () => ({
        results: [makeResult(docs[1]!), makeResult(docs[2]!)],
        query: 'report',
        expandedTerms: ['report'],
        mode: 'strict',
        message: null,
      }),
    }),
  );
  const rendered = renderWithPlatform(<ReviewCenter {...props} />, { wrapper: withFakeApi(api) });
  const handed: BusEnvelope<'library/documents-selected'>[] = [];
  rendered.bus.subscribe('library/documents-selected', (event) => handed.push(event));
  return { handed, events: userEvent.setup() };
}

// Typing through user-event on a busy machine takes seconds.
jest.setTimeout(20_000);

describe('REVIEW selection and Analyse in THINK', () => {
  it('selects in the search results and the Living Library, then hands exactly that selection to THINK', async () => {
    const { handed, events } = setup();
    expect(screen.queryByRole('button', { name: 'Analyse in THINK' })).not.toBeInTheDocument();
    await events.type(screen.getByRole('searchbox', { name: 'Search the library' }), 'report{Enter}');
    const results = await screen.findByRole('list', { name: 'Search results' });
    await events.click(screen.getByRole('button', { name: 'Select all results' }));
    expect(within(results).getByRole('checkbox', { name: 'Select Report B' })).toBeChecked();
    expect(within(results).getByRole('checkbox', { name: 'Select Report C' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Select all results' })).toBeDisabled();

    const library = screen.getByRole('list', { name: 'Living Library' });
    expect(within(library).getByRole('checkbox', { name: 'Select Report B' })).toBeChecked();
    await events.click(within(library).getByRole('checkbox', { name: 'Select Report D' }));
    await events.click(within(library).getByRole('checkbox', { name: 'Select Report C' }));
    const bar = screen.getByRole('region', { name: 'Selected documents' });
    expect(bar).toHaveTextContent('2 documents selected: "Report B", "Report D".');

    await events.click(within(bar).getByRole('button', { name: 'Analyse in THINK' }));
    expect(handed).toHaveLength(1);
    expect(handed[0]!.payload).toEqual({
      targetCenterId: 'think',
      documentIds: ['b', 'd'],
      titles: ['Report B', 'Report D'],
    });
    // The same selection as the sources of a CREATE draft.
    await events.click(within(bar).getByRole('button', { name: 'Draft from these in CREATE' }));
    expect(handed.at(-1)!.payload).toEqual({
      targetCenterId: 'create',
      documentIds: ['b', 'd'],
      titles: ['Report B', 'Report D'],
    });

    await events.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Selected documents' })).not.toBeInTheDocument();
    expect(within(library).getByRole('checkbox', { name: 'Select Report B' })).not.toBeChecked();
  });
});
