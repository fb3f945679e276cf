import { useState } from 'react';
import type { DeleteFolderResult, FolderDto } from '@csw/contracts';
import type { CountedFolder } from '../../lib/category-entries';
import type { OpenFolderAction } from './folder-dialogs';
import { deletedWords } from './delete-folder-dialog';

/**
 * Rename and Delete of the user's folders: which dialog is open, and what the last one did (said under the
 * folder list, since a deleted folder's row and its dialog go away). `changed` reads the library again;
 * `gone` is told of a deleted folder (the screen stops filtering by it).
 */
export function useFolderActions(changed: () => void, gone: (folderId: string) => void) {
  const [open, setOpen] = useState<OpenFolderAction>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  return {
    open,
    outcome,
    rename: ({ folder, count }: CountedFolder) => {
      setOutcome(null);
      setOpen({ action: 'rename', folder, count });
    },
    remove: ({ folder, count }: CountedFolder) => {
      setOutcome(null);
      setOpen({ action: 'delete', folder, count });
    },
    close: () => setOpen(null),
    renamed: () => changed(),
    deleted: (folder: FolderDto, result: DeleteFolderResult) => {
      setOpen(null);
      setOutcome(deletedWords(folder.name, result));
      gone(folder.id);
      changed();
    },
  };
}
