export { ShareDialog, SHARE_MESSAGES, SHARE_TITLE_FALLBACK, type ShareDialogProps } from './share-dialog';
export { EditDialog, EDIT_MESSAGES, EDIT_CONTENT_ROWS, type EditDialogProps } from './edit-dialog';
export { PersonPicker, type PersonPickerProps } from './person-picker';
export {
  DocumentActionButtons,
  type DocumentAction,
  type DocumentActionButtonsProps,
  type DocumentPermissions,
} from './document-actions';
export {
  DocumentActionDialog,
  type DocumentActionDialogProps,
  type OpenDocumentAction,
} from './document-action-dialog';
export { MoveDialog, MOVE_MESSAGES, type MoveDialogProps } from './move-dialog';
export { moveOutcome, documentCount } from './move-outcome';
