import { strFromU8, unzipSync } from 'fflate';
import { startTestServer, type TestServer, type TestUser } from '../../../test/support/test-server';
import { formTeam, workInTeamMode } from '../../../test/support/team';
import { WITHHELD_SOURCE_TEXT } from '@csw/contracts';
import { insertTestDocument, seedText } from '../../analysis/testing/analysis-fixtures';
import { allText, downloadArchive } from '../../data-export/testing/archive-download';
import { quotesHeld, quotesOf } from '../../platform/testing/quoted-words';

let server: TestServer;
let alice: TestUser;
let bob: TestUser;
let lead: TestUser;
const ids: Record<string, string> = {};
// A PDF's first bytes and an incompressible tail: the original must come back byte for byte.
const ORIGINAL = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 131) % 256)),
]);

const query = (text: string, values: unknown[] = []) => server.db.database.pool.query(text, values);

beforeAll(async () => {
  server = await startTestServer();
  alice = await server.user('export.alice');
  bob = await server.user('export.bob');
  lead = await server.user('export.lead', 'team_lead');

  // Alice's own documents: typed in, SECRET, and uploaded with an original file.
  const typed = await alice.client.post('/api/documents', {
    title: 'Logistics estimate',
    content: 'Fuel for three days.\nWater for five.',
  });
  expect(typed.status).toBe(201);
  ids.typed = typed.body.id;
  const secret = await alice.client.post('/api/documents', {
    document: { title: 'Targeting annex', content: 'Grid references withheld.', classification: 'SECRET' },
  });
  expect(secret.status).toBe(201);
  ids.secret = secret.body.id;
  ids.uploaded = 'export-uploaded-1';
  await query(
    `INSERT INTO documents (id, owner_id, title, content) VALUES ($1, $2, 'Signal plan', 'Primary and alternate nets.')`,
    [ids.uploaded, alice.id],
  );
  await query(
    `INSERT INTO document_files (document_id, filename, mime_type, size, bytes) VALUES ($1, '../Signal plan.pdf', 'application/pdf', $2, $3)`,
    [ids.uploaded, ORIGINAL.length, ORIGINAL],
  );

  // What Alice may read but does not own: Bob's private and shared documents, the team's, the library.
  ids.bobPrivate = (
    await bob.client.post('/api/documents', { title: 'Bob private diary', content: 'PRIVATE-MARKER-BOB' })
  ).body.id;
  ids.bobShared = (
    await bob.client.post('/api/documents', { title: 'Bob shared order', content: 'SHARED-MARKER-BOB' })
  ).body.id;
  expect(
    (
      await bob.client.post(`/api/documents/${ids.bobShared}/share`, {
        sharedWithUserId: alice.id,
        permissionLevel: 'admin',
      })
    ).status,
  ).toBe(201);
  await formTeam(lead, [alice, bob]);
  // Team mode opens the lead's documents to Alice while both work in it.
  await workInTeamMode([alice, lead]);
  ids.leadTeam = (
    await lead.client.post('/api/documents', { title: 'Lead team brief', content: 'TEAM-MARKER-LEAD' })
  ).body.id;
  ids.library = 'export-library-1';
  await query(
    `INSERT INTO documents (id, owner_id, title, content, category) VALUES ($1, NULL, 'Library reference', 'LIBRARY-MARKER', 'space-operations')`,
    [ids.library],
  );

  // Alice's analyses and conversations, Bob's conversation, and a plan each with tasks.
  await query(
    `INSERT INTO conversations (id, owner_id, center_type, title) VALUES
       ('export-think-1', $1, 'THINK', 'Threat assessment of the port'),
       ('export-advise-1', $1, 'ADVISE', 'Red team of the plan'),
       ('export-bob-conv', $2, 'ADVISE', 'BOB-CONVERSATION-MARKER')`,
    [alice.id, bob.id],
  );
  await query(
    `INSERT INTO messages (id, conversation_id, role, content, metadata) VALUES
       ('m1', 'export-think-1', 'user', 'What threatens the port?', '{"kind":"analysis-request"}'),
       ('m2', 'export-think-1', 'assistant', 'Mines and drones.', '{"kind":"analysis-result"}'),
       ('m3', 'export-advise-1', 'user', 'Attack the plan.', '{}'),
       ('m4', 'export-bob-conv', 'user', 'BOB-MESSAGE-MARKER', '{}')`,
  );
  await query(
    `INSERT INTO plans (id, owner_id, title, description, result) VALUES
       ('export-plan-1', $1, 'Exercise Northern Star', 'Move the brigade.', '{"phases":[]}'),
       ('export-plan-bob', $2, 'BOB-PLAN-MARKER', 'Bob''s plan.', '{}')`,
    [alice.id, bob.id],
  );
  await query(
    `INSERT INTO tasks (id, plan_id, title, kind, status, priority, position) VALUES
       ('export-task-1', 'export-plan-1', 'Issue the warning order', 'planning', 'planning', 'high', 1),
       ('export-task-2', 'export-plan-1', 'Rehearse', 'user', 'done', 'low', 2),
       ('export-task-bob', 'export-plan-bob', 'BOB-TASK-MARKER', 'user', 'planning', 'low', 1)`,
  );
});
afterAll(() => server?.close());

