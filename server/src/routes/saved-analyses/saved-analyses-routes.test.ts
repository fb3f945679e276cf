import { startTestServer, type TestServer, type TestUser } from '../../../test/support/test-server';
import { insertTestDocument, seedText } from '../../analysis/testing/analysis-fixtures';

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
