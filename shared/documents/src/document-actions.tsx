import type { DocumentSummaryDto } from '@csw/contracts';
import { Button } from '@csw/ui';

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
