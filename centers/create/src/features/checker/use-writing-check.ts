import { useDeferredValue, useMemo } from 'react';
import type { DraftFormatId, WritingCheck } from '@csw/contracts';
import { checkWriting, followedFormat } from '@csw/engine';

/**
 * The writing checker on the text as it is typed, in the browser: it takes a few milliseconds for two
 * pages, and a deferred value keeps typing ahead of it on a long draft. `text` is what was checked (the
 * finding offsets point into it). The template checked is the one the text follows now (`drafted`, the
 * template it was generated from, only while the text keeps its headings): a memo pasted over a generated
 * AAR is checked as what it is. `format` is that template, or null.
 */
export function useWritingCheck(
  text: string,
  drafted: DraftFormatId | null,
): { text: string; format: DraftFormatId | null; check: WritingCheck } {
  const deferred = useDeferredValue(text);
  return useMemo(() => {
    const format = followedFormat(deferred, drafted);
    return { text: deferred, format, check: checkWriting(deferred, format ? { format } : {}) };
  }, [deferred, drafted]);
}
