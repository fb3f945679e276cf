import { useId, useMemo, useState } from 'react';
import type { SessionUser } from '@csw/contracts';
import { authApi, useApi } from '@csw/storage';
import { Button, Dialog, DialogActions, Muted } from '@csw/ui';
import { AccountSessions } from './account-sessions';
import { ChangePasswordForm } from './change-password-form';

export interface AccountDialogProps {
  user: SessionUser;
  onClose: () => void;
}

/**
 * The signed-in user's account, opened from the user badge: change the password, see where the account is
 * signed in and sign out other sessions. Every change is the server's to check; this dialog says what it
 * answered.
 */
export function AccountDialog({ user, onClose }: AccountDialogProps) {
  const api = useApi();
  const auth = useMemo(() => authApi(api), [api]);
  const [passwordChanges, setPasswordChanges] = useState(0);
  const whoId = useId();
  return (
    <Dialog title="Account" onClose={onClose} wide describedBy={whoId}>
      <Muted id={whoId}>Signed in as {user.username}</Muted>
      <ChangePasswordForm auth={auth} onChanged={() => setPasswordChanges((n) => n + 1)} />
      <AccountSessions auth={auth} refreshKey={passwordChanges} />
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
