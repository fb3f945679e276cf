import { deleteConfirmation, type DocumentSummaryDto } from '@csw/contracts';
import { Button, ConfirmDialog } from '@csw/ui';
import { EditDialog } from './edit-dialog';
import { MoveDialog } from './move-dialog';
import { ShareDialog } from './share-dialog';

/** What a list may offer for one document; the server enforces the same rules on every call. */
export interface DocumentPermissions {
  edit: boolean;
  share: boolean;
  delete: boolean;
  /** Filing it in a folder (its owner's, or an administrator's for the organisation library). */
  move?: boolean;
}

export type DocumentAction = keyof DocumentPermissions;

/** The buttons of a document, in order, each shown when the user may take its action. */
const ACTIONS: readonly { action: DocumentAction; label: string }[] = [
  { action: 'edit', label: 'Edit' },
  { action: 'share', label: 'Share' },
  { action: 'move', label: 'Move' },
  { action: 'delete', label: 'Delete' },
];

export interface DocumentActionButtonsProps {
  document: DocumentSummaryDto;
  permissions: DocumentPermissions;
  onAction: (action: DocumentAction, document: DocumentSummaryDto) => void;
}

/** Edit, Share, Move and Delete of one document of a list, each named with the document's title. */
export function DocumentActionButtons({ document, permissions, onAction }: DocumentActionButtonsProps) {
  return ACTIONS.map(({ action, label }) =>
    permissions[action] ? (
      <Button
        key={action}
        variant="secondary"
        aria-label={`${label} ${document.title}`}
        onClick={() => onAction(action, document)}
      >
        {label}
      </Button>
    ) : null,
  );
}

/** The action the user chose on a document of a list, whose dialog is open. */
export type OpenDocumentAction = { action: DocumentAction; document: DocumentSummaryDto } | null;

export interface DocumentActionDialogProps {
  open: OpenDocumentAction;
  /** Users not to offer in the Share dialog (the signed-in user). */
  excludeUserIds: readonly string[];
  onClose: () => void;
  /** The document was edited or moved. */
  onSaved: () => void;
  /** The user confirmed the deletion: the list deletes the document and says how it went. */
  onDelete: (document: DocumentSummaryDto) => void;
}

/** The platform's dialog for the chosen action: Edit, Share, Move, or the confirmation of a deletion. */
export function DocumentActionDialog({
  open,
  excludeUserIds,
  onClose,
  onSaved,
  onDelete,
}: DocumentActionDialogProps) {
  if (!open) return null;
  const { action, document } = open;
  if (action === 'edit') return <EditDialog document={document} onClose={onClose} onSaved={onSaved} />;
  if (action === 'share')
    return <ShareDialog document={document} excludeUserIds={excludeUserIds} onClose={onClose} />;
  if (action === 'move') return <MoveDialog documents={[document]} onClose={onClose} onMoved={onSaved} />;
  return (
    <ConfirmDialog
      type="danger"
      title="Delete document"
      message={deleteConfirmation(document.title)}
      confirmText="Delete"
      onConfirm={() => onDelete(document)}
      onCancel={onClose}
    />
  );
}
