import { useState, type ReactNode } from 'react';
import { Button } from '@csw/ui';

/** Findings of one kind shown before "Show all": about a dozen is what an analyst reads first. */
export const TOP_FINDINGS = 12;

export interface ShowAllProps<T> {
  items: readonly T[];
  /** What the items are, for the button ("patterns"). */
  noun: string;
  /** Renders the items shown (the first dozen, or all). */
  children: (shown: readonly T[]) => ReactNode;
}

/** The top findings of a list, and a button that shows all of them (and the top ones again). */
export function ShowAll<T>({ items, noun, children }: ShowAllProps<T>) {
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, TOP_FINDINGS);
  return (
    <>
      {children(shown)}
      {items.length > TOP_FINDINGS ? (
        <Button variant="borderless" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? `Show the top ${TOP_FINDINGS} ${noun}` : `Show all ${items.length} ${noun}`}
        </Button>
      ) : null}
    </>
  );
}
