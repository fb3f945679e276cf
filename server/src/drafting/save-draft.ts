import {
  DEFAULT_DRAFT_CLASSIFICATION,
  DRAFT_AUDIT_ACTIONS,
  DRAFT_DOCUMENT_CATEGORY,
  DRAFT_DOCUMENT_TYPE,
  classificationRaisedMessage,
  type Classification,
  type DraftCitation,
  type SaveDraftResponse,
} from '@csw/contracts';
import { sourceLine } from '@csw/engine';
import type { ServiceContext } from '../service-context';
import { POLICIES } from '../authorization/policies';
import type { SignedInActor } from '../platform/actor';
import { notFound } from '../platform/errors';
import type { AuthUser } from '../data/accounts-repository';
import { findVisibleDocument } from '../data/documents-repository';
import { createDocumentAs } from '../library/create-document';
import { markNewDocument, updateDocumentAs, type MarkingDecision } from '../library/document-writes';
import type { LibraryService } from '../library/library-service';

export interface SaveRequest {
  documentId?: string;
  title: string;
  content: string;
  classification?: Classification;
  citations: DraftCitation[];
  /** With documentId: the version the draft was made on. */
  version?: number;
}

/**
 * The marking of an exported draft: what the user asks for (UNCLASS by default), never below the highest
 * marking of what the file holds as the server sees it: its cited sources as the library marks them now, and
 * any restricted document the user may read that shares a passage with its title, its text or its source
 * list (each citation's title and quoted words, as the file prints them: a citation is the client's word, so
 * a quote that claims another source is still judged by its words). With the reason when that raised it.
 */
export function draftMarking(
  ctx: ServiceContext,
  library: Pick<LibraryService, 'fingerprints' | 'indexDocument'>,
  user: AuthUser,
  asked: Classification | undefined,
  draft: { title: string; content: string; citations: readonly DraftCitation[] },
): Promise<MarkingDecision> {
  return markNewDocument(
    { db: ctx.db, library },
    user,
    asked ?? DEFAULT_DRAFT_CLASSIFICATION,
    { title: draft.title, content: [draft.content, ...draft.citations.map(sourceLine)].join('\n') },
    draft.citations.map((c) => c.documentId),
    classificationRaisedMessage,
  );
}

/**
 * Saves a draft in the library through the one write path of new documents; saving again with the
 * returned `documentId` updates that document (its version increments) if the user may change it.
 * Audits DOC_SAVE.
 */
export async function saveDraft(
  ctx: ServiceContext,
  library: LibraryService,
  actor: SignedInActor,
  body: SaveRequest,
): Promise<SaveDraftResponse> {
  const { user } = actor;

  if (body.documentId) {
    const doc = await findVisibleDocument(ctx.db, user.id, body.documentId);
    if (!doc) {
      await actor.denied(ctx.db, { resource: 'document', id: body.documentId, action: 'update' });
      throw notFound(POLICIES.document.notFound);
    }
    const { document, marking } = await updateDocumentAs({ db: ctx.db, library }, actor, doc, {
      changes: { title: body.title, content: body.content, classification: body.classification },
      expectedVersion: body.version,
      citedIds: body.citations.map((c) => c.documentId),
      keepHigher: true,
      action: DRAFT_AUDIT_ACTIONS.save,
      details: { citations: body.citations.length },
      raisedMessage: classificationRaisedMessage,
    });
    return {
      documentId: doc.id,
      version: document.version,
      classification: marking.classification,
      classificationReason: marking.reason,
    };
  }

  const { id, marking } = await createDocumentAs({ db: ctx.db, library }, actor, {
    title: body.title,
    content: body.content,
    classification: body.classification ?? DEFAULT_DRAFT_CLASSIFICATION,
    category: DRAFT_DOCUMENT_CATEGORY,
    documentType: DRAFT_DOCUMENT_TYPE,
    folderId: null,
    citedIds: body.citations.map((c) => c.documentId),
    raisedMessage: classificationRaisedMessage,
    // The product's words: never evidence for its next draft, consultation or analysis unless chosen.
    generated: true,
    action: DRAFT_AUDIT_ACTIONS.save,
    details: { version: 1, citations: body.citations.length },
  });
  return {
    documentId: id,
    version: 1,
    classification: marking.classification,
    classificationReason: marking.reason,
  };
}
