import { useEffect } from 'react';
import { Muted } from '@csw/ui';

export const SAVE_STATUS = {
  saving: 'Saving your changes…',
  saved: 'All changes saved.',
} as const;

export interface SaveStatusProps {
  /** Task changes shown on the board that the server has not stored yet. */
  unsaved: number;
  /** A change has been stored since the board opened (before that there is nothing to report). */
  savedOnce: boolean;
}

/**
 * Says whether the board's changes are stored: a move is shown at once and saved a moment later, and a
 * reload or a closed tab in between would lose it. While a change is unsaved the browser asks before the
 * page is left.
 */
export function SaveStatus({ unsaved, savedOnce }: SaveStatusProps) {
  const saving = unsaved > 0;
  useEffect(() => {
    if (!saving) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [saving]);
  return <Muted role="status">{saving ? SAVE_STATUS.saving : savedOnce ? SAVE_STATUS.saved : null}</Muted>;
}
