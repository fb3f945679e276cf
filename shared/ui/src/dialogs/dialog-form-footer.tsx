import { Button, SubmitButton } from '../components/button';
import { FormMessage } from '../components/form-message';
import { DialogActions } from './dialog';

export interface DialogFormFooterProps {
  /** The outcome to announce, if any. */
  message: string | null;
  onCancel: () => void;
  /** The submit button's label, and its label while the request runs. */
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled: boolean;
}

/** The end of a dialog's form: the outcome message, then Cancel and the submit button. */
export function DialogFormFooter({
  message,
  onCancel,
  label,
  busyLabel,
  busy,
  disabled,
}: DialogFormFooterProps) {
  return (
    <>
      <FormMessage message={message} />
      <DialogActions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <SubmitButton busy={busy} busyLabel={busyLabel} disabled={disabled}>
          {label}
        </SubmitButton>
      </DialogActions>
    </>
  );
}
