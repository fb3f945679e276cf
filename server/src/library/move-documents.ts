import type { DocumentFailure, MoveDocumentsResult } from '@csw/contracts';
import { findVisibleDocument } from '../data/documents-repository';
import { findVisibleFolder } from '../data/folders-repository';
import { POLICIES } from '../authorization/policies';
import type { SignedInActor } from '../platform/actor';
import { DomainError, notFound } from '../platform/errors';
import { MARKING_MESSAGES, mayMove, updateDocumentAs, type DocumentWriteContext } from './document-writes';

/**
 * Moves documents into one folder the user may file into (their own or a built-in one), or out of any folder
 * (`folderId` null). Each document goes through THE write path (updateDocumentAs): its permission and owner
 * check, the folder check, the version check and an audit entry (DOC_MOVE) naming the old and new folder; as
 * with any change of a field, its version moves on by one. A document already in that place is not written.
 * A refusal of one document is reported with its reason and the others still move.
 */
export async function moveDocumentsAs(
  ctx: DocumentWriteContext,
  actor: SignedInActor,
  ids: readonly string[],
  folderId: string | null,
): Promise<MoveDocumentsResult> {
  // An unknown (or someone else's) folder refuses the whole move: nothing would go where the user meant.
  if (folderId && !(await findVisibleFolder(ctx.db, actor.user.id, folderId)))
    throw notFound('Folder not found.');
  const result: MoveDocumentsResult = { moved: [], unchanged: [], failed: [] };
  for (const id of new Set(ids)) {
    const doc = await findVisibleDocument(ctx.db, actor.user.id, id);
    if (!doc) {
      result.failed.push({ id, title: null, message: POLICIES.document.notFound });
      continue;
    }
    // Checked before "already there": a document shared with the user shows no folder of its owner's.
    if (!mayMove(doc)) {
      result.failed.push({ id, title: doc.title, message: MARKING_MESSAGES.moveOwnerOnly });
      continue;
    }
    if (doc.folderId === folderId) {
      result.unchanged.push({ id, title: doc.title });
      continue;
    }
    try {
      const { document } = await updateDocumentAs(ctx, actor, doc, {
        changes: { folderId },
        // The version just read: a change made since then is refused (409) rather than overwritten.
        expectedVersion: doc.version,
        action: 'DOC_MOVE',
      });
      result.moved.push({ id, title: document.title, version: document.version });
    } catch (error) {
      result.failed.push(failureOf(error, id, doc.title));
    }
  }
  return result;
}

/** A refusal of one document, in the words the service gave; anything else is not the user's to read. */
function failureOf(error: unknown, id: string, title: string): DocumentFailure {
  if (!(error instanceof DomainError)) throw error;
  return { id, title, message: error.message };
}
