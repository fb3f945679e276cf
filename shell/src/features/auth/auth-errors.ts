import { AUTH_MESSAGES } from '@csw/contracts';
import { ApiError } from '@csw/storage';

/**
 * The message a failed sign-in or registration shows. The server words its refusals for the user
 * ({message}): wrong credentials, a taken username, a weak password, too many attempts. A network failure,
 * a server error or an answer the page cannot read is 'System error. Contact your
 * administrator.'
 */
export function authErrorMessage(error: unknown, mode: 'login' | 'register'): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500)
    return AUTH_MESSAGES.systemError;
  if (mode === 'login' && error.status === 401) return AUTH_MESSAGES.invalidCredentials;
  if (mode === 'register' && error.status === 409) return AUTH_MESSAGES.usernameTaken;
  return error.message || AUTH_MESSAGES.systemError;
}
