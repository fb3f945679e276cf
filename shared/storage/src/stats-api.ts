import { type dashboardStatsSchema, type DashboardStats } from '@csw/contracts';
import type { ApiClient } from './api-client';
import { typedAnswer } from './parse-response';

/** GET /api/stats/dashboard: the dashboard tiles and the per-center usage counters of the signed-in user. */
export async function fetchDashboardStats(client: ApiClient): Promise<DashboardStats> {
  return typedAnswer<typeof dashboardStatsSchema>(await client.get('/api/stats/dashboard'));
}
