import type { DashboardStats } from '@csw/contracts';
import { useBusEventCount } from '@csw/event-bus';
import { fetchDashboardStats, useRequest, type ApiClient } from '@csw/storage';

/**
 * The dashboard figures from the server (GET /api/stats/dashboard), read when the dashboard shows and again
 * when team mode is switched (the documents counted change).
 */
export function useDashboardStats(api: ApiClient) {
  const teamModeChanges = useBusEventCount('workspace/team-mode-changed');
  return useRequest<DashboardStats>(() => fetchDashboardStats(api), `figures|${teamModeChanges}`, {
    what: 'figures',
  });
}
