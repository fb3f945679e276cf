/**
 * The message to show for a failure. The API client raises errors whose message is meant for users (the
 * server's own words, or 'HTTP error! status: {code}'), so it is shown as is.
 */
export function describeError(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  return error instanceof Error && error.message.trim() ? error.message : fallback;
}
