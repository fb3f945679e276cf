export {
  platformTheme,
  STATUSES,
  CLASSIFICATIONS,
  type PlatformTheme,
  type Status,
  type ClassificationMarking,
} from './theme/theme';
export { PlatformThemeProvider } from './theme/theme-provider';
export { ClassificationBanner, bannerMarking } from './components/classification-banner';
export { ClassificationTag } from './components/classification-tag';
export { ClassificationField, type ClassificationFieldProps } from './components/classification-field';
export {
  Button,
  SubmitButton,
  type ButtonVariant,
  type ButtonProps,
  type SubmitButtonProps,
} from './components/button';
export { LinkButton } from './components/link-button';
export { StatusSymbol, StatusLabel } from './components/status-symbol';
export { StatusNotice } from './components/status-notice';
export { Card, ScreenTitle, SectionTitle, Muted, VisuallyHidden } from './components/layout';
export { FigureGrid, type Figure, type FigureLook, type FigureGridProps } from './components/figure-grid';
export { Table, TableHead, RecordTable, type RecordColumn, type RecordTableProps } from './components/table';
export { CenterHeader } from './components/center-header';
export { FormMessage, isSuccessMessage } from './components/form-message';
export {
  TextField,
  SearchField,
  SelectField,
  TextAreaField,
  CheckboxField,
  ControlInput,
  ControlSelect,
  FieldStack,
  controlStyle,
  type TextFieldProps,
  type SearchFieldProps,
  type SelectFieldProps,
  type SelectOption,
  type TextAreaFieldProps,
  type CheckboxFieldProps,
} from './components/form-fields';
export { Checkbox } from './components/checkbox';
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
