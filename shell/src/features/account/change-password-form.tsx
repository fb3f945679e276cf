import { useId, useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from '@csw/contracts';
import { describeError, type AuthApi } from '@csw/storage';
import { DialogForm, FormMessage, Row, SectionTitle, Stack, SubmitButton, TextField } from '@csw/ui';

export interface ChangePasswordFormProps {
  auth: AuthApi;
  /** The password changed: every other session was signed out. */
  onChanged: () => void;
}

/**
 * Change one's password: the current one, the new one twice. The server applies the password policy and
 * says what it refuses (shown as is); this form checks only that the two new entries match.
 */
export function ChangePasswordForm({ auth, onChanged }: ChangePasswordFormProps) {
  const titleId = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const mismatch = confirm.length > 0 && next !== confirm;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (next !== confirm) {
      setMessage(ACCOUNT_MESSAGES.passwordsDiffer);
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await auth.changePassword({ currentPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      setConfirm('');
      setMessage(ACCOUNT_MESSAGES.passwordChanged);
      onChanged();
    } catch (error) {
      setMessage(describeError(error, 'The password could not be changed. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack as="section" gap="sm" aria-labelledby={titleId}>
      <SectionTitle as="h3" id={titleId}>
        Change password
      </SectionTitle>
      <DialogForm aria-labelledby={titleId} onSubmit={(event) => void submit(event)}>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX}
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX}
          hint={`At least ${PASSWORD_MIN} characters, not a common password: a passphrase of several words works well. Your other sessions will be signed out.`}
          value={next}
          onChange={(event) => setNext(event.target.value)}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX}
          error={mismatch ? ACCOUNT_MESSAGES.passwordsDiffer : null}
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <FormMessage message={message} />
        <Row justify="flex-end">
          <SubmitButton busy={busy} busyLabel="Changing..." disabled={busy || !current || !next || !confirm}>
            Change password
          </SubmitButton>
        </Row>
      </DialogForm>
    </Stack>
  );
}
