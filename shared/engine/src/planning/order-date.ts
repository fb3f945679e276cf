import { formatDtg } from '@csw/contracts';
import { findTimes, type TimeOptions } from './mission-time';
import { orderTimeZone } from './order-time-zone';

/** Beyond this from now, an order's own date says it was not received now. */
const A_DAY_MS = 86_400_000;

/**
 * The date-time group of an order's heading (FM 6-0: the DTG of signature on a line of its own above the
 * title, "131900DMAY27"): when the order was issued, not the mission time. Null for a text without one.
 */
export function orderDate(text: string, options: TimeOptions): number | null {
  const zone = orderTimeZone(text);
  const times = findTimes(text, zone ? { ...options, utcOffsetMinutes: zone.offsetMinutes } : options);
  // Only the heading: above the first numbered paragraph ("1. SITUATION").
  const body = /^\s*1\.\s+\S/m.exec(text)?.index ?? text.length;
  for (const t of times) {
    if (t.start >= body) break;
    const lineStart = text.lastIndexOf('\n', t.start) + 1;
    const lineEnd = text.indexOf('\n', t.end);
    const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd).trim();
    if (t.time !== null && line === t.text.trim()) return t.time;
  }
  return null;
}

/**
 * A notice when an order is dated more than a day from now and no receipt of mission was given: its
 * timeline would run from now (a FRAGO of last week planned as if it came today), so the user is told to
 * give the receipt of mission. Null when none is needed.
 */
export function orderDateNotice(text: string, options: TimeOptions & { receivedAt?: number }): string | null {
  if (options.receivedAt !== undefined) return null;
  const dated = orderDate(text, options);
  if (dated === null || Math.abs(dated - options.now) <= A_DAY_MS) return null;
  return `The order is dated ${formatDtg(dated)}, and the timeline runs from now: give the Receipt of mission to plan from when it was received.`;
}
