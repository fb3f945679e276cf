import { useEffect, useState } from 'react';
import styled from '@emotion/styled';
import { SEARCH_RULES, type DocumentSummaryDto } from '@csw/contracts';
import { DocumentActionDialog, type OpenDocumentAction } from '@csw/documents';
import { useDisplayedClassification } from '@csw/event-bus';
import { describeError, useRequest, type ApiClient, type DocumentPage } from '@csw/storage';
import { Button, FormMessage, Muted } from '@csw/ui';
import { libraryApi } from '../../api/library-api';
import type { DocumentSelection } from '../../lib/use-document-selection';
import { permissionsFor } from './document-access';
import { DocumentRow } from './document-row';
import { Pager } from './pager';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const PAGE_SIZE = SEARCH_RULES.listPageSize;

export interface DocumentListProps {
  api: ApiClient;
  user: { id: string; role: string } | null;
  /** What the list is, read by assistive technology ("Living Library"). */
  label: string;
  load: (page: { limit: number; offset: number }) => Promise<DocumentPage>;
  /** A new scope (another filter or view) starts again at page 1. */
  scope: string;
  /** Changes whenever the library changed: the page on screen is read again. */
  version: number;
  emptyMessage: string;
  /** A document was changed or deleted here. */
  onChanged: () => void;
  /** The screen's selection, when the list offers one (checkboxes on every row). */
  selection?: DocumentSelection;
}

/**
 * A paged list of documents (SEARCH_RULES.listPageSize a page) with Edit, Share and Delete where the
 * user's access allows them, through the platform's dialogs.
 */
export function DocumentList({
  api,
  user,
  label,
  load,
  scope,
  version,
  emptyMessage,
  onChanged,
  selection,
}: DocumentListProps) {
  const [paging, setPaging] = useState({ scope, page: 1 });
  const page = paging.scope === scope ? paging.page : 1;
  const setPage = (next: number) => setPaging({ scope, page: next });
  const { state, retry } = useRequest(
    () => load({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    `${scope}|${page}|${version}`,
  );
  const [open, setOpen] = useState<OpenDocumentAction>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const shown = state.value;
  const current = state.status === 'ready' ? state.value : undefined;
  // While the next page loads the previous answer still gives the page count, so the pager stays put.
  const pageCount = shown ? Math.ceil(shown.total / PAGE_SIZE) : 0;
  useDisplayedClassification(
    state.status === 'failed' ? [] : (shown?.items ?? []).map((d) => d.classification),
  );

  // The last document of the last page was deleted: show the page that is now the last.
  useEffect(() => {
    if (current && current.items.length === 0 && page > 1) setPaging({ scope, page: Math.max(1, pageCount) });
  }, [current, page, pageCount, scope]);

  async function remove(document: DocumentSummaryDto) {
    setOpen(null);
    setMessage(null);
    setDeleting(document.title);
    try {
      await libraryApi(api).remove(document.id);
      setMessage(`Deleted "${document.title}" successfully.`);
      onChanged();
    } catch (error) {
      console.error('Deleting the document failed', error);
      setMessage(`"${document.title}" could not be deleted: ${describeError(error)}`);
    } finally {
      setDeleting(null);
    }
  }

  return (
    <div aria-busy={state.status === 'loading'}>
      {deleting ? <Muted role="status">Deleting &quot;{deleting}&quot;...</Muted> : null}
      <FormMessage message={message} />
      {state.status === 'loading' && !shown ? <Muted role="status">Loading documents...</Muted> : null}
      {state.status === 'failed' ? (
        <>
          <FormMessage message={`The documents could not be loaded: ${state.message}`} />
          <Button variant="secondary" onClick={retry}>
            Retry
          </Button>
        </>
      ) : null}
      {state.status !== 'failed' && shown && shown.total === 0 ? <Muted>{emptyMessage}</Muted> : null}
      {state.status !== 'failed' && shown && shown.items.length > 0 ? (
        <List aria-label={label}>
          {shown.items.map((document) => (
            <DocumentRow
              key={document.id}
              document={document}
              permissions={permissionsFor(document.access, user?.role)}
              onAction={(action, target) => setOpen({ action, document: target })}
              selection={selection}
            />
          ))}
        </List>
      ) : null}
      <Pager label={`${label} pages`} page={page} pageCount={pageCount} onPage={setPage} />

      <DocumentActionDialog
        open={open}
        excludeUserIds={user ? [user.id] : []}
        onClose={() => setOpen(null)}
        onSaved={onChanged}
        onDelete={(document) => void remove(document)}
      />
    </div>
  );
}
