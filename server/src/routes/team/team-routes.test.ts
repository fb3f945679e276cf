import { startTestServer, type TestServer, type TestUser } from '../../../test/support/test-server';
import { formTeam, workInTeamMode } from '../../../test/support/team';

let server: TestServer;
let lead: TestUser;
let member: TestUser;
let other: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  lead = await server.user('team.lead', 'team_lead');
  member = await server.user('team.member');
  other = await server.user('team.other');
});
afterAll(() => server?.close());

/** The audit entries of `actions` about `memberId` (or about a team `memberId` is invited to), oldest first. */
async function auditOf(actions: string[], memberId: string) {
  const { rows } = await server.db.database.pool.query(
    `SELECT action, username, details FROM audit_log
      WHERE action = ANY($1) AND (details->>'memberId' = $2 OR user_id = $2) ORDER BY id`,
    [actions, memberId],
  );
  return rows;
}

const memberIds = async (user: TestUser, query = '') =>
  (await user.client.get(`/api/team/members${query}`)).body.map((m: { userId: string }) => m.userId);

describe('joining a team by consent', () => {
  it('answers a lead with an invitation, not a membership: the person joins only by accepting', async () => {
    // Both work in team mode before anything: without consent the lead still sees nothing of the person's.
    const { body: doc } = await member.client.post('/api/documents', { title: 'Member notes', content: 'c' });
    await workInTeamMode([lead, member]);

    const invited = await lead.client.post('/api/team/members', { userId: member.id });
    expect(invited.status).toBe(201);
    expect(invited.body).toEqual({
      outcome: 'invited',
      id: expect.any(String),
      leadId: lead.id,
      leadUsername: 'team.lead',
      userId: member.id,
      username: 'team.member',
      status: 'pending',
      createdAt: expect.any(String),
      decidedAt: null,
    });
    expect(await memberIds(lead)).toEqual([]);
    expect((await member.client.get('/api/team/memberships')).body).toEqual([]);
    expect((await lead.client.get(`/api/documents/${doc.id}`)).status).toBe(404);
    expect((await lead.client.get('/api/team/stats')).body.members).toBe(0);

    // The lead lists the pending invitation; the person finds it among theirs; nobody else sees it.
    const { outcome: _outcome, ...invitation } = invited.body;
    expect((await lead.client.get('/api/team/invitations')).body).toEqual([invitation]);
    expect((await member.client.get('/api/team/invitations/received')).body).toEqual([invitation]);
    expect((await other.client.get('/api/team/invitations/received')).body).toEqual([]);
    expect((await member.client.get('/api/team/invitations')).status).toBe(403); // not a lead

    // One pending invitation at a time; never the lead, never an unknown user.
    const again = await lead.client.post('/api/team/members', { userId: member.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('team.member already has a pending invitation to this team.');
    expect((await lead.client.post('/api/team/members', { userId: lead.id })).status).toBe(400);
    expect((await lead.client.post('/api/team/members', { userId: 'ghost' })).status).toBe(404);

    const accepted = await member.client.post(`/api/team/invitations/${invitation.id}/decision`, {
      decision: 'accept',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      id: invitation.id,
      status: 'accepted',
      decidedAt: expect.any(String),
    });
    expect(await memberIds(lead)).toEqual([member.id]);
    expect((await member.client.get('/api/team/memberships')).body).toEqual([
      { leadId: lead.id, leadUsername: 'team.lead', addedAt: expect.any(String) },
    ]);
    expect((await lead.client.get('/api/team/invitations')).body).toEqual([]);
    expect((await member.client.get('/api/team/invitations/received')).body).toEqual([]);
    const twice = await member.client.post(`/api/team/invitations/${invitation.id}/decision`, {
      decision: 'decline',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This invitation was already accepted.');
    const member409 = await lead.client.post('/api/team/members', { userId: member.id });
    expect(member409.status).toBe(409);
    expect(member409.body.message).toBe('team.member is already a member of this team.');

    expect(await auditOf(['TEAM_INVITE', 'TEAM_INVITE_ACCEPT', 'TEAM_MEMBER_ADD'], member.id)).toEqual([
      {
        action: 'TEAM_INVITE',
        username: 'team.lead',
        details: {
          invitationId: invitation.id,
          leadId: lead.id,
          memberId: member.id,
          memberUsername: 'team.member',
        },
      },
      {
        action: 'TEAM_INVITE_ACCEPT',
        username: 'team.member',
        details: { invitationId: invitation.id, leadId: lead.id, leadUsername: 'team.lead' },
      },
    ]);
  });

  it('lets the person decline and the lead withdraw; nobody answers or withdraws for someone else', async () => {
    const invitee = await server.user('team.invitee');
    const rival = await server.user('team.rival.lead', 'team_lead');
    const invite = async () => (await lead.client.post('/api/team/members', { userId: invitee.id })).body;
    const decide = (user: TestUser, id: string, decision: string) =>
      user.client.post(`/api/team/invitations/${id}/decision`, { decision });

    const first = await invite();
    // Only the invited person answers: the lead is refused, anyone else does not see it.
    const byLead = await decide(lead, first.id, 'accept');
    expect(byLead.status).toBe(403);
    expect(byLead.body.message).toBe('Only the invited person can accept or decline this invitation.');
    expect((await decide(other, first.id, 'accept')).status).toBe(404);
    expect((await decide(invitee, 'no-such-invitation', 'accept')).status).toBe(404);
    expect((await decide(invitee, first.id, 'maybe')).status).toBe(400);

    const declined = await decide(invitee, first.id, 'decline');
    expect(declined.status).toBe(200);
    expect(declined.body.status).toBe('declined');
    expect(await memberIds(lead)).not.toContain(invitee.id);

    // Declined, the person may be asked again; the lead withdraws that invitation.
    const second = await invite();
    expect(second.outcome).toBe('invited');
    const byInvitee = await invitee.client.delete(`/api/team/invitations/${second.id}`);
    expect(byInvitee.status).toBe(403);
    expect(byInvitee.body.message).toBe(
      "Only the team's lead or an administrator can withdraw this invitation.",
    );
    expect((await rival.client.delete(`/api/team/invitations/${second.id}`)).status).toBe(404);
    expect((await lead.client.delete(`/api/team/invitations/${second.id}`)).status).toBe(200);
    expect((await invitee.client.get('/api/team/invitations/received')).body).toEqual([]);
    const late = await decide(invitee, second.id, 'accept');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This invitation was already withdrawn.');
    expect((await lead.client.delete(`/api/team/invitations/${second.id}`)).status).toBe(409);
    expect(await memberIds(lead)).not.toContain(invitee.id);

    expect(
      (await auditOf(['TEAM_INVITE', 'TEAM_INVITE_DECLINE', 'TEAM_INVITE_WITHDRAW'], invitee.id)).map((e) => [
        e.action,
        e.username,
      ]),
    ).toEqual([
      ['TEAM_INVITE', 'team.lead'],
      ['TEAM_INVITE_DECLINE', 'team.invitee'],
      ['TEAM_INVITE', 'team.lead'],
      ['TEAM_INVITE_WITHDRAW', 'team.lead'],
    ]);
  });

  it('only invites an administrator too: a lead cannot pull anyone into a team', async () => {
    const admin = await server.user('team.invited.admin', 'admin');
    const { body: secret } = await admin.client.post('/api/documents', {
      title: 'Admin notes',
      content: 'c',
    });
    await workInTeamMode([admin]);
    const reply = await lead.client.post('/api/team/members', { userId: admin.id });
    expect(reply.status).toBe(201);
    expect(reply.body.outcome).toBe('invited');
    expect(await memberIds(lead)).not.toContain(admin.id);
    expect((await lead.client.get(`/api/documents/${secret.id}`)).status).toBe(404);
    // The administrator says no.
    expect(
      (await admin.client.post(`/api/team/invitations/${reply.body.id}/decision`, { decision: 'decline' }))
        .status,
    ).toBe(200);
    expect(await memberIds(lead)).not.toContain(admin.id);
  });
});

describe('team and users', () => {
  it("lets team members see each other's documents read-only while both work in team mode", async () => {
    // The member (who joined above) owns 'Member notes'; both work in team mode.
    const { body: doc } = await member.client.post('/api/documents', { title: 'Member brief', content: 'c' });
    const seen = await lead.client.get(`/api/documents/${doc.id}`);
    expect(seen.body.access).toBe('team');
    expect(
      (
        await lead.client.put(`/api/documents/${doc.id}`, {
          content: 'lead edit',
          version: seen.body.version,
        })
      ).status,
    ).toBe(403);
    expect((await other.client.get(`/api/documents/${doc.id}`)).status).toBe(404);
    expect((await lead.client.get('/api/stats/dashboard')).body.mode).toBe('TEAM');
    // The member turns team mode off: their documents close to the team, though the lead's is on.
    await workInTeamMode([member], false);
    expect((await lead.client.get(`/api/documents/${doc.id}`)).status).toBe(404);
    await workInTeamMode([member]);
    await workInTeamMode([lead], false);
    expect((await lead.client.get(`/api/documents/${doc.id}`)).status).toBe(404);
    await workInTeamMode([lead]);
  });

  it("gives a lead in team mode the team's figures, counted over the team only", async () => {
    // Runs after the previous tests: the member owns two documents and the lead is in team mode.
    await lead.client.post('/api/documents', { title: 'Lead brief', content: 'c' });
    await other.client.post('/api/documents', { title: 'Outsider notes', content: 'c' });
    await other.client.post('/api/documents', { title: 'Outsider notes 2', content: 'c' });
    const stats = await lead.client.get('/api/team/stats');
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({ members: 1, documents: 3, thisWeek: 3 });
    // A saved document is CREATE activity (DOC_SAVE): the lead's and the member's count, the outsider's not.
    const outsider = await other.client.get('/api/audit/usage');
    const own = [await lead.client.get('/api/audit/usage'), await member.client.get('/api/audit/usage')];
    expect(outsider.body.create).toBe(2);
    expect(stats.body.usage.create).toBe(own[0]!.body.create + own[1]!.body.create);
    expect(stats.body.usage.create).toBeGreaterThanOrEqual(2);
    expect(stats.body.usage.total).toBe(own[0]!.body.total + own[1]!.body.total);

    // A member's SECRET document is not the team's (team mode never opens one): it counts only once the
    // lead may read it, through a share, though both are cleared for SECRET.
    const { body: secret } = await member.client.post('/api/documents', {
      title: 'Member secret notes',
      content: 'c',
      classification: 'SECRET',
    });
    expect(secret.classification).toBe('SECRET');
    expect((await lead.client.get('/api/team/stats')).body).toMatchObject({ documents: 3, thisWeek: 3 });
    await member.client.post(`/api/documents/${secret.id}/share`, { sharedWithUserId: lead.id });
    expect((await lead.client.get('/api/team/stats')).body).toMatchObject({ documents: 4, thisWeek: 4 });
    await member.client.delete(`/api/documents/${secret.id}/shares/${lead.id}`);
    expect((await lead.client.get('/api/team/stats')).body).toMatchObject({ documents: 3, thisWeek: 3 });

    expect((await member.client.get('/api/team/stats')).status).toBe(403); // not a lead
    await lead.client.put('/api/auth/preferences', { teamMode: false });
    const off = await lead.client.get('/api/team/stats');
    expect(off.status).toBe(403);
    expect(off.body.message).toBe('Collective insights need team mode: turn on Shared workspace first.');
    await lead.client.put('/api/auth/preferences', { teamMode: true });
  });

  it('finds users by any part of the name: capped, 2 characters at least, id, username and email only', async () => {
    const found = await other.client.get('/api/users?query=AM.M&limit=5');
    expect(found.status).toBe(200);
    expect(found.body).toEqual([{ id: member.id, username: 'team.member', email: null }]);
    // Names that start with the typed text come first; the caller is never offered to themselves.
    const team = await other.client.get('/api/users?query=team.');
    expect(team.body.map((u: { username: string }) => u.username)).toEqual([
      'team.invited.admin',
      'team.invitee',
      'team.lead',
      'team.member',
      'team.rival.lead',
    ]);
    for (let i = 0; i < 25; i += 1) await server.user(`crowd.${String(i).padStart(2, '0')}`);
    expect((await other.client.get('/api/users?query=crowd&limit=20')).body).toHaveLength(20);
    expect((await other.client.get('/api/users?query=crowd')).body).toHaveLength(10); // the default
    expect((await other.client.get('/api/users?query=crowd&limit=21')).status).toBe(400);
    const short = await other.client.get('/api/users?query=t');
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('Type at least 2 characters of the name.');
    expect((await other.client.get('/api/users?query=%25%25')).body).toEqual([]); // a LIKE wildcard is literal
    expect((await server.client().get('/api/users?query=team')).status).toBe(401);
  });

  it('answers a plain GET /api/users (the spec) with a few people by name, never the directory', async () => {
    const plain = await other.client.get('/api/users');
    expect(plain.status).toBe(200);
    expect(plain.body).toHaveLength(10);
    for (const user of plain.body) expect(Object.keys(user).sort()).toEqual(['email', 'id', 'username']);
    const names = plain.body.map((u: { username: string }) => u.username);
    expect(names).toEqual([...names].sort());
    expect(names).not.toContain('team.other');
    expect((await other.client.get('/api/users?limit=20')).body).toHaveLength(20);
    expect((await other.client.get('/api/users?limit=21')).status).toBe(400);
  });

  it('keeps the role filter for administrators: nobody else lists the administrators or team leads', async () => {
    const admin = await server.user('team.lookup.admin', 'admin');
    for (const user of [other, lead, member]) {
      const refused = await user.client.get('/api/users?query=team&role=admin');
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Only an administrator can look people up by role.');
      expect((await user.client.get('/api/users?role=team_lead')).status).toBe(403);
    }
    const leads = await admin.client.get('/api/users?query=team&role=team_lead');
    expect(leads.status).toBe(200);
    expect(leads.body.map((u: { username: string }) => u.username)).toEqual(['team.lead', 'team.rival.lead']);
    const denied = await server.db.database.pool.query(
      `SELECT count(*)::int AS n FROM audit_log
        WHERE action = 'ACCESS_DENIED' AND user_id = $1 AND details->>'filter' = 'role'`,
      [other.id],
    );
    expect(denied.rows[0].n).toBe(2);
  });

  it('shows a member the teams they belong to and who is in them, and nobody else', async () => {
    const team = await member.client.get(`/api/team/members?leadId=${lead.id}`);
    expect(team.status).toBe(200);
    expect(team.body.map((m: { username: string }) => m.username)).toEqual(['team.member']);
    expect((await other.client.get('/api/team/memberships')).body).toEqual([]);
    const refused = await other.client.get(`/api/team/members?leadId=${lead.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You can see only the teams you lead or belong to.');
    // A member reads the team but cannot change it.
    expect((await member.client.post('/api/team/members', { userId: other.id })).status).toBe(403);
  });

  it('lets a member leave the team (audited), and only the lead or an administrator remove anyone else', async () => {
    const leaver = await server.user('team.leaver');
    const fellow = await server.user('team.fellow');
    await formTeam(lead, [leaver, fellow]);
    const ofLead = `?leadId=${lead.id}`;
    // A fellow member may not remove another; a stranger is not told who belongs to the team.
    const byFellow = await fellow.client.delete(`/api/team/members/${leaver.id}${ofLead}`);
    expect(byFellow.status).toBe(403);
    expect(byFellow.body.message).toBe("Only the team's lead or an administrator can change this team.");
    expect((await other.client.delete(`/api/team/members/${leaver.id}${ofLead}`)).status).toBe(404);
    // Without naming the team, a member names their own (which they do not lead): nothing to leave.
    expect((await leaver.client.delete(`/api/team/members/${leaver.id}`)).status).toBe(404);

    const left = await leaver.client.delete(`/api/team/members/${leaver.id}${ofLead}`);
    expect(left.status).toBe(200);
    expect(await memberIds(lead)).not.toContain(leaver.id);
    expect((await leaver.client.get('/api/team/memberships')).body).toEqual([]);
    expect((await leaver.client.delete(`/api/team/members/${leaver.id}${ofLead}`)).status).toBe(404);
    // The lead keeps removing members.
    expect((await lead.client.delete(`/api/team/members/${fellow.id}`)).status).toBe(200);

    const removals = await server.db.database.pool.query(
      `SELECT action, username, details FROM audit_log
        WHERE action IN ('TEAM_LEAVE', 'TEAM_MEMBER_REMOVE') AND details->>'memberId' = ANY($1) ORDER BY id`,
      [[leaver.id, fellow.id]],
    );
    expect(removals.rows).toEqual([
      {
        action: 'TEAM_LEAVE',
        username: 'team.leaver',
        details: { leadId: lead.id, memberId: leaver.id, memberUsername: 'team.leaver' },
      },
      {
        action: 'TEAM_MEMBER_REMOVE',
        username: 'team.lead',
        details: { leadId: lead.id, memberId: fellow.id, memberUsername: 'team.fellow' },
      },
    ]);
  });

  it("lets an administrator add to any lead's team directly, audited as the administrator's act", async () => {
    const admin = await server.user('team.admin', 'admin');
    const rival = await server.user('team.rival', 'team_lead');
    const newcomer = await server.user('team.newcomer');
    const url = `/api/team/members?leadId=${lead.id}`;
    const refused = await rival.client.post(url, { userId: newcomer.id });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Only the team's lead or an administrator can change this team.");
    expect((await rival.client.delete(`/api/team/members/${member.id}?leadId=${lead.id}`)).status).toBe(404);

    // A pending invitation of the same person is answered by the administrator's act: withdrawn.
    const invitation = (await lead.client.post('/api/team/members', { userId: newcomer.id })).body;
    const added = await admin.client.post(url, { userId: newcomer.id });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      outcome: 'added',
      userId: newcomer.id,
      username: 'team.newcomer',
      role: 'user',
      addedAt: expect.any(String),
    });
    expect(await memberIds(admin, `?leadId=${lead.id}`)).toContain(newcomer.id);
    expect((await lead.client.get('/api/team/invitations')).body).toEqual([]);
    const late = await newcomer.client.post(`/api/team/invitations/${invitation.id}/decision`, {
      decision: 'accept',
    });
    expect(late.status).toBe(409);
    expect((await admin.client.get(`/api/team/invitations?leadId=${lead.id}`)).status).toBe(200);

    const notALead = await admin.client.post(`/api/team/members?leadId=${other.id}`, { userId: newcomer.id });
    expect(notALead.status).toBe(404);
    expect(notALead.body.message).toBe('Team lead not found.');
    expect((await admin.client.delete(`/api/team/members/${newcomer.id}?leadId=${lead.id}`)).status).toBe(
      200,
    );
    expect(await memberIds(lead)).toEqual([member.id]);

    expect(await auditOf(['TEAM_MEMBER_ADD', 'TEAM_MEMBER_REMOVE'], newcomer.id)).toEqual([
      {
        action: 'TEAM_MEMBER_ADD',
        username: 'team.admin',
        details: {
          leadId: lead.id,
          memberId: newcomer.id,
          memberUsername: 'team.newcomer',
          byAdministrator: true,
        },
      },
      {
        action: 'TEAM_MEMBER_REMOVE',
        username: 'team.admin',
        details: { leadId: lead.id, memberId: newcomer.id, memberUsername: 'team.newcomer' },
      },
    ]);
  });
});
