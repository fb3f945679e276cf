import { WITHHELD_SOURCE_TEXT, decodeSavedAnalysis } from '@csw/contracts';
import { startTestServer, type TestServer, type TestUser } from '../../../test/support/test-server';
import { insertTestDocument, seedText } from '../../analysis/testing/analysis-fixtures';
import { quotesHeld, quotesOf } from '../../platform/testing/quoted-words';

let server: TestServer;
let alice: TestUser;
let bob: TestUser;
const docs: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  alice = await server.user('saved.alice');
  bob = await server.user('saved.bob');
  const db = server.db.database.db;
  for (const [key, title, seed] of [
    ['ssa', 'SSA report', 'ssa-report-001'],
    ['cyber', 'Cyber threat', 'cyber-threat-001'],
    ['satops', 'Satellite operations', 'sat-ops-001'],
    ['plan', 'Mission planning guide', 'mission-plan-001'],
  ] as const) {
    docs[key] = await insertTestDocument(db, { ownerId: alice.id, title, content: seedText(seed) });
  }
});
afterAll(() => server?.close());

describe('GET /api/saved-analyses', () => {
  it('says what each saved analysis was: type, number and first titles of its documents, dates', async () => {
    const question = 'What threatens the ground station?';
    const first = await alice.client.post('/api/analysis', {
      documentIds: [docs.ssa, docs.cyber],
      question,
      analysisType: 'threat-assessment',
    });
    expect(first.status).toBe(200);
    const second = await alice.client.post('/api/analysis', {
      documentIds: [docs.ssa, docs.cyber, docs.satops, docs.plan],
      question,
      analysisType: 'risk-analysis',
    });
    expect(second.status).toBe(200);

    const list = await alice.client.get('/api/saved-analyses');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    const [newest, older] = list.body;
    expect(newest).toMatchObject({
      id: second.body.conversationId,
      analysisType: 'risk-analysis',
      analysisTypeName: 'Risk Analysis',
      documentCount: 4,
    });
    expect(newest.documentTitles).toHaveLength(3);
    expect(older).toMatchObject({
      id: first.body.conversationId,
      analysisType: 'threat-assessment',
      documentCount: 2,
    });
    expect([...older.documentTitles].sort()).toEqual(['Cyber threat', 'SSA report']);
    expect(Date.parse(newest.updatedAt)).not.toBeNaN();
  });

  it('filters by title, type or a document title, and shows only the user’s own', async () => {
    expect((await alice.client.get('/api/saved-analyses?q=risk')).body).toHaveLength(1);
    expect((await alice.client.get('/api/saved-analyses?q=satellite%20op')).body).toHaveLength(1);
    expect((await alice.client.get('/api/saved-analyses?q=ground%20station')).body).toHaveLength(2);
    expect((await alice.client.get('/api/saved-analyses?q=50%25_')).body).toHaveLength(0);
    expect((await alice.client.get('/api/saved-analyses?limit=1')).body).toHaveLength(1);
    expect((await bob.client.get('/api/saved-analyses')).body).toEqual([]);
    expect((await server.client().get('/api/saved-analyses')).status).toBe(401);
    expect((await alice.client.get('/api/saved-analyses?limit=0')).status).toBe(400);
  });
});

describe('a saved analysis follows access', () => {
  it('withholds the words of a document whose share was revoked from the grantee, not from its owner', async () => {
    const owner = await server.user('saved.owner');
    const grantee = await server.user('saved.grantee');
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
    expect(
      (
        await owner.client.post(`/api/documents/${shared}/share`, {
          sharedWithUserId: grantee.id,
          permissionLevel: 'read',
        })
      ).status,
    ).toBe(201);
    const body = {
      question: 'What threatens the ground station and its satellite links?',
      analysisType: 'threat-assessment',
    };
    const granted = await grantee.client.post('/api/analysis', { ...body, documentIds: [shared, own] });
    const owners = await owner.client.post('/api/analysis', { ...body, documentIds: [shared] });
    expect([granted.status, owners.status]).toEqual([200, 200]);

    const before = await grantee.client.get(`/api/conversations/${granted.body.conversationId}`);
    expect(before.body.withheldSources).toBe(0);
    const quoted = quotesOf(before.body, shared);
    const ownQuotes = quotesOf(before.body, own);
    expect(quoted.length).toBeGreaterThan(0);
    expect(quotesHeld(before.body, quoted)).toEqual(quoted);

    expect((await owner.client.delete(`/api/documents/${shared}/shares/${grantee.id}`)).status).toBe(200);

    const after = await grantee.client.get(`/api/conversations/${granted.body.conversationId}`);
    expect(after.status).toBe(200);
    expect(after.body.withheldSources).toBe(1);
    expect(quotesHeld(after.body, quoted)).toEqual([]);
    // It still opens as a saved analysis: the citations name the source and say why its words are gone.
    const saved = decodeSavedAnalysis(after.body.messages)!;
    const cited = saved.result.passages.map((p) => p.citation).filter((c) => c.documentId === shared);
    expect(cited.length).toBeGreaterThan(0);
    for (const c of cited)
      expect(c).toMatchObject({ title: 'Cyber threat brief', quote: WITHHELD_SOURCE_TEXT });
    expect(saved.result.text).toContain(WITHHELD_SOURCE_TEXT);
    // What the grantee still reads stays as it was.
    expect(quotesHeld(after.body, ownQuotes)).toEqual(ownQuotes);

    // The owner of the document reads it still: their own saved analysis holds every quote.
    const ownerView = await owner.client.get(`/api/conversations/${owners.body.conversationId}`);
    expect(ownerView.body.withheldSources).toBe(0);
    const ownerQuotes = quotesOf(ownerView.body, shared);
    expect(ownerQuotes.length).toBeGreaterThan(0);
    expect(quotesHeld(ownerView.body, ownerQuotes)).toEqual(ownerQuotes);

    // Shared again, the grantee's saved analysis shows the words again: nothing was lost.
    await owner.client.post(`/api/documents/${shared}/share`, {
      sharedWithUserId: grantee.id,
      permissionLevel: 'read',
    });
    const again = await grantee.client.get(`/api/conversations/${granted.body.conversationId}`);
    expect(again.body).toEqual(before.body);
  });
});
