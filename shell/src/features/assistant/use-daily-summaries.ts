import { useEffect } from 'react';
import type { SummaryListDto } from '@csw/contracts';
import { useBus } from '@csw/event-bus';
import { createPreferenceStore, type ApiClient } from '@csw/storage';

const store = createPreferenceStore('assistant');
const seenKey = (userId: string) => `seen-summaries:${userId}`;
const MAX_REMEMBERED = 200;
/** How often the assistant asks the server for new daily summaries. */
export const SUMMARY_POLL_MS = 5 * 60_000;

/**
 * Announces the daily summaries the server wrote for the user's automated plans (EXECUTE's workflow
 * automation): asked of GET /api/plans/summaries when the shell starts and then every few minutes, each
 * told once (which ones were told is a UI preference kept in this browser).
 */
export function useDailySummaries(api: ApiClient, userId: string, pollMs = SUMMARY_POLL_MS): void {
  const bus = useBus();
  useEffect(() => {
    let live = true;
    let since: string | undefined;
    const check = async () => {
      try {
        const answer = await api.get<SummaryListDto>('/api/plans/summaries', since ? { since } : {});
        if (!live) return;
        since = answer.now;
        const seen = new Set(store.read<string[]>(seenKey(userId), []));
        const fresh = answer.items.filter((item) => !seen.has(item.documentId));
        for (const item of fresh) {
          bus.publish('assistant/message-requested', {
            kind: 'success',
            title: 'Daily summary ready',
            content: `The daily summary of "${item.planTitle}" is in your library.`,
            actions: [{ kind: 'open-center', label: 'Open REVIEW', centerId: 'review' }],
          });
        }
        if (fresh.length)
          store.write(
            seenKey(userId),
            [...fresh.map((item) => item.documentId), ...seen].slice(0, MAX_REMEMBERED),
          );
      } catch (error) {
        console.error('Reading the daily summaries failed', error);
      }
    };
    void check();
    const timer = setInterval(() => void check(), pollMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [api, bus, userId, pollMs]);
}
