import { useCallback, useEffect, useRef, useState } from 'react';
import { describeError, type ApiClient } from '@csw/storage';
import { documentViewApi } from './document-view-api';
import { splitIntoParts, type ViewPage } from './view-pages';

/** Stored pages read in one call: a 300-page document arrives a few screens at a time, as it is read. */
export const PAGES_PER_CALL = 20;

export interface DocumentPagesState {
  /** How many view pages there are (null until the first answer). */
  total: number | null;
  /** Whether the document has pages of its own (false: the view shows parts of its text). */
  paged: boolean;
  /** The view page at an index, once its window has been read. */
  pageAt(index: number): ViewPage | undefined;
  /** The whole text of a stored page, once read (where a citation's offsets count from). */
  storedText(page: number): string | undefined;
  /** Reads the window holding an index, if it is not read or being read yet. */
  ensure(index: number): void;
  /** Where the first answer put the reader: the index of `firstPage`, or 0. */
  firstIndex: number | null;
  failed: string | null;
  loading: boolean;
  retry(): void;
}

interface Loaded {
  total: number | null;
  paged: boolean;
  pages: Map<number, ViewPage>;
  stored: Map<number, string>;
  firstIndex: number | null;
}

const EMPTY: Loaded = { total: null, paged: true, pages: new Map(), stored: new Map(), firstIndex: null };

/**
 * The pages of one document, read from GET /api/documents/:id/pages a window (PAGES_PER_CALL stored pages)
 * at a time, starting with the window that holds `firstPage` (a citation's page). A document without pages
 * of its own comes whole in the first answer and is cut into parts here. `version` changes when the
 * document was edited: everything is read again.
 */
export function useDocumentPages(
  api: ApiClient,
  documentId: string,
  firstPage: number,
  version: number,
): DocumentPagesState {
  const [loaded, setLoaded] = useState<Loaded>(EMPTY);
  const [failed, setFailed] = useState<string | null>(null);
  const [inFlight, setInFlight] = useState(0);
  // Windows asked for (by their first stored index): never asked twice while the document stays the same.
  const asked = useRef(new Set<number>());
  const generation = useRef(0);

  const load = useCallback(
    (offset: number, first: boolean) => {
      if (asked.current.has(offset)) return;
      asked.current.add(offset);
      const mine = generation.current;
      setInFlight((n) => n + 1);
      documentViewApi(api)
        .pages(documentId, offset, PAGES_PER_CALL)
        .then(
          (answer) => {
            if (mine !== generation.current) return;
            setLoaded((previous) => {
              const pages = new Map(previous.pages);
              const stored = new Map(previous.stored);
              answer.pages.forEach(({ page, text }) => stored.set(page, text));
              let total = answer.total;
              if (answer.paged)
                answer.pages.forEach((view, i) => pages.set(offset + i, { ...view, offset: 0 }));
              else {
                // One text without pages: the first answer holds all of it.
                const whole = answer.pages[0];
                const parts = whole ? splitIntoParts(whole.page, whole.text) : [];
                parts.forEach((part, i) => pages.set(i, part));
                total = parts.length;
              }
              const found = [...pages.entries()].find(([, view]) => view.page === firstPage)?.[0];
              const firstIndex = first ? (answer.paged ? (found ?? 0) : 0) : previous.firstIndex;
              return { total, paged: answer.paged, pages, stored, firstIndex };
            });
            // The first window guessed where the cited page is by its number; if it was not there, read
            // the window at the start.
            if (first && answer.paged && !answer.pages.some((p) => p.page === firstPage) && offset > 0)
              load(0, false);
          },
          (error: unknown) => {
            if (mine !== generation.current) return;
            console.error(`Reading the pages of document ${documentId} failed`, error);
            asked.current.delete(offset);
            setFailed(`The text of the document could not be loaded: ${describeError(error)}`);
          },
        )
        .finally(() => {
          if (mine === generation.current) setInFlight((n) => n - 1);
        });
    },
    [api, documentId, firstPage],
  );

  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    generation.current += 1;
    asked.current = new Set();
    setLoaded(EMPTY);
    setFailed(null);
    setInFlight(0);
    const guess = Math.max(0, firstPage - 1);
    load(guess - (guess % PAGES_PER_CALL), true);
  }, [load, firstPage, version, attempt]);

  const ensure = useCallback(
    (index: number) => {
      if (!loaded.paged || loaded.total === null || index < 0 || index >= loaded.total) return;
      if (loaded.pages.has(index)) return;
      load(index - (index % PAGES_PER_CALL), false);
    },
    [load, loaded],
  );

  return {
    total: loaded.total,
    paged: loaded.paged,
    pageAt: (index) => loaded.pages.get(index),
    storedText: (page) => loaded.stored.get(page),
    ensure,
    firstIndex: loaded.firstIndex,
    failed,
    loading: inFlight > 0,
    retry: () => setAttempt((n) => n + 1),
  };
}
