import { sql } from 'drizzle-orm';
import {
  decodeSavedAdvice,
  EMPTY_QUESTION_MESSAGE,
  EMPTY_SCENARIO_MESSAGE,
  HYPOTHESES_COUNT_MESSAGE,
  NO_ADVISOR_MESSAGE,
  NO_PERSONA_MESSAGE,
  PERSONA_IDS,
} from '@csw/contracts';
import { startTestServer, type TestServer, type TestUser } from '../../../test/support/test-server';
import { citedDocumentIds, parseEventStream } from '../../analysis/testing/analysis-fixtures';

let server: TestServer;
let alice: TestUser;
let bob: TestUser;
const docs: Record<string, string> = {};

const SCENARIO =
  'We assume the northern bridge carries convoy traffic. The battalion will move fuel across the northern bridge by 3 March.';

async function create(user: TestUser, title: string, content: string, classification = 'UNCLASS') {
  const reply = await user.client.post('/api/documents', { title, content, classification });
  expect(reply.status).toBe(201);
  return reply.body.id as string;
}

async function consultations(userId: string) {
  const result = await server.db.database.db.execute(
    sql`SELECT details FROM audit_log WHERE user_id = ${userId} AND action = 'CONSULTATION' ORDER BY id`,
  );
  return (result.rows as { details: Record<string, unknown> }[]).map((r) => r.details);
}

async function reopen(user: TestUser, conversationId: string) {
  const saved = await user.client.get(`/api/conversations/${conversationId}`);
  expect(saved.status).toBe(200);
  expect(saved.body.centerType).toBe('ADVISE');
  return decodeSavedAdvice(saved.body.messages);
}

beforeAll(async () => {
  server = await startTestServer();
  alice = await server.user('alice.advise');
  bob = await server.user('bob.advise');
  docs.bridge = await create(
    alice,
    'Bridge report',
    'The northern bridge is destroyed and cannot carry convoy traffic. Engineers report the northern bridge will not reopen before June. An alternate crossing at the southern ford can carry light vehicles instead.',
  );
  docs.road = await create(
    alice,
    'Road report',
    'The southern road is open and carries convoy traffic every day. Partners in the host nation provide fuel at the southern depot, an advantage for sustainment. The coalition government may fall before the elections, which could block host nation fuel contracts.',
  );
  docs.history = await create(
    alice,
    'Exercise review',
    'During the previous exercise in 2023 the convoy was delayed at the river and fuel ran short. Lessons learned: rehearse the river crossing before moving fuel. Adversary drones are likely to attack convoys near the river, which could cause major delays to fuel delivery.',
    'SECRET',
  );
  // Bob's private document matches the scenario best of all: it must never be consulted for Alice.
  docs.bobPrivate = await create(
    bob,
    'Bob bridge plan',
    `ZEPHYRQUILL. We assume the northern bridge carries convoy traffic. The battalion will move fuel across the northern bridge by 3 March. The northern bridge carries convoy traffic and fuel every day.`,
  );
  await server.app.services.library.whenIdle();
});
afterAll(() => server?.close());

