import { useEffect, useState } from 'react';
import type { Role, UserSummary } from '@csw/contracts';
import { peopleApi, useApi } from '@csw/storage';

/** The server answers 2 characters at least (contracts' USER_LOOKUP_MIN_CHARS): fewer is not asked. */
export const LOOKUP_MIN_CHARS = 2;
/** Typing pauses this long before the server is asked, so one word is one request, not one per key. */
export const LOOKUP_DELAY_MS = 200;

export type PeopleLookup =
  | { state: 'idle' }
  | { state: 'short' }
  | { state: 'searching' }
  | { state: 'failed' }
  | { state: 'ready'; people: UserSummary[] };

/**
 * The people whose name holds `text`, asked of the server (GET /api/users?query=&limit=) after a pause in
 * typing. An answer to an older text is dropped, so the list always matches what the field shows.
 */
export function usePeopleLookup(text: string, enabled: boolean, role?: Role): PeopleLookup {
  const api = useApi();
  const [lookup, setLookup] = useState<PeopleLookup>({ state: 'idle' });
  const query = text.trim();

  useEffect(() => {
    if (!enabled || query.length === 0) return setLookup({ state: 'idle' });
    if (query.length < LOOKUP_MIN_CHARS) return setLookup({ state: 'short' });
    let live = true;
    setLookup({ state: 'searching' });
    const timer = setTimeout(() => {
      peopleApi(api)
        .find(query, { role })
        .then((people) => live && setLookup({ state: 'ready', people }))
        .catch((error: unknown) => {
          console.error('Looking up users failed', error);
          if (live) setLookup({ state: 'failed' });
        });
    }, LOOKUP_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, query, enabled, role]);

  return lookup;
}
