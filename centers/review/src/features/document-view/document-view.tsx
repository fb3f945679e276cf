import { useEffect, useRef, useState } from 'react';
import styled from '@emotion/styled';
import {
  CENTER_CATALOG,
  LIST_EXCERPT_CHARS,
  type AccessKind,
  type DocumentDto,
  type DocumentSummaryDto,
  type FolderDto,
} from '@csw/contracts';
import {
  DocumentActionButtons,
  DocumentActionDialog,
  type DocumentAction,
  type DocumentPermissions,
  type OpenDocumentAction,
} from '@csw/documents';
import { useBus, useDisplayedClassification, type OpenDocumentRequest } from '@csw/event-bus';
import { describeError, useRequest, type ApiClient } from '@csw/storage';
import { Button, ClassificationTag, Dialog, FormMessage, Muted, Row, Stack } from '@csw/ui';
import { libraryApi } from '../../api/library-api';
import { DocumentDetails } from './document-details';
import { PageNavigation } from './page-navigation';
import { PageText } from './page-text';
import { useDocumentPages } from './use-document-pages';
import { locateQuote, markOn } from './view-pages';

const PageBox = styled.section`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.background};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textSecondary};
  }
`;

/** The centers the document can be handed to ('library/documents-selected': the shell opens the target). */
const HAND_OVERS = [
  { target: 'think', label: 'Analyse in THINK' },
  { target: 'create', label: 'Use as a source in CREATE' },
] as const;

/** A document as lists carry it, for the platform's Edit, Share and Delete dialogs. */
const summaryOf = (document: DocumentDto): DocumentSummaryDto => ({
  ...document,
  excerpt: document.content.slice(0, LIST_EXCERPT_CHARS),
  contentLength: document.content.length,
});

/** A page longer than this (about a screen) has its previous and next buttons under it too. */
const LONG_PAGE_CHARS = 1500;

/** The view's way out: back to where the user came from (a citation in THINK: "Back to THINK"). */
export function backLabel(returnTo: OpenDocumentRequest['returnTo']): string {
  if (!returnTo || returnTo === 'review') return 'Back to the library';
  return returnTo === 'dashboard' ? 'Back to the dashboard' : `Back to ${CENTER_CATALOG[returnTo].title}`;
}

export interface DocumentViewProps {
  api: ApiClient;
  request: OpenDocumentRequest;
  user: { id: string; role: string } | null;
  /** What the reader may do with a document they reach this way (the library's rule; the server enforces it). */
  permissionsOf: (access: AccessKind) => DocumentPermissions;
  /** The built-in categories and the reader's folders, to name the document's folder. */
  folders: readonly FolderDto[];
  onClose: () => void;
  /** The document was edited or deleted here: the library reads its lists again. */
  onChanged: () => void;
}

/**
 * A document to read: its whole text page by page, what it is and who it is shared with, and what the
 * reader may do with it (Analyse in THINK, Use as a source in CREATE; Edit, Share, Move and Delete where the
 * reader's access allows: the platform's document dialogs). Opened
 * from a citation it starts at the cited page with the quoted words marked. Only the page on screen is
 * rendered and the text is read a window of pages at a time, so a 300-page document opens at once. The
 * document's marking goes to the banners while it is open.
 */
