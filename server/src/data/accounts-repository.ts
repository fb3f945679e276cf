import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Classification, CognitiveState, Preferences, Role } from '@csw/contracts';
import type { Db } from '../db/database';
import { roleRequests, sessions, users } from '../db/schema/users';

/** The signed-in user as the server knows it for the length of one request. */
export interface AuthUser {
  id: string;
  username: string;
  email: string | null;
  role: Role;
  cognitiveState: CognitiveState;
  teamMode: boolean;
  /** The highest marking the account may read. */
  clearance: Classification;
  createdAt: Date;
}

/** The key that makes usernames unique whatever their case or Unicode form. */
export function usernameKey(username: string): string {
  return username.normalize('NFKC').trim().toLowerCase();
}

export type AccountRow = typeof users.$inferSelect;

export function toAuthUser(
  row: Pick<
    AccountRow,
    'id' | 'username' | 'email' | 'role' | 'cognitiveState' | 'teamMode' | 'clearance' | 'createdAt'
  >,
): AuthUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role as Role,
    cognitiveState: row.cognitiveState as CognitiveState,
    teamMode: row.teamMode,
    clearance: row.clearance as Classification,
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

export async function setPasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

export async function setAccountRole(db: Db, id: string, role: Role): Promise<void> {
  await db
    .update(users)
    .set({ role, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/**
 * The demo accounts are disabled and signed out: all of them (demo mode off), or all but the one named
 * `except` (demo mode on: the accounts of earlier releases' demo mode that it no longer has).
 */
export async function disableDemoAccounts(db: Db, { except }: { except?: string } = {}): Promise<void> {
  const demo = except ? and(eq(users.isDemo, true), ne(users.usernameKey, usernameKey(except))) : eq(users.isDemo, true);
  const ids = db.select({ id: users.id }).from(users).where(demo);
  await db.delete(sessions).where(inArray(sessions.userId, ids));
  await db
    .update(users)
    .set({ status: 'disabled', updatedAt: sql`now()` })
    .where(demo);
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

/** The clearance of a demo account (never of a real account that bears the name). */
export async function setDemoClearance(db: Db, username: string, clearance: Classification): Promise<void> {
  await db
    .update(users)
    .set({ clearance })
    .where(and(eq(users.usernameKey, usernameKey(username)), eq(users.isDemo, true)));
}
