import { randomUUID } from 'node:crypto';
import {
  CLASSIFICATION_LEVELS,
  DEFAULT_DRAFT_CLASSIFICATION,
  DRAFT_AUDIT_ACTIONS,
  DRAFT_DOCUMENT_CATEGORY,
  DRAFT_DOCUMENT_TYPE,
  classificationRaisedMessage,
  draftClassificationFloor,
  type Classification,
  type DraftCitation,
  type SaveDraftResponse,
} from '@csw/contracts';
import type { ServiceContext } from '../service-context';
import { POLICIES } from '../authorization/policies';
import type { SignedInActor } from '../platform/actor';
import { forbidden, notFound } from '../platform/errors';
import { findVisibleDocument, findVisibleSummaries, updateDocument } from '../data/documents-repository';
import { storeNewDocuments } from '../data/new-documents';
import type { LibraryService } from '../library/library-service';

export interface SaveRequest {
  documentId?: string;
  title: string;
  content: string;
  classification?: Classification;
  citations: DraftCitation[];
}

const rank = (c: Classification) => CLASSIFICATION_LEVELS.indexOf(c);
const higher = (a: Classification, b: Classification) => (rank(a) >= rank(b) ? a : b);

/**
 * The marking of a saved draft: what the user asks for (UNCLASS by default), never below the highest
 * marking of its cited sources. A source's marking is the one the library holds now when the user may
 * still read it, else the one the citation carries; with the reason when it raised the marking.
 */
export async function draftMarking(
  ctx: ServiceContext,
  userId: string,
  asked: Classification | undefined,
  citations: readonly DraftCitation[],
): Promise<{ classification: Classification; reason: string | null }> {
  const ids = [...new Set(citations.map((c) => c.documentId))];
  const current = new Map(
    (await findVisibleSummaries(ctx.db, userId, ids)).map((d) => [d.id, d.classification] as const),
  );
  const sources = citations.map((c) => ({
    title: c.title,
    classification: higher(c.classification, current.get(c.documentId) ?? c.classification),
  }));
  const floor = draftClassificationFloor(sources.map((s) => s.classification));
  const wanted = asked ?? DEFAULT_DRAFT_CLASSIFICATION;
  const classification = higher(wanted, floor);
  if (rank(floor) <= rank(wanted)) return { classification, reason: null };
  const titles = [...new Set(sources.filter((s) => s.classification === floor).map((s) => s.title))];
  return { classification, reason: classificationRaisedMessage(floor, titles) };
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
  const { classification, reason } = await draftMarking(ctx, user.id, body.classification, body.citations);
  const details = (id: string, version: number) => ({
    documentId: id,
    title: body.title,
    classification,
    version,
    citations: body.citations.length,
  });

  if (body.documentId) {
    const doc = await findVisibleDocument(ctx.db, user.id, body.documentId);
    if (!doc) {
      await actor.denied(ctx.db, { resource: 'document', id: body.documentId, action: 'update' });
      throw notFound(POLICIES.document.notFound);
    }
    const refusal = POLICIES.document.refuse('update', doc, user);
    if (refusal) {
      await actor.denied(ctx.db, { resource: 'document', id: doc.id, action: 'update' });
      throw forbidden(refusal);
    }
    await ctx.db.transaction(async (tx) => {
      await updateDocument(tx, doc.id, { title: body.title, content: body.content, classification });
      await actor.audit(tx, {
        action: DRAFT_AUDIT_ACTIONS.save,
        details: details(doc.id, doc.version + 1),
      });
    });
    await library.indexDocument(doc.id);
    const saved = await findVisibleDocument(ctx.db, user.id, doc.id);
    if (!saved) throw notFound(POLICIES.document.notFound);
    return { documentId: doc.id, version: saved.version, classification, classificationReason: reason };
  }

  const id = randomUUID();
  // Embedded before the transaction and stored with the document: the next search finds it by meaning too.
  const index = await library.prepare([
    { id, version: 1, title: body.title, content: body.content, pageMap: null },
  ]);
  await ctx.db.transaction(async (tx) => {
    await storeNewDocuments(
      tx,
      [
        {
          id,
          ownerId: user.id,
          title: body.title,
          content: body.content,
          classification,
          category: DRAFT_DOCUMENT_CATEGORY,
          documentType: DRAFT_DOCUMENT_TYPE,
          folderId: null,
          pageMap: null,
        },
      ],
      index,
    );
    await actor.audit(tx, { action: DRAFT_AUDIT_ACTIONS.save, details: details(id, 1) });
  });
  return { documentId: id, version: 1, classification, classificationReason: reason };
}
