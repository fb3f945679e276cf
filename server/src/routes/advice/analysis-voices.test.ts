import { decodeSavedAdvice, PERSONA_IDS } from '@csw/contracts';
import { startTestServer, type TestServer, type TestUser } from '../../../test/support/test-server';
import { parseEventStream } from '../../analysis/testing/analysis-fixtures';
import {
  startFakeModelServer,
  type FakeModelServer,
  type FakeReply,
} from '../../analysis/testing/fake-model-server';

let model: FakeModelServer;
let nextReply: (call: number) => FakeReply = () => ({});
let server: TestServer;
let alice: TestUser;

const SCENARIO =
  'We assume the northern bridge carries convoy traffic. The battalion will move fuel across the northern bridge by 3 March.';

beforeAll(async () => {
  model = await startFakeModelServer({ reply: () => nextReply(model.received.length) });
  server = await startTestServer({
    MODEL_INTEL_ANALYST_BASE_URL: model.baseUrl,
    MODEL_INTEL_ANALYST_API_KEY: 'sk-test-0123456789abcdef',
    MODEL_INTEL_ANALYST_MODEL: 'llama3.1:8b',
  });
  alice = await server.user('alice.voices');
  const reply = await alice.client.post('/api/documents', {
    title: 'Bridge report',
    content:
      'The northern bridge is destroyed and cannot carry convoy traffic. Engineers report the northern bridge will not reopen before June. In 2023 a convoy that relied on the bridge was delayed for a week.',
    classification: 'UNCLASS',
  });
  expect(reply.status).toBe(201);
  await server.app.services.library.whenIdle();
});
afterEach(() => {
  nextReply = () => ({});
});
afterAll(async () => {
  await server?.close();
  await model?.close();
});

async function analyse(modelId?: string) {
  const reply = await alice.client.post('/api/advice/analysis', {
    scenario: SCENARIO,
    mode: 'Innovate',
    personaIds: [...PERSONA_IDS],
    ...(modelId ? { modelId } : {}),
  });
  expect(reply.status).toBe(200);
  return reply.body as { conversationId: string; voicesPath?: string; result: { order: string[] } };
}

describe('GET /api/advice/analysis/:id/voices', () => {
  it("streams the configured model's words for each persona in card order, saves them, and replays them", async () => {
    const { conversationId, voicesPath, result } = await analyse('intel-analyst');
    expect(voicesPath).toBe(`/api/advice/analysis/${conversationId}/voices`);
    const before = model.received.length;
    nextReply = (call) => ({ chunks: ['Speaking ', `as voice ${call}.`] });

    const reply = await alice.client.get(voicesPath!);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseEventStream(reply.text);
    const voices = events.filter((e) => e.event === 'voice');
    expect(voices.map((e) => e.data.personaId)).toEqual(result.order);
    expect(result.order[0]).toBe('innovator');
    expect(events.filter((e) => e.event === 'token').length).toBe(2 * PERSONA_IDS.length);
    expect(voices[0]!.data.text).toBe(`Speaking as voice ${before + 1}.`);
    expect(events.at(-1)!.event).toBe('done');

    // Each persona's method is the model's instructions; the ones who spoke before are in its prompt.
    const calls = model.received.slice(before);
    expect(calls).toHaveLength(PERSONA_IDS.length);
    expect(calls.every((c) => c.body.stream)).toBe(true);
    expect(calls[1]!.body.messages.map((m) => m.content).join('\n')).toContain(voices[0]!.data.text);

    const saved = await alice.client.get(`/api/conversations/${conversationId}`);
    const decoded = decodeSavedAdvice(saved.body.messages);
    expect(decoded?.kind === 'analysis' && decoded.voices[result.order[0]!]).toBe(voices[0]!.data.text);

    // Asked again: the saved words, no further call.
    const again = parseEventStream((await alice.client.get(voicesPath!)).text);
    expect(again.filter((e) => e.event === 'voice').map((e) => e.data.text)).toEqual(
      voices.map((e) => e.data.text),
    );
    expect(model.received.length).toBe(before + PERSONA_IDS.length);
  });

  it("says when the model cannot speak for a persona and keeps the method's findings", async () => {
    const { voicesPath } = await analyse('intel-analyst');
    nextReply = () => ({ status: 401, error: 'Incorrect API key provided' });
    const events = parseEventStream((await alice.client.get(voicesPath!)).text);
    expect(events.filter((e) => e.event === 'notice')).toHaveLength(PERSONA_IDS.length);
    expect(events[0]!.data.message).toContain('Intel Analyst could not speak for The Innovator');
    expect(events.filter((e) => e.event === 'voice')).toHaveLength(0);
    expect(events.at(-1)!.event).toBe('done');
  });

  it('is refused for another user and for an analysis the built-in methods answered', async () => {
    const { voicesPath } = await analyse('intel-analyst');
    const bob = await server.user('bob.voices');
    expect((await bob.client.get(voicesPath!)).status).toBe(404);
    const builtin = await analyse();
    expect(builtin.voicesPath).toBeUndefined();
    const refused = await alice.client.get(`/api/advice/analysis/${builtin.conversationId}/voices`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('No configured model speaks for this analysis.');
  });
});
