import { STRONG_PASSWORD, startTestServer, type TestServer } from '../../../test/support/test-server';

let server: TestServer;
afterAll(() => server?.close());

// The lookup's cap, its minimum length and the plain read's page are tested with the team (team-routes.test.ts).
describe('GET /api/users (the spec read of id, username and email)', () => {
  it('gives the email a person registered with, or null, and nothing else of the account', async () => {
    server = await startTestServer();
    const caller = await server.user('dir.caller');
    const withEmail = await server.client().post('/api/auth/register', {
      username: 'dir.signals',
      password: STRONG_PASSWORD,
      email: 'signals@staff.example',
    });
    expect(withEmail.status).toBe(201);
    await server.user('dir.supply');

    const found = await caller.client.get('/api/users?query=dir.s');
    expect(found.status).toBe(200);
    expect(found.body).toEqual([
      { id: withEmail.body.user.id, username: 'dir.signals', email: 'signals@staff.example' },
      { id: expect.any(String), username: 'dir.supply', email: null },
    ]);
    const plain = await caller.client.get('/api/users');
    expect(plain.status).toBe(200);
    for (const person of plain.body) expect(Object.keys(person).sort()).toEqual(['email', 'id', 'username']);
  });
});
