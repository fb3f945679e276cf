import { useCallback, useEffect, useState } from 'react';
import type { DocumentDto } from '@csw/contracts';
import { documentsApi, type ApiClient } from '@csw/storage';

/** How many documents the dashboard lists. */
export const RECENT_LIMIT = 5;
/** How many the server is asked for, to pick the newest of the user's own and shared ones. */
const FETCH_LIMIT = 50;

export type RecentState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; documents: DocumentDto[] };

/**
 * The user's most recently changed documents: their own and those shared with them (not the
 * organisation's library, which REVIEW lists).
 */
export function useRecentDocuments(api: ApiClient): { state: RecentState; reload: () => void } {
  const [state, setState] = useState<RecentState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    documentsApi(api)
      .list({ limit: FETCH_LIMIT })
      .then(({ items }) => {
        const mine = items
          .filter((doc) => doc.access !== 'library')
          .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
          .slice(0, RECENT_LIMIT);
        if (live) setState({ status: 'ready', documents: mine });
      })
      .catch((error: unknown) => {
        console.error('Reading recent documents failed', error);
        if (live) setState({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [api, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
