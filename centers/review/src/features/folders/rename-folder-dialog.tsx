import { useState, type FormEvent } from 'react';
import type { FolderDto } from '@csw/contracts';
import { describeError, type ApiClient } from '@csw/storage';
import { Dialog, DialogForm, DialogFormFooter, TextField, useCloseAfterSuccess } from '@csw/ui';
import { libraryApi } from '../../api/library-api';

export const RENAME_MESSAGES = {
  success: 'Folder renamed successfully.',
  nameRequired: 'Folder name is required.',
} as const;

export interface RenameFolderDialogProps {
  api: ApiClient;
  folder: FolderDto;
  onClose: () => void;
  onRenamed: (folder: FolderDto) => void;
}

/** A new name for one of the user's folders (PUT /api/folders/:id); the server refuses a name already used. */
export function RenameFolderDialog({ api, folder, onClose, onRenamed }: RenameFolderDialogProps) {
  const [name, setName] = useState(folder.name);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const succeeded = message === RENAME_MESSAGES.success;
  useCloseAfterSuccess(succeeded, onClose);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!name.trim()) {
      setMessage(RENAME_MESSAGES.nameRequired);
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const renamed = await libraryApi(api).renameFolder(folder.id, name.trim());
      setMessage(RENAME_MESSAGES.success);
      onRenamed(renamed);
    } catch (error) {
      console.error('Renaming the folder failed', error);
      setMessage(`The folder could not be renamed: ${describeError(error)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title="Rename folder" onClose={onClose}>
      <DialogForm onSubmit={save} noValidate>
        <TextField
          label="Folder name"
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
          disabled={busy || succeeded}
        />
        <DialogFormFooter
          message={message}
          onCancel={onClose}
          label="Rename"
          busyLabel="Renaming..."
          busy={busy}
          disabled={busy || succeeded || name.trim() === folder.name}
        />
      </DialogForm>
    </Dialog>
  );
}
