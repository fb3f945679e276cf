import { WITHHELD_SOURCE_TEXT, decodeSavedAdvice, withheldSourcesNotice } from '@csw/contracts';
import { startTestServer, type TestServer, type TestUser } from '../../../test/support/test-server';
import { parseEventStream, seedText } from '../../analysis/testing/analysis-fixtures';
import { quotesHeld, quotesOf } from '../../platform/testing/quoted-words';

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

describe('saved conversations follow access', () => {
  let owner: TestUser;
  let grantee: TestUser;
  let shared: string;
  let own: string;
  const share = () =>
    owner.client.post(`/api/documents/${shared}/share`, {
      sharedWithUserId: grantee.id,
      permissionLevel: 'read',
    });
  const revoke = () => owner.client.delete(`/api/documents/${shared}/shares/${grantee.id}`);
  const SCENARIO =
    'We assume REDLAND cyber units will not jam GPS timing or spread ransomware to the mission planning network ' +
    'through a contractor connection. Should the ground segment keep its out-of-support hosts until June?';

  beforeAll(async () => {
    owner = await server.user('conv.owner');
    grantee = await server.user('conv.grantee');
    const create = async (user: TestUser, title: string, seed: string) => {
      const reply = await user.client.post('/api/documents', { title, content: seedText(seed) });
      expect(reply.status).toBe(201);
      return reply.body.id as string;
    };
    shared = await create(owner, 'Cyber threat brief', 'cyber-threat-001');
    own = await create(grantee, 'Satellite operations notes', 'sat-ops-001');
    await server.app.services.library.whenIdle();
  });
  afterEach(async () => {
    await revoke();
  });

  it('withholds the quoted words of a consultation and a council from a former grantee, not from the owner', async () => {
    expect((await share()).status).toBe(201);
    const consultation = await grantee.client.post('/api/advice/analysis', {
      scenario: SCENARIO,
      documentIds: [shared, own],
    });
    expect(consultation.status).toBe(200);
    const asked = await grantee.client.post('/api/advice/council', {
      question: SCENARIO,
      advisorIds: ['skeptic', 'historian', 'optimist'],
      documentIds: [shared],
    });
    expect(asked.status).toBe(200);
    expect((await grantee.client.get(asked.body.streamPath)).status).toBe(200);
    const owners = await owner.client.post('/api/advice/analysis', {
      scenario: SCENARIO,
      documentIds: [shared],
    });
    expect(owners.status).toBe(200);

    const ids = [consultation.body.conversationId, asked.body.conversationId];
    const before = await Promise.all(ids.map((id) => grantee.client.get(`/api/conversations/${id}`)));
    const quoted = before.map((reply) => quotesOf(reply.body, shared));
    for (const [i, reply] of before.entries()) {
      expect(reply.body.withheldSources).toBe(0);
      expect(quoted[i]!.length).toBeGreaterThan(0);
      expect(quotesHeld(reply.body, quoted[i]!)).toEqual(quoted[i]);
    }
    const ownQuotes = quotesOf(before[0]!.body, own);

    expect((await revoke()).status).toBe(200);

    for (const [i, id] of ids.entries()) {
      const after = await grantee.client.get(`/api/conversations/${id}`);
      expect(after.status).toBe(200);
      expect(after.body.withheldSources).toBe(1);
      expect(quotesHeld(after.body, quoted[i]!)).toEqual([]);
      expect(JSON.stringify(after.body)).toContain(WITHHELD_SOURCE_TEXT);
      // ADVISE still reopens it.
      expect(decodeSavedAdvice(after.body.messages)?.kind).toBe(i === 0 ? 'analysis' : 'council');
    }
    const analysis = decodeSavedAdvice(
      (await grantee.client.get(`/api/conversations/${ids[0]}`)).body.messages,
    );
    if (analysis?.kind !== 'analysis') throw new Error('not an analysis');
    expect(quotesHeld(analysis.result, ownQuotes)).toEqual(ownQuotes);
    // The council's stream replays the saved replies with the same words withheld.
    const replay = parseEventStream((await grantee.client.get(asked.body.streamPath)).text);
    expect(replay.filter((e) => e.event === 'message').length).toBe(3);
    expect(quotesHeld(replay, quoted[1]!)).toEqual([]);

    // The document's owner reads it still: their consultation holds its words.
    const ownerView = await owner.client.get(`/api/conversations/${owners.body.conversationId}`);
    expect(ownerView.body.withheldSources).toBe(0);
    const ownerQuotes = quotesOf(ownerView.body, shared);
    expect(ownerQuotes.length).toBeGreaterThan(0);
    expect(quotesHeld(ownerView.body, ownerQuotes)).toEqual(ownerQuotes);
  });

  it('withholds a quote a center saved in a message of its own, in its content too', async () => {
    expect((await share()).status).toBe(201);
    const opened = await grantee.client.get(`/api/documents/${shared}`);
    const quote = (opened.body.content as string).split('\n').find((line) => line.split(' ').length > 8)!;
    const { body: conversation } = await grantee.client.post('/api/conversations', {
      centerType: 'CREATE',
      title: 'Draft with evidence',
    });
    const citation = {
      documentId: shared,
      title: 'Cyber threat brief',
      classification: 'UNCLASS',
      page: 1,
      quote,
      start: 0,
      end: quote.length,
    };
    const added = await grantee.client.post(`/api/conversations/${conversation.id}/messages`, {
      role: 'assistant',
      content: `Evidence: "${quote}" [1]`,
      metadata: { citations: [citation] },
    });
    expect(added.status).toBe(201);
    expect((await revoke()).status).toBe(200);

    const after = await grantee.client.get(`/api/conversations/${conversation.id}`);
    expect(after.body.withheldSources).toBe(1);
    expect(after.body.messages[0].content).toBe(`Evidence: ${WITHHELD_SOURCE_TEXT} [1]`);
    expect(after.body.messages[0].metadata.citations).toEqual([{ ...citation, quote: WITHHELD_SOURCE_TEXT }]);
    expect(withheldSourcesNotice(after.body.withheldSources)).toBe(
      '1 source of this result is withheld: you can no longer read it.',
    );
  });
});
