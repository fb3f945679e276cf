import type { PersonaAnalysis } from '@csw/contracts';
import type { EventStream } from '../platform/event-stream';
import { ModelCallError } from '../platform/models/chat-completions';
import { streamModelWords } from '../platform/models/model-turn';
import { voiceOrNotice, type AdvisorSpeaker } from './advisor-voice';

jest.mock('../platform/models/model-turn', () => ({ streamModelWords: jest.fn() }));
jest.mock('@csw/engine', () => ({ buildPersonaPrompt: () => ({ messages: [] }) }));

const words = jest.mocked(streamModelWords);

function speaker() {
  const controller = new AbortController();
  const events: [string, unknown][] = [];
  const stream: EventStream = {
    send: (event, data) => events.push([event, data]),
    end: () => undefined,
    signal: controller.signal,
  };
  const voice = { id: 'm1', name: 'Model One', endpoint: { baseUrl: 'http://x', apiKey: null, model: 'm' } };
  const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const s: AdvisorSpeaker = { stream, voice, timeoutMs: 1000, log };
  return { ...s, log, events, abort: () => controller.abort() };
}

const input = { personaId: 'skeptic', question: 'Q?', analysis: {} as PersonaAnalysis, earlier: [] } as const;
const fallback = { logMessage: 'A voice failed', instead: 'the method answered' };

describe('voiceOrNotice', () => {
  it("gives the model's words", async () => {
    words.mockResolvedValueOnce('Spoken.');
    const s = speaker();
    await expect(voiceOrNotice(s, input, fallback)).resolves.toBe('Spoken.');
    expect(s.events).toEqual([]);
  });

  it('gives null and a notice saying what stands instead when the model fails', async () => {
    words.mockRejectedValueOnce(new ModelCallError('timed out'));
    const s = speaker();
    await expect(voiceOrNotice(s, input, fallback)).resolves.toBeNull();
    expect(s.events).toEqual([
      [
        'notice',
        {
          personaId: 'skeptic',
          message: expect.stringMatching(
            /^Model One could not speak for .+ \(timed out\); the method answered\.$/,
          ),
        },
      ],
    ]);
    expect(s.log.warn).toHaveBeenCalledWith(expect.objectContaining({ modelId: 'm1' }), 'A voice failed');
  });

  it('gives null silently when the client has gone', async () => {
    words.mockRejectedValueOnce(new Error('aborted'));
    const s = speaker();
    s.abort();
    await expect(voiceOrNotice(s, input, fallback)).resolves.toBeNull();
    expect(s.events).toEqual([]);
  });
});
