import { ApiError } from './api-client';

/** What a failure that the server did not explain tells the user to do. */
export const SERVER_FAULT_MESSAGE =
  'The server could not complete the request. Try again in a moment; if it keeps failing, tell your administrator.';
export const UNREACHABLE_MESSAGE = 'The server could not be reached. Check your connection and try again.';

/**
 * A message that names nothing a reader can act on: a bare code or word ('Internal', 'SYSTEM_ERROR'), or
 * the client's own 'HTTP error! status: 500'. The server's own messages are sentences.
 */
function isBareCode(message: string): boolean {
  return !/\s/.test(message) || /^HTTP error! status: \d+$/.test(message);
}

/**
 * The message to show for a failure, saying what to do. The API client raises errors whose message is the
 * server's own words (a sentence meant for users, shown as is); a bare code, a server fault without words,
 * or a lost connection is replaced by a sentence that says what happened and what to do.
 */
export function describeError(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  const message = error instanceof Error ? error.message.trim() : '';
  if (error instanceof ApiError && error.status === 0) return message || UNREACHABLE_MESSAGE;
  // fetch rejects with a TypeError when the network or the server is down ('Failed to fetch').
  if (error instanceof TypeError && /fetch|network/i.test(message)) return UNREACHABLE_MESSAGE;
  if (!message) return fallback;
  if (isBareCode(message)) {
    const status = error instanceof ApiError ? error.status : 0;
    return status >= 500 || status === 0 ? SERVER_FAULT_MESSAGE : fallback;
  }
  return message;
}
