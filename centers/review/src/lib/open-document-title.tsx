import { useOpenDocument } from '@csw/event-bus';
import { LinkButton } from '@csw/ui';

/**
 * A document's title in a list or a search result: a button that opens the document view (at `page`, the
 * page a search hit is on).
 */
export function OpenDocumentTitle({
  document,
  page,
}: {
  document: { id: string; title: string };
  page?: number | null;
}) {
  const open = useOpenDocument();
  const request = { documentId: document.id, title: document.title, ...(page ? { page } : {}) };
  return <LinkButton onClick={() => open(request)}>{document.title}</LinkButton>;
}
