import { randomUUID } from 'node:crypto';
import type { AuditAction, Classification } from '@csw/contracts';
import type { Db } from '../db/database';
import { findVisibleFolder } from '../data/folders-repository';
import { storeNewDocuments, type NewLibraryDocument } from '../data/new-documents';
import type { SignedInActor } from '../platform/actor';
import { notFound } from '../platform/errors';
import { markNewDocument, type DocumentWriteContext, type MarkingDecision } from './document-writes';
import type { LibraryService } from './library-service';

/** A user's new document as they ask for it: the server decides its marking and its id. */
export interface NewDocumentRequest {
  title: string;
  content: string;
  /** The marking asked for (UNCLASS when none); never below what the text came from. */
  classification?: Classification;
  category: string;
  documentType: string;
  /** One of the user's own folders (or a built-in one), or none. */
  folderId: string | null;
  pageMap?: NewLibraryDocument['pageMap'];
  /** Documents the text cites (CREATE's citations): their marking is read on the server. */
  citedIds?: readonly string[];
  /** Written in the same transaction, with the new id (an upload's original file). */
  alsoWrite?: (tx: Db, id: string) => Promise<void>;
  /** Why the marking is above the one asked for, as this writer's screen says it. */
  raisedMessage?: (level: Classification, titles: readonly string[]) => string;
  /** The product wrote the text (CREATE's Save): marked as generated where it is stored. */
  generated?: boolean;
  /** When it was written (a plan's report, by the planning service's clock); now when absent. */
  createdAt?: string;
  action: AuditAction;
  /** More for the audit entry (an upload's size and pages, a draft's citations). */
  details?: Record<string, unknown>;
}

/**
 * THE write path of a user's new document (REVIEW's create, an upload, CREATE's first Save): the folder check,
 * the classification rule (document-writes.ts: markNewDocument), the embedding prepared before the
 * transaction, then the document, what goes with it and the audit entry in one transaction.
 */
export async function createDocumentAs(
  ctx: DocumentWriteContext & { library: Pick<LibraryService, 'prepare'> },
  actor: Pick<SignedInActor, 'user' | 'audit'>,
  request: NewDocumentRequest,
): Promise<{ id: string; marking: MarkingDecision }> {
  const { user } = actor;
  if (request.folderId && !(await findVisibleFolder(ctx.db, user.id, request.folderId)))
    throw notFound('Folder not found.');
  const marking = await markNewDocument(
    ctx,
    user,
    request.classification,
    {
      title: request.title,
      content: request.content,
      category: request.category,
      documentType: request.documentType,
    },
    request.citedIds ?? [],
    request.raisedMessage,
  );
  const doc: NewLibraryDocument = {
    id: randomUUID(),
    ownerId: user.id,
    title: request.title,
    content: request.content,
    classification: marking.classification,
    category: request.category,
    documentType: request.documentType,
    folderId: request.folderId,
    pageMap: request.pageMap ?? null,
    generated: request.generated === true,
    ...(request.createdAt ? { createdAt: request.createdAt } : {}),
  };
  // Embedded before the transaction and stored with the document: the next search finds it by meaning too.
  const index = await ctx.library.prepare([
    { id: doc.id, version: 1, title: doc.title, content: doc.content, pageMap: doc.pageMap },
  ]);
  await ctx.db.transaction(async (tx) => {
    await storeNewDocuments(tx, [doc], index);
    await request.alsoWrite?.(tx, doc.id);
    await actor.audit(tx, {
      action: request.action,
      details: {
        documentId: doc.id,
        classification: marking.classification,
        ...(marking.reason ? { classificationReason: marking.reason } : {}),
        ...request.details,
      },
    });
  });
  return { id: doc.id, marking };
}
