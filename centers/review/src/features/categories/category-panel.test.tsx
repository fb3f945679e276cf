import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { categoryEntries } from '../../lib/category-entries';
import { ALL_DOCUMENTS } from '../../lib/library-filter';
import { makeFolder, makeStats } from '../../testing/fake-library';
import { CategoryFilter } from './category-filter';
import { CategoryPanel } from './category-panel';

const ownFolder = { folder: makeFolder(), count: 2 };

describe('category list and filter', () => {
  it('lists the built-in categories with their counts, other categories and the user’s folders', () => {
    const stats = makeStats({
      total: 6,
      byCategory: [
        { category: 'space-operations', name: 'Space Operations', count: 3 },
        { category: 'user-uploaded', name: 'Uploaded Documents', count: 1 },
        // An older server named drafts by their raw id: the list still shows the display name.
        { category: 'generated', name: 'generated', count: 1 },
      ],
    });
    const onFilter = jest.fn();
    renderWithPlatform(
      <CategoryPanel
        api={createFakeApi()}
        entries={categoryEntries(stats, [ownFolder])}
        total={6}
        filter={ALL_DOCUMENTS}
        onFilter={onFilter}
        onFolderCreated={jest.fn()}
        foldersError={null}
      />,
    );
    const categories = within(screen.getByRole('list', { name: 'Categories' })).getAllByRole('button');
    expect(categories.map((b) => b.getAttribute('aria-label'))).toEqual([
      'All documents, 6 documents',
      'Space Operations, 3 documents',
      'Intelligence & Cyber Operations, 0 documents',
      'Engineering & Acquisition, 0 documents',
      'Command & Control, 0 documents',
      'Training & Personnel, 0 documents',
      'Uploaded Documents, 1 document',
      'Saved Drafts, 1 document',
    ]);
    expect(categories[0]).toHaveAttribute('aria-pressed', 'true');
    const folders = within(screen.getByRole('list', { name: 'Your folders' })).getAllByRole('button');
    expect(folders.map((b) => b.getAttribute('aria-label'))).toEqual(['My plans, 2 documents']);
  });

  it('filters by a category or a folder when one is chosen', async () => {
    const user = userEvent.setup();
    const onFilter = jest.fn();
    renderWithPlatform(
      <CategoryPanel
        api={createFakeApi()}
        entries={categoryEntries(makeStats(), [ownFolder])}
        total={4}
        filter={{ kind: 'category', id: 'space-operations' }}
        onFilter={onFilter}
        onFolderCreated={jest.fn()}
        foldersError={null}
      />,
    );
    expect(screen.getByRole('button', { name: /^Space Operations/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: /^Command & Control/ }));
    await user.click(screen.getByRole('button', { name: /^My plans/ }));
    expect(onFilter.mock.calls).toEqual([
      [{ kind: 'category', id: 'command-control' }],
      [{ kind: 'folder', id: 'f-1' }],
    ]);
  });

  it('says when the user has no folders yet, and when they could not be read', () => {
    const props = {
      api: createFakeApi(),
      entries: categoryEntries(undefined, []),
      total: null,
      filter: ALL_DOCUMENTS,
      onFilter: jest.fn(),
      onFolderCreated: jest.fn(),
    };
    const { rerender } = renderWithPlatform(<CategoryPanel {...props} foldersError={null} />);
    expect(screen.getByText('No folders of your own yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Space Operations' })).toHaveTextContent('–');
    rerender(
      <CategoryPanel {...props} foldersError="Your folders could not be loaded: HTTP error! status: 500" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your folders could not be loaded');
  });

  it('the filter select offers all categories, each category with its count, and the folders', async () => {
    const user = userEvent.setup();
    const onFilter = jest.fn();
    renderWithPlatform(
      <CategoryFilter
        entries={categoryEntries(makeStats(), [ownFolder])}
        filter={ALL_DOCUMENTS}
        onFilter={onFilter}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Category filter' });
    expect(select).toHaveValue('');
    expect(within(select).getByRole('option', { name: 'Space Operations (3)' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'Folder: My plans (2)' })).toBeInTheDocument();
    await user.selectOptions(select, 'Folder: My plans (2)');
    await user.selectOptions(select, 'All categories');
    expect(onFilter.mock.calls).toEqual([[{ kind: 'folder', id: 'f-1' }], [{ kind: 'all' }]]);
  });
});
