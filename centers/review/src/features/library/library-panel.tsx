import { useCallback, useState } from 'react';
import { LIBRARY_MESSAGES } from '@csw/contracts';
import type { ApiClient } from '@csw/storage';
import { SectionTitle, Tabs } from '@csw/ui';
import { libraryApi } from '../../api/library-api';
import type { DocumentSelection } from '../../lib/use-document-selection';
import { filterKey, filterQuery, type LibraryFilter } from '../../lib/library-filter';
import { DocumentList } from './document-list';

type View = 'library' | 'shared';

const VIEWS = [
  { id: 'library', label: 'Library' },
  { id: 'shared', label: 'Shared with me' },
] as const;

export interface LibraryPanelProps {
  api: ApiClient;
  user: { id: string; role: string } | null;
  filter: LibraryFilter;
  /** The name of the filtered category or folder, for the empty message. */
  filterName: string | null;
  version: number;
  onChanged: () => void;
  /** The screen's selection (for 'Analyse in THINK'). */
  selection?: DocumentSelection;
}

/** The Living Library (everything the user may read, filtered) and the documents shared with the user. */
export function LibraryPanel({
  api,
  user,
  filter,
  filterName,
  version,
  onChanged,
  selection,
}: LibraryPanelProps) {
  const [view, setView] = useState<View>('library');
  const query = filterQuery(filter);
  const { category, folderId } = query;
  const loadLibrary = useCallback(
    (page: { limit: number; offset: number }) => libraryApi(api).list({ ...page, category, folderId }),
    [api, category, folderId],
  );
  const loadShared = useCallback(
    (page: { limit: number; offset: number }) => libraryApi(api).sharedWithMe(page),
    [api],
  );

  return (
    <section aria-labelledby="review-library-title">
      <SectionTitle id="review-library-title">Living Library</SectionTitle>
      <Tabs label="Document views" tabs={VIEWS} selected={view} onSelect={setView}>
        {view === 'library' ? (
          <DocumentList
            api={api}
            user={user}
            label="Living Library"
            load={loadLibrary}
            scope={`library|${filterKey(filter)}`}
            version={version}
            emptyMessage={filterName ? `No documents in ${filterName}.` : LIBRARY_MESSAGES.empty}
            onChanged={onChanged}
            selection={selection}
          />
        ) : (
          <DocumentList
            api={api}
            user={user}
            label="Shared with me"
            load={loadShared}
            scope="shared"
            version={version}
            emptyMessage="No documents have been shared with you yet."
            onChanged={onChanged}
            selection={selection}
          />
        )}
      </Tabs>
    </section>
  );
}
