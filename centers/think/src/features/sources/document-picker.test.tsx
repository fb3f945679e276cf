import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CenterProps } from '@csw/contracts';
import { createFakeApi, withFakeApi, type FakeHandler } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { ThinkCenter } from '../../app/think-center';
import { makeDocument, thinkRoutes } from '../../testing/fake-think';

const user = { id: 'me', username: 'analyst.one', role: 'user' };
const props: CenterProps = { user, cognitiveState: 'Fresh', simplified: false, teamMode: false };

const LIBRARY = [
  makeDocument({ id: 'd1', title: 'Fuel resupply plan', content: 'convoy' }),
  makeDocument({ id: 'd2', title: 'Radar maintenance', category: 'command-control' }),
  makeDocument({ id: 'd3', title: 'Weekly summary', content: 'fuel state improved' }),
  makeDocument({ id: 'd4', title: 'Antenna alignment' }),
];

/** GET /api/documents as the server answers it: narrowed by q (title or text) and category. */
const listRoute: FakeHandler = ({ query }) => {
  const q = String(query?.q ?? '').toLowerCase();
  const category = String(query?.category ?? '');
  const items = LIBRARY.filter(
    (d) =>
      (!q || `${d.title} ${d.content}`.toLowerCase().includes(q)) && (!category || d.category === category),
  );
  return { items, total: items.length };
};

async function setup(overrides: Record<string, FakeHandler> = {}) {
  const api = createFakeApi(
    thinkRoutes({
      'GET /api/documents': listRoute,
      'GET /api/folders': () => [
        {
          id: 'f1',
          name: 'My Intel',
          parentId: null,
          description: '',
          icon: 'folder',
          builtIn: false,
          ownerId: 'me',
        },
      ],
      ...overrides,
    }),
  );
  const rendered = renderWithPlatform(<ThinkCenter {...props} />, { wrapper: withFakeApi(api) });
  await screen.findByRole('tab', { name: 'Vector Database (4)' });
  return { api, bus: rendered.bus, events: userEvent.setup() };
}

const list = () => screen.getByRole('list', { name: 'Documents to analyse' });
const titles = () =>
  within(list())
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.querySelector('span > span')?.textContent);

// Typing through user-event on a busy machine takes seconds.
jest.setTimeout(20_000);

describe('THINK document picker', () => {
  it('narrows the list through the server as the user types, keeping the library total in the tab', async () => {
    const { api, events } = await setup();
    await events.type(screen.getByRole('searchbox', { name: 'Filter documents' }), 'fuel');
    await waitFor(() => expect(titles()).toEqual(['Fuel resupply plan', 'Weekly summary']));
    expect(screen.getByText('2 documents match the filter.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Vector Database (4)' })).toBeInTheDocument();
    const asked = api.calls.filter((c) => c.path === '/api/documents').map((c) => c.query?.q);
    expect(asked.at(-1)).toBe('fuel');
    await events.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'command-control');
    await events.clear(screen.getByRole('searchbox', { name: 'Filter documents' }));
    await waitFor(() => expect(titles()).toEqual(['Radar maintenance']));
    expect(api.calls.at(-1)?.query).toMatchObject({ category: 'command-control' });
    expect(screen.getByRole('combobox', { name: 'Folder' })).toHaveTextContent('My Intel');
  });

  it('shows the number selected, keeps the selection at the top across filters, and clears it', async () => {
    const { events } = await setup();
    expect(screen.getByText('0 documents selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear selection' })).toBeDisabled();
    await events.click(await screen.findByRole('checkbox', { name: /Antenna alignment/ }));
    expect(screen.getByText('1 document selected')).toBeInTheDocument();
    await events.type(screen.getByRole('searchbox', { name: 'Filter documents' }), 'fuel');
    await waitFor(() =>
      expect(titles()).toEqual(['Antenna alignment', 'Fuel resupply plan', 'Weekly summary']),
    );
    await events.click(screen.getByRole('checkbox', { name: /Weekly summary/ }));
    expect(screen.getByText('2 documents selected')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByText('0 documents selected')).toBeInTheDocument();
    expect(titles()).toEqual(['Fuel resupply plan', 'Weekly summary']);
  });

  it('moves with the arrow keys and selects with Space, rows staying put while the focus is in the list', async () => {
    const { events } = await setup();
    const filter = screen.getByRole('searchbox', { name: 'Filter documents' });
    await screen.findByRole('checkbox', { name: /Fuel resupply plan/ });
    await events.click(filter);
    await events.keyboard('{ArrowDown}');
    expect(screen.getByRole('checkbox', { name: /Fuel resupply plan/ })).toHaveFocus();
    await events.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('checkbox', { name: /Weekly summary/ })).toHaveFocus();
    await events.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: /Weekly summary/ })).toBeChecked();
    expect(titles()[2]).toBe('Weekly summary');
    await events.keyboard('{ArrowUp} ');
    expect(screen.getByRole('checkbox', { name: /Radar maintenance/ })).toBeChecked();
    await events.keyboard('{End}');
    expect(screen.getByRole('checkbox', { name: /Antenna alignment/ })).toHaveFocus();
    await events.click(filter);
    expect(titles().slice(0, 2)).toEqual(['Weekly summary', 'Radar maintenance']);
  });

  it('takes documents handed over from another center as exactly the selection', async () => {
    const { bus, events } = await setup();
    await events.click(await screen.findByRole('checkbox', { name: /Antenna alignment/ }));
    act(() =>
      bus.publish(
        'library/documents-selected',
        { targetCenterId: 'think', documentIds: ['d3', 'x9'], titles: ['Weekly summary', 'Found elsewhere'] },
        'review',
      ),
    );
    expect(screen.getByText('2 documents selected')).toBeInTheDocument();
    expect(titles().slice(0, 2)).toEqual(['Weekly summary', 'Found elsewhere']);
    expect(screen.getByRole('checkbox', { name: /Antenna alignment/ })).not.toBeChecked();
    act(() =>
      bus.publish(
        'library/documents-selected',
        { targetCenterId: 'create', documentIds: ['d1'], titles: ['Fuel resupply plan'] },
        'review',
      ),
    );
    expect(screen.getByText('2 documents selected')).toBeInTheDocument();
  });

  it('says when the list cannot be read and when nothing matches', async () => {
    const { events } = await setup();
    await events.type(screen.getByRole('searchbox', { name: 'Filter documents' }), 'zzz');
    expect(await screen.findByText('No document matches the filter.')).toBeInTheDocument();
  });
});
