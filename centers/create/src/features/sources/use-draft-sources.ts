import { useEffect, useMemo, useState } from 'react';
import { DRAFT_LIMITS, type DocumentSummaryDto } from '@csw/contracts';
import { useBusEvent } from '@csw/event-bus';
import { describeError, documentsApi, useApi } from '@csw/storage';

/** A document chosen as a source of the draft: its id and the title the user saw. */
export interface ChosenSource {
  id: string;
  title: string;
}

/** Documents a search of the chooser lists at once. */
const FOUND = 8;

export interface DraftSourcesState {
  /** The documents chosen; empty: the draft is written from the library. */
  chosen: ChosenSource[];
  choose(source: ChosenSource): void;
  remove(id: string): void;
  clear(): void;
  /** Words that find documents to choose from (GET /api/documents?q=). */
  query: string;
  setQuery(query: string): void;
  found: DocumentSummaryDto[];
  loading: boolean;
  error: string | null;
}

/**
 * The sources a draft is written from: none chosen means the library (what people wrote, never the
 * product's own saved drafts or reports); the user finds documents by their words and chooses them, or
 * hands them over from REVIEW or THINK ('library/documents-selected' for CREATE). At most
 * DRAFT_LIMITS.maxSources.
 */
export function useDraftSources(): DraftSourcesState {
  const client = useApi();
  const api = useMemo(() => documentsApi(client), [client]);
  const [chosen, setChosen] = useState<ChosenSource[]>([]);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<DocumentSummaryDto[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const words = query.trim();
    if (!words) {
      setFound([]);
      setError(null);
      return;
    }
    let live = true;
    setLoading(true);
    api.list({ q: words, limit: FOUND }).then(
      (page) => {
        if (!live) return;
        setFound(page.items);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!live) return;
        setError(describeError(failure));
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [api, query]);

  useBusEvent('library/documents-selected', (event) => {
    const { targetCenterId, documentIds, titles } = event.payload;
    if (targetCenterId !== 'create') return;
    setChosen(
      documentIds
        .slice(0, DRAFT_LIMITS.maxSources)
        .map((id, i) => ({ id, title: titles[i] ?? 'Untitled document' })),
    );
  });

  return {
    chosen,
    choose: (source) =>
      setChosen((now) =>
        now.some((s) => s.id === source.id) || now.length >= DRAFT_LIMITS.maxSources ? now : [...now, source],
      ),
    remove: (id) => setChosen((now) => now.filter((s) => s.id !== id)),
    clear: () => setChosen([]),
    query,
    setQuery,
    found,
    loading,
    error,
  };
}
