import type { AuditFilters } from '@csw/storage';

export const AUDIT_PAGE_SIZE = 100;

/** What the filter form holds: dates as the date inputs give them (YYYY-MM-DD, local days). */
export interface AuditFilterForm {
  userId: string;
  action: string;
  fromDay: string;
  toDay: string;
}

export const EMPTY_FILTERS: AuditFilterForm = { userId: '', action: '', fromDay: '', toDay: '' };

/** A local day as the ISO instant where it starts, or where the next day starts for the end of a range. */
function dayBoundary(day: string, end: boolean): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + (end ? 1 : 0)).toISOString();
}

/** The API query of a filter form and a page. */
export function toAuditQuery(form: AuditFilterForm, offset = 0): AuditFilters {
  return {
    userId: form.userId || undefined,
    action: form.action.trim().toUpperCase() || undefined,
    from: dayBoundary(form.fromDay, false),
    to: dayBoundary(form.toDay, true),
    limit: AUDIT_PAGE_SIZE,
    offset,
  };
}
