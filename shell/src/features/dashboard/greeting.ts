/** The greeting's thresholds: morning before 12:00, afternoon before 17:00, otherwise evening. */
export function greetingFor(date: Date): string {
  const hour = date.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

const dateFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat(undefined, {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The live date and time line of the dashboard, in the user's locale, 24-hour clock. */
export function formatDateTime(date: Date): string {
  return `${dateFormat.format(date)} · ${timeFormat.format(date)}`;
}
