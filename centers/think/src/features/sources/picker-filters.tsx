import { useEffect, useState, type KeyboardEvent } from 'react';
import styled from '@emotion/styled';
import { BUILT_IN_CATEGORIES, PLATFORM_CATEGORY_NAMES, type FolderDto } from '@csw/contracts';
import { SearchField, SelectField } from '@csw/ui';
import type { ThinkApi } from '../../api/think-api';
import type { DocumentFilter } from './use-documents';

const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
  > :first-of-type {
    grid-column: 1 / -1;
  }
`;

const CATEGORY_OPTIONS = [
  { value: '', label: 'All categories' },
  ...BUILT_IN_CATEGORIES.map((c) => ({ value: c.id, label: c.name })),
  ...Object.entries(PLATFORM_CATEGORY_NAMES).map(([value, label]) => ({ value, label })),
];

export interface PickerFiltersProps {
  api: ThinkApi;
  filter: DocumentFilter;
  onFilter: (filter: DocumentFilter) => void;
  /** ArrowDown in the filter box moves into the list. */
  onEnterList: () => void;
}

/** The picker's filter box (title and text, asked of the server as the user types), category and folder. */
export function PickerFilters({ api, filter, onFilter, onEnterList }: PickerFiltersProps) {
  const [folders, setFolders] = useState<FolderDto[]>([]);

  useEffect(() => {
    let live = true;
    api.folders().then(
      (list) => live && setFolders(list.filter((f) => !f.builtIn)),
      // Without the folder list the other filters still work; the folder filter is simply not offered.
      (failure: unknown) => console.error('The folders could not be loaded', failure),
    );
    return () => {
      live = false;
    };
  }, [api]);

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      onEnterList();
    }
  }

  return (
    <Fields>
      <SearchField
        label="Filter documents"
        value={filter.text}
        placeholder="Words of the title or text"
        autoComplete="off"
        onKeyDown={keyDown}
        onValueChange={(text) => onFilter({ ...filter, text })}
      />
      <SelectField
        label="Category"
        value={filter.category}
        options={CATEGORY_OPTIONS}
        onChange={(event) => onFilter({ ...filter, category: event.target.value })}
      />
      {folders.length > 0 ? (
        <SelectField
          label="Folder"
          value={filter.folderId}
          options={[
            { value: '', label: 'All folders' },
            ...folders.map((f) => ({ value: f.id, label: f.name })),
          ]}
          onChange={(event) => onFilter({ ...filter, folderId: event.target.value })}
        />
      ) : null}
    </Fields>
  );
}
