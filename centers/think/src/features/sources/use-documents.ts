import { useCallback, useEffect, useRef, useState } from 'react';
import type { DocumentSummaryDto } from '@csw/contracts';
import { useBusEvent } from '@csw/event-bus';
import { describeError } from '@csw/storage';
import type { DocumentQuery, ThinkApi } from '../../api/think-api';

const PAGE_SIZE = 25;

/**
 * What the picker shows of a document: a list entry (GET /api/documents sends summaries, not the text) or
 * a document the user just uploaded.
 */
export type ListedDocument = Pick<
  DocumentSummaryDto,
  'id' | 'title' | 'classification' | 'documentType' | 'category'
>;

/**
 * A document in the user's selection: what the picker listed, or only its id and title when it was
 * chosen elsewhere (a reopened analysis, documents handed over from another center).
 */
export type SelectedDocument = Pick<ListedDocument, 'id' | 'title'> & Partial<ListedDocument>;

/** What narrows the list: words of the title or text, a category, one of the user's folders ('' = any). */
export interface DocumentFilter {
  text: string;
  category: string;
  folderId: string;
}

export const NO_FILTER: DocumentFilter = { text: '', category: '', folderId: '' };

const keyOf = (filter: DocumentFilter) =>
  JSON.stringify([filter.text.trim().toLowerCase(), filter.category, filter.folderId]);

export interface DocumentsState {
  items: ListedDocument[];
  /** How many documents match the filter (null until the first answer). */
  total: number | null;
  /** How many documents the user may read in all (the unfiltered list's total). */
  libraryTotal: number | null;
  filter: DocumentFilter;
  setFilter(filter: DocumentFilter): void;
  loading: boolean;
  error: string | null;
  /** Reads the next page of the current filter and appends it. */
  more(): void;
  /** Puts a document the user just uploaded at the top of the list. */
  add(document: ListedDocument): void;
}

interface Request {
  key: string;
  filter: DocumentFilter;
  offset: number;
}

/**
 * The documents the user may read (GET /api/documents), a page at a time, narrowed on the server as the
 * filter changes. No timer delays a keystroke and requests never pile up: one request is in flight at a
 * time and, when it returns, only the latest filter is asked for next. Every answer for a first page is
 * shown at once (the list follows the typing); a later page only while its filter is still the current one.
 * When team mode is switched ('workspace/team-mode-changed') the list is read again, without a reload.
 */
export function useDocuments(api: ThinkApi): DocumentsState {
  const [filter, setFilterState] = useState<DocumentFilter>(NO_FILTER);
  const [items, setItems] = useState<ListedDocument[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [libraryTotal, setLibraryTotal] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(keyOf(NO_FILTER));
  const inFlight = useRef(false);
  const queued = useRef<Request | null>(null);
  const live = useRef(true);

  const send = useCallback(
    (request: Request) => {
      if (inFlight.current) {
        queued.current = request;
        return;
      }
      inFlight.current = true;
      setLoading(true);
      const { filter: f, offset } = request;
      const query: DocumentQuery = {
        limit: PAGE_SIZE,
        offset,
        q: f.text,
        category: f.category,
        folderId: f.folderId,
      };
      api
        .documents(query)
        .then(
          (page) => {
            if (!live.current) return;
            const current = request.key === latest.current;
            if (offset === 0) {
              setItems(page.items);
              setTotal(page.total);
            } else if (current) {
              setItems((previous) => {
                const known = new Set(previous.map((d) => d.id));
                return [...previous, ...page.items.filter((d) => !known.has(d.id))];
              });
              setTotal(page.total);
            }
            if (request.key === keyOf(NO_FILTER)) setLibraryTotal(page.total);
            setError(null);
          },
          (failure: unknown) => {
            console.error('The document list could not be loaded', failure);
            if (live.current) setError(`The documents could not be loaded: ${describeError(failure)}`);
          },
        )
        .finally(() => {
          inFlight.current = false;
          const next = queued.current;
          queued.current = null;
          if (next && live.current) send(next);
          else if (live.current) setLoading(false);
        });
    },
    [api],
  );

  useEffect(() => {
    live.current = true;
    send({ key: keyOf(NO_FILTER), filter: NO_FILTER, offset: 0 });
    return () => {
      live.current = false;
    };
  }, [send]);

  const setFilter = useCallback(
    (next: DocumentFilter) => {
      setFilterState(next);
      const key = keyOf(next);
      if (key === latest.current) return;
      latest.current = key;
      send({ key, filter: next, offset: 0 });
    },
    [send],
  );

  // Team mode switched: the team's documents came or went. The list reads its current filter again from the
  // first page, and the library's total is read again too when a filter narrows the list.
  useBusEvent('workspace/team-mode-changed', () => {
    send({ key: latest.current, filter, offset: 0 });
    if (latest.current === keyOf(NO_FILTER)) return;
    api.documents({ limit: 1, offset: 0 }).then(
      (page) => live.current && setLibraryTotal(page.total),
      (failure: unknown) => console.error('The library total could not be read again', failure),
    );
  });

  const more = useCallback(
    () => send({ key: latest.current, filter, offset: items.length }),
    [send, filter, items.length],
  );
  const add = useCallback((document: ListedDocument) => {
    setItems((previous) => [document, ...previous.filter((d) => d.id !== document.id)]);
    setTotal((previous) => (previous === null ? null : previous + 1));
    setLibraryTotal((previous) => (previous === null ? null : previous + 1));
  }, []);
  return { items, total, libraryTotal, filter, setFilter, loading, error, more, add };
}
