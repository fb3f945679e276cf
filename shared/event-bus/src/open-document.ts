import { useCallback } from 'react';
import { WITHHELD_SOURCE_TEXT, type BusEventMap } from '@csw/contracts';
import { useBus } from './react';

export type OpenDocumentRequest = BusEventMap['document/open-requested'];

/**
 * Opens a document in REVIEW's document view from any center: a title in a list, or a citation, which
 * passes its page and quoted words ('document/open-requested'; the shell opens REVIEW when it is not on
 * screen).
 */
export function useOpenDocument(): (request: OpenDocumentRequest) => void {
  const bus = useBus();
  return useCallback((request) => bus.publish('document/open-requested', request), [bus]);
}

/**
 * The request a citation makes: its document at its page, with its quoted words to mark (none for a source
 * whose words are withheld from the user: REVIEW then says the document cannot be opened).
 */
export function citationRequest(citation: {
  documentId: string;
  title: string;
  page: number;
  quote: string;
  start: number;
  end: number;
}): OpenDocumentRequest {
  const { documentId, title, page, quote, start, end } = citation;
  if (quote === WITHHELD_SOURCE_TEXT) return { documentId, title, page };
  return { documentId, title, page, quote, start, end };
}
