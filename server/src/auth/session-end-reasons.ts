// The server's words for why a session ended: only the server says them (the browser shows its 401's message),
// so they stay out of the contracts that every page downloads.
import type { SessionEndReason } from '../data/sessions-repository';

/** What the sign-in screen says after a session ended, for each reason (idle and expired name their limits). */
export function sessionEndMessage(
  reason: SessionEndReason,
  limits: { idleMinutes: number; absoluteHours: number },
): string {
  switch (reason) {
    case 'idle':
      return `Your session ended after ${limits.idleMinutes} minutes without activity. Sign in again to continue where you left off.`;
    case 'expired':
      return `Your session reached its limit of ${limits.absoluteHours} hours. Sign in again to continue where you left off.`;
    case 'signed-out-elsewhere':
      return 'This session was signed out from another of your sessions (Account, sign out). Sign in again to continue; if that was not you, change your password.';
    case 'password-changed':
      return 'Your password was changed in another session, which signed this one out. Sign in with the new password.';
    case 'account-disabled':
      return 'Your account was disabled by an administrator. Ask your administrator to enable it.';
  }
}
