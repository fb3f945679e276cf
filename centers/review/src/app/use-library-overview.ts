import type { LibraryStats } from '@csw/contracts';
import { documentsApi, useRequest, type ApiClient } from '@csw/storage';
import { libraryApi } from '../api/library-api';
import type { CountedFolder } from '../lib/category-entries';

/** Each of the user's own folders with the number of documents in it (null when it could not be counted). */
async function loadOwnFolders(api: ApiClient): Promise<CountedFolder[]> {
  const own = (await libraryApi(api).folders()).filter((folder) => !folder.builtIn);
  return Promise.all(
    own.map(async (folder) => {
      try {
        const { total } = await documentsApi(api).list({ folderId: folder.id, limit: 1 });
        return { folder, count: total };
      } catch (error) {
        console.error(`Counting the documents of folder ${folder.id} failed`, error);
        return { folder, count: null };
      }
    }),
  );
}

/**
 * The library's figures (GET /api/library/stats) and the user's folders, read on entry and again after
 * every change (`version`). While the first read of the figures runs the screen says 'Initializing vector
 * database...': the server opens the index for the session then.
 */
export function useLibraryOverview(api: ApiClient, version: number) {
  const stats = useRequest<LibraryStats>(() => libraryApi(api).stats(), `stats|${version}`);
  const folders = useRequest(() => loadOwnFolders(api), `folders|${version}`);
  return { stats, folders };
}