export function DocumentView({
  api,
  request,
  user,
  permissionsOf,
  folders,
  onClose,
  onChanged,
}: DocumentViewProps) {
  const bus = useBus();
  const { documentId } = request;
  const [version, setVersion] = useState(0);
  const [sharesVersion, setSharesVersion] = useState(0);
  const loaded = useRequest(() => libraryApi(api).get(documentId), `${documentId}|${version}`);
  const document = loaded.state.value;
  const pages = useDocumentPages(api, documentId, request.page ?? 1, version);
  const [chosen, setChosen] = useState<number | null>(null);
  const [action, setAction] = useState<OpenDocumentAction>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const pageBox = useRef<HTMLElement>(null);
  useDisplayedClassification(document && !deleted ? [document.classification] : []);

  // The quoted words, where they are in the cited page's text (null: no citation, or no longer there).
  const cited = request.page ?? 1;
  const citedText = pages.storedText(cited);
  const quoted =
    request.quote && citedText !== undefined
      ? locateQuote(citedText, { ...request, quote: request.quote, page: cited })
      : null;
  // A text without pages opens at the part that holds the quote.
  const quotedPart =
    !pages.paged && quoted && pages.total !== null
      ? Array.from({ length: pages.total }, (_, i) => pages.pageAt(i)).findIndex(
          (part) => part && quoted.start >= part.offset && quoted.start < part.offset + part.text.length,
        )
      : -1;
  const index = chosen ?? (quotedPart >= 0 ? quotedPart : (pages.firstIndex ?? 0));
  const page = pages.pageAt(index);
  const mark = page && page.page === cited ? markOn(page, quoted) : null;

  const { ensure } = pages;
  useEffect(() => {
    // The page on screen and the next one, so that Next page shows at once.
    ensure(index);
    ensure(index + 1);
  }, [ensure, index]);

  function showPage(next: number) {
    setChosen(next);
    pageBox.current?.scrollIntoView?.({ block: 'start' });
  }

  async function remove(target: DocumentSummaryDto) {
    setAction(null);
    setMessage(null);
    try {
      await libraryApi(api).remove(target.id);
      setDeleted(`Deleted "${target.title}" successfully.`);
      onChanged();
    } catch (error) {
      console.error('Deleting the document failed', error);
      setMessage(`"${target.title}" could not be deleted: ${describeError(error)}`);
    }
  }

  const title = document?.title ?? request.title ?? 'Document';
  const permissions = document ? permissionsOf(document.access) : null;
  const unit = pages.paged ? 'Page' : 'Part';

  return (
    <Dialog title={title} onClose={onClose} wide>
      <Row justify="space-between">
        <Button variant="secondary" onClick={onClose}>
          {backLabel(request.returnTo)}
        </Button>
        {document && !deleted ? <ClassificationTag level={document.classification} /> : null}
      </Row>
      {deleted ? <FormMessage message={deleted} /> : null}
      {loaded.state.status === 'loading' && !document ? (
        <Muted role="status">Opening the document...</Muted>
      ) : null}
      {loaded.state.status === 'failed' ? (
        <Stack gap="sm">
          <FormMessage message={`The document could not be opened: ${loaded.state.message}`} />
          <Row>
            <Button variant="secondary" onClick={loaded.retry}>
              Retry
            </Button>
          </Row>
        </Stack>
      ) : null}
      {document && permissions && !deleted ? (
        <>
          <DocumentDetails
            api={api}
            document={document}
            folders={folders}
            showShares={permissions.share}
            sharesVersion={sharesVersion}
          />
          <Row aria-label="Document actions" role="group">
            {HAND_OVERS.map(({ target, label }) => (
              <Button
                key={target}
                variant="secondary"
                onClick={() =>
                  bus.publish('library/documents-selected', {
                    targetCenterId: target,
                    documentIds: [document.id],
                    titles: [document.title],
                  })
                }
              >
                {label}
              </Button>
            ))}
            <DocumentActionButtons
              document={summaryOf(document)}
              permissions={permissions}
              onAction={(chosenAction: DocumentAction, target) =>
                setAction({ action: chosenAction, document: target })
              }
            />
          </Row>
          <FormMessage message={message} />
          {request.quote && citedText !== undefined && !quoted ? (
            <Muted role="status">
              The quoted words are no longer on page {cited}: the document has changed since it was cited.
            </Muted>
          ) : null}
          {pages.total !== null && pages.total > 0 ? (
            <PageNavigation unit={unit} index={index} total={pages.total} onIndex={showPage} />
          ) : null}
          <PageBox ref={pageBox} aria-label={`${unit} ${index + 1}`} aria-busy={!page && pages.loading}>
            {page ? (
              <>
                <h3>
                  {/* A citation names the stored page: the view says it too, and the part of it shown. */}
                  {pages.paged || pages.total === 1
                    ? `Page ${page.page}`
                    : `Page ${page.page}, part ${index + 1} of ${pages.total}`}
                </h3>
                <PageText text={page.text} mark={mark} />
              </>
            ) : null}
            {!page && pages.loading ? <Muted role="status">Loading the text...</Muted> : null}
            {pages.total === 0 ? <Muted>This document has no text.</Muted> : null}
            {pages.failed ? (
              <Stack gap="sm">
                <FormMessage message={pages.failed} />
                <Row>
                  <Button variant="secondary" onClick={pages.retry}>
                    Retry
                  </Button>
                </Row>
              </Stack>
            ) : null}
          </PageBox>
          {page && pages.total !== null && pages.total > 1 && page.text.length > LONG_PAGE_CHARS ? (
            <PageNavigation unit={unit} index={index} total={pages.total} onIndex={showPage} place="bottom" />
          ) : null}
        </>
      ) : null}
      <DocumentActionDialog
        open={action}
        excludeUserIds={user ? [user.id] : []}
        onClose={() => {
          if (action?.action === 'share') setSharesVersion((n) => n + 1);
          setAction(null);
        }}
        onSaved={() => {
          setVersion((n) => n + 1);
          onChanged();
        }}
        onDelete={(target) => void remove(target)}
      />
    </Dialog>
  );
}
