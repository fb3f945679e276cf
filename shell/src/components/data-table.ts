import { formatDateTime } from '@csw/contracts';

/** A date and time for tables ('25 Nov 2026 14:05', the platform's one formatter); empty for none. */
export function formatWhen(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDateTime(date);
}
