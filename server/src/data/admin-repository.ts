import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AdminUser, Role, RoleRequest } from '@csw/contracts';
import type { Db } from '../db/database';
import { roleRequests, users } from '../db/schema/users';

// Written out: inside a sub-select the query builder would leave the outer column unqualified.
const pendingRole = sql<
  string | null
>`(SELECT r.requested_role FROM role_requests r WHERE r.user_id = "users"."id" AND r.status = 'pending' LIMIT 1)`;

const adminUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  status: users.status,
  clearance: users.clearance,
  pendingRoleRequest: pendingRole,
  createdAt: users.createdAt,
};

function toAdminUser(row: {
  id: string;
  username: string;
  email: string | null;
  role: string;
  status: string;
  clearance: string;
  pendingRoleRequest: string | null;
  createdAt: Date;
}): AdminUser {
  return {
    ...row,
    role: row.role as Role,
    status: row.status as AdminUser['status'],
    clearance: row.clearance as AdminUser['clearance'],
    pendingRoleRequest: row.pendingRoleRequest as Role | null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listAdminUsers(db: Db, limit: number, offset: number): Promise<AdminUser[]> {
  const rows = await db
    .select(adminUserColumns)
    .from(users)
    .orderBy(asc(users.usernameKey))
    .limit(limit)
    .offset(offset);
  return rows.map(toAdminUser);
}

export async function findAdminUser(db: Db, id: string): Promise<AdminUser | null> {
  const [row] = await db.select(adminUserColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ? toAdminUser(row) : null;
}

export async function setUserClearance(
  db: Db,
  id: string,
  clearance: AdminUser['clearance'],
): Promise<void> {
  await db
    .update(users)
    .set({ clearance, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

export async function setUserStatus(db: Db, id: string, status: AdminUser['status']): Promise<void> {
  await db
    .update(users)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

const requestColumns = {
  id: roleRequests.id,
  userId: roleRequests.userId,
  username: users.username,
  requestedRole: roleRequests.requestedRole,
  status: roleRequests.status,
  createdAt: roleRequests.createdAt,
  decidedAt: roleRequests.decidedAt,
  decidedBy: roleRequests.decidedBy,
};

function toRequest(row: {
  id: string;
  userId: string;
  username: string;
  requestedRole: string;
  status: string;
  createdAt: Date;
  decidedAt: Date | null;
  decidedBy: string | null;
}): RoleRequest {
  return {
    ...row,
    requestedRole: row.requestedRole as Role,
    status: row.status as RoleRequest['status'],
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  };
}

export async function listRoleRequests(
  db: Db,
  filter: { status?: RoleRequest['status']; limit: number; offset: number },
): Promise<RoleRequest[]> {
  const rows = await db
    .select(requestColumns)
    .from(roleRequests)
    .innerJoin(users, eq(users.id, roleRequests.userId))
    .where(filter.status ? eq(roleRequests.status, filter.status) : undefined)
    .orderBy(desc(roleRequests.createdAt), asc(roleRequests.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return rows.map(toRequest);
}

export async function findRoleRequest(db: Db, id: string): Promise<RoleRequest | null> {
  const [row] = await db
    .select(requestColumns)
    .from(roleRequests)
    .innerJoin(users, eq(users.id, roleRequests.userId))
    .where(eq(roleRequests.id, id))
    .limit(1);
  return row ? toRequest(row) : null;
}

/**
 * Records an administrator's decision on a pending request and, when approved, gives the role. Returns
 * false when the request was no longer pending (decided meanwhile by another administrator).
 */
export async function decideRoleRequest(
  db: Db,
  request: RoleRequest,
  approve: boolean,
  adminId: string,
): Promise<boolean> {
  const decided = await db
    .update(roleRequests)
    .set({ status: approve ? 'approved' : 'refused', decidedAt: sql`now()`, decidedBy: adminId })
    .where(and(eq(roleRequests.id, request.id), eq(roleRequests.status, 'pending')))
    .returning({ id: roleRequests.id });
  if (decided.length === 0) return false;
  if (approve) {
    await db
      .update(users)
      .set({ role: request.requestedRole, updatedAt: sql`now()` })
      .where(eq(users.id, request.userId));
  }
  return true;
}
