import { z } from 'zod';
import {
  ROLES,
  addTeamMemberAnswerSchema,
  addTeamMemberBodySchema,
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
import { auditedChange, auditedRemoval } from '../../http/audited-change';
import { SIGNED_IN, TEAM_LEADS } from '../../authorization/access-rule';
import { resourceOf, userOf } from '../../http/guard';
import { teamToChange, teamToRead } from '../../authorization/team-access';
import { badRequest, conflict, forbidden, notFound } from '../../http/http-error';
import { apiRoutes, objectRule } from '../../http/route';
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
import {
  closeInvitation,
  createInvitation,
  findInvitation,
  findPendingInvitation,
} from '../../data/team-invitations-repository';
import { teamInvitationRoutes } from './team-invitation-routes';

/** Why a team lead without team mode gets no collective figures. */
export const TEAM_MODE_REQUIRED = 'Collective insights need team mode: turn on Shared workspace first.';

/**
 * A team lead's team: its members share their documents read-only with each other while they work in team
 * mode. Nobody joins a team without consent: a lead's POST /team/members invites, and the person joins by
 * accepting (team-invitation-routes.ts); only an administrator adds a member directly, as an audited act
 * of their own. A member may leave. Routes act on the caller's own team, or with `?leadId=` on another
 * lead's (an administrator changes any team; a member reads the team they belong to; team-access.ts).
 */
export function teamRoutes(app: ApiInstance, ctx: ApiContext): void {
  const route = apiRoutes(app, 'team');

  route.get(
    '/team/members',
    { access: SIGNED_IN, query: teamMembersQuerySchema, ok: z.array(teamMemberSchema) },
    async (request) => {
      const leadId = await teamToRead(ctx.db, actorOf(request), request.query);
      const members = await listTeam(ctx.db, leadId, request.query.limit, request.query.offset);
      return members;
    },
  );

  route.get('/team/memberships', { access: SIGNED_IN, ok: z.array(teamMembershipSchema) }, async (request) =>
    listMemberships(ctx.db, userOf(request).id),
  );

  // Collective insights: counted over the lead's team only, never over anyone outside it.
  route.get(
    '/team/stats',
    { access: { kind: 'signedIn', roles: TEAM_LEADS }, ok: teamStatsSchema },
    async (request) => {
      const lead = userOf(request);
      if (!lead.teamMode) {
        await actorOf(request).denied(ctx.db, { reason: 'team mode off' });
        throw forbidden(TEAM_MODE_REQUIRED);
      }
      const ids = await teamUserIds(ctx.db, lead.id);
      const [usage, owned] = [
        await usageOfUsers(ctx.db, ids),
        await countOwnedDocuments(ctx.db, ids, lead.id),
      ];
      return { members: ids.length - 1, usage, ...owned };
    },
  );

  // A lead invites (the person joins by accepting); an administrator adds at once, in their own name.
  route.post(
    '/team/members',
    {
      access: { kind: 'signedIn', roles: TEAM_LEADS },
      query: teamQuerySchema,
      body: addTeamMemberBodySchema,
      created: addTeamMemberAnswerSchema,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const leadId = await teamToChange(ctx.db, actor, request.query);
      const { userId } = request.body;
      if (userId === leadId) throw badRequest('The lead of a team is not one of its members.');
      const person = await findActiveUserSummary(ctx.db, userId);
      if (!person) throw notFound('User not found.');
      if (await findTeamMember(ctx.db, leadId, userId))
        throw conflict(`${person.username} is already a member of this team.`);
      const details = { leadId, memberId: userId, memberUsername: person.username };

      if (actor.user.role === 'admin') {
        await auditedChange(
          ctx.db,
          request,
          async (tx) => {
            await addTeamMember(tx, leadId, userId);
            // The administrator's act answers a pending invitation of the same person: it is withdrawn.
            const pending = await findPendingInvitation(tx, leadId, userId);
            if (pending) await closeInvitation(tx, pending.id, 'withdrawn');
          },
          () => ({ action: 'TEAM_MEMBER_ADD', details: { ...details, byAdministrator: true } }),
        );
        const { leadId: _lead, ...added } = (await findTeamMember(ctx.db, leadId, userId))!;
        return reply.code(201).send({ outcome: 'added' as const, ...added });
      }

      if (await findPendingInvitation(ctx.db, leadId, userId))
        throw conflict(`${person.username} already has a pending invitation to this team.`);
      const id = await auditedChange(
        ctx.db,
        request,
        (tx) => createInvitation(tx, { leadId, memberId: userId, invitedBy: actor.user.id }),
        (invitationId) => ({ action: 'TEAM_INVITE', details: { invitationId, ...details } }),
      );
      const invitation = (await findInvitation(ctx.db, id))!;
      return reply.code(201).send({ outcome: 'invited' as const, ...invitation });
    },
  );

  // The lead or an administrator removes a member; a member leaves (their own id, the team's ?leadId=).
  route.delete(
    '/team/members/:id',
    { access: objectRule('teamMember', 'remove', ROLES), query: teamQuerySchema, ok: okSchema },
    async (request) => {
      const member = resourceOf(request, 'teamMember');
      const leaving = member.userId === userOf(request).id;
      return auditedRemoval(ctx.db, request, (tx) => removeTeamMember(tx, member.leadId, member.userId), {
        action: leaving ? 'TEAM_LEAVE' : 'TEAM_MEMBER_REMOVE',
        details: { leadId: member.leadId, memberId: member.userId, memberUsername: member.username },
      });
    },
  );

  teamInvitationRoutes(route, ctx);
}
