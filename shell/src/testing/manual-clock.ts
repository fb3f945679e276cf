import type { Clock } from '../lib/idle-session';

/** A clock the test moves by hand: timers run when `advance` passes their time, and nothing waits. */
export function manualClock(start = Date.parse('2026-03-02T09:00:00Z')) {
  let now = start;
  let nextId = 0;
  const timers = new Map<number, { at: number; work: () => void }>();
  const clock: Clock = {
    now: () => now,
    setTimeout(work, ms) {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, ms), work });
      return () => timers.delete(id);
    },
  };
  function advance(ms: number) {
    const until = now + ms;
    for (;;) {
      const due = [...timers.entries()]
        .filter(([, t]) => t.at <= until)
        .sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].work();
    }
    now = until;
  }
  return { clock, advance, pending: () => timers.size };
}
