import { useCallback, useMemo, useState } from 'react';
import type { Classification } from '@csw/contracts';

/** What a selection keeps of a document: enough to hand it over, to say what was chosen and its marking. */
export interface ChosenDocument {
  id: string;
  title: string;
  classification: Classification;
}

const kept = ({ id, title, classification }: ChosenDocument): ChosenDocument => ({
  id,
  title,
  classification,
});

export interface DocumentSelection {
  /** The chosen documents, in the order they were chosen. */
  chosen: readonly ChosenDocument[];
  has(id: string): boolean;
  toggle(document: ChosenDocument): void;
  /** Adds every one of `documents` not chosen yet. */
  addAll(documents: readonly ChosenDocument[]): void;
  clear(): void;
}

/**
 * REVIEW's selection, shared by the Living Library and the search results: a document chosen in one
 * stays chosen in the other, and across pages, filters and searches, until it is unticked or cleared.
 */
export function useDocumentSelection(): DocumentSelection {
  const [chosen, setChosen] = useState<readonly ChosenDocument[]>([]);
  const ids = useMemo(() => new Set(chosen.map((d) => d.id)), [chosen]);

  const toggle = useCallback((document: ChosenDocument) => {
    setChosen((previous) =>
      previous.some((d) => d.id === document.id)
        ? previous.filter((d) => d.id !== document.id)
        : [...previous, kept(document)],
    );
  }, []);
  const addAll = useCallback((documents: readonly ChosenDocument[]) => {
    setChosen((previous) => {
      const known = new Set(previous.map((d) => d.id));
      const added = documents.filter((d) => !known.has(d.id)).map(kept);
      return added.length ? [...previous, ...added] : previous;
    });
  }, []);
  const clear = useCallback(() => setChosen([]), []);
  const has = useCallback((id: string) => ids.has(id), [ids]);

  return { chosen, has, toggle, addAll, clear };
}
