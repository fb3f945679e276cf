import { z } from 'zod';
import {
  addTeamMemberBodySchema,
  idParamsSchema,
  okSchema,
  pageQuerySchema,
  teamMemberSchema,
  teamStatsSchema,
} from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { usageOfUsers } from '../../audit/audit-queries';
import { auditDenied, auditRequest } from '../../audit/request-audit';
import { SIGNED_IN, TEAM_LEADS } from '../../authorization/access-rule';
import { resourceOf, userOf } from '../../authorization/guard';
import { badRequest, conflict, forbidden, notFound } from '../../http/http-error';
import { responses } from '../../http/responses';
import { findActiveUserSummary } from '../../data/users-repository';
import {
  addTeamMember,
  countOwnedDocuments,
  findTeamMember,
  listTeam,
  removeTeamMember,
  teamUserIds,
} from '../../data/team-repository';

/** Why a team lead without team mode gets no collective figures. */
export const TEAM_MODE_REQUIRED = 'Collective insights need team mode: turn on Shared workspace first.';

/** A team lead's team: its members share their documents read-only with each other in team mode. */
export function teamRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get('/team/members', {
    config: { access: SIGNED_IN },
    schema: {
      tags: ['team'],
      querystring: pageQuerySchema,
      response: responses({ 200: z.array(teamMemberSchema) }),
    },
    handler: async (request) =>
      listTeam(ctx.db, userOf(request).id, request.query.limit, request.query.offset),
  });

  // Collective insights: counted over the lead's team only, never over anyone outside it.
  app.get('/team/stats', {
    config: { access: { kind: 'signedIn', roles: TEAM_LEADS } },
    schema: { tags: ['team'], response: responses({ 200: teamStatsSchema }) },
    handler: async (request) => {
      const lead = userOf(request);
      if (!lead.teamMode) {
        await auditDenied(ctx.db, request, { reason: 'team mode off' });
        throw forbidden(TEAM_MODE_REQUIRED);
      }
      const ids = await teamUserIds(ctx.db, lead.id);
      const [usage, owned] = [await usageOfUsers(ctx.db, ids), await countOwnedDocuments(ctx.db, ids)];
      return { members: ids.length - 1, usage, ...owned };
    },
  });

  app.post('/team/members', {
    config: { access: { kind: 'signedIn', roles: TEAM_LEADS } },
    schema: { tags: ['team'], body: addTeamMemberBodySchema, response: responses({ 201: teamMemberSchema }) },
    handler: async (request, reply) => {
      const lead = userOf(request);
      const { userId } = request.body;
      if (userId === lead.id) throw badRequest('You lead this team already.');
      const member = await findActiveUserSummary(ctx.db, userId);
      if (!member) throw notFound('User not found.');
      if (await findTeamMember(ctx.db, lead.id, userId))
        throw conflict(`${member.username} is already a member of your team.`);
      await ctx.db.transaction(async (tx) => {
        await addTeamMember(tx, lead.id, userId);
        await auditRequest(tx, request, {
          action: 'TEAM_MEMBER_ADD',
          details: { memberId: userId, memberUsername: member.username },
        });
      });
      return reply.code(201).send((await findTeamMember(ctx.db, lead.id, userId))!);
    },
  });

  app.delete('/team/members/:id', {
    config: { access: { kind: 'object', resource: 'teamMember', action: 'remove', roles: TEAM_LEADS } },
    schema: { tags: ['team'], params: idParamsSchema, response: responses({ 200: okSchema }) },
    handler: async (request) => {
      const member = resourceOf(request, 'teamMember');
      await ctx.db.transaction(async (tx) => {
        await removeTeamMember(tx, userOf(request).id, member.userId);
        await auditRequest(tx, request, {
          action: 'TEAM_MEMBER_REMOVE',
          details: { memberId: member.userId, memberUsername: member.username },
        });
      });
      return { ok: true as const };
    },
  });
}
