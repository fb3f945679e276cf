import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import type { FolderDto } from '@csw/contracts';
import type { ApiClient } from '@csw/storage';
import { Card, FormMessage, Muted, SectionTitle, Stack } from '@csw/ui';
import type { CategoryEntry } from '../../lib/category-entries';
import { filterKey, type LibraryFilter } from '../../lib/library-filter';
import { NewFolderForm } from './new-folder-form';

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
`;

const Entry = styled.button<{ selected: boolean }>`
  display: flex;
  width: 100%;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  font: inherit;
  text-align: left;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme, selected }) => (selected ? theme.color.surfaceSelected : 'transparent')};
  border: none;
  border-left: 3px solid ${({ theme, selected }) => (selected ? theme.color.interactive : 'transparent')};
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  span:last-of-type {
    color: ${({ theme }) => theme.color.textSecondary};
    font-variant-numeric: tabular-nums;
  }
`;

const Subtitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.base};
`;

export interface CategoryPanelProps {
  api: ApiClient;
  entries: readonly CategoryEntry[];
  /** Documents in the whole library, null while unknown. */
  total: number | null;
  filter: LibraryFilter;
  onFilter: (filter: LibraryFilter) => void;
  onFolderCreated: (folder: FolderDto) => void;
  /** The folders could not be read: the message to show. */
  foldersError: string | null;
  /** The actions offered beside one of the user's folders (Rename, Delete), by its id. */
  folderActions?: (folderId: string) => ReactNode;
  /** What the last folder action did, said under the folders. */
  folderOutcome?: string | null;
}

function EntryButton({
  name,
  count,
  selected,
  onClick,
  actions,
}: {
  name: string;
  count: number | null;
  selected: boolean;
  onClick: () => void;
  actions?: ReactNode;
}) {
  const figure = count === null ? '–' : String(count);
  const entry = (
    <Entry
      type="button"
      selected={selected}
      aria-pressed={selected}
      aria-label={count === null ? name : `${name}, ${count} ${count === 1 ? 'document' : 'documents'}`}
      onClick={onClick}
    >
      <span>{name}</span>
      <span aria-hidden="true">{figure}</span>
    </Entry>
  );
  // A folder of the user's: its entry, then its own actions (Rename, Delete) on the line below.
  if (!actions) return <li>{entry}</li>;
  return (
    <Stack as="li" gap="none" align="flex-end">
      {entry}
      {actions}
    </Stack>
  );
}

/** The categories with their counts, the user's own folders, and New Folder. Choosing one filters the library. */
export function CategoryPanel({
  api,
  entries,
  total,
  filter,
  onFilter,
  onFolderCreated,
  foldersError,
  folderActions,
  folderOutcome,
}: CategoryPanelProps) {
  const selectedKey = filterKey(filter);
  const categories = entries.filter((entry) => !entry.custom);
  const folders = entries.filter((entry) => entry.custom);
  const button = (entry: CategoryEntry) => (
    <EntryButton
      key={filterKey(entry.filter)}
      name={entry.name}
      count={entry.count}
      selected={filterKey(entry.filter) === selectedKey}
      onClick={() => onFilter(entry.filter)}
      actions={entry.filter.kind === 'folder' ? folderActions?.(entry.filter.id) : undefined}
    />
  );
  return (
    <Card aria-labelledby="review-categories-title">
      <SectionTitle id="review-categories-title">Categories</SectionTitle>
      <List aria-label="Categories">
        <EntryButton
          name="All documents"
          count={total}
          selected={selectedKey === ''}
          onClick={() => onFilter({ kind: 'all' })}
        />
        {categories.map(button)}
      </List>
      <Subtitle>Your folders</Subtitle>
      <FormMessage message={foldersError} />
      {folders.length > 0 ? <List aria-label="Your folders">{folders.map(button)}</List> : null}
      {folders.length === 0 && !foldersError ? <Muted>No folders of your own yet.</Muted> : null}
      {folderOutcome ? <Muted role="status">{folderOutcome}</Muted> : null}
      <NewFolderForm api={api} onCreated={onFolderCreated} />
    </Card>
  );
}
