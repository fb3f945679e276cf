import {
  STRONG_PASSWORD,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../../test/support/test-server';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.user('adm.root', 'admin');
});
afterAll(() => server?.close());

async function requester(username: string, requestedRole: 'team_lead' | 'admin') {
  const client = server.client();
  const reply = await client.post('/api/auth/register', {
    username,
    password: STRONG_PASSWORD,
    requestedRole,
  });
  return { id: reply.body.user.id as string, client };
}

async function pendingRequestOf(userId: string): Promise<string> {
  const list = await admin.client.get('/api/admin/role-requests?status=pending');
  return list.body.find((r: { userId: string }) => r.userId === userId).id;
}

describe('role requests', () => {
  it('gives the role when approved, once', async () => {
    const lead = await requester('adm.lead', 'team_lead');
    const users = await admin.client.get('/api/admin/users');
    expect(users.body.find((u: { id: string }) => u.id === lead.id)).toMatchObject({
      role: 'user',
      pendingRoleRequest: 'team_lead',
      status: 'active',
    });
    const requestId = await pendingRequestOf(lead.id);
    const decided = await admin.client.post(`/api/admin/role-requests/${requestId}/decision`, {
      decision: 'approve',
    });
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({
      status: 'approved',
      decidedBy: admin.id,
      requestedRole: 'team_lead',
    });
    expect((await lead.client.get('/api/auth/me')).body.user).toMatchObject({
      role: 'team_lead',
      pendingRoleRequest: null,
    });
    const again = await admin.client.post(`/api/admin/role-requests/${requestId}/decision`, {
      decision: 'refuse',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This request was already approved.');
    const entries = await admin.client.get('/api/admin/audit?action=ROLE_DECISION');
    expect(entries.body.items[0].details).toMatchObject({ decision: 'approve', userId: lead.id });
  });

  it('leaves the role unchanged when refused', async () => {
    const wannabe = await requester('adm.wannabe', 'admin');
    const requestId = await pendingRequestOf(wannabe.id);
    expect(
      (await admin.client.post(`/api/admin/role-requests/${requestId}/decision`, { decision: 'refuse' })).body
        .status,
    ).toBe('refused');
    expect((await wannabe.client.get('/api/auth/me')).body.user).toMatchObject({
      role: 'user',
      pendingRoleRequest: null,
    });
    expect((await wannabe.client.get('/api/admin/users')).status).toBe(403);
  });

  it('lists requests by status', async () => {
    const refused = await admin.client.get('/api/admin/role-requests?status=refused');
    expect(refused.body.every((r: { status: string }) => r.status === 'refused')).toBe(true);
    expect((await admin.client.get('/api/admin/role-requests?status=maybe')).status).toBe(400);
  });
});

describe('account status', () => {
  it('disables an account at once on every session, and enables it again', async () => {
    const target = await server.user('adm.target');
    expect((await target.client.get('/api/auth/me')).status).toBe(200);
    const disabled = await admin.client.put(`/api/admin/users/${target.id}/status`, { status: 'disabled' });
    expect(disabled.body).toMatchObject({ id: target.id, status: 'disabled' });
    expect((await target.client.get('/api/auth/me')).status).toBe(401);
    const login = await server
      .client()
      .post('/api/auth/login', { username: 'adm.target', password: STRONG_PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.message).toMatch(/disabled/);
    // A disabled account is offered by no people lookup (share, team); enabled, it is again.
    const offered = async () =>
      (await admin.client.get('/api/users?query=adm.target')).body.some(
        (u: { id: string }) => u.id === target.id,
      );
    expect(await offered()).toBe(false);

    await admin.client.put(`/api/admin/users/${target.id}/status`, { status: 'active' });
    expect(await offered()).toBe(true);
    expect(
      (await server.client().post('/api/auth/login', { username: 'adm.target', password: STRONG_PASSWORD }))
        .status,
    ).toBe(200);
    const entries = await admin.client.get('/api/admin/audit?action=USER_STATUS');
    expect(entries.body.items.map((e: { details: { to: string } }) => e.details.to)).toEqual([
      'active',
      'disabled',
    ]);
  });

  it('never lets an administrator disable themselves', async () => {
    const reply = await admin.client.put(`/api/admin/users/${admin.id}/status`, { status: 'disabled' });
    expect(reply.status).toBe(400);
    expect((await admin.client.get('/api/auth/me')).status).toBe(200);
  });

  it('answers 404 for an unknown account', async () => {
    expect((await admin.client.put('/api/admin/users/nobody/status', { status: 'disabled' })).status).toBe(
      404,
    );
  });
});
