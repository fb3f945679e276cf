import { useCallback, useEffect, useState } from 'react';
import type { DashboardStats } from '@csw/contracts';
import { fetchDashboardStats, type ApiClient } from '@csw/storage';

export type StatsState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; stats: DashboardStats };

/** The dashboard figures from the server (GET /api/stats/dashboard), read when the dashboard shows. */
export function useDashboardStats(api: ApiClient): { state: StatsState; reload: () => void } {
  const [state, setState] = useState<StatsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    fetchDashboardStats(api)
      .then((stats) => live && setState({ status: 'ready', stats }))
      .catch((error: unknown) => {
        console.error('Reading the dashboard figures failed', error);
        if (live) setState({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [api, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
