import { useState, type FormEvent } from 'react';
import type { DeleteFolderResult, FolderDocumentChoice, FolderDto } from '@csw/contracts';
import { documentCount } from '@csw/documents';
import { describeError, type ApiClient } from '@csw/storage';
import { Dialog, DialogForm, DialogFormFooter, SelectField, StatusLabel } from '@csw/ui';
import { libraryApi } from '../../api/library-api';

/** What the dialog says the folder holds, before anything is deleted. */
export function folderContents(name: string, count: number | null): string {
  if (count === null) return `"${name}" may hold documents (they could not be counted).`;
  if (count === 0) return `"${name}" holds no documents.`;
  return `"${name}" holds ${documentCount(count)}.`;
}

const CHOICES: { value: FolderDocumentChoice; label: string }[] = [
  { value: 'keep', label: 'Keep them in the library, outside any folder' },
  { value: 'delete', label: 'Delete them too' },
];

/** What became of the folder and its documents, in a user's words. */
export function deletedWords(name: string, result: DeleteFolderResult): string {
  const parts = [`Deleted the folder "${name}".`];
  if (result.deleted.length > 0) parts.push(`${documentCount(result.deleted.length)} deleted with it.`);
  const keptOnly = result.kept.length - result.failed.length;
  if (keptOnly > 0) parts.push(`${documentCount(keptOnly)} kept in the library, outside any folder.`);
  for (const failure of result.failed)
    parts.push(`"${failure.title ?? 'A document'}" was kept, outside any folder: ${failure.message}`);
  return parts.join(' ');
}

export interface DeleteFolderDialogProps {
  api: ApiClient;
  folder: FolderDto;
  /** Documents in the folder as the library counted them (null when unknown). */
  count: number | null;
  onClose: () => void;
  onDeleted: (result: DeleteFolderResult) => void;
}

/**
 * Deletes one of the user's folders (DELETE /api/folders/:id). It says first how many documents the folder
 * holds and asks what becomes of them: kept in the library outside any folder (the default), or deleted too.
 * Nothing is deleted with the folder unless the user chooses it.
 */
export function DeleteFolderDialog({ api, folder, count, onClose, onDeleted }: DeleteFolderDialogProps) {
  const [choice, setChoice] = useState<FolderDocumentChoice>('keep');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const holdsDocuments = count !== 0;

  async function remove(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await libraryApi(api).deleteFolder(folder.id, holdsDocuments ? choice : 'keep');
      onDeleted(result);
    } catch (failure) {
      console.error('Deleting the folder failed', failure);
      setError(`The folder could not be deleted: ${describeError(failure)}`);
      setBusy(false);
    }
  }

  return (
    <Dialog title="Delete folder" onClose={onClose}>
      <DialogForm onSubmit={remove}>
        <p>{folderContents(folder.name, count)}</p>
        {holdsDocuments ? (
          <SelectField
            label="What happens to its documents"
            value={choice}
            onValueChange={setChoice}
            disabled={busy}
            options={CHOICES}
          />
        ) : null}
        {holdsDocuments && choice === 'delete' ? (
          <p>
            <StatusLabel status="critical">
              This cannot be undone: every document in the folder that you may delete is deleted with it.
            </StatusLabel>
          </p>
        ) : null}
        <DialogFormFooter
          message={error}
          onCancel={onClose}
          label={holdsDocuments && choice === 'delete' ? 'Delete folder and documents' : 'Delete folder'}
          busyLabel="Deleting..."
          busy={busy}
          disabled={busy}
        />
      </DialogForm>
    </Dialog>
  );
}
