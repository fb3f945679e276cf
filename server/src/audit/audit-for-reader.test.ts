import { startTestServer, type TestServer, type TestUser } from '../../test/support/test-server';
import { auditLog } from '../db/schema/audit';
import { textChange } from './text-change';

/*
 * The audit log leaks nothing: entries name documents and plans by id with their marking, and the reader's
 * clearance decides which titles are shown (issue 37: an UNCLASS administrator read SECRET titles).
 */
const SECRET_TITLE = 'Operation NIGHTJAR targeting annex';
const MISSION =
  'Task Force NIGHTJAR seizes OBJ HERON NLT 150600Z MAR 27 to deny the enemy the coastal road. Move by night.';

let server: TestServer;
let owner: TestUser;
let grantee: TestUser;
let unclassAdmin: TestUser;
let secretAdmin: TestUser;
let documentId: string;
let planId: string;
beforeAll(async () => {
  server = await startTestServer();
  owner = await server.user('ledger.owner');
  grantee = await server.user('ledger.grantee');
  unclassAdmin = await server.user('ledger.admin.u', 'admin', 'UNCLASS');
  secretAdmin = await server.user('ledger.admin.s', 'admin', 'SECRET');
  const created = await owner.client.post('/api/documents', {
    title: SECRET_TITLE,
    content: 'Strike the radar site at grid 4471 at first light.',
    classification: 'SECRET',
  });
  expect(created.body.classification).toBe('SECRET');
  documentId = created.body.id;
  expect((await owner.client.get(`/api/documents/${documentId}`)).status).toBe(200);
  const shared = await owner.client.post(`/api/documents/${documentId}/share`, {
    sharedWithUserId: grantee.id,
  });
  expect(shared.status).toBe(201);
  const plan = await owner.client.post('/api/plans/orchestrate', {
    description: MISSION,
    documentIds: [documentId],
  });
  expect(plan.body.plan.classification).toBe('SECRET');
  planId = plan.body.plan.id;
});
afterAll(() => server?.close());

const ownerEntries = (admin: TestUser, format: 'json' | 'csv' = 'json') =>
  admin.client.get(`/api/admin/audit${format === 'csv' ? '.csv' : ''}?userId=${owner.id}&limit=500`);

const detailsOf = (items: { action: string; details: Record<string, unknown> }[], action: string) =>
  items.filter((e) => e.action === action).map((e) => e.details);

describe('the audit log', () => {
  it('stores documents and plans by id and marking, never their titles or the mission', async () => {
    const { rows } = await server.db.database.pool.query(
      'SELECT action, details FROM audit_log WHERE user_id = $1',
      [owner.id],
    );
    expect(rows.map((r: { action: string }) => r.action)).toEqual(
      expect.arrayContaining(['DOC_SAVE', 'DOC_VIEW', 'SHARE', 'TASK_ORCHESTRATE']),
    );
    expect(JSON.stringify(rows)).not.toMatch(/NIGHTJAR|HERON/);
    const view = rows.find((r: { action: string }) => r.action === 'DOC_VIEW');
    expect(view.details).toEqual({ documentId, classification: 'SECRET' });
    const orchestrated = rows.find((r: { action: string }) => r.action === 'TASK_ORCHESTRATE');
    expect(orchestrated.details).toMatchObject({ planId, classification: 'SECRET' });
  });

  it('shows an administrator cleared for UNCLASS "[SECRET document]" and "[SECRET plan]", on screen and in the CSV', async () => {
    const page = await ownerEntries(unclassAdmin);
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).not.toMatch(/NIGHTJAR|HERON/);
    for (const action of ['DOC_SAVE', 'DOC_VIEW', 'SHARE'])
      expect(detailsOf(page.body.items, action)).toContainEqual(
        expect.objectContaining({ documentId, title: '[SECRET document]' }),
      );
    expect(detailsOf(page.body.items, 'TASK_ORCHESTRATE')).toContainEqual(
      expect.objectContaining({ planId, title: '[SECRET plan]' }),
    );
    const csv = await ownerEntries(unclassAdmin, 'csv');
    expect(csv.status).toBe(200);
    expect(csv.text).not.toMatch(/NIGHTJAR|HERON/);
    expect(csv.text).toContain('[SECRET document]');
    expect(csv.text).toContain('[SECRET plan]');
  });

  it('shows an administrator cleared for SECRET the titles as they are now', async () => {
    const page = await ownerEntries(secretAdmin);
    expect(detailsOf(page.body.items, 'DOC_VIEW')).toContainEqual(
      expect.objectContaining({ documentId, title: SECRET_TITLE }),
    );
    const plan = detailsOf(page.body.items, 'TASK_ORCHESTRATE')[0]!;
    expect(plan.title).toMatch(/NIGHTJAR/);
    expect((await ownerEntries(secretAdmin, 'csv')).text).toContain(SECRET_TITLE);
  });

  it('never shows an uncleared administrator a title an older release stored in an entry', async () => {
    const deleted = { documentId: 'gone-before-upgrade', title: 'Operation NIGHTJAR casualty list' };
    // Entries as an older release wrote them, straight into the log (no route writes like this any more).
    const legacy = (action: string, details: Record<string, unknown>) => ({
      userId: owner.id,
      username: owner.username,
      action,
      outcome: 'success' as const,
      details,
    });
    await server.db.database.db.insert(auditLog).values([
      legacy('DOC_VIEW', { documentId, title: SECRET_TITLE }),
      legacy('DOC_DELETE', deleted),
      legacy('TASK_ORCHESTRATE', { planId, title: 'Task Force NIGHTJAR seizes OBJ HERON' }),
      legacy('DOC_UPDATE', {
        documentId,
        title: SECRET_TITLE,
        changes: {
          title: { from: 'NIGHTJAR draft', to: SECRET_TITLE },
          classification: { from: 'UNCLASS', to: 'SECRET' },
        },
      }),
    ]);
    for (const admin of [unclassAdmin, secretAdmin]) {
      const page = await ownerEntries(admin);
      const text = JSON.stringify(page.body);
      expect(text).not.toContain('casualty list');
      expect(text).not.toContain('NIGHTJAR draft');
      expect(detailsOf(page.body.items, 'DOC_DELETE')).toContainEqual({
        documentId: 'gone-before-upgrade',
        title: '[deleted document]',
      });
      const update = detailsOf(page.body.items, 'DOC_UPDATE')[0]!;
      expect(update.changes).toEqual({
        title: textChange('NIGHTJAR draft', SECRET_TITLE),
        classification: { from: 'UNCLASS', to: 'SECRET' },
      });
      if (admin === unclassAdmin) expect(text).not.toMatch(/NIGHTJAR|HERON/);
    }
  });

  it("lets a user's clearance decide their own entries too", async () => {
    // The owner loses SECRET: their own log shows the marking, not the title.
    await server.db.database.pool.query(`UPDATE users SET clearance = 'UNCLASS' WHERE id = $1`, [owner.id]);
    try {
      const mine = await owner.client.get('/api/audit/me?action=DOC_VIEW');
      expect(mine.status).toBe(200);
      expect(JSON.stringify(mine.body)).not.toContain('NIGHTJAR');
      expect(mine.body.items[0].details.title).toBe('[SECRET document]');
    } finally {
      await server.db.database.pool.query(`UPDATE users SET clearance = 'SECRET' WHERE id = $1`, [owner.id]);
    }
  });
});
