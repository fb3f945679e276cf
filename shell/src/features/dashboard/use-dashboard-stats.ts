import type { DashboardStats } from '@csw/contracts';
import { fetchDashboardStats, type ApiClient } from '@csw/storage';
import { useLoadable } from '../../lib/use-loadable';

/** The dashboard figures from the server (GET /api/stats/dashboard), read when the dashboard shows. */
export function useDashboardStats(api: ApiClient) {
  return useLoadable<DashboardStats>(() => fetchDashboardStats(api), 'figures');
}
