import { NAMED_MODEL_IDS } from '@csw/contracts';
import { startTestServer, type TestServer } from '../../../test/support/test-server';
import { loadModelSettings } from '../../settings/model-settings';

describe('GET /api/models', () => {
  let bare: TestServer;
  let configured: TestServer;
  const KEY = 'sk-live-secret-key-42';
  const URL = 'http://10.20.30.40:8000/v1';
  beforeAll(async () => {
    [bare, configured] = await Promise.all([
      startTestServer(),
      startTestServer({
        MODEL_GROK_2_BASE_URL: URL,
        MODEL_GROK_2_API_KEY: KEY,
        MODELS_CONFIG: JSON.stringify({
          'llama-local': {
            baseUrl: 'http://127.0.0.1:11434/v1',
            model: 'llama3.1:8b',
            name: 'Llama 3.1 8B',
            category: 'Local',
          },
        }),
      }),
    ]);
  });
  afterAll(async () => Promise.all([bare?.close(), configured?.close()]));

  it('offers the built-in analyst by default and lists the six named models as not configured', async () => {
    const user = await bare.user('plain.user');
    const reply = await user.client.get('/api/models');
    expect(reply.status).toBe(200);
    expect(reply.body.defaultModelId).toBe('builtin-analyst');
    const [builtin, ...named] = reply.body.models;
    expect(builtin).toMatchObject({ id: 'builtin-analyst', kind: 'builtin', available: true, reason: null });
    expect(builtin.description).toMatch(/rule-based|Rule-based/i);
    expect(builtin.description).toMatch(/without any network/);
    expect(named.map((m: { id: string }) => m.id)).toEqual([...NAMED_MODEL_IDS]);
    for (const m of named) {
      expect(m).toMatchObject({
        kind: 'endpoint',
        available: false,
        reason: 'Not configured on this server',
      });
      expect(m.name && m.category && m.description).toBeTruthy();
      expect(m.strengths.length).toBeGreaterThan(0);
    }
    expect((await bare.client().get('/api/models')).status).toBe(401);
  });

  it('makes configured models available, the configured grok-2 the default, and never sends an address or key', async () => {
    const user = await configured.user('plain.user');
    const reply = await user.client.get('/api/models');
    expect(reply.body.defaultModelId).toBe('grok-2');
    const byId = Object.fromEntries(reply.body.models.map((m: { id: string }) => [m.id, m]));
    expect(byId['grok-2']).toMatchObject({ name: 'Grok-2', available: true, reason: null });
    expect(byId['gpt-4-turbo']).toMatchObject({ available: false });
    expect(byId['llama-local']).toMatchObject({ name: 'Llama 3.1 8B', category: 'Local', available: true });
    expect(reply.text).not.toContain(KEY);
    expect(reply.text).not.toContain('10.20.30.40');
    expect(reply.text).not.toContain('11434');
  });
});

describe('model settings', () => {
  it('reads MODEL_<ID>_* variables and MODELS_CONFIG, the variables winning', () => {
    const settings = loadModelSettings({
      MODELS_CONFIG:
        '{"military-llm": {"baseUrl": "http://a.example/v1"}, "gpt-4-turbo": {"baseUrl": "http://b.example/v1", "apiKey": "k1"}}',
      MODEL_GPT_4_TURBO_BASE_URL: 'https://c.example/v1',
      MODEL_GPT_4_TURBO_MODEL: 'gpt-4-turbo-2024-04-09',
      DEFAULT_MODEL: 'military-llm',
    });
    expect(settings.endpoints['military-llm']).toEqual({
      baseUrl: 'http://a.example/v1',
      apiKey: null,
      model: 'military-llm',
    });
    expect(settings.endpoints['gpt-4-turbo']).toEqual({
      baseUrl: 'https://c.example/v1',
      apiKey: null,
      model: 'gpt-4-turbo-2024-04-09',
    });
    expect(settings.defaultModelId).toBe('military-llm');
  });

  it('refuses configuration it cannot use, with the variable named', () => {
    expect(() => loadModelSettings({ MODELS_CONFIG: 'not json' })).toThrow(/MODELS_CONFIG must be JSON/);
    expect(() => loadModelSettings({ MODELS_CONFIG: '{"x": {"baseUrl": "ftp://a"}}' })).toThrow(
      /MODELS_CONFIG is not valid at x.baseUrl/,
    );
    expect(() => loadModelSettings({ MODEL_GROK_2_BASE_URL: 'localhost:8000' })).toThrow(
      /MODEL_GROK_2_BASE_URL must be an http\(s\) URL/,
    );
    expect(() => loadModelSettings({ MODEL_TIMEOUT_MS: '5' })).toThrow(/MODEL_TIMEOUT_MS/);
  });
});
