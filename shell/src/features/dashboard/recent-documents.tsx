import { lazy, Suspense, useState } from 'react';
import styled from '@emotion/styled';
import type { DocumentSummaryDto } from '@csw/contracts';
import { DocumentActionButtons, type DocumentPermissions, type OpenDocumentAction } from '@csw/documents';
import { useDisplayedClassification, useOpenDocument } from '@csw/event-bus';
import { documentsApi, type ApiClient, type RequestState } from '@csw/storage';
import {
  Card,
  ClassificationTag,
  FormMessage,
  LinkButton,
  ListStack,
  Muted,
  Row,
  SectionTitle,
} from '@csw/ui';

/** Edit, Share, Move or Delete: the dialogs' code loads when the user first opens one. */
const DocumentActionDialog = lazy(() =>
  import('@csw/documents').then(({ DocumentActionDialog }) => ({ default: DocumentActionDialog })),
);

const Item = styled(Row)`
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  .title {
    flex: 1;
    min-width: 12rem;
    text-align: left;
  }
`;

/** Owners and full-access grantees edit, share and delete; read-and-write grantees edit. */
function permissionsFor(doc: DocumentSummaryDto): DocumentPermissions {
  const manages = ['owner', 'admin'].includes(doc.access);
  return { edit: manages || doc.access === 'write', share: manages, delete: manages };
}

export interface RecentDocumentsProps {
  api: ApiClient;
  state: RequestState<DocumentSummaryDto[]>;
  currentUserId: string;
  /** Something changed: read the list and the figures again. */
  onChanged: () => void;
}

/** The user's recent documents: a title opens REVIEW's document view; Edit, Share and Delete through the platform's dialogs. */
export function RecentDocuments({ api, state, currentUserId, onChanged }: RecentDocumentsProps) {
  const [open, setOpen] = useState<OpenDocumentAction>(null);
  const [error, setError] = useState<string | null>(null);
  const openDocument = useOpenDocument();
  const shown = state.status === 'failed' ? [] : (state.value ?? []);
  useDisplayedClassification(shown.map((doc) => doc.classification));

  async function remove(doc: DocumentSummaryDto) {
    setOpen(null);
    try {
      await documentsApi(api).remove(doc.id);
      setError(null);
    } catch (failure) {
      console.error('Deleting the document failed', failure);
      setError(`"${doc.title}" could not be deleted. Please try again.`);
    }
    onChanged();
  }

  return (
    <section aria-labelledby="recent-title">
      <SectionTitle id="recent-title">Recent documents</SectionTitle>
      <Card>
        {state.status === 'loading' && !state.value ? <Muted>Loading your documents...</Muted> : null}
        {state.status === 'failed' ? (
          <FormMessage
            message={['Your documents could not be loaded.', state.wait].filter(Boolean).join(' ')}
          />
        ) : null}
        {state.status !== 'failed' && state.value?.length === 0 ? (
          <Muted>No documents of yours yet. Save a draft in CREATE or upload one in THINK.</Muted>
        ) : null}
        {state.status !== 'failed' && state.value && state.value.length > 0 ? (
          <ListStack as="ul" gap="sm">
            {state.value.map((doc) => (
              <Item as="li" key={doc.id}>
                <ClassificationTag level={doc.classification} />
                <LinkButton
                  className="title"
                  onClick={() => openDocument({ documentId: doc.id, title: doc.title })}
                >
                  {doc.title}
                </LinkButton>
                {doc.access === 'team' ? <Muted>{`Team: ${doc.ownerUsername ?? 'a teammate'}`}</Muted> : null}
                <DocumentActionButtons
                  document={doc}
                  permissions={permissionsFor(doc)}
                  onAction={(action, document) => setOpen({ action, document })}
                />
              </Item>
            ))}
          </ListStack>
        ) : null}
        <FormMessage message={error} />
      </Card>
      {open ? (
        <Suspense fallback={null}>
          <DocumentActionDialog
            open={open}
            excludeUserIds={[currentUserId]}
            onClose={() => setOpen(null)}
            onSaved={onChanged}
            onDelete={(document) => void remove(document)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
