import { z } from 'zod';
import {
  okSchema,
  teamInvitationDecisionBodySchema,
  teamInvitationSchema,
  teamQuerySchema,
} from '@csw/contracts';
import type { ApiContext } from '../../api-context';
import { SIGNED_IN, TEAM_LEADS } from '../../authorization/access-rule';
import { teamToChange } from '../../authorization/team-access';
import { actorOf } from '../../http/actor';
import { auditedChange } from '../../http/audited-change';
import { resourceOf, userOf } from '../../http/guard';
import { conflict } from '../../http/http-error';
import { OK } from '../../http/responses';
import { objectRule, type ApiRoutes } from '../../http/route';
import {
  closeInvitation,
  findInvitation,
  listReceivedInvitations,
  listTeamInvitations,
} from '../../data/team-invitations-repository';

/** Why an invitation can no longer be answered or withdrawn (409). */
const alreadyClosed = (status: string) =>
  conflict(`This invitation was already ${status}.`, 'ALREADY_DECIDED');

/**
 * Invitations to a team: the lead sends one with POST /team/members (team-routes.ts) and lists and
 * withdraws their pending ones; the invited person lists theirs and accepts (joining the team) or declines.
 * Every step is audited; who may take it is the guard's (policies.ts, team-access.ts).
 */
export function teamInvitationRoutes(route: ApiRoutes, ctx: ApiContext): void {
  route.get(
    '/team/invitations',
    {
      access: { kind: 'signedIn', roles: TEAM_LEADS },
      query: teamQuerySchema,
      ok: z.array(teamInvitationSchema),
    },
    async (request) =>
      listTeamInvitations(ctx.db, await teamToChange(ctx.db, actorOf(request), request.query)),
  );

  route.get(
    '/team/invitations/received',
    { access: SIGNED_IN, ok: z.array(teamInvitationSchema) },
    async (request) => listReceivedInvitations(ctx.db, userOf(request).id),
  );

  route.post(
    '/team/invitations/:id/decision',
    {
      access: objectRule('teamInvitation', 'decide'),
      body: teamInvitationDecisionBodySchema,
      ok: teamInvitationSchema,
    },
    async (request) => {
      const invitation = resourceOf(request, 'teamInvitation');
      const accept = request.body.decision === 'accept';
      const closed = await auditedChange(
        ctx.db,
        request,
        (tx) => closeInvitation(tx, invitation.id, accept ? 'accepted' : 'declined'),
        (done) =>
          done
            ? {
                action: accept ? 'TEAM_INVITE_ACCEPT' : 'TEAM_INVITE_DECLINE',
                details: {
                  invitationId: invitation.id,
                  leadId: invitation.leadId,
                  leadUsername: invitation.leadUsername,
                },
              }
            : null,
      );
      const current = (await findInvitation(ctx.db, invitation.id))!;
      if (!closed) throw alreadyClosed(current.status);
      return current;
    },
  );

  route.delete(
    '/team/invitations/:id',
    { access: objectRule('teamInvitation', 'withdraw'), ok: okSchema },
    async (request) => {
      const invitation = resourceOf(request, 'teamInvitation');
      const withdrawn = await auditedChange(
        ctx.db,
        request,
        (tx) => closeInvitation(tx, invitation.id, 'withdrawn'),
        (done) =>
          done
            ? {
                action: 'TEAM_INVITE_WITHDRAW',
                details: {
                  invitationId: invitation.id,
                  leadId: invitation.leadId,
                  memberId: invitation.userId,
                  memberUsername: invitation.username,
                },
              }
            : null,
      );
      if (!withdrawn) throw alreadyClosed((await findInvitation(ctx.db, invitation.id))!.status);
      return OK;
    },
  );
}
