import { useCallback, useMemo, useState } from 'react';
import styled from '@emotion/styled';
import { LIBRARY_MESSAGES, type CenterProps } from '@csw/contracts';
import { useApi } from '@csw/storage';
import { Button, CenterLayout, FormMessage, Muted, Row, Stack } from '@csw/ui';
import { SelectionBar } from '../components/selection-bar';
import { AnalyticsPanel } from '../features/analytics/analytics-panel';
import { CategoryFilter } from '../features/categories/category-filter';
import { CategoryPanel } from '../features/categories/category-panel';
import { LibraryPanel } from '../features/library/library-panel';
import { SearchPanel } from '../features/search/search-panel';
import { UploadForm } from '../features/upload/upload-form';
import { useDocumentSelection } from '../hooks/use-document-selection';
import { categoryEntries } from '../lib/category-entries';
import { ALL_DOCUMENTS, filterKey, type LibraryFilter } from '../lib/library-filter';
import { useLibraryOverview } from './use-library-overview';

const Layout = styled.div<{ simplified: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: ${({ simplified }) =>
    simplified ? 'minmax(0, 1fr)' : 'minmax(13rem, 17rem) minmax(0, 1fr) minmax(13rem, 17rem)'};
  align-items: start;
  @media (max-width: 70rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/**
 * The REVIEW screen: the knowledge library with its categories and folders, semantic search, the Living
 * Library with edit, share and delete, upload, and the library's analytics. A simplified view (Fatigued)
 * keeps the search and the library and hides the analytics and secondary controls.
 */
export function ReviewCenter({ user, simplified }: CenterProps) {
  const api = useApi();
  const [filter, setFilter] = useState<LibraryFilter>(ALL_DOCUMENTS);
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((n) => n + 1), []);
  const { stats, folders } = useLibraryOverview(api, version);
  const selection = useDocumentSelection();

  const figures = stats.state.value;
  const ownFolders = useMemo(() => folders.state.value ?? [], [folders.state.value]);
  const entries = useMemo(() => categoryEntries(figures, ownFolders), [figures, ownFolders]);
  const filterName = entries.find((entry) => filterKey(entry.filter) === filterKey(filter))?.name ?? null;
  const initializing = stats.state.status === 'loading' && !figures;

  return (
    <CenterLayout centerId="review">
      {initializing ? (
        <Row>
          <Muted role="status">{LIBRARY_MESSAGES.initializing}</Muted>
        </Row>
      ) : null}
      {stats.state.status === 'failed' ? (
        <Row>
          <FormMessage message={`The library figures could not be loaded: ${stats.state.message}`} />
          <Button variant="secondary" onClick={stats.retry}>
            Retry
          </Button>
        </Row>
      ) : null}
      <Layout simplified={simplified}>
        {simplified ? null : (
          <Stack>
            <CategoryPanel
              api={api}
              entries={entries}
              total={figures?.total ?? null}
              filter={filter}
              onFilter={setFilter}
              onFolderCreated={folders.retry}
              foldersError={
                folders.state.status === 'failed'
                  ? `Your folders could not be loaded: ${folders.state.message}`
                  : null
              }
            />
            <UploadForm api={api} folders={ownFolders.map((f) => f.folder)} onUploaded={changed} />
          </Stack>
        )}
        <Stack>
          <CategoryFilter entries={entries} filter={filter} onFilter={setFilter} />
          <SelectionBar selection={selection} />
          <SearchPanel
            api={api}
            filter={filter}
            libraryVersion={version}
            libraryEmpty={figures?.total === 0}
            selection={selection}
          />
          <LibraryPanel
            api={api}
            user={user}
            filter={filter}
            filterName={filterName}
            version={version}
            onChanged={changed}
            selection={selection}
          />
        </Stack>
        {simplified || !figures ? null : (
          <Stack>
            <AnalyticsPanel stats={figures} />
          </Stack>
        )}
      </Layout>
    </CenterLayout>
  );
}
