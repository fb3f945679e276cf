import { startTestServer, type TestServer, type TestUser } from '../../../test/support/test-server';

let server: TestServer;
let user: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  user = await server.user('conv.user');
});
afterAll(() => server?.close());

describe('conversations', () => {
  it('keeps messages in order with their metadata, and filters by center', async () => {
    const created = await user.client.post('/api/conversations', {
      centerType: 'ADVISE',
      title: 'War council on COA 2',
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    for (const [role, content] of [
      ['user', 'Should we commit the reserve?'],
      ['assistant', 'The skeptic doubts the fuel estimate.'],
    ]) {
      const reply = await user.client.post(`/api/conversations/${id}/messages`, {
        role,
        content,
        metadata: { personaId: 'skeptic' },
      });
      expect(reply.status).toBe(201);
    }
    const full = await user.client.get(`/api/conversations/${id}`);
    expect(full.body.messages.map((m: { content: string }) => m.content)).toEqual([
      'Should we commit the reserve?',
      'The skeptic doubts the fuel estimate.',
    ]);
    expect(full.body.messages[1].metadata).toEqual({ personaId: 'skeptic' });

    await user.client.post('/api/conversations', { centerType: 'THINK', title: 'Threat follow-up' });
    const advise = await user.client.get('/api/conversations?centerType=ADVISE');
    expect(advise.body.map((c: { id: string }) => c.id)).toEqual([id]);
    expect((await user.client.get('/api/conversations?centerType=PLAN')).status).toBe(400);
    expect(
      (await user.client.post(`/api/conversations/${id}/messages`, { role: 'root', content: 'x' })).status,
    ).toBe(400);
  });

  it('renames and deletes a conversation with its messages', async () => {
    const { body } = await user.client.post('/api/conversations', { centerType: 'EXECUTE', title: 'Draft' });
    await user.client.post(`/api/conversations/${body.id}/messages`, { role: 'user', content: 'x' });
    expect((await user.client.put(`/api/conversations/${body.id}`, { title: 'Final' })).body.title).toBe(
      'Final',
    );
    expect((await user.client.delete(`/api/conversations/${body.id}`)).status).toBe(200);
    expect((await user.client.get(`/api/conversations/${body.id}`)).status).toBe(404);
    const left = await server.db.database.pool.query(
      'SELECT count(*)::int AS n FROM messages WHERE conversation_id = $1',
      [body.id],
    );
    expect(left.rows[0].n).toBe(0);
  });
});