describe('POST /api/advice/analysis', () => {
  it('analyses the scenario over the documents the user may read, saves it and audits CONSULTATION', async () => {
    const reply = await alice.client.post('/api/advice/analysis', { scenario: SCENARIO, mode: 'Challenge' });
    expect(reply.status).toBe(200);
    const { result, conversationId } = reply.body;
    expect(result.mode).toBe('Challenge');
    expect(result.lead).toBe('skeptic');
    expect(result.documents.map((d: { id: string }) => d.id)).toContain(docs.bridge);
    const cited = citedDocumentIds(result);
    expect(cited.size).toBeGreaterThan(0);
    expect(cited.has(docs.bobPrivate!)).toBe(false);
    expect(result.documents.map((d: { id: string }) => d.id)).not.toContain(docs.bobPrivate);
    expect(reply.text).not.toContain('ZEPHYRQUILL');
    expect(result.evidence.contradicting.length).toBeGreaterThan(0);
    expect(result.classification).toBe(cited.has(docs.history!) ? 'SECRET' : 'UNCLASS');

    const list = await alice.client.get('/api/conversations?centerType=ADVISE');
    expect(list.body.map((c: { id: string }) => c.id)).toContain(conversationId);
    const saved = await reopen(alice, conversationId);
    expect(saved).toMatchObject({ kind: 'analysis', scenario: SCENARIO, mode: 'Challenge' });
    expect(saved?.kind === 'analysis' && saved.result).toEqual(result);
    expect((await consultations(alice.id)).at(-1)).toMatchObject({
      kind: 'analysis',
      conversationId,
      mode: 'Challenge',
    });
    expect(JSON.stringify(await consultations(alice.id))).not.toContain('northern bridge');
    expect((await bob.client.get(`/api/conversations/${conversationId}`)).status).toBe(404);
  });

  it('lets the mode decide whose findings lead, and gives the same answer twice', async () => {
    const explore = await alice.client.post('/api/advice/analysis', { scenario: SCENARIO, mode: 'Explore' });
    const again = await alice.client.post('/api/advice/analysis', { scenario: SCENARIO, mode: 'Explore' });
    const innovate = await alice.client.post('/api/advice/analysis', {
      scenario: SCENARIO,
      mode: 'Innovate',
      personaIds: [...PERSONA_IDS],
    });
    expect(explore.body.result.lead).toBe('optimist');
    expect(innovate.body.result.order[0]).toBe('innovator');
    expect(again.body.result).toEqual(explore.body.result);
  });

  it('consults the advisors switched on and only those, the three defaults when none are named', async () => {
    const plain = await alice.client.post('/api/advice/analysis', { scenario: SCENARIO, mode: 'Challenge' });
    expect(plain.status).toBe(200);
    expect(plain.body.result.order).toEqual(['skeptic', 'optimist', 'historian']);
    expect(Object.keys(plain.body.result.personas).sort()).toEqual(['historian', 'optimist', 'skeptic']);

    const chosen = await alice.client.post('/api/advice/analysis', {
      scenario: SCENARIO,
      mode: 'Explore',
      personaIds: ['commander', 'oracle', 'skeptic'],
    });
    expect(chosen.status).toBe(200);
    const { result, conversationId } = chosen.body;
    // Explore's own method (the Strategist) is off: the mode's order picks who leads, and says so.
    expect(result.order).toEqual(['skeptic', 'oracle', 'commander']);
    expect(result.lead).toBe('skeptic');
    expect(Object.keys(result.personas).sort()).toEqual(['commander', 'oracle', 'skeptic']);
    expect(result.notices).toContain(
      'Explore is led by The Strategist, who is off for this analysis: The Skeptic leads instead.',
    );
    const voices = result.consensus.disagreement.flatMap((d: { positions: { personaId: string }[] }) =>
      d.positions.map((p) => p.personaId),
    );
    expect(voices.every((id: string) => ['commander', 'oracle', 'skeptic'].includes(id))).toBe(true);
    expect((await consultations(alice.id)).at(-1)).toMatchObject({
      conversationId,
      personaIds: ['skeptic', 'oracle', 'commander'],
    });
  });

  it('refuses a choice of no advisor or of an advisor it does not know, listing the choices', async () => {
    const none = await alice.client.post('/api/advice/analysis', { scenario: SCENARIO, personaIds: [] });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain(NO_PERSONA_MESSAGE);
    const unknown = await alice.client.post('/api/advice/analysis', {
      scenario: SCENARIO,
      personaIds: ['skeptic', 'astrologer'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain(`Expected one of ${PERSONA_IDS.join(', ')}`);
    const typed = await alice.client.post('/api/advice/analysis', {
      scenario: SCENARIO,
      personaIds: ['Skeptic', ' HISTORIAN '],
    });
    expect(typed.status).toBe(200);
    expect(typed.body.result.order).toEqual(['skeptic', 'historian']);
  });

  it('reads the mode in any letter case and still lists the choices for anything else', async () => {
    for (const [typed, mode] of [
      ['challenge', 'Challenge'],
      ['EXPLORE', 'Explore'],
      [' vaLidate ', 'Validate'],
    ] as const) {
      const reply = await alice.client.post('/api/advice/analysis', { scenario: SCENARIO, mode: typed });
      expect(reply.status).toBe(200);
      expect(reply.body.result.mode).toBe(mode);
    }
    const panic = await alice.client.post('/api/advice/analysis', { scenario: SCENARIO, mode: 'Panic' });
    expect(panic.status).toBe(400);
    expect(panic.body.message).toBe(
      'Mode: Expected one of Challenge, Explore, Validate, Innovate (any letter case).',
    );
  });

  it('refuses a named document the user may not read with the same 404 as an unknown one', async () => {
    const hidden = await alice.client.post('/api/advice/analysis', {
      scenario: SCENARIO,
      documentIds: [docs.bridge, docs.bobPrivate],
    });
    const unknown = await alice.client.post('/api/advice/analysis', {
      scenario: SCENARIO,
      documentIds: [docs.bridge, 'no-such-document'],
    });
    expect(hidden.status).toBe(404);
    expect(unknown.body).toEqual(hidden.body);
    expect(hidden.text).not.toContain('ZEPHYRQUILL');
  });

  it('refuses bad input with the user-facing message, and anyone signed out', async () => {
    const empty = await alice.client.post('/api/advice/analysis', { scenario: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain(EMPTY_SCENARIO_MESSAGE);
    expect((await alice.client.post('/api/advice/analysis', { scenario: 'x', mode: 'Panic' })).status).toBe(
      400,
    );
    const model = await alice.client.post('/api/advice/analysis', {
      scenario: SCENARIO,
      modelId: 'gpt-4-turbo',
    });
    expect(model.status).toBe(400);
    expect(model.body.code).toBe('MODEL_UNAVAILABLE');
    expect((await server.client().post('/api/advice/analysis', { scenario: SCENARIO })).status).toBe(401);
  });
});

async function council(user: TestUser, body: Record<string, unknown>) {
  const asked = await user.client.post('/api/advice/council', body);
  expect(asked.status).toBe(200);
  const streamed = await user.client.get(asked.body.streamPath);
  expect(streamed.headers['content-type']).toMatch(/^text\/event-stream/);
  return { asked: asked.body, events: parseEventStream(streamed.text) };
}

describe('the war council', () => {
  it('answers with each checked advisor in the checklist order, saves the transcript and replays it', async () => {
    const { asked, events } = await council(alice, {
      question: 'Should the battalion move fuel across the northern bridge?',
      advisorIds: ['historian', 'skeptic', 'optimist'],
    });
    expect(asked.question).toMatchObject({ type: 'question', personaId: null, id: 'council-0-question' });
    expect(events.map((e) => e.event)).toEqual(['message', 'message', 'message', 'done']);
    const answers = events.slice(0, 3).map((e) => e.data);
    expect(answers.map((m) => m.personaId)).toEqual(['skeptic', 'optimist', 'historian']);
    expect(answers[0].respondsTo).toBeNull();
    expect(answers[1].respondsTo).toBe('skeptic');
    for (const m of answers) {
      for (const c of m.citations) expect(c.documentId).not.toBe(docs.bobPrivate);
    }
    const { conversationId } = asked;
    expect(events.at(-1)!.data.conversationId).toBe(conversationId);
    // Asked again, the stream replays the saved replies.
    const replay = parseEventStream((await alice.client.get(asked.streamPath)).text);
    expect(replay.slice(0, 3).map((e) => e.data)).toEqual(answers);

    // A second question continues the same council, as turn 1.
    const next = await council(alice, {
      question: 'And the southern road?',
      advisorIds: ['commander'],
      conversationId,
    });
    expect(next.asked.question.id).toBe('council-1-question');
    expect(next.events[0]!.data.id).toBe('council-1-commander');
    const saved = await reopen(alice, conversationId);
    expect(saved?.kind).toBe('council');
    if (saved?.kind !== 'council') return;
    expect(saved.messages.map((m) => m.personaId)).toEqual([
      null,
      'skeptic',
      'optimist',
      'historian',
      null,
      'commander',
    ]);
    expect(saved.advisorIds).toEqual(['commander']);
    expect((await consultations(alice.id)).at(-1)).toMatchObject({ kind: 'council', turn: 1 });

    // Nobody else may continue it or read its stream.
    const stolen = await bob.client.post('/api/advice/council', { question: 'Mine now?', conversationId });
    expect(stolen.status).toBe(404);
    expect((await bob.client.get(asked.streamPath)).status).toBe(404);
  });

  it('needs an advisor and a question', async () => {
    const none = await alice.client.post('/api/advice/council', { question: 'Anyone?', advisorIds: [] });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain(NO_ADVISOR_MESSAGE);
    const empty = await alice.client.post('/api/advice/council', { question: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain(EMPTY_QUESTION_MESSAGE);
  });
});

describe('POST /api/advice/ach', () => {
  it('builds the matrix from the library, applies overrides, and saves the runs in one consultation', async () => {
    const hypotheses = [
      'The northern bridge carries convoy traffic.',
      'The southern road carries convoy traffic.',
    ];
    const first = await alice.client.post('/api/advice/ach', { hypotheses });
    expect(first.status).toBe(200);
    const { result, conversationId } = first.body;
    expect(result.evidence.length).toBeGreaterThan(0);
    expect(result.ranking).toHaveLength(2);
    for (const e of result.evidence) expect(e.citation.documentId).not.toBe(docs.bobPrivate);
    const row = result.evidence[0];
    const override = { evidenceId: row.id, hypothesis: 0, rating: 'II' };
    const second = await alice.client.post('/api/advice/ach', {
      hypotheses,
      overrides: [override],
      conversationId,
    });
    expect(second.body.conversationId).toBe(conversationId);
    const cell = second.body.result.evidence.find((e: { id: string }) => e.id === row.id).cells[0];
    expect(cell).toMatchObject({ rating: 'II', overridden: true });
    const saved = await reopen(alice, conversationId);
    expect(saved).toMatchObject({ kind: 'ach', hypotheses, overrides: [override] });

    const one = await alice.client.post('/api/advice/ach', { hypotheses: ['Only one.'] });
    expect(one.status).toBe(400);
    expect(one.body.message).toContain(HYPOTHESES_COUNT_MESSAGE);
  });
});

describe('POST /api/advice/futures', () => {
  it('builds four futures from two drivers the library names, and refuses a driver it does not', async () => {
    const reply = await alice.client.post('/api/advice/futures', {
      focus: 'Move fuel by convoy with host nation contracts before the elections.',
    });
    expect(reply.status).toBe(200);
    const { result, conversationId } = reply.body;
    expect(result.drivers.length).toBeGreaterThan(0);
    if (result.uncertainties.length === 2) expect(result.futures).toHaveLength(4);
    else expect(result.summary).toMatch(/driver/);
    for (const id of citedDocumentIds(result)) expect(id).not.toBe(docs.bobPrivate);
    expect(await reopen(alice, conversationId)).toMatchObject({ kind: 'futures' });
    const unknown = await alice.client.post('/api/advice/futures', {
      focus: 'Move fuel by convoy.',
      uncertainties: ['Astrology', 'Political'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('UNKNOWN_DRIVER');
  });
});
