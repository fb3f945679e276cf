import type { DocumentSummaryDto } from '@csw/contracts';
import { useBusEventCount } from '@csw/event-bus';
import { documentsApi, useRequest, type ApiClient } from '@csw/storage';

/** How many documents the dashboard lists. */
export const RECENT_LIMIT = 5;
/** How many the server is asked for, to pick the newest of the user's own and shared ones. */
const FETCH_LIMIT = 50;

/**
 * The user's most recently changed documents: their own and those shared with them (not the
 * organisation's library, which REVIEW lists), read again when team mode is switched.
 */
export function useRecentDocuments(api: ApiClient) {
  const teamModeChanges = useBusEventCount('workspace/team-mode-changed');
  return useRequest<DocumentSummaryDto[]>(
    async () => {
      const { items } = await documentsApi(api).list({ limit: FETCH_LIMIT });
      return items
        .filter((doc) => doc.access !== 'library')
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
        .slice(0, RECENT_LIMIT);
    },
    `documents|${teamModeChanges}`,
    { what: 'documents' },
  );
}
