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
    expect(added.body).toMatchObject({ userId: member.id, username: 'team.member' });
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

  it('lists users with id, username and email only, by name prefix', async () => {
    const found = await other.client.get('/api/users?q=TEAM.');
    expect(found.body.map((u: { username: string }) => u.username)).toEqual([
      'team.lead',
      'team.member',
      'team.other',
    ]);
    expect((await other.client.get('/api/users?q=%25')).body).toEqual([]); // a LIKE wildcard is literal
    expect((await other.client.get('/api/users?limit=1')).body).toHaveLength(1);
  });
});
