import { useCallback, useMemo, useState } from 'react';
import type { LibraryStats } from '@csw/contracts';
import { useBusEvent } from '@csw/event-bus';
import { useApi, useRequest, type ApiClient } from '@csw/storage';
import { libraryApi } from '../api/library-api';
import { categoryEntries, type CountedFolder } from '../lib/category-entries';
import { ALL_DOCUMENTS, filterKey, type LibraryFilter } from '../lib/library-filter';
import { useDocumentSelection } from '../lib/use-document-selection';

/** Each of the user's own folders with the number of documents in it (null when it could not be counted). */
async function loadOwnFolders(api: ApiClient): Promise<CountedFolder[]> {
  const own = (await libraryApi(api).folders()).filter((folder) => !folder.builtIn);
  return Promise.all(
    own.map(async (folder) => {
      try {
        const { total } = await libraryApi(api).list({ folderId: folder.id, limit: 1 });
        return { folder, count: total };
      } catch (error) {
        console.error(`Counting the documents of folder ${folder.id} failed`, error);
        return { folder, count: null };
      }
    }),
  );
}

/**
 * The state of the REVIEW screen: the category or folder the library is narrowed to, the documents chosen
 * for a hand-over, and the library's figures (GET /api/library/stats) and the user's folders, read on entry
 * and again after every change (`changed`) and whenever team mode is switched. While the first read of the figures runs the screen says
 * 'Initializing vector database...': the server opens the index for the session then.
 */
export function useReview() {
  const api = useApi();
  const [filter, setFilter] = useState<LibraryFilter>(ALL_DOCUMENTS);
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((n) => n + 1), []);
  // Team mode switched: the team's documents came or went. The list, the search, the counts and the figures
  // are read again at once (they all follow `version`).
  useBusEvent('workspace/team-mode-changed', changed);
  const stats = useRequest<LibraryStats>(() => libraryApi(api).stats(), `stats|${version}`);
  const folders = useRequest(() => loadOwnFolders(api), `folders|${version}`);
  const selection = useDocumentSelection();

  const figures = stats.state.value;
  const ownFolders = useMemo(() => folders.state.value ?? [], [folders.state.value]);
  const entries = useMemo(() => categoryEntries(figures, ownFolders), [figures, ownFolders]);
  const filterName = entries.find((entry) => filterKey(entry.filter) === filterKey(filter))?.name ?? null;
  return {
    api,
    filter,
    setFilter,
    filterName,
    version,
    changed,
    stats,
    figures,
    initializing: stats.state.status === 'loading' && !figures,
    folders,
    ownFolders,
    entries,
    selection,
  };
}
