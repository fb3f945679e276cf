import { z } from 'zod';
import {
  adminUserSchema,
  idParamsSchema,
  longPageQuerySchema,
  roleRequestListQuerySchema,
  roleDecisionBodySchema,
  roleRequestSchema,
  userStatusBodySchema,
} from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { auditedChange } from '../../http/audited-change';
import { destroyUserSessions } from '../../data/sessions-repository';
import { ADMIN_ONLY } from '../../authorization/access-rule';
import { resourceOf, userOf } from '../../http/guard';
import { badRequest, conflict } from '../../http/http-error';
import { responses } from '../../http/responses';
import {
  decideRoleRequest,
  findAdminUser,
  findRoleRequest,
  listAdminUsers,
  listRoleRequests,
  setUserStatus,
} from '../../data/admin-repository';

const ADMINS = ['admin'] as const;

/** Administration: accounts, role requests, disabling and enabling accounts (admins only). */
export function adminRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get('/admin/users', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['admin'],
      querystring: longPageQuerySchema,
      response: responses({ 200: z.array(adminUserSchema) }),
    },
    handler: async (request) => listAdminUsers(ctx.db, request.query.limit, request.query.offset),
  });

  app.get('/admin/role-requests', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['admin'],
      querystring: roleRequestListQuerySchema,
      response: responses({ 200: z.array(roleRequestSchema) }),
    },
    handler: async (request) => listRoleRequests(ctx.db, request.query),
  });

  app.post('/admin/role-requests/:id/decision', {
    config: { access: { kind: 'object', resource: 'roleRequest', action: 'decide', roles: ADMINS } },
    schema: {
      tags: ['admin'],
      params: idParamsSchema,
      body: roleDecisionBodySchema,
      response: responses({ 200: roleRequestSchema }),
    },
    handler: async (request) => {
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
  });

  app.put('/admin/users/:id/status', {
    config: { access: { kind: 'object', resource: 'account', action: 'setStatus', roles: ADMINS } },
    schema: {
      tags: ['admin'],
      params: idParamsSchema,
      body: userStatusBodySchema,
      response: responses({ 200: adminUserSchema }),
    },
    handler: async (request) => {
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
          if (status === 'disabled') await destroyUserSessions(tx, account.id);
        },
        () => ({
          action: 'USER_STATUS',
          details: { userId: account.id, username: account.username, from: account.status, to: status },
        }),
      );
      return (await findAdminUser(ctx.db, account.id))!;
    },
  });
}
