import { formatDtg as formatSharedDtg } from '@csw/contracts';

const pad = (n: number) => String(n).padStart(2, '0');

/** A time as a date-time group in Zulu ('150600Z MAR 27'); 'No date' for none (the platform's formatter). */
export function formatDtg(iso: string | null): string {
  return formatSharedDtg(iso);
}

/** The value of a datetime-local field for an instant, in the browser's local time. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const t = new Date(iso);
  if (Number.isNaN(t.getTime())) return '';
  return `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}T${pad(t.getHours())}:${pad(t.getMinutes())}`;
}

/** The instant of a datetime-local field's value (browser local time), or null when empty or invalid. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const t = new Date(value);
  return Number.isNaN(t.getTime()) ? null : t.toISOString();
}

/** Hours as a short duration ('36 h', '2.5 h'). */
export function formatHours(ms: number): string {
  const hours = ms / 3_600_000;
  return `${hours >= 10 ? Math.round(hours) : Math.round(hours * 10) / 10} h`;
}
