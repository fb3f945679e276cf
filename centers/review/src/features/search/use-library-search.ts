import { useCallback, useRef } from 'react';
import type { SearchResponse } from '@csw/contracts';
import { describeError, useRemembered, type ApiClient } from '@csw/storage';
import { libraryApi } from '../../api/library-api';
import { filterQuery, type LibraryFilter } from '../../lib/library-filter';

export type SearchState =
  | { status: 'idle' }
  | { status: 'searching'; query: string }
  | { status: 'done'; query: string; response: SearchResponse }
  | { status: 'failed'; query: string; message: string };

/**
 * The library search. An empty query clears the results without asking the server. Only the answer to
 * the latest search is shown: an earlier one that arrives late is dropped.
 */
export function useLibrarySearch(api: ApiClient, filter: LibraryFilter) {
  // The last search and its results stay for the session across center switches (a search cut off by
  // leaving is not shown as still running).
  const [state, setState] = useRemembered<SearchState>('review/search', { status: 'idle' }, (kept) =>
    kept.status === 'searching' ? { status: 'idle' } : kept,
  );
  const latest = useRef(0);
  const { category, folderId } = filterQuery(filter);

  const run = useCallback(
    async (raw: string) => {
      const query = raw.trim();
      const id = ++latest.current;
      if (!query) {
        setState({ status: 'idle' });
        return;
      }
      setState({ status: 'searching', query });
      try {
        // The server narrows to the category or folder before ranking, so no match is cut off.
        const response = await libraryApi(api).search(query, { category, folderId });
        if (id !== latest.current) return;
        setState({ status: 'done', query, response });
      } catch (error) {
        console.error('The library search failed', error);
        if (id === latest.current) setState({ status: 'failed', query, message: describeError(error) });
      }
    },
    [api, category, folderId, setState],
  );

  return { state, run };
}
