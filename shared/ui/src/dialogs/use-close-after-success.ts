import { useEffect, useRef } from 'react';

/** How long a success message stays before its dialog closes (1.5 s, long enough to read it; UX, not simulation). */
export const SUCCESS_CLOSE_MS = 1500;

/** Calls `close` SUCCESS_CLOSE_MS after `succeeded` turns true; cancelled if the dialog goes away first. */
export function useCloseAfterSuccess(succeeded: boolean, close: () => void): void {
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    if (!succeeded) return undefined;
    const timer = setTimeout(() => latest.current(), SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [succeeded]);
}
