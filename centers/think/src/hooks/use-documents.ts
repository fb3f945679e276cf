import { useCallback, useEffect, useState } from 'react';
import type { DocumentSummaryDto } from '@csw/contracts';
import { describeError } from '@csw/storage';
import type { ThinkApi } from '../api/think-api';

const PAGE_SIZE = 25;

/**
 * What the picker shows of a document: a list entry (GET /api/documents sends summaries, not the text) or
 * a document the user just uploaded.
 */
export type ListedDocument = Pick<
  DocumentSummaryDto,
  'id' | 'title' | 'classification' | 'documentType' | 'category'
>;

export interface DocumentsState {
  items: ListedDocument[];
  total: number | null;
  loading: boolean;
  error: string | null;
  /** Reads the next page and appends it. */
  more(): void;
  /** Puts a document the user just uploaded at the top of the list. */
  add(document: ListedDocument): void;
}

/** The documents the user may read (GET /api/documents), read a page at a time. */
export function useDocuments(api: ThinkApi): DocumentsState {
  const [items, setItems] = useState<ListedDocument[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [offset, setOffset] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setLoading(true);
    api.documents({ limit: PAGE_SIZE, offset }).then(
      (page) => {
        if (!live) return;
        setItems((previous) => {
          const known = new Set(previous.map((d) => d.id));
          return [...previous, ...page.items.filter((d) => !known.has(d.id))];
        });
        setTotal(page.total);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        console.error('The document list could not be loaded', failure);
        if (!live) return;
        setError(`The documents could not be loaded: ${describeError(failure)}`);
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [api, offset]);

  const more = useCallback(() => setOffset(items.length), [items.length]);
  const add = useCallback((document: ListedDocument) => {
    setItems((previous) => [document, ...previous.filter((d) => d.id !== document.id)]);
    setTotal((previous) => (previous === null ? null : previous + 1));
  }, []);
  return { items, total, loading, error, more, add };
}
