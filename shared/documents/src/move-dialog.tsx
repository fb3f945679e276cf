import { useEffect, useState, type FormEvent } from 'react';
import type { DocumentSummaryDto, FolderDto, MoveDocumentsResult } from '@csw/contracts';
import { describeError, documentsApi, useApi } from '@csw/storage';
import {
  Dialog,
  DialogForm,
  DialogFormFooter,
  FormMessage,
  Muted,
  SelectField,
  useCloseAfterSuccess,
} from '@csw/ui';
import { moveOutcome } from './move-outcome';

/** The choice that takes documents out of any folder (no folder id is empty). */
const NO_FOLDER = '';

export const MOVE_MESSAGES = {
  loading: 'Loading your folders...',
  noFolders:
    'You have no folders of your own yet: create one with New Folder, or move documents out of theirs.',
  noFolder: 'No folder (outside any folder)',
} as const;

export interface MoveDialogProps {
  /** What is moved: one document (its Move button) or the selection. */
  documents: readonly Pick<DocumentSummaryDto, 'id' | 'title'>[];
  onClose: () => void;
  /** The server answered: some or all documents may have moved (the list reads itself again). */
  onMoved?: (result: MoveDocumentsResult) => void;
}

type Folders =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; own: FolderDto[] };

/**
 * Moves documents into one of the user's folders or out of any folder (POST /api/documents/move). Only the
 * owner files a document: the server moves what it may and says, for each other document, why it stayed.
 * It closes by itself only when every document moved; otherwise the reasons stay on screen.
 */
export function MoveDialog({ documents, onClose, onMoved }: MoveDialogProps) {
  const api = useApi();
  const [folders, setFolders] = useState<Folders>({ status: 'loading' });
  const [target, setTarget] = useState(NO_FOLDER);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ summary: string; failures: string[] } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    documentsApi(api)
      .folders()
      .then(
        (all) => {
          if (!live) return;
          const own = all.filter((folder) => !folder.builtIn);
          setFolders({ status: 'ready', own });
          if (own[0]) setTarget(own[0].id);
        },
        (failure: unknown) => {
          console.error('Loading the folders failed', failure);
          if (live)
            setFolders({
              status: 'failed',
              message: `Your folders could not be loaded: ${describeError(failure)}`,
            });
        },
      );
    return () => {
      live = false;
    };
  }, [api]);

  const own = folders.status === 'ready' ? folders.own : [];
  const succeeded = outcome !== null && outcome.failures.length === 0;
  useCloseAfterSuccess(succeeded, onClose);

  async function move(event: FormEvent) {
    event.preventDefault();
    if (busy || folders.status !== 'ready') return;
    setBusy(true);
    setError(null);
    setOutcome(null);
    const folderId = target === NO_FOLDER ? null : target;
    try {
      const result = await documentsApi(api).move(
        documents.map((d) => d.id),
        folderId,
      );
      setOutcome(moveOutcome(result, own.find((f) => f.id === folderId)?.name ?? null));
      onMoved?.(result);
    } catch (failure) {
      console.error('Moving documents failed', failure);
      setError(`Nothing was moved: ${describeError(failure)}`);
    } finally {
      setBusy(false);
    }
  }

  const what = documents.length === 1 ? `"${documents[0]!.title}"` : `${documents.length} documents`;
  return (
    <Dialog title="Move to folder" onClose={onClose}>
      <DialogForm onSubmit={move}>
        <p>Move {what} into one of your folders, or out of any folder.</p>
        {folders.status === 'loading' ? <Muted role="status">{MOVE_MESSAGES.loading}</Muted> : null}
        {folders.status === 'failed' ? <FormMessage message={folders.message} /> : null}
        {folders.status === 'ready' && own.length === 0 ? <Muted>{MOVE_MESSAGES.noFolders}</Muted> : null}
        <SelectField
          label="Folder"
          value={target}
          onValueChange={setTarget}
          disabled={folders.status !== 'ready' || busy || succeeded}
          options={[
            ...own.map((folder) => ({ value: folder.id, label: folder.name })),
            { value: NO_FOLDER, label: MOVE_MESSAGES.noFolder },
          ]}
        />
        {outcome ? (
          <div role="status">
            <p>{outcome.summary}</p>
            {outcome.failures.length > 0 ? (
              <ul aria-label="Documents not moved">
                {outcome.failures.map((failure) => (
                  <li key={failure}>{failure}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        <DialogFormFooter
          message={error}
          onCancel={onClose}
          label="Move"
          busyLabel="Moving..."
          busy={busy}
          disabled={busy || succeeded || folders.status !== 'ready'}
        />
      </DialogForm>
    </Dialog>
  );
}
