import { z } from 'zod';
import {
  addTeamMemberBodySchema,
  idParamsSchema,
  okSchema,
  teamMemberSchema,
  teamMembershipSchema,
  teamMembersQuerySchema,
  teamQuerySchema,
  teamStatsSchema,
} from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { usageOfUsers } from '../../data/audit-repository';
import { actorOf } from '../../http/actor';
import { auditedChange } from '../../http/audited-change';
import { SIGNED_IN, TEAM_LEADS } from '../../authorization/access-rule';
import { resourceOf, userOf } from '../../http/guard';
import { teamToChange, teamToRead } from '../../authorization/team-access';
import { badRequest, conflict, forbidden, notFound } from '../../http/http-error';
import { responses } from '../../http/responses';
import { countOwnedDocuments } from '../../data/documents-repository';
import { findActiveUserSummary } from '../../data/users-repository';
import {
  addTeamMember,
  findTeamMember,
  listMemberships,
  listTeam,
  removeTeamMember,
  teamUserIds,
} from '../../data/team-repository';

/** Why a team lead without team mode gets no collective figures. */
export const TEAM_MODE_REQUIRED = 'Collective insights need team mode: turn on Shared workspace first.';

/**
 * A team lead's team: its members share their documents read-only with each other in team mode. Routes act
 * on the caller's own team, or with `?leadId=` on another lead's (an administrator changes any team; a
 * member reads the team they belong to; authorization/team-access.ts).
 */
export function teamRoutes(app: ApiInstance, ctx: ApiContext): void {
  app.get('/team/members', {
    config: { access: SIGNED_IN },
    schema: {
      tags: ['team'],
      querystring: teamMembersQuerySchema,
      response: responses({ 200: z.array(teamMemberSchema) }),
    },
    handler: async (request) => {
      const leadId = await teamToRead(ctx.db, actorOf(request), request.query);
      const members = await listTeam(ctx.db, leadId, request.query.limit, request.query.offset);
      return members;
    },
  });

  app.get('/team/memberships', {
    config: { access: SIGNED_IN },
    schema: { tags: ['team'], response: responses({ 200: z.array(teamMembershipSchema) }) },
    handler: async (request) => listMemberships(ctx.db, userOf(request).id),
  });

  // Collective insights: counted over the lead's team only, never over anyone outside it.
  app.get('/team/stats', {
    config: { access: { kind: 'signedIn', roles: TEAM_LEADS } },
    schema: { tags: ['team'], response: responses({ 200: teamStatsSchema }) },
    handler: async (request) => {
      const lead = userOf(request);
      if (!lead.teamMode) {
        await actorOf(request).denied(ctx.db, { reason: 'team mode off' });
        throw forbidden(TEAM_MODE_REQUIRED);
      }
      const ids = await teamUserIds(ctx.db, lead.id);
      const [usage, owned] = [await usageOfUsers(ctx.db, ids), await countOwnedDocuments(ctx.db, ids)];
      return { members: ids.length - 1, usage, ...owned };
    },
  });

  app.post('/team/members', {
    config: { access: { kind: 'signedIn', roles: TEAM_LEADS } },
    schema: {
      tags: ['team'],
      querystring: teamQuerySchema,
      body: addTeamMemberBodySchema,
      response: responses({ 201: teamMemberSchema }),
    },
    handler: async (request, reply) => {
      const leadId = await teamToChange(ctx.db, actorOf(request), request.query);
      const { userId } = request.body;
      if (userId === leadId) throw badRequest('The lead of a team is not one of its members.');
      const member = await findActiveUserSummary(ctx.db, userId);
      if (!member) throw notFound('User not found.');
      if (await findTeamMember(ctx.db, leadId, userId))
        throw conflict(`${member.username} is already a member of this team.`);
      await auditedChange(
        ctx.db,
        request,
        (tx) => addTeamMember(tx, leadId, userId),
        () => ({
          action: 'TEAM_MEMBER_ADD',
          details: { leadId, memberId: userId, memberUsername: member.username },
        }),
      );
      const { leadId: _lead, ...added } = (await findTeamMember(ctx.db, leadId, userId))!;
      return reply.code(201).send(added);
    },
  });

  app.delete('/team/members/:id', {
    config: { access: { kind: 'object', resource: 'teamMember', action: 'remove', roles: TEAM_LEADS } },
    schema: {
      tags: ['team'],
      params: idParamsSchema,
      querystring: teamQuerySchema,
      response: responses({ 200: okSchema }),
    },
    handler: async (request) => {
      const member = resourceOf(request, 'teamMember');
      await auditedChange(
        ctx.db,
        request,
        (tx) => removeTeamMember(tx, member.leadId, member.userId),
        () => ({
          action: 'TEAM_MEMBER_REMOVE',
          details: { leadId: member.leadId, memberId: member.userId, memberUsername: member.username },
        }),
      );
      return { ok: true as const };
    },
  });
}
