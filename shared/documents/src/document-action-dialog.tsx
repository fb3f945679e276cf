import { deleteConfirmation, type DocumentSummaryDto } from '@csw/contracts';
import { ConfirmDialog } from '@csw/ui';
import type { DocumentAction } from './document-actions';
import { EditDialog } from './edit-dialog';
import { MoveDialog } from './move-dialog';
import { ShareDialog } from './share-dialog';

// Apart from the buttons (document-actions.tsx): a list shows its buttons at once, while the dialogs' code
// can load when one is opened.

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
