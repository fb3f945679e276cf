import type { DeleteFolderResult, FolderDocumentChoice, FolderDto } from '@csw/contracts';
import type { Db } from '../db/database';
import { deleteDocument, findVisibleDocument } from '../data/documents-repository';
import { deleteFolder, documentIdsInFolderTree } from '../data/folders-repository';
import { POLICIES } from '../authorization/policies';
import type { SignedInActor } from '../platform/actor';

/**
 * Deletes one of the user's folders (and its sub-folders). Its documents stay in the library, outside any
 * folder, unless the user chose `delete`: then each one is deleted only if the user may delete it (the same
 * rule as DELETE /api/documents/:id, audited DOC_DELETE each); the others stay, with the reason. All of it
 * in one transaction with the FOLDER_DELETE entry, which says what became of the documents.
 */
export async function deleteFolderAs(
  db: Db,
  actor: SignedInActor,
  folder: FolderDto,
  choice: FolderDocumentChoice,
): Promise<DeleteFolderResult> {
  return db.transaction(async (tx) => {
    const result: DeleteFolderResult = { ok: true, deleted: [], kept: [], failed: [] };
    for (const id of await documentIdsInFolderTree(tx, folder.id)) {
      const doc = await findVisibleDocument(tx, actor.user.id, id);
      // A document the user cannot see stays (outside the folder) and is not named to them.
      if (!doc) continue;
      const entry = { id: doc.id, title: doc.title };
      if (choice === 'keep') {
        result.kept.push(entry);
        continue;
      }
      const refusal = POLICIES.document.refuse('delete', doc, actor.user);
      if (refusal) {
        await actor.denied(tx, { resource: 'document', id: doc.id, action: 'delete' });
        result.kept.push(entry);
        result.failed.push({ ...entry, message: refusal });
        continue;
      }
      await deleteDocument(tx, doc.id);
      await actor.audit(tx, {
        action: 'DOC_DELETE',
        details: { documentId: doc.id, classification: doc.classification, withFolder: folder.id },
      });
      result.deleted.push(entry);
    }
    await deleteFolder(tx, folder.id);
    await actor.audit(tx, {
      action: 'FOLDER_DELETE',
      details: {
        folderId: folder.id,
        name: folder.name,
        documents: choice,
        deleted: result.deleted.length,
        kept: result.kept.length,
      },
    });
    return result;
  });
}
