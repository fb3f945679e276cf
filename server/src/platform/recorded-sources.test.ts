import { strFromU8, unzipSync } from 'fflate';
import { WITHHELD_SOURCE_TEXT } from '@csw/contracts';
import { startTestServer, type TestServer, type TestUser } from '../../test/support/test-server';
import { seedText } from '../analysis/testing/analysis-fixtures';
import { allText, downloadArchive } from '../data-export/testing/archive-download';
import { dtgIn, mission } from '../planning/testing/missions';
import { quotesHeld, quotesOf } from './testing/quoted-words';
import { mayReadRecorded, recordSources } from './recorded-sources';

let server: TestServer;
let owner: TestUser;
let grantee: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  owner = await server.user('recorded.owner');
  grantee = await server.user('recorded.grantee');
});
afterAll(() => server?.close());

/** The owner's document S, shared for reading with the grantee; `revoke` ends the share. */
async function sharedDocument(title: string, content: string) {
  const created = await owner.client.post('/api/documents', { title, content });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  const grant = { sharedWithUserId: grantee.id, permissionLevel: 'read' };
  expect((await owner.client.post(`/api/documents/${id}/share`, grant)).status).toBe(201);
  return {
    id,
    revoke: async () =>
      expect((await owner.client.delete(`/api/documents/${id}/shares/${grantee.id}`)).status).toBe(200),
  };
}

/** The stored record of a message or plan, read straight from the database. */
async function recordOf(table: 'messages' | 'plans', column: string, id: string): Promise<string[]> {
  const { rows } = await server.db.database.pool.query(
    `SELECT source_ids FROM ${table} WHERE ${column} = $1 ORDER BY created_at, id`,
    [id],
  );
  return rows.flatMap((row: { source_ids: string[] }) => row.source_ids);
}

/** The text of a Word file downloaded as `user` (its XML parts, joined). */
async function docxText(user: TestUser, url: string): Promise<string> {
  const reply = await server.app.inject({ method: 'GET', url, headers: { cookie: user.client.cookie! } });
  expect(reply.statusCode).toBe(200);
  return Object.values(unzipSync(new Uint8Array(reply.rawPayload)))
    .map((file) => strFromU8(file))
    .join('\n');
}

describe('recordSources', () => {
  it('records what the metadata cites and names as read, never the files kept with the conversation', () => {
    const message = recordSources(
      {
        role: 'assistant',
        content: 'x',
        metadata: {
          documentIds: ['doc-a', 7],
          result: { passages: [{ citation: { documentId: 'doc-b', quote: 'q' } }] },
          findings: [{ citations: [{ documentId: 'attachment-1', quote: 'q' }] }],
        },
      },
      ['attachment-1'],
    );
    expect([...message.sources].sort()).toEqual(['doc-a', 'doc-b']);
  });

  it('checks a recorded source only: what the server did not quote is left as it is', () => {
    const mayRead = mayReadRecorded(new Set(['s', 'r']), new Set(['r']));
    expect([mayRead('s'), mayRead('r'), mayRead('attachment-1')]).toEqual([false, true, true]);
  });
});

describe('sources are the server record: a conversation', () => {
  it("withholds a former grantee's quotes of S though they post an attachments list naming S", async () => {
    const s = await sharedDocument('Cyber threat brief', seedText('cyber-threat-001'));
    const own = await grantee.client.post('/api/documents', {
      title: 'Satellite operations notes',
      content: seedText('sat-ops-001'),
    });
    const analysed = await grantee.client.post('/api/analysis', {
      question: 'What threatens the ground station and its satellite links?',
      analysisType: 'threat-assessment',
      documentIds: [s.id, own.body.id],
    });
    expect(analysed.status).toBe(200);
    const conversationId = analysed.body.conversationId as string;
    // The server recorded both documents when it saved the analysis.
    expect(new Set(await recordOf('messages', 'conversation_id', conversationId))).toEqual(
      new Set([s.id, own.body.id]),
    );
    const before = await grantee.client.get(`/api/conversations/${conversationId}`);
    const quoted = quotesOf(before.body, s.id);
    expect(quoted.length).toBeGreaterThan(0);
    expect(quotesHeld(before.body, quoted)).toEqual(quoted);

    await s.revoke();
    // The former grantee claims S as a file kept with their conversation, the way THINK keeps attachments.
    const posted = await grantee.client.post(`/api/conversations/${conversationId}/messages`, {
      role: 'user',
      content: 'Keep my sources.',
      metadata: { attachments: [{ id: s.id, name: 'brief.txt' }] },
    });
    expect(posted.status).toBe(201);

    const after = await grantee.client.get(`/api/conversations/${conversationId}`);
    expect(after.status).toBe(200);
    expect(after.body.withheldSources).toBe(1);
    expect(quotesHeld(after.body, quoted)).toEqual([]);
    expect(JSON.stringify(after.body)).toContain(WITHHELD_SOURCE_TEXT);
    // Their own document's quotes stay.
    const ownQuotes = quotesOf(before.body, own.body.id);
    expect(ownQuotes.length).toBeGreaterThan(0);
    expect(quotesHeld(after.body, ownQuotes)).toEqual(ownQuotes);
    // The export reads the same record.
    const archive = await downloadArchive(server, grantee);
    const exported = archive.manifest!.files.filter((p) => p.startsWith('analyses/'));
    const held = exported.flatMap((path) => quotesHeld(archive.json(path), quoted));
    expect(held).toEqual([]);
  });
});

