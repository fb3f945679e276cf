import styled from '@emotion/styled';
import {
  PERMISSION_LABELS,
  categoryName,
  formatDateTime,
  type DocumentDto,
  type FolderDto,
  type ShareDto,
} from '@csw/contracts';
import { useRequest, type ApiClient } from '@csw/storage';
import { Button, FormMessage, Muted } from '@csw/ui';
import { documentViewApi } from './document-view-api';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textSecondary};
  }
  dd {
    margin: 0;
  }
`;

/** The folder a document is filed in, as the reader can name it. */
function folderWords(document: DocumentDto, folders: readonly FolderDto[]): string {
  if (!document.folderId) return 'None';
  const folder = folders.find((f) => f.id === document.folderId);
  if (folder) return folder.name;
  // A folder of someone else's (the owner of a document shared with the reader): its name is theirs.
  return document.ownerUsername ? `A folder of ${document.ownerUsername}` : 'A folder of its owner';
}

/** Who the document is shared with, in words ('read' grantees as 'Read Only'). */
function shareWords(shares: readonly ShareDto[]): string {
  if (shares.length === 0) return 'Nobody yet';
  return shares
    .map((share) => `${share.sharedWithUsername} (${PERMISSION_LABELS[share.permissionLevel]})`)
    .join(', ');
}

/** Who the document is shared with, read when shown (the server answers it to the owner and full-access grantees). */
function SharedWith({ api, documentId, version }: { api: ApiClient; documentId: string; version: number }) {
  const { state, retry } = useRequest(
    () => documentViewApi(api).shares(documentId),
    `${documentId}|${version}`,
  );
  return (
    <>
      <dt>Shared with</dt>
      <dd>
        {state.value ? shareWords(state.value) : null}
        {state.status === 'loading' && !state.value ? <Muted role="status">Loading...</Muted> : null}
        {state.status === 'failed' ? (
          <>
            <FormMessage message={`Who it is shared with could not be loaded: ${state.message}`} />
            <Button variant="secondary" onClick={retry}>
              Retry
            </Button>
          </>
        ) : null}
      </dd>
    </>
  );
}

export interface DocumentDetailsProps {
  api: ApiClient;
  document: DocumentDto;
  folders: readonly FolderDto[];
  /** Whether the reader may see who it is shared with (whoever may share it). */
  showShares: boolean;
  /** Changes when the document was shared again: who it is shared with is read again. */
  sharesVersion: number;
}

/** What the document is: type, category, folder, owner, marking, dates, and who it is shared with. */
export function DocumentDetails({ api, document, folders, showShares, sharesVersion }: DocumentDetailsProps) {
  return (
    <Facts aria-label="About this document">
      <dt>Type</dt>
      <dd>{document.documentType}</dd>
      <dt>Category</dt>
      <dd>{categoryName(document.category) ?? document.category}</dd>
      <dt>Folder</dt>
      <dd>{folderWords(document, folders)}</dd>
      <dt>Owner</dt>
      <dd>{document.ownerUsername ?? 'Organisation library'}</dd>
      <dt>Classification</dt>
      <dd>{document.classification}</dd>
      <dt>Created</dt>
      <dd>{formatDateTime(document.createdAt)}</dd>
      <dt>Changed</dt>
      <dd>{formatDateTime(document.updatedAt)}</dd>
      {showShares ? <SharedWith api={api} documentId={document.id} version={sharesVersion} /> : null}
    </Facts>
  );
}
