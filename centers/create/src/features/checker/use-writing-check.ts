import { useDeferredValue, useMemo } from 'react';
import type { DraftFormatId, WritingCheck } from '@csw/contracts';
import { checkWriting } from '@csw/engine';

/**
 * The writing checker on the text as it is typed, in the browser: it takes a few milliseconds for two
 * pages, and a deferred value keeps typing ahead of it on a long draft. `text` is what was checked (the
 * finding offsets point into it).
 */
export function useWritingCheck(
  text: string,
  format: DraftFormatId | null,
): { text: string; check: WritingCheck } {
  const deferred = useDeferredValue(text);
  return useMemo(
    () => ({ text: deferred, check: checkWriting(deferred, format ? { format } : {}) }),
    [deferred, format],
  );
}
