export {
  platformTheme,
  STATUSES,
  CLASSIFICATIONS,
  type PlatformTheme,
  type Status,
  type ClassificationMarking,
} from './theme/theme';
export { PlatformThemeProvider } from './theme/theme-provider';
export { ClassificationBanner } from './components/classification-banner';
export { ClassificationTag } from './components/classification-tag';
export {
  Button,
  SubmitButton,
  type ButtonVariant,
  type ButtonProps,
  type SubmitButtonProps,
} from './components/button';
export { StatusSymbol, StatusLabel } from './components/status-symbol';
export { Card, ScreenTitle, SectionTitle, Muted, VisuallyHidden } from './components/layout';
export { CenterHeader } from './components/center-header';
export { FormMessage, isSuccessMessage } from './components/form-message';
export {
  TextField,
  SelectField,
  TextAreaField,
  CheckboxField,
  controlStyle,
  type TextFieldProps,
  type SelectFieldProps,
  type TextAreaFieldProps,
  type CheckboxFieldProps,
} from './components/form-fields';
export { Tabs, type TabItem, type TabsProps } from './components/tabs';
export {
  ComboboxAnchor,
  ComboboxField,
  ComboboxInput,
  ComboboxListbox,
  ComboboxStatus,
} from './components/combobox';
export { Dialog, DialogActions, DialogForm, type DialogProps } from './dialogs/dialog';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmType } from './dialogs/confirm-dialog';
export { SUCCESS_CLOSE_MS, useCloseAfterSuccess } from './dialogs/use-close-after-success';
export { useDialogSubmit, type SubmitMessages } from './dialogs/use-dialog-submit';
export { DialogFormFooter, type DialogFormFooterProps } from './dialogs/dialog-form-footer';
export { Stack, Row, ListStack, type StackProps, type RowProps, type SpaceStep } from './components/stack';
export { CenterLayout } from './components/center-layout';
export { CenterGrid, type CenterGridProps } from './components/center-grid';
export { mountStandalone } from './standalone/mount-standalone';
