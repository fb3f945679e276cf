import type { DashboardStats } from '@csw/contracts';
import { fetchDashboardStats, useRequest, type ApiClient } from '@csw/storage';

/** The dashboard figures from the server (GET /api/stats/dashboard), read when the dashboard shows. */
export function useDashboardStats(api: ApiClient) {
  return useRequest<DashboardStats>(() => fetchDashboardStats(api), 'figures', { what: 'figures' });
}
