import { useState, type FormEvent } from 'react';
import type { AdminUser, Classification } from '@csw/contracts';
import { Dialog, DialogForm, DialogFormFooter, TextField } from '@csw/ui';

export interface ClearanceDialogProps {
  user: AdminUser;
  /** Grants or withdraws the clearance; rejects with the server's message. */
  onSubmit: (clearance: Classification, reason: string) => Promise<void>;
  onClose: () => void;
}

/** Grant SECRET to an account, or withdraw it, with the reason the audit log keeps. */
export function ClearanceDialog({ user, onSubmit, onClose }: ClearanceDialogProps) {
  const granting = user.clearance === 'UNCLASS';
  const next: Classification = granting ? 'SECRET' : 'UNCLASS';
  const title = granting ? 'Grant SECRET clearance' : 'Withdraw SECRET clearance';
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await onSubmit(next, reason.trim());
      onClose();
    } catch (failure) {
      setMessage(
        failure instanceof Error && failure.message ? failure.message : 'The clearance could not be changed.',
      );
      setBusy(false);
    }
  }

  return (
    <Dialog title={title} onClose={onClose}>
      <DialogForm onSubmit={(event) => void submit(event)}>
        <p>
          {granting
            ? `${user.username} will read documents marked SECRET everywhere: lists, search, analyses, drafts, advice and plans.`
            : `${user.username} will no longer see any document marked SECRET, their own included, until SECRET is granted again.`}
        </p>
        <TextField
          label="Reason"
          value={reason}
          required
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
        />
        <DialogFormFooter
          message={message}
          onCancel={onClose}
          label={granting ? 'Grant SECRET' : 'Withdraw SECRET'}
          busyLabel="Saving..."
          busy={busy}
          disabled={reason.trim().length === 0}
        />
      </DialogForm>
    </Dialog>
  );
}
