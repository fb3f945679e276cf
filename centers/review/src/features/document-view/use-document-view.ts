import { useState } from 'react';
import { useBusEvent, type OpenDocumentRequest } from '@csw/event-bus';

/** An open request and when it came: a second click on the same title opens the view afresh. */
export interface OpenedDocument {
  request: OpenDocumentRequest;
  key: string;
}

/**
 * The document REVIEW shows in its document view: the latest 'document/open-requested' (a title in
 * REVIEW's lists, or a citation in another center, which the shell hands over once REVIEW is mounted).
 */
export function useDocumentView(): { opened: OpenedDocument | null; close: () => void } {
  const [opened, setOpened] = useState<OpenedDocument | null>(null);
  useBusEvent('document/open-requested', ({ payload, time }) => {
    setOpened({
      request: payload,
      key: `${payload.documentId}|${payload.page ?? ''}|${payload.start ?? ''}|${time}`,
    });
  });
  return { opened, close: () => setOpened(null) };
}
