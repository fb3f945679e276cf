import { ApiError } from './api-client';

/** What a failure that the server did not explain tells the user to do. */
export const SERVER_FAULT_MESSAGE =
  'The server could not complete the request. Try again in a moment; if it keeps failing, tell your administrator.';
export const UNREACHABLE_MESSAGE = 'The server could not be reached. Check your connection and try again.';

/** What a person is told when the server refused for too many requests: when to try again. */
export function tooManyRequestsMessage(retryAfterSeconds: number | null): string {
  if (retryAfterSeconds === null) return 'Too many requests. Wait a minute and try again.';
  if (retryAfterSeconds > 90) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    return `Too many requests. Wait ${minutes} minutes and try again.`;
  }
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return `Too many requests. Wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`;
}

/** A refusal that already says how long to wait ('Wait 12 seconds', 'locked for 15 minutes', 'a minute'). */
const SAYS_WHEN = /\b(\d+|a) (second|minute|hour)s?\b/i;

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
  // Too many requests: the server's own sentence when it says when (a locked account), else from Retry-After.
  if (error instanceof ApiError && error.status === 429)
    return message && !isBareCode(message) && SAYS_WHEN.test(message)
      ? message
      : tooManyRequestsMessage(error.retryAfterSeconds);
  if (!message) return fallback;
  if (isBareCode(message)) {
    const status = error instanceof ApiError ? error.status : 0;
    return status >= 500 || status === 0 ? SERVER_FAULT_MESSAGE : fallback;
  }
  return message;
}

/**
 * The server's words for a refusal that trying again cannot change (a request it understood and will not
 * do: not valid, not allowed, not cleared, gone), or null for a failure worth retrying: a server fault, a
 * lost connection, too many requests or a request that took too long. Forms show these words instead of a
 * "Please try again" that cannot help.
 */
export function refusalMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const { status } = error;
  if (status < 400 || status >= 500 || status === 408 || status === 429) return null;
  return describeError(error, 'The server refused this change.');
}

/** When the server throttled the user (429): how long to wait, in words; otherwise undefined. */
export function throttleWait(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  const message = describeError(error);
  // "Too many requests. Wait 30 seconds and try again." -> the sentence that says what to do.
  return /\bWait\b.*$/.exec(message)?.[0] ?? message;
}
