import { startTestServer, type TestServer, type TestUser } from '../../test/support/test-server';
import { textChange } from '../audit/text-change';

/*
 * Classification and access on every path (issue: clearances, no silent downgrade, no lost edit): each case
 * failed before the rule it names.
 */
let server: TestServer;
let owner: TestUser;
let writer: TestUser;
let uncleared: TestUser;
let admin: TestUser;
const SECRET_TEXT =
  'The convoy will leave the northern depot at 0200 on the second night and cross the river at the old ford.';

async function secretDocument(title: string): Promise<{ id: string; version: number }> {
  const created = await owner.client.post('/api/documents', {
    title,
    content: `${SECRET_TEXT} Escort strength is two platoons.`,
    classification: 'SECRET',
    category: 'intelligence-cyber',
    documentType: 'Intelligence Report',
  });
  expect(created.status).toBe(201);
  return created.body;
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.user('cls.owner');
  writer = await server.user('cls.writer');
  uncleared = await server.user('cls.uncleared', 'user', 'UNCLASS');
  admin = await server.user('cls.admin', 'admin');
});
afterAll(() => server?.close());

describe('an edit that leaves out a field keeps it', () => {
  it('keeps classification, category and type when only the title changes, and audits old and new values', async () => {
    const doc = await secretDocument('Convoy timings');
    const edited = await owner.client.put(`/api/documents/${doc.id}`, {
      title: 'Convoy timings v2',
      version: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: 'Convoy timings v2',
      classification: 'SECRET',
      category: 'intelligence-cyber',
      documentType: 'Intelligence Report',
      version: 2,
    });
    const audit = await admin.client.get('/api/admin/audit?action=DOC_UPDATE&limit=5');
    const entry = audit.body.items.find(
      (e: { details: { documentId?: string } }) => e.details.documentId === doc.id,
    );
    // A title's change is kept by length and digest: the log never holds a SECRET document's words.
    expect(entry.details.changes).toEqual({ title: textChange('Convoy timings', 'Convoy timings v2') });
    expect(JSON.stringify(entry.details.changes)).not.toContain('Convoy');
  });

  it('refuses an edit without the version it was made on, and a stale one with the current version', async () => {
    const doc = await secretDocument('Escort plan');
    expect((await owner.client.put(`/api/documents/${doc.id}`, { title: 'No version' })).status).toBe(400);
    await owner.client.put(`/api/documents/${doc.id}`, { content: 'newer text', version: 1 });
    const stale = await owner.client.put(`/api/documents/${doc.id}`, { content: 'older copy', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'VERSION_CONFLICT', currentVersion: 2 });
  });
});

describe('lowering a marking', () => {
  it('is refused to a write grantee, needs a reason from the owner, and is audited with the reason', async () => {
    const doc = await secretDocument('Ford crossing');
    const share = await owner.client.post(`/api/documents/${doc.id}/share`, {
      sharedWithUserId: writer.id,
      permissionLevel: 'write',
    });
    expect(share.status).toBe(201);
    const byWriter = await writer.client.put(`/api/documents/${doc.id}`, {
      classification: 'UNCLASS',
      classificationReason: 'looks harmless',
      version: 1,
    });
    expect(byWriter.status).toBe(403);
    const noReason = await owner.client.put(`/api/documents/${doc.id}`, {
      classification: 'UNCLASS',
      version: 1,
    });
    expect(noReason.status).toBe(400);
    const lowered = await owner.client.put(`/api/documents/${doc.id}`, {
      title: 'Ford crossing (released)',
      content: 'Released summary: a river crossing is planned.',
      classification: 'UNCLASS',
      classificationReason: 'Declassified by the S2 after the operation',
      version: 1,
    });
    expect(lowered.status).toBe(200);
    expect(lowered.body.classification).toBe('UNCLASS');
    const audit = await admin.client.get('/api/admin/audit?action=DOC_UPDATE&limit=10');
    const entry = audit.body.items.find(
      (e: { details: { documentId?: string } }) => e.details.documentId === doc.id,
    );
    expect(entry.details.changes.classification).toEqual({ from: 'SECRET', to: 'UNCLASS' });
    expect(entry.details.loweredBecause).toBe('Declassified by the S2 after the operation');
  });

  it('keeps SECRET when a text holding a SECRET passage is saved without marking', async () => {
    await secretDocument('Depot departure');
    const pasted = await owner.client.post('/api/documents', {
      title: 'Notes for the brief',
      content: `Points for tomorrow. ${SECRET_TEXT}`,
    });
    expect(pasted.status).toBe(201);
    expect(pasted.body.classification).toBe('SECRET');
  });
});

