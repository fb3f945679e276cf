import { startTestServer, type TestServer, type TestUser } from '../../../test/support/test-server';

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

describe('team and users', () => {
  it('adds a member once, never the lead, never an unknown user', async () => {
    const added = await lead.client.post('/api/team/members', { userId: member.id });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ userId: member.id, username: 'team.member', role: 'user' });
    expect(Object.keys(added.body).sort()).toEqual(['addedAt', 'role', 'userId', 'username']);
    expect((await lead.client.post('/api/team/members', { userId: member.id })).status).toBe(409);
    expect((await lead.client.post('/api/team/members', { userId: lead.id })).status).toBe(400);
    expect((await lead.client.post('/api/team/members', { userId: 'ghost' })).status).toBe(404);
  });

  it("lets team members see each other's documents read-only in team mode, and the lead see the team's", async () => {
    const { body: doc } = await member.client.post('/api/documents', { title: 'Member notes', content: 'c' });
    expect((await lead.client.get(`/api/documents/${doc.id}`)).status).toBe(404); // team mode off
    await lead.client.put('/api/auth/preferences', { teamMode: true });
    const seen = await lead.client.get(`/api/documents/${doc.id}`);
    expect(seen.body.access).toBe('team');
    expect((await lead.client.put(`/api/documents/${doc.id}`, { content: 'lead edit' })).status).toBe(403);
    expect((await other.client.get(`/api/documents/${doc.id}`)).status).toBe(404);
    expect((await lead.client.get('/api/stats/dashboard')).body.mode).toBe('TEAM');
  });

  it("gives a lead in team mode the team's figures, counted over the team only", async () => {
    // Runs after the previous test: the member owns one document and the lead is in team mode.
    await lead.client.post('/api/documents', { title: 'Lead brief', content: 'c' });
    await other.client.post('/api/documents', { title: 'Outsider notes', content: 'c' });
    await other.client.post('/api/documents', { title: 'Outsider notes 2', content: 'c' });
    const stats = await lead.client.get('/api/team/stats');
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({ members: 1, documents: 2, thisWeek: 2 });
    // A saved document is CREATE activity (DOC_SAVE): the lead's and the member's count, the outsider's not.
    const outsider = await other.client.get('/api/audit/usage');
    const own = [await lead.client.get('/api/audit/usage'), await member.client.get('/api/audit/usage')];
    expect(outsider.body.create).toBe(2);
    expect(stats.body.usage.create).toBe(own[0]!.body.create + own[1]!.body.create);
    expect(stats.body.usage.create).toBeGreaterThanOrEqual(2);
    expect(stats.body.usage.total).toBe(own[0]!.body.total + own[1]!.body.total);

    expect((await member.client.get('/api/team/stats')).status).toBe(403); // not a lead
    await lead.client.put('/api/auth/preferences', { teamMode: false });
    const off = await lead.client.get('/api/team/stats');
    expect(off.status).toBe(403);
    expect(off.body.message).toBe('Collective insights need team mode: turn on Shared workspace first.');
    await lead.client.put('/api/auth/preferences', { teamMode: true });
  });

  it('finds users by any part of the name: capped, 2 characters at least, id and username only', async () => {
    const found = await other.client.get('/api/users?query=AM.M&limit=5');
    expect(found.status).toBe(200);
    expect(found.body).toEqual([{ id: member.id, username: 'team.member' }]);
    // Names that start with the typed text come first; the caller is never offered to themselves.
    const team = await other.client.get('/api/users?query=team');
    expect(team.body.map((u: { username: string }) => u.username)).toEqual(['team.lead', 'team.member']);
    for (let i = 0; i < 25; i += 1) await server.user(`crowd.${String(i).padStart(2, '0')}`);
    expect((await other.client.get('/api/users?query=crowd&limit=20')).body).toHaveLength(20);
    expect((await other.client.get('/api/users?query=crowd')).body).toHaveLength(10); // the default
    expect((await other.client.get('/api/users?query=crowd&limit=21')).status).toBe(400);
    const short = await other.client.get('/api/users?query=t');
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('Type at least 2 characters of the name.');
    expect((await other.client.get('/api/users')).status).toBe(400); // never the whole directory
    expect((await other.client.get('/api/users?query=%25%25')).body).toEqual([]); // a LIKE wildcard is literal
    expect((await server.client().get('/api/users?query=team')).status).toBe(401);
  });

  it('shows a member the teams they belong to and who is in them, and nobody else', async () => {
    const memberships = await member.client.get('/api/team/memberships');
    expect(memberships.body).toEqual([
      { leadId: lead.id, leadUsername: 'team.lead', addedAt: expect.any(String) },
    ]);
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

  it("lets an administrator change any lead's team, another lead none, and audits who changed which team", async () => {
    const admin = await server.user('team.admin', 'admin');
    const rival = await server.user('team.rival', 'team_lead');
    const newcomer = await server.user('team.newcomer');
    const url = `/api/team/members?leadId=${lead.id}`;
    const refused = await rival.client.post(url, { userId: newcomer.id });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Only the team's lead or an administrator can change this team.");
    expect((await rival.client.delete(`/api/team/members/${member.id}?leadId=${lead.id}`)).status).toBe(403);

    expect((await admin.client.post(url, { userId: newcomer.id })).status).toBe(201);
    expect((await admin.client.get(url)).body.map((m: { userId: string }) => m.userId)).toContain(
      newcomer.id,
    );
    const notALead = await admin.client.post(`/api/team/members?leadId=${other.id}`, { userId: newcomer.id });
    expect(notALead.status).toBe(404);
    expect(notALead.body.message).toBe('Team lead not found.');
    expect((await admin.client.delete(`/api/team/members/${newcomer.id}?leadId=${lead.id}`)).status).toBe(
      200,
    );
    expect(
      (await lead.client.get('/api/team/members')).body.map((m: { userId: string }) => m.userId),
    ).toEqual([member.id]);

    const audit = await server.db.database.pool.query(
      `SELECT action, username, details FROM audit_log
        WHERE action IN ('TEAM_MEMBER_ADD', 'TEAM_MEMBER_REMOVE') AND details->>'memberId' = $1 ORDER BY id`,
      [newcomer.id],
    );
    expect(audit.rows).toEqual([
      {
        action: 'TEAM_MEMBER_ADD',
        username: 'team.admin',
        details: { leadId: lead.id, memberId: newcomer.id, memberUsername: 'team.newcomer' },
      },
      {
        action: 'TEAM_MEMBER_REMOVE',
        username: 'team.admin',
        details: { leadId: lead.id, memberId: newcomer.id, memberUsername: 'team.newcomer' },
      },
    ]);
  });
});
