import { useState } from 'react';
import { useBus, useBusEvent, type OpenDocumentRequest } from '@csw/event-bus';

/** An open request and when it came: a second click on the same title opens the view afresh. */
export interface OpenedDocument {
  request: OpenDocumentRequest;
  key: string;
}

/**
 * The document REVIEW shows in its document view: the latest 'document/open-requested' (a title in
 * REVIEW's lists, or a citation in another center, which the shell hands over once REVIEW is mounted).
 * Closing a view another screen opened takes the user back there ('workspace/return-requested'), where
 * that center kept its work.
 */
export function useDocumentView(): { opened: OpenedDocument | null; close: () => void } {
  const bus = useBus();
  const [opened, setOpened] = useState<OpenedDocument | null>(null);
  useBusEvent('document/open-requested', ({ payload, time }) => {
    setOpened({
      request: payload,
      key: `${payload.documentId}|${payload.page ?? ''}|${payload.start ?? ''}|${time}`,
    });
  });
  function close() {
    const to = opened?.request.returnTo;
    setOpened(null);
    if (to && to !== 'review') bus.publish('workspace/return-requested', { to });
  }
  return { opened, close };
}
