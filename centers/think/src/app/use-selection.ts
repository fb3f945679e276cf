import { useCallback } from 'react';
import { useRemembered } from '@csw/storage';
import { useBusEvent } from '@csw/event-bus';
import type { DocumentChoice } from '../features/sources/document-picker';
import type { SelectedDocument } from '../features/sources/use-documents';

/** The document choice (its revision moves on whenever it is replaced or cleared as a whole, not by a toggle). */
export interface Selection extends DocumentChoice {
  /** Makes exactly these documents the selection. */
  replace(documents: readonly SelectedDocument[]): void;
}

/**
 * THINK's document selection. Documents handed over from another center ('library/documents-selected'
 * naming THINK) become the selection, exactly and in their order; `onHandOver` then lets the screen show
 * the library list. The analysis reads each one through the API, which refuses what the user may not read.
 */
export function useSelection(onHandOver: () => void): Selection {
  const [selected, setSelected] = useRemembered<ReadonlyMap<string, SelectedDocument>>(
    'think/selection',
    () => new Map(),
  );
  const [revision, setRevision] = useRemembered('think/selection-revision', 0);

  const toggle = useCallback(
    (document: SelectedDocument) => {
      setSelected((previous) => {
        const next = new Map(previous);
        if (!next.delete(document.id)) next.set(document.id, document);
        return next;
      });
    },
    [setSelected],
  );
  const clear = useCallback(() => {
    setSelected(new Map());
    setRevision((n) => n + 1);
  }, [setSelected, setRevision]);
  const replace = useCallback(
    (documents: readonly SelectedDocument[]) => {
      setSelected(new Map(documents.map((d) => [d.id, d])));
      setRevision((n) => n + 1);
    },
    [setSelected, setRevision],
  );

  useBusEvent('library/documents-selected', (event) => {
    const { targetCenterId, documentIds, titles } = event.payload;
    if (targetCenterId !== 'think') return;
    replace(documentIds.map((id, i) => ({ id, title: titles[i] ?? id })));
    onHandOver();
  });

  return { selected, revision, toggle, clear, replace };
}