describe('drafts saved over a document', () => {
  it('need the version, refuse a stale one, and never lose the marking the document has', async () => {
    const first = await owner.client.post('/api/drafts/save', {
      title: 'Sustainment annex',
      content: 'Water and rations for one day.',
      classification: 'SECRET',
    });
    expect(first.body).toMatchObject({ classification: 'SECRET', version: 1 });
    const id = first.body.documentId;
    const noVersion = await owner.client.post('/api/drafts/save', {
      documentId: id,
      title: 'x',
      content: 'y',
    });
    expect(noVersion.status).toBe(400);
    const second = await owner.client.post('/api/drafts/save', {
      documentId: id,
      version: 1,
      title: 'Sustainment annex',
      content: 'Water and rations for two days.',
    });
    expect(second.body).toMatchObject({ classification: 'SECRET', version: 2 });
    const stale = await owner.client.post('/api/drafts/save', {
      documentId: id,
      version: 1,
      title: 'Sustainment annex',
      content: 'An older copy.',
      classification: 'UNCLASS',
    });
    expect(stale.status).toBe(409);
    const current = await owner.client.get(`/api/documents/${id}`);
    expect(current.body).toMatchObject({
      content: 'Water and rations for two days.',
      classification: 'SECRET',
    });
  });
});

describe('clearances', () => {
  it('hide every SECRET document from an account cleared for UNCLASS, until an administrator grants SECRET', async () => {
    const doc = await secretDocument('Night move order');
    const open = await owner.client.post('/api/documents', {
      title: 'Night move summary',
      content: 'night move',
    });
    const me = await uncleared.client.get('/api/auth/me');
    expect(me.body.user.clearance).toBe('UNCLASS');
    expect((await uncleared.client.get(`/api/documents/${doc.id}`)).status).toBe(404);
    // Shared with them: refused, with the reason.
    const share = await owner.client.post(`/api/documents/${doc.id}/share`, {
      sharedWithUserId: uncleared.id,
      permissionLevel: 'read',
    });
    expect(share.status).toBe(403);
    expect(share.body.message).toMatch(/not cleared for SECRET/);
    // The open one can be shared; the list, search and the library never show the SECRET one.
    expect(
      (await owner.client.post(`/api/documents/${open.body.id}/share`, { sharedWithUserId: uncleared.id }))
        .status,
    ).toBe(201);
    const list = await uncleared.client.get('/api/documents?limit=100');
    expect(list.body.items.every((d: { classification: string }) => d.classification === 'UNCLASS')).toBe(
      true,
    );
    const search = await uncleared.client.post('/api/search', { query: 'night move order convoy' });
    const hits = JSON.stringify(search.body);
    expect(hits).not.toContain(doc.id);
    expect(hits).not.toContain('northern depot');
    // Nobody marks above their own clearance.
    const tooHigh = await uncleared.client.post('/api/documents', {
      title: 'Mine',
      content: 'x',
      classification: 'SECRET',
    });
    expect(tooHigh.status).toBe(403);

    const granted = await admin.client.put(`/api/admin/users/${uncleared.id}/clearance`, {
      clearance: 'SECRET',
      reason: 'Joined the plans cell',
    });
    expect(granted.status).toBe(200);
    expect(granted.body.clearance).toBe('SECRET');
    expect((await uncleared.client.get(`/api/documents/${doc.id}`)).status).toBe(404);
    expect(
      (await owner.client.post(`/api/documents/${doc.id}/share`, { sharedWithUserId: uncleared.id })).status,
    ).toBe(201);
    expect((await uncleared.client.get(`/api/documents/${doc.id}`)).status).toBe(200);
    const audit = await admin.client.get('/api/admin/audit?action=USER_CLEARANCE');
    expect(audit.body.items[0].details).toMatchObject({
      from: 'UNCLASS',
      to: 'SECRET',
      reason: 'Joined the plans cell',
    });
    // Only administrators change clearances.
    expect(
      (
        await owner.client.put(`/api/admin/users/${owner.id}/clearance`, {
          clearance: 'SECRET',
          reason: 'me',
        })
      ).status,
    ).toBe(403);
    await admin.client.put(`/api/admin/users/${uncleared.id}/clearance`, {
      clearance: 'UNCLASS',
      reason: 'Left',
    });
    expect((await uncleared.client.get(`/api/documents/${doc.id}`)).status).toBe(404);
  });

  it("files EXECUTE's reports at the highest marking of the plan's sources", async () => {
    const doc = await secretDocument('Route reconnaissance');
    const plan = await owner.client.post('/api/plans/orchestrate', {
      description: 'Conduct a night convoy to the northern depot by 0600 to resupply the battalion.',
      documentIds: [doc.id],
    });
    expect(plan.status).toBe(201);
    const planId = plan.body.plan.id;
    expect(plan.body.plan.classification).toBe('SECRET');
    const report = await owner.client.post(`/api/plans/${planId}/reports`, { kind: 'mission-brief' });
    expect(report.status).toBe(201);
    const filed = await owner.client.get(`/api/documents/${report.body.documentId}`);
    expect(filed.body.classification).toBe('SECRET');
    // An account without the clearance does not reach the plan even in team mode.
    expect((await uncleared.client.get(`/api/plans/${planId}`)).status).toBe(404);
  });
});