describe('POST /api/export', () => {
  it('downloads a zip of every document, analysis, conversation, plan and audit entry the user owns', async () => {
    const archive = await downloadArchive(server, alice);
    expect(archive.status).toBe(200);
    expect(archive.headers['content-type']).toBe('application/zip');
    expect(archive.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-export\.alice-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(archive.headers['cache-control']).toBe('no-store');
    const manifest = archive.manifest!;
    expect(manifest.user).toEqual({ id: alice.id, username: 'export.alice' });
    expect(manifest.counts).toMatchObject({
      documents: 3,
      originalFiles: 1,
      analyses: 1,
      conversations: 1,
      plans: 1,
      tasks: 2,
    });
    expect(Object.keys(archive.files).sort()).toEqual([...manifest.files, 'manifest.json'].sort());

    // Each document: its metadata, Markdown and .docx with the banner top and bottom, and any original.
    const folders = new Map<string, string>();
    for (const path of manifest.files.filter((p) => p.endsWith('/document.json'))) {
      folders.set(archive.json<{ id: string }>(path).id, path.replace(/\/document\.json$/, ''));
    }
    expect(new Set(folders.keys())).toEqual(new Set([ids.typed, ids.secret, ids.uploaded]));
    const secretDir = folders.get(ids.secret)!;
    const secretName = secretDir.split('/').pop()!;
    const markdown = archive.text(`${secretDir}/${secretName}.md`).trim().split('\n');
    expect(markdown[0]).toBe('**SECRET**');
    expect(markdown[markdown.length - 1]).toBe('**SECRET**');
    expect(markdown).toContain('# Targeting annex');
    const docx = unzipSync(archive.files[`${secretDir}/${secretName}.docx`]!);
    const body = strFromU8(docx['word/document.xml']!);
    expect(body).toContain('Targeting annex');
    expect(body.match(/>SECRET</g)!.length).toBeGreaterThanOrEqual(2);
    expect(strFromU8(docx['word/header1.xml'] ?? new Uint8Array())).toContain('SECRET');
    const typedDir = folders.get(ids.typed)!;
    expect(archive.text(`${typedDir}/${typedDir.split('/').pop()}.md`)).toMatch(/^\*\*UNCLASSIFIED\*\*\n/);

    const uploadedDir = folders.get(ids.uploaded)!;
    const original = manifest.files.find((p) => p.startsWith(`${uploadedDir}/original/`))!;
    // The stored name tried to climb out of its folder: only its last part is kept.
    expect(original).toBe(`${uploadedDir}/original/Signal plan.pdf`);
    expect(Buffer.from(archive.files[original]!).equals(ORIGINAL)).toBe(true);
    expect(archive.json<{ original: unknown }>(`${uploadedDir}/document.json`).original).toEqual({
      filename: '../Signal plan.pdf',
      mimeType: 'application/pdf',
      size: ORIGINAL.length,
    });

    // Analyses, conversations and plans as JSON, with their messages and tasks.
    const analysis = archive.json<{ id: string; messages: { content: string }[] }>(
      manifest.files.find((p) => p.startsWith('analyses/'))!,
    );
    expect(analysis.id).toBe('export-think-1');
    expect(analysis.messages.map((m) => m.content)).toEqual([
      'What threatens the port?',
      'Mines and drones.',
    ]);
    const conversation = manifest.files.find((p) => p.startsWith('conversations/'))!;
    expect(conversation).toMatch(/^conversations\/advise\/Red-team-of-the-plan-export-a\.json$/);
    const plan = archive.json<{ plan: { id: string }; tasks: { id: string }[] }>(
      manifest.files.find((p) => p.startsWith('plans/'))!,
    );
    expect(plan.plan.id).toBe('export-plan-1');
    expect(plan.tasks.map((t) => t.id).sort()).toEqual(['export-task-1', 'export-task-2']);

    // The user's own audit entries, oldest first.
    const audit = archive.json<{ userId: string; action: string }[]>('audit/my-audit-entries.json');
    expect(audit.length).toBeGreaterThan(0);
    expect(audit[0]!.action).toBe('REGISTER');
    for (const entry of audit) expect(entry.userId).toBe(alice.id);
    expect(manifest.counts.auditEntries).toBe(audit.length);
  });

  it('never holds anything the user does not own, however they may read it', async () => {
    // Alice reads all of these (shared with her, her team's, the library) and owns none of them.
    for (const id of [ids.bobShared, ids.leadTeam, ids.library]) {
      expect((await alice.client.get(`/api/documents/${id}`)).status).toBe(200);
    }
    const archive = await downloadArchive(server, alice);
    const text = allText(archive.files);
    for (const marker of [
      'PRIVATE-MARKER-BOB',
      'SHARED-MARKER-BOB',
      'TEAM-MARKER-LEAD',
      'LIBRARY-MARKER',
      'BOB-CONVERSATION-MARKER',
      'BOB-MESSAGE-MARKER',
      'BOB-PLAN-MARKER',
      'BOB-TASK-MARKER',
    ]) {
      expect({ marker, found: text.includes(marker) }).toEqual({ marker, found: false });
    }
    // Her own audit entries name what she opened (that is her record); nothing else names another's row.
    const { 'audit/my-audit-entries.json': _audit, ...rest } = archive.files;
    const withoutAudit = allText(rest);
    for (const id of [ids.bobPrivate!, ids.bobShared!, ids.leadTeam!, ids.library!]) {
      expect({ id, found: withoutAudit.includes(id) }).toEqual({ id, found: false });
    }

    // Bob's archive has his own and nothing of Alice's.
    const bobs = await downloadArchive(server, bob);
    expect(bobs.manifest!.counts).toMatchObject({ documents: 2, conversations: 1, plans: 1, tasks: 1 });
    const bobText = allText(bobs.files);
    for (const marker of [
      'Targeting annex',
      'Logistics estimate',
      'Mines and drones.',
      'Exercise Northern Star',
    ]) {
      expect({ marker, found: bobText.includes(marker) }).toEqual({ marker, found: false });
    }
  });

  it('gives a user with nothing yet an archive with an empty audit list', async () => {
    const carol = await server.user('export.carol');
    const archive = await downloadArchive(server, carol);
    expect(archive.status).toBe(200);
    expect(archive.manifest!.files).toEqual(['audit/my-audit-entries.json']);
    const audit = archive.json<{ action: string }[]>('audit/my-audit-entries.json');
    expect(audit.map((e) => e.action)).toEqual(['REGISTER']);
  });

  it('is audited as DATA_EXPORT with what the archive holds', async () => {
    const before = await query(
      `SELECT count(*)::int AS n FROM audit_log WHERE user_id = $1 AND action = 'DATA_EXPORT'`,
      [alice.id],
    );
    await downloadArchive(server, alice);
    const entries = await query(
      `SELECT outcome, details FROM audit_log WHERE user_id = $1 AND action = 'DATA_EXPORT' ORDER BY id DESC`,
      [alice.id],
    );
    expect(entries.rows.length).toBe(before.rows[0].n + 1);
    expect(entries.rows[0].outcome).toBe('success');
    expect(entries.rows[0].details).toMatchObject({ documents: 3, plans: 1, tasks: 2 });
    expect(entries.rows[0].details.bytes).toBeGreaterThan(0);
  });

  it('answers 401 signed out and 400 to a body with options it does not know', async () => {
    expect((await downloadArchive(server, null)).status).toBe(401);
    expect((await alice.client.post('/api/export', { include: 'everything' })).status).toBe(400);
  });
});

describe('POST /api/export: saved results follow access', () => {
  it('withholds from a former grantee the words of a document no longer shared, not from its owner', async () => {
    const owner = await server.user('export.doc-owner');
    const grantee = await server.user('export.grantee');
    const db = server.db.database.db;
    const shared = await insertTestDocument(db, {
      ownerId: owner.id,
      title: 'Cyber threat brief',
      content: seedText('cyber-threat-001'),
    });
    const own = await insertTestDocument(db, {
      ownerId: grantee.id,
      title: 'Satellite operations notes',
      content: seedText('sat-ops-001'),
    });
    const grant = { sharedWithUserId: grantee.id, permissionLevel: 'read' };
    expect((await owner.client.post(`/api/documents/${shared}/share`, grant)).status).toBe(201);
    const body = {
      question: 'What threatens the ground station and its satellite links?',
      analysisType: 'threat-assessment',
    };
    const granted = await grantee.client.post('/api/analysis', { ...body, documentIds: [shared, own] });
    const owners = await owner.client.post('/api/analysis', { ...body, documentIds: [shared] });
    expect([granted.status, owners.status]).toEqual([200, 200]);
    const exportedAnalysis = (archive: Awaited<ReturnType<typeof downloadArchive>>) =>
      archive.json<{ id: string; withheldSources: number; messages: unknown[] }>(
        archive.manifest!.files.find((p) => p.startsWith('analyses/'))!,
      );

    const before = exportedAnalysis(await downloadArchive(server, grantee));
    expect(before.withheldSources).toBe(0);
    const quoted = quotesOf(before, shared);
    const ownQuotes = quotesOf(before, own);
    expect(quoted.length).toBeGreaterThan(0);
    expect(quotesHeld(before, quoted)).toEqual(quoted);

    expect((await owner.client.delete(`/api/documents/${shared}/shares/${grantee.id}`)).status).toBe(200);

    const archive = await downloadArchive(server, grantee);
    const after = exportedAnalysis(archive);
    expect(after.id).toBe(granted.body.conversationId);
    expect(after.withheldSources).toBe(1);
    expect(archive.manifest!.counts.withheldSources).toBe(1);
    expect(quotesHeld(after, quoted)).toEqual([]);
    expect(quotesHeld({ all: allText(archive.files) }, quoted)).toEqual([]);
    expect(JSON.stringify(after)).toContain(WITHHELD_SOURCE_TEXT);
    expect(quotesHeld(after, ownQuotes)).toEqual(ownQuotes);

    // The document's owner exports their analysis of it with every quote.
    const ownerArchive = await downloadArchive(server, owner);
    const ownerAnalysis = exportedAnalysis(ownerArchive);
    expect(ownerAnalysis.withheldSources).toBe(0);
    expect(ownerArchive.manifest!.counts.withheldSources).toBeUndefined();
    const ownerQuotes = quotesOf(ownerAnalysis, shared);
    expect(ownerQuotes.length).toBeGreaterThan(0);
    expect(quotesHeld(ownerAnalysis, ownerQuotes)).toEqual(ownerQuotes);
  });
});
