import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { CognitiveState, Preferences, Role } from '@csw/contracts';
import type { Db } from '../db/database';
import { roleRequests, users } from '../db/schema/users';
import { usernameKey, type AuthUser } from './auth-user';

export type AccountRow = typeof users.$inferSelect;

export function toAuthUser(
  row: Pick<AccountRow, 'id' | 'username' | 'email' | 'role' | 'cognitiveState' | 'teamMode' | 'createdAt'>,
): AuthUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role as Role,
    cognitiveState: row.cognitiveState as CognitiveState,
    teamMode: row.teamMode,
    createdAt: row.createdAt,
  };
}

export async function findAccountByName(db: Db, username: string): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.usernameKey, usernameKey(username)))
    .limit(1);
  return row ?? null;
}

export async function findAccountById(db: Db, id: string): Promise<AccountRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export interface NewAccount {
  username: string;
  email: string | null;
  passwordHash: string;
  role: Role;
  isDemo?: boolean;
}

export async function insertAccount(db: Db, account: NewAccount): Promise<AccountRow> {
  const [row] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      username: account.username,
      usernameKey: usernameKey(account.username),
      email: account.email,
      passwordHash: account.passwordHash,
      role: account.role,
      isDemo: account.isDemo ?? false,
    })
    .returning();
  return row!;
}

export async function hasAnyAccount(db: Db): Promise<boolean> {
  const result = await db.execute(sql`SELECT EXISTS (SELECT 1 FROM users) AS any`);
  return Boolean((result.rows[0] as { any: boolean }).any);
}

export async function updatePreferences(
  db: Db,
  userId: string,
  changes: Partial<Preferences>,
): Promise<AccountRow> {
  const [row] = await db
    .update(users)
    .set({
      ...(changes.cognitiveState !== undefined ? { cognitiveState: changes.cognitiveState } : {}),
      ...(changes.teamMode !== undefined ? { teamMode: changes.teamMode } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

export async function insertRoleRequest(db: Db, userId: string, role: Exclude<Role, 'user'>): Promise<void> {
  await db.insert(roleRequests).values({ id: randomUUID(), userId, requestedRole: role });
}

export async function pendingRoleRequest(db: Db, userId: string): Promise<Role | null> {
  const [row] = await db
    .select({ role: roleRequests.requestedRole })
    .from(roleRequests)
    .where(and(eq(roleRequests.userId, userId), eq(roleRequests.status, 'pending')))
    .limit(1);
  return (row?.role as Role | undefined) ?? null;
}
