import { LIBRARY_MESSAGES, type CenterProps } from '@csw/contracts';
import { Button, CenterGrid, CenterLayout, FormMessage, Muted, Row, Stack } from '@csw/ui';
import { AnalyticsPanel } from '../features/analytics/analytics-panel';
import { CategoryFilter } from '../features/categories/category-filter';
import { CategoryPanel } from '../features/categories/category-panel';
import { FolderActionButtons, FolderDialogs } from '../features/folders/folder-dialogs';
import { useFolderActions } from '../features/folders/use-folder-actions';
import { DocumentView } from '../features/document-view/document-view';
import { useDocumentView } from '../features/document-view/use-document-view';
import { permissionsFor } from '../features/library/document-access';
import { LibraryPanel } from '../features/library/library-panel';
import { SearchPanel } from '../features/search/search-panel';
import { UploadForm } from '../features/upload/upload-form';
import { SelectionBar } from './selection-bar';
import { ALL_DOCUMENTS, filterKey } from '../lib/library-filter';
import { useReview } from './use-review';

const COLUMNS = 'minmax(13rem, 17rem) minmax(0, 1fr) minmax(13rem, 17rem)';
const SIMPLIFIED_COLUMNS = 'minmax(0, 1fr)';

/**
 * The REVIEW screen: the knowledge library with its categories and folders, semantic search, the Living
 * Library with edit, share and delete, upload, and the library's analytics. A simplified view (Fatigued)
 * keeps the search and the library and hides the analytics and secondary controls.
 */
export function ReviewCenter({ user, simplified }: CenterProps) {
  const review = useReview();
  const { api, filter, setFilter, version, changed, stats, figures, folders, selection } = review;
  // Rename and Delete of the user's folders; a deleted folder the library was narrowed to lets go of it.
  const folderActions = useFolderActions(changed, (folderId) => {
    if (filterKey(filter) === filterKey({ kind: 'folder', id: folderId })) setFilter(ALL_DOCUMENTS);
  });
  const actionsOf = (folderId: string) => {
    const counted = review.ownFolders.find((f) => f.folder.id === folderId);
    return counted ? (
      <FolderActionButtons
        name={counted.folder.name}
        onRename={() => folderActions.rename(counted)}
        onDelete={() => folderActions.remove(counted)}
      />
    ) : null;
  };
  // The document a title or a citation opened ('document/open-requested').
  const documentView = useDocumentView();

  return (
    <CenterLayout centerId="review">
      {review.initializing ? (
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
      <CenterGrid columns={COLUMNS} simplifiedColumns={SIMPLIFIED_COLUMNS} simplified={simplified}>
        {simplified ? null : (
          <Stack>
            <CategoryPanel
              api={api}
              entries={review.entries}
              total={figures?.total ?? null}
              filter={filter}
              onFilter={setFilter}
              onFolderCreated={folders.retry}
              folderActions={actionsOf}
              folderOutcome={folderActions.outcome}
              foldersError={
                folders.state.status === 'failed'
                  ? `Your folders could not be loaded: ${folders.state.message}`
                  : null
              }
            />
            <UploadForm api={api} folders={review.ownFolders.map((f) => f.folder)} onUploaded={changed} />
          </Stack>
        )}
        <Stack>
          <CategoryFilter entries={review.entries} filter={filter} onFilter={setFilter} />
          <SelectionBar selection={selection} onMoved={changed} />
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
            filterName={review.filterName}
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
      </CenterGrid>
      <FolderDialogs
        api={api}
        open={folderActions.open}
        onClose={folderActions.close}
        onRenamed={folderActions.renamed}
        onDeleted={folderActions.deleted}
      />
      {documentView.opened ? (
        <DocumentView
          key={documentView.opened.key}
          api={api}
          request={documentView.opened.request}
          user={user}
          permissionsOf={(access) => permissionsFor(access, user?.role)}
          folders={review.ownFolders.map((f) => f.folder)}
          onClose={documentView.close}
          onChanged={changed}
        />
      ) : null}
    </CenterLayout>
  );
}
