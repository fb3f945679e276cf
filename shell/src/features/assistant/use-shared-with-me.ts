import { useEffect } from 'react';
import { PERMISSION_LEVELS, type PermissionLevel } from '@csw/contracts';
import { useBus } from '@csw/event-bus';
import { createPreferenceStore, documentsApi, type ApiClient } from '@csw/storage';

const store = createPreferenceStore('assistant');
const seenKey = (userId: string) => `seen-shares:${userId}`;
/** Ids remembered per user: enough for every share a person realistically receives. */
const MAX_REMEMBERED = 500;

const isPermission = (value: string): value is PermissionLevel =>
  (PERMISSION_LEVELS as readonly string[]).includes(value);

/**
 * Tells the user about documents shared with them since they last looked: at sign-in the shell reads
 * GET /api/documents/shared and announces each new one on the bus ('review/document-shared', with-me).
 * Which ones were announced is a UI preference kept in this browser.
 */
export function useSharedWithMe(api: ApiClient, userId: string): void {
  const bus = useBus();
  useEffect(() => {
    let live = true;
    documentsApi(api)
      .sharedWithMe()
      .then(({ items }) => {
        if (!live) return;
        const seen = new Set(store.read<string[]>(seenKey(userId), []));
        for (const doc of items) {
          if (seen.has(doc.id)) continue;
          bus.publish('review/document-shared', {
            documentId: doc.id,
            title: doc.title,
            direction: 'with-me',
            counterpart: doc.ownerUsername ?? 'A colleague',
            permissionLevel: isPermission(doc.access) ? doc.access : 'read',
          });
        }
        store.write(seenKey(userId), items.map((doc) => doc.id).slice(0, MAX_REMEMBERED));
      })
      .catch((error: unknown) => console.error('Reading the documents shared with you failed', error));
    return () => {
      live = false;
    };
  }, [api, bus, userId]);
}
