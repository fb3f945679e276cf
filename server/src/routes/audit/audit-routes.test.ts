import { recordAudit } from '../../data/audit-repository';
import { startTestServer, type TestServer, type TestUser } from '../../../test/support/test-server';

let server: TestServer;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.user('audit.admin', 'admin');
  alice = await server.user('audit.alice');
  bob = await server.user('audit.bob');
});
afterAll(() => server?.close());

const pool = () => server.db.database.pool;

describe('the audit log is append-only', () => {
  it('is refused UPDATE, DELETE and TRUNCATE by the database itself', async () => {
    const before = (await pool().query('SELECT count(*)::int AS n FROM audit_log')).rows[0].n;
    await expect(pool().query(`UPDATE audit_log SET action = 'FORGED'`)).rejects.toThrow(/append-only/);
    await expect(pool().query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    await expect(pool().query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    expect((await pool().query('SELECT count(*)::int AS n FROM audit_log')).rows[0].n).toBe(before);
  });

  it('offers no route that changes or deletes an entry', () => {
    const writes = server.app.apiRoutes.filter((r) => /audit/.test(r.url) && r.method !== 'GET');
    expect(writes).toEqual([]);
  });

  it('records who, what, when (UTC), outcome, address and details', async () => {
    await alice.client.post('/api/documents', { title: 'Audited', content: 'text' });
    const mine = await alice.client.get('/api/audit/me?action=DOC_SAVE');
    const entry = mine.body.items[0];
    expect(entry).toMatchObject({
      userId: alice.id,
      username: 'audit.alice',
      action: 'DOC_SAVE',
      outcome: 'success',
      clientAddress: '127.0.0.1',
    });
    expect(entry.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(entry.details.title).toBe('Audited');
  });
});

describe('usage counters and dashboard', () => {
  it('counts successful entries by the words of each center, and documents the user can see', async () => {
    const db = server.db.database.db;
    const who = { userId: bob.id, username: bob.username };
    const actions = [
      'ANALYSIS',
      'DOC_UPLOAD',
      'DOC_GENERATE',
      'CONSULTATION',
      'TASK_ORCHESTRATE',
      'VECTOR_SEARCH',
      'SEARCH',
    ] as const;
    for (const action of actions) await recordAudit(db, { ...who, action });
    await recordAudit(db, { ...who, action: 'ANALYSIS', outcome: 'failure' });
    const doc = await bob.client.post('/api/documents', { title: 'Mine', content: 'text' }); // DOC_SAVE
    await bob.client.get(`/api/documents/${doc.body.id}`); // DOC_VIEW
    const usage = await bob.client.get('/api/audit/usage');
    expect(usage.body).toEqual({ think: 2, create: 2, review: 3, advise: 1, execute: 1, total: 9 });

    await pool().query(
      `INSERT INTO documents (id, owner_id, title, content, created_at) VALUES ('old-doc', $1, 'Old', 'x', now() - interval '8 days')`,
      [bob.id],
    );
    // Neither the organisation library nor a document shared with bob is his: the figures are his own.
    await pool().query(
      `INSERT INTO documents (id, owner_id, title, content) VALUES ('library-doc', NULL, 'Library', 'x')`,
    );
    const carol = await server.user('audit.carol');
    const carols = await carol.client.post('/api/documents', { title: 'For Bob', content: 'text' });
    await carol.client.post(`/api/documents/${carols.body.id}/share`, { sharedWithUserId: bob.id });
    expect((await bob.client.get(`/api/documents/${carols.body.id}`)).status).toBe(200); // DOC_VIEW
    const stats = await bob.client.get('/api/stats/dashboard');
    expect(stats.body).toEqual({
      usage: { ...usage.body, review: usage.body.review + 1, total: usage.body.total + 1 },
      documents: 2,
      thisWeek: 1,
      mode: 'SOLO',
    });
    await bob.client.put('/api/auth/preferences', { teamMode: true });
    expect((await bob.client.get('/api/stats/dashboard')).body.mode).toBe('TEAM');
  });
});

describe('administrators', () => {
  it("read everyone's entries with filters on user, action and time range", async () => {
    const all = await admin.client.get('/api/admin/audit?limit=500');
    expect(new Set(all.body.items.map((e: { userId: string }) => e.userId))).toEqual(
      expect.objectContaining({}),
    );
    expect(all.body.items.some((e: { userId: string }) => e.userId === alice.id)).toBe(true);
    expect(all.body.items.some((e: { userId: string }) => e.userId === bob.id)).toBe(true);

    const alices = await admin.client.get(`/api/admin/audit?userId=${alice.id}`);
    expect(alices.body.items.length).toBeGreaterThan(0);
    for (const entry of alices.body.items) expect(entry.userId).toBe(alice.id);
    expect(alices.body.total).toBe(alices.body.items.length);

    const saves = await admin.client.get('/api/admin/audit?action=DOC_SAVE');
    for (const entry of saves.body.items) expect(entry.action).toBe('DOC_SAVE');

    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await admin.client.get(`/api/admin/audit?from=${encodeURIComponent(future)}`)).body).toEqual({
      items: [],
      total: 0,
    });
    const past = new Date(Date.now() - 3_600_000).toISOString();
    expect((await admin.client.get(`/api/admin/audit?to=${encodeURIComponent(past)}`)).body.total).toBe(0);
    expect((await admin.client.get('/api/admin/audit?from=yesterday')).status).toBe(400);
  });

  it('export the same filters as CSV, safe to open in a spreadsheet', async () => {
    await alice.client.post('/api/documents', {
      title: '=HYPERLINK("http://evil.example","click")',
      content: 'x',
    });
    const csv = await admin.client.get(`/api/admin/audit.csv?userId=${alice.id}&action=DOC_SAVE`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="audit-.*\.csv"/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('id,at,userId,username,action,outcome,clientAddress,details');
    expect(lines.length).toBe(3);
    for (const line of lines.slice(1)) expect(line).toContain(`"${alice.id}"`);
    // A failed sign-in records the attempted name as typed: a formula there is neutralised.
    await server
      .client()
      .post('/api/auth/login', { username: '=cmd|"/c calc"!A1', password: 'not-the-password' });
    const failures = await admin.client.get('/api/admin/audit.csv?action=LOGIN_FAIL');
    expect(failures.text).toContain(`"'=cmd|""/c calc""!A1"`);
    const exported = await admin.client.get('/api/admin/audit?action=AUDIT_EXPORT');
    expect(exported.body.total).toBe(2);
  });
});
