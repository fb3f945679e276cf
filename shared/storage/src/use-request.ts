import { useCallback, useEffect, useState } from 'react';
import { describeError, throttleWait } from './describe-error';

/**
 * A request's state. While it is read again (a new key, or retry) the previous answer stays in `value`,
 * so a list keeps its rows instead of flashing empty between pages.
 */
export type RequestState<T> =
  | { status: 'loading'; value?: T }
  | {
      status: 'failed';
      message: string;
      /** When the server throttled the user: how long to wait, in words ("Wait 30 seconds and try again."). */
      wait?: string;
      value?: T;
    }
  | { status: 'ready'; value: T };

export interface RequestOptions {
  /**
   * What is loaded, in words ('audit log'): it names the failure in the console, and when `failure` is
   * not given the screen says 'The {what} could not be loaded.' (and, when the server throttled the user,
   * how long to wait).
   */
  what?: string;
  /** The message the screen shows for a failure; by default the error's own message (see describeError). */
  failure?: (error: unknown) => string;
}

/**
 * Runs `load` when the component mounts and again whenever `key` changes or `retry` is called. Answers of
 * a request that was overtaken are dropped. A failure is logged and kept as a message for the screen.
 */
export function useRequest<T>(
  load: () => Promise<T>,
  key: string,
  { what, failure }: RequestOptions = {},
): { state: RequestState<T>; retry: () => void } {
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState((previous) =>
      previous.status === 'loading' ? previous : { status: 'loading', value: previous.value },
    );
    load().then(
      (value) => {
        if (live) setState({ status: 'ready', value });
      },
      (error: unknown) => {
        console.error(`Loading ${what ?? key} failed`, error);
        if (!live) return;
        const wait = throttleWait(error);
        const message = failure
          ? failure(error)
          : what
            ? [`The ${what} could not be loaded.`, wait].filter(Boolean).join(' ')
            : describeError(error);
        setState((previous) => ({ status: 'failed', message, wait, value: previous.value }));
      },
    );
    return () => {
      live = false;
    };
    // `load` is a new function every render; what it reads changes only with `key` (and a retry).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
