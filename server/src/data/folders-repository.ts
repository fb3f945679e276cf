import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { FolderDto } from '@csw/contracts';
import type { Db } from '../db/database';
import { folders } from '../db/schema/documents';
import { rowsOf } from './rows';

type FolderRow = typeof folders.$inferSelect;

function toDto(row: FolderRow): FolderDto {
  return {
    id: row.id,
    name: row.name,
    parentId: row.parentId,
    description: row.description,
    icon: row.icon,
    builtIn: row.ownerId === null,
    ownerId: row.ownerId,
  };
}

/** A user sees the built-in folders (no owner) and their own. */
const visibleTo = (userId: string) => or(isNull(folders.ownerId), eq(folders.ownerId, userId));

export async function findVisibleFolder(db: Db, userId: string, id: string): Promise<FolderDto | null> {
  const [row] = await db
    .select()
    .from(folders)
    .where(and(eq(folders.id, id), visibleTo(userId)))
    .limit(1);
  return row ? toDto(row) : null;
}

export async function listVisibleFolders(
  db: Db,
  userId: string,
  limit: number,
  offset: number,
): Promise<FolderDto[]> {
  const rows = await db
    .select()
    .from(folders)
    .where(visibleTo(userId))
    .orderBy(sql`${folders.ownerId} IS NOT NULL`, asc(folders.createdAt), asc(folders.name))
    .limit(limit)
    .offset(offset);
  return rows.map(toDto);
}

/**
 * Serialises one owner's folder creations and renames until the transaction ends, so that the name check
 * and the write that follows it see each other: two identical creations at the same instant make one folder.
 */
export async function lockOwnerFolders(db: Db, ownerId: string): Promise<void> {
  await db.execute(sql`SELECT 1 FROM users WHERE id = ${ownerId} FOR UPDATE`);
}

export async function folderNameTaken(
  db: Db,
  ownerId: string,
  parentId: string | null,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: folders.id })
    .from(folders)
    .where(
      and(
        eq(folders.ownerId, ownerId),
        parentId === null ? isNull(folders.parentId) : eq(folders.parentId, parentId),
        sql`lower(${folders.name}) = lower(${name})`,
        exceptId ? sql`${folders.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertFolder(
  db: Db,
  ownerId: string,
  name: string,
  parentId: string | null,
): Promise<FolderDto> {
  const [row] = await db.insert(folders).values({ id: randomUUID(), ownerId, name, parentId }).returning();
  return toDto(row!);
}

export async function renameFolder(db: Db, id: string, name: string): Promise<FolderDto> {
  const [row] = await db
    .update(folders)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(folders.id, id))
    .returning();
  return toDto(row!);
}

/** The documents filed in a folder or any of its sub-folders, whoever may read them. */
export async function documentIdsInFolderTree(db: Db, folderId: string): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`
    WITH RECURSIVE tree(id) AS (
      SELECT id FROM folders WHERE id = ${folderId}
      UNION SELECT f.id FROM folders f JOIN tree t ON f.parent_id = t.id)
    SELECT d.id FROM documents d JOIN tree t ON d.folder_id = t.id ORDER BY d.created_at, d.id`,
  );
  return rows.map((row) => row.id);
}

/** Deletes a folder and its sub-folders; their documents stay, outside any folder. */
export async function deleteFolder(db: Db, id: string): Promise<void> {
  await db.delete(folders).where(eq(folders.id, id));
}

/** The built-in domain categories as folders everyone sees (idempotent, run at every start). */
export async function ensureBuiltInFolders(
  db: Db,
  categories: readonly { id: string; name: string; description: string; icon: string }[],
): Promise<void> {
  if (categories.length === 0) return;
  await db
    .insert(folders)
    .values(
      categories.map((c) => ({
        id: c.id,
        ownerId: null,
        name: c.name,
        parentId: null,
        description: c.description,
        icon: c.icon,
      })),
    )
    .onConflictDoNothing();
}
