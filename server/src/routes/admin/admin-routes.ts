import { z } from 'zod';
import {
  adminUserSchema,
  longPageQuerySchema,
  roleRequestListQuerySchema,
  roleDecisionBodySchema,
  roleRequestSchema,
  userClearanceBodySchema,
  userStatusBodySchema,
} from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { auditedChange } from '../../http/audited-change';
import { destroyUserSessions } from '../../data/sessions-repository';
import { ADMIN_ONLY } from '../../authorization/access-rule';
import { resourceOf, userOf } from '../../http/guard';
import { badRequest, conflict } from '../../http/http-error';
import { apiRoutes, objectRule } from '../../http/route';
import {
  decideRoleRequest,
  findAdminUser,
  findRoleRequest,
  listAdminUsers,
  listRoleRequests,
  setUserClearance,
  setUserStatus,
} from '../../data/admin-repository';

const ADMINS = ['admin'] as const;

/** Administration: accounts, role requests, disabling and enabling accounts (admins only). */
export function adminRoutes(app: ApiInstance, ctx: ApiContext): void {
  const route = apiRoutes(app, 'admin');

  route.get(
    '/admin/users',
    { access: ADMIN_ONLY, query: longPageQuerySchema, ok: z.array(adminUserSchema) },
    async (request) => listAdminUsers(ctx.db, request.query.limit, request.query.offset),
  );

  route.get(
    '/admin/role-requests',
    { access: ADMIN_ONLY, query: roleRequestListQuerySchema, ok: z.array(roleRequestSchema) },
    async (request) => listRoleRequests(ctx.db, request.query),
  );

  route.post(
    '/admin/role-requests/:id/decision',
    {
      access: objectRule('roleRequest', 'decide', ADMINS),
      body: roleDecisionBodySchema,
      ok: roleRequestSchema,
    },
    async (request) => {
      const pending = resourceOf(request, 'roleRequest');
      const approve = request.body.decision === 'approve';
      const decided = await auditedChange(
        ctx.db,
        request,
        (tx) => decideRoleRequest(tx, pending, approve, userOf(request).id),
        (done) =>
          done
            ? {
                action: 'ROLE_DECISION',
                details: {
                  requestId: pending.id,
                  userId: pending.userId,
                  username: pending.username,
                  requestedRole: pending.requestedRole,
                  decision: request.body.decision,
                },
              }
            : null,
      );
      const current = (await findRoleRequest(ctx.db, pending.id))!;
      if (!decided) throw conflict(`This request was already ${current.status}.`, 'ALREADY_DECIDED');
      return current;
    },
  );

  route.put(
    '/admin/users/:id/status',
    { access: objectRule('account', 'setStatus', ADMINS), body: userStatusBodySchema, ok: adminUserSchema },
    async (request) => {
      const account = resourceOf(request, 'account');
      const { status } = request.body;
      // An administrator never disables themselves, so at least one active administrator always remains.
      if (status === 'disabled' && account.id === userOf(request).id)
        throw badRequest('You cannot disable your own account.');
      await auditedChange(
        ctx.db,
        request,
        async (tx) => {
          await setUserStatus(tx, account.id, status);
          // A disabled account loses its sessions at once, on every API process.
          if (status === 'disabled') await destroyUserSessions(tx, account.id, 'account-disabled');
        },
        () => ({
          action: 'USER_STATUS',
          details: { userId: account.id, username: account.username, from: account.status, to: status },
        }),
      );
      return (await findAdminUser(ctx.db, account.id))!;
    },
  );

  route.put(
    '/admin/users/:id/clearance',
    {
      access: objectRule('account', 'setClearance', ADMINS),
      body: userClearanceBodySchema,
      ok: adminUserSchema,
    },
    async (request) => {
      const account = resourceOf(request, 'account');
      const { clearance, reason } = request.body;
      await auditedChange(
        ctx.db,
        request,
        (tx) => setUserClearance(tx, account.id, clearance),
        () => ({
          action: 'USER_CLEARANCE',
          details: {
            userId: account.id,
            username: account.username,
            from: account.clearance,
            to: clearance,
            reason,
          },
        }),
      );
      return (await findAdminUser(ctx.db, account.id))!;
    },
  );
}
