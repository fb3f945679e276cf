import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { CognitiveState, Preferences, Role } from '@csw/contracts';
import type { Db } from '../db/database';
import { roleRequests, users } from '../db/schema/users';

/** The signed-in user as the server knows it for the length of one request. */
export interface AuthUser {
  id: string;
  username: string;
  email: string | null;
  role: Role;
  cognitiveState: CognitiveState;
  teamMode: boolean;
  createdAt: Date;
}

/** The key that makes usernames unique whatever their case or Unicode form. */
export function usernameKey(username: string): string {
  return username.normalize('NFKC').trim().toLowerCase();
}

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
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return row !== undefined;
}

/** Registrations one at a time, until the transaction `tx` ends (the first account becomes admin). */
export async function lockRegistrations(tx: Db, lock: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${lock})`);
}

export async function setAccountStatus(db: Db, id: string, status: 'active' | 'disabled'): Promise<void> {
  await db
    .update(users)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/** Demo mode off: the demo accounts are disabled and signed out. */
export async function disableDemoAccounts(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM sessions WHERE user_id IN (SELECT id FROM users WHERE is_demo)`);
  await db
    .update(users)
    .set({ status: 'disabled', updatedAt: sql`now()` })
    .where(eq(users.isDemo, true));
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
