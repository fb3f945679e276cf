import { useState } from 'react';

/** What a dialog says when its request succeeds, and when it fails. */
export interface SubmitMessages {
  readonly success: string;
  readonly failure: string;
}

/**
 * A dialog's one request: `busy` while it runs, then the success message (and `done` with the answer) or,
 * when it fails, the failure message with the error logged under `failureLog`. `refusal` reads a failure that
 * trying again cannot change (the server refused: not cleared, not allowed, not valid) and gives the words to
 * show instead of the failure message, which invites a retry; it answers null for a failure worth retrying.
 */
export function useDialogSubmit(
  messages: SubmitMessages,
  failureLog: string,
  refusal: (error: unknown) => string | null = () => null,
) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function submit<T>(request: () => Promise<T>, done: (answer: T) => void): Promise<void> {
    setBusy(true);
    setMessage(null);
    try {
      const answer = await request();
      setMessage(messages.success);
      done(answer);
    } catch (error) {
      console.error(failureLog, error);
      setMessage(refusal(error) ?? messages.failure);
    } finally {
      setBusy(false);
    }
  }

  return { busy, message, setMessage, succeeded: message === messages.success, submit };
}