describe('sources are the server record: a plan', () => {
  const ESTIMATE = [
    'The river crossing at OBJ FOX is mined and the enemy threat to the bridging site is high.',
    'Enemy artillery covers the near bank of the river crossing at OBJ FOX from the ridge at grid 4471.',
    'The risk to the battalion is greatest while the bridging assets are exposed at the crossing site.',
  ].join('\n');

  it('stops quoting S in the board, its reports and the data export once the share is revoked', async () => {
    const s = await sharedDocument('Engineer estimate', ESTIMATE);
    const orchestrated = await grantee.client.post('/api/plans/orchestrate', {
      description: mission(dtgIn(3).dtg),
      documentIds: [s.id],
    });
    expect(orchestrated.status).toBe(201);
    const planId = orchestrated.body.plan.id as string;
    expect(await recordOf('plans', 'id', planId)).toEqual([s.id]);
    const quoted = quotesOf(orchestrated.body, s.id);
    expect(quoted.length).toBeGreaterThan(0);
    const report = await grantee.client.post(`/api/plans/${planId}/reports`, { kind: 'mission-brief' });
    expect(report.status).toBe(201);
    const docxPath = report.body.docxPath as string;
    expect(quotesHeld({ text: await docxText(grantee, docxPath) }, quoted).length).toBeGreaterThan(0);
    const reportPath = `/api/documents/${report.body.documentId}`;
    expect(quotesHeld((await grantee.client.get(reportPath)).body, quoted).length).toBeGreaterThan(0);

    await s.revoke();

    const board = await grantee.client.get(`/api/plans/${planId}`);
    expect(board.status).toBe(200);
    expect(quotesHeld(board.body, quoted)).toEqual([]);
    expect(JSON.stringify(board.body.plan.result)).toContain(WITHHELD_SOURCE_TEXT);
    // The report already written is downloaded without them; a new one is written without them.
    expect(quotesHeld({ text: await docxText(grantee, docxPath) }, quoted)).toEqual([]);
    const reportDoc = await grantee.client.get(reportPath);
    expect(reportDoc.status).toBe(200);
    expect(quotesHeld(reportDoc.body, quoted)).toEqual([]);
    expect(reportDoc.body.content).toContain(WITHHELD_SOURCE_TEXT);
    const again = await grantee.client.post(`/api/plans/${planId}/reports`, { kind: 'mission-brief' });
    expect(again.status).toBe(201);
    expect(quotesHeld(again.body.report, quoted)).toEqual([]);
    // The data export's plan neither.
    const archive = await downloadArchive(server, grantee);
    const path = archive.manifest!.files.find((p) => p.startsWith('plans/'))!;
    const exported = archive.json<{ plan: { id: string }; withheldSources: number }>(path);
    expect(exported.plan.id).toBe(planId);
    expect(exported.withheldSources).toBe(1);
    expect(quotesHeld(exported, quoted)).toEqual([]);
    expect(JSON.stringify(exported)).not.toContain('sourceIds');
    // Nor anything else in it: the reports kept in the library, as Markdown and Word, included.
    expect(quotesHeld({ all: allText(archive.files) }, quoted)).toEqual([]);

    // The owner of S, reading their own plan built from it, keeps every quote.
    const owners = await owner.client.post('/api/plans/orchestrate', {
      description: mission(dtgIn(3).dtg),
      documentIds: [s.id],
    });
    const ownerBoard = await owner.client.get(`/api/plans/${owners.body.plan.id}`);
    expect(quotesHeld(ownerBoard.body, quoted)).toEqual(quoted);
  });

  it('keeps the record of sources when the plan is orchestrated again without them', async () => {
    const s = await sharedDocument('Second engineer estimate', ESTIMATE);
    const first = await grantee.client.post('/api/plans/orchestrate', {
      description: mission(dtgIn(3).dtg),
      documentIds: [s.id],
    });
    const planId = first.body.plan.id as string;
    const again = await grantee.client.post('/api/plans/orchestrate', {
      description: mission(dtgIn(4).dtg),
      planId,
    });
    expect(again.status).toBe(201);
    expect(await recordOf('plans', 'id', planId)).toEqual([s.id]);
    await s.revoke();
  });
});
