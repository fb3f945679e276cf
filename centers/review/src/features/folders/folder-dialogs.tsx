import type { DeleteFolderResult, FolderDto } from '@csw/contracts';
import type { ApiClient } from '@csw/storage';
import { Button, Row } from '@csw/ui';
import { DeleteFolderDialog } from './delete-folder-dialog';
import { RenameFolderDialog } from './rename-folder-dialog';

/** The folder action the user chose, whose dialog is open; `count` is how many documents it holds. */
export type OpenFolderAction = {
  action: 'rename' | 'delete';
  folder: FolderDto;
  count: number | null;
} | null;

/** Rename and Delete beside one of the user's folders, each named with the folder's name. */
export function FolderActionButtons({
  name,
  onRename,
  onDelete,
}: {
  name: string;
  onRename: () => void;
  onDelete: () => void;
}) {
  return (
    <Row gap="xs">
      <Button variant="borderless" aria-label={`Rename folder ${name}`} onClick={onRename}>
        Rename
      </Button>
      <Button variant="borderless" aria-label={`Delete folder ${name}`} onClick={onDelete}>
        Delete
      </Button>
    </Row>
  );
}

export interface FolderDialogsProps {
  api: ApiClient;
  open: OpenFolderAction;
  onClose: () => void;
  onRenamed: (folder: FolderDto) => void;
  onDeleted: (folder: FolderDto, result: DeleteFolderResult) => void;
}

/** The dialog of the chosen folder action: Rename, or Delete with the choice of what becomes of its documents. */
export function FolderDialogs({ api, open, onClose, onRenamed, onDeleted }: FolderDialogsProps) {
  if (!open) return null;
  if (open.action === 'rename')
    return <RenameFolderDialog api={api} folder={open.folder} onClose={onClose} onRenamed={onRenamed} />;
  return (
    <DeleteFolderDialog
      api={api}
      folder={open.folder}
      count={open.count}
      onClose={onClose}
      onDeleted={(result) => onDeleted(open.folder, result)}
    />
  );
}
