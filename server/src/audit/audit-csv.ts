import type { AuditEntry } from '@csw/contracts';

const COLUMNS = ['id', 'at', 'userId', 'username', 'action', 'outcome', 'clientAddress', 'details'] as const;

/**
 * One CSV cell: quoted, quotes doubled, and a leading = + - @ (or tab / carriage return) neutralised with an
 * apostrophe so that a spreadsheet never runs a value as a formula (CSV injection).
 */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The audit entries as CSV (RFC 4180, CRLF line ends, a header row). */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const lines = [COLUMNS.join(',')];
  for (const entry of entries) lines.push(COLUMNS.map((column) => csvCell(entry[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
