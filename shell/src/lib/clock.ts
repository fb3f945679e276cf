import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` (the dashboard clock refreshes every second). It reads
 * the browser's clock through Date and setInterval only, so tests drive it with fake timers (Jest) or
 * page.clock (Playwright).
 */
export function useNow(intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
