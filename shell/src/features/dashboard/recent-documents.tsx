import { useState } from 'react';
import styled from '@emotion/styled';
import type { DocumentSummaryDto } from '@csw/contracts';
import { EditDialog, ShareDialog } from '@csw/documents';
import { documentsApi, type ApiClient, type RequestState } from '@csw/storage';
import {
  Button,
  Card,
  ClassificationTag,
  ConfirmDialog,
  FormMessage,
  ListStack,
  Muted,
  SectionTitle,
} from '@csw/ui';

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  span.title {
    flex: 1;
    min-width: 12rem;
  }
`;

type Open = { kind: 'edit' | 'share' | 'delete'; document: DocumentSummaryDto } | null;

const canEdit = (doc: DocumentSummaryDto) => ['owner', 'write', 'admin'].includes(doc.access);
const canManage = (doc: DocumentSummaryDto) => ['owner', 'admin'].includes(doc.access);

export interface RecentDocumentsProps {
  api: ApiClient;
  state: RequestState<DocumentSummaryDto[]>;
  currentUserId: string;
  /** Something changed: read the list and the figures again. */
  onChanged: () => void;
}

/** The user's recent documents with Edit, Share and Delete, through the platform's dialogs. */
export function RecentDocuments({ api, state, currentUserId, onChanged }: RecentDocumentsProps) {
  const [open, setOpen] = useState<Open>(null);
  const [error, setError] = useState<string | null>(null);

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
        {state.status === 'failed' ? <FormMessage message="Your documents could not be loaded." /> : null}
        {state.status !== 'failed' && state.value?.length === 0 ? (
          <Muted>No documents of yours yet. Save a draft in CREATE or upload one in THINK.</Muted>
        ) : null}
        {state.status !== 'failed' && state.value && state.value.length > 0 ? (
          <ListStack as="ul" gap="sm">
            {state.value.map((doc) => (
              <Row key={doc.id}>
                <ClassificationTag level={doc.classification} />
                <span className="title">{doc.title}</span>
                {doc.access === 'team' ? <Muted>{`Team: ${doc.ownerUsername ?? 'a teammate'}`}</Muted> : null}
                {canEdit(doc) ? (
                  <Button
                    variant="secondary"
                    aria-label={`Edit ${doc.title}`}
                    onClick={() => setOpen({ kind: 'edit', document: doc })}
                  >
                    Edit
                  </Button>
                ) : null}
                {canManage(doc) ? (
                  <>
                    <Button
                      variant="secondary"
                      aria-label={`Share ${doc.title}`}
                      onClick={() => setOpen({ kind: 'share', document: doc })}
                    >
                      Share
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={`Delete ${doc.title}`}
                      onClick={() => setOpen({ kind: 'delete', document: doc })}
                    >
                      Delete
                    </Button>
                  </>
                ) : null}
              </Row>
            ))}
          </ListStack>
        ) : null}
        <FormMessage message={error} />
      </Card>
      {open?.kind === 'edit' ? (
        <EditDialog document={open.document} onClose={() => setOpen(null)} onSaved={onChanged} />
      ) : null}
      {open?.kind === 'share' ? (
        <ShareDialog
          document={open.document}
          excludeUserIds={[currentUserId]}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'delete' ? (
        <ConfirmDialog
          type="danger"
          title="Delete document"
          message={`Are you sure you want to delete "${open.document.title}"? This action cannot be undone.`}
          confirmText="Delete"
          onConfirm={() => void remove(open.document)}
          onCancel={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}
