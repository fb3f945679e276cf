import { and, asc, eq, sql } from 'drizzle-orm';
import type { PermissionLevel, ShareDto } from '@csw/contracts';
import type { Db } from '../db/database';
import { documentShares } from '../db/schema/documents';
import { users } from '../db/schema/users';

const shareColumns = {
  documentId: documentShares.documentId,
  sharedWithUserId: documentShares.sharedWithUserId,
  sharedWithUsername: users.username,
  permissionLevel: documentShares.permissionLevel,
  sharedBy: documentShares.sharedBy,
  createdAt: documentShares.createdAt,
};

function toDto(row: {
  documentId: string;
  sharedWithUserId: string;
  sharedWithUsername: string;
  permissionLevel: string;
  sharedBy: string;
  createdAt: Date;
}): ShareDto {
  return {
    ...row,
    permissionLevel: row.permissionLevel as PermissionLevel,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Grants (or changes) a user's permission on a document. */
export async function upsertShare(
  db: Db,
  documentId: string,
  userId: string,
  level: PermissionLevel,
  sharedBy: string,
): Promise<ShareDto> {
  await db
    .insert(documentShares)
    .values({ documentId, sharedWithUserId: userId, permissionLevel: level, sharedBy })
    .onConflictDoUpdate({
      target: [documentShares.documentId, documentShares.sharedWithUserId],
      set: { permissionLevel: level, sharedBy, createdAt: sql`now()` },
    });
  const [row] = await db
    .select(shareColumns)
    .from(documentShares)
    .innerJoin(users, eq(users.id, documentShares.sharedWithUserId))
    .where(and(eq(documentShares.documentId, documentId), eq(documentShares.sharedWithUserId, userId)));
  return toDto(row!);
}

export async function listShares(db: Db, documentId: string): Promise<ShareDto[]> {
  const rows = await db
    .select(shareColumns)
    .from(documentShares)
    .innerJoin(users, eq(users.id, documentShares.sharedWithUserId))
    .where(eq(documentShares.documentId, documentId))
    .orderBy(asc(users.usernameKey));
  return rows.map(toDto);
}

/** Ends a grant; false when there was none. */
export async function deleteShare(db: Db, documentId: string, userId: string): Promise<boolean> {
  const removed = await db
    .delete(documentShares)
    .where(and(eq(documentShares.documentId, documentId), eq(documentShares.sharedWithUserId, userId)))
    .returning({ documentId: documentShares.documentId });
  return removed.length > 0;
}
