const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const pad = (n: number) => String(n).padStart(2, '0');

/** A date-time group `days` from `now`, to the hour ('150600Z MAR 27'), and the instant it means. */
export function dtgIn(days: number, now = Date.now()): { dtg: string; iso: string } {
  const t = new Date(Math.floor((now + days * 86_400_000) / 3_600_000) * 3_600_000);
  const dtg = `${pad(t.getUTCDate())}${pad(t.getUTCHours())}00Z ${MONTHS[t.getUTCMonth()]} ${String(t.getUTCFullYear()).slice(2)}`;
  return { dtg, iso: t.toISOString() };
}

/** A mission statement with every element, due at `dtg`. */
export const mission = (dtg: string): string =>
  `2nd Battalion seizes OBJ FOX NLT ${dtg} to deny the enemy the river crossing.`;
