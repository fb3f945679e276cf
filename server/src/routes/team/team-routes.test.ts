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
