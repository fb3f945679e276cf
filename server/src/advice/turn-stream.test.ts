import type { EventStream } from '../platform/event-stream';
import { streamTurn } from './turn-stream';

function recordingStream() {
  const controller = new AbortController();
  const events: [string, unknown][] = [];
  let ended = false;
  const stream: EventStream = {
    send: (event, data) => events.push([event, data]),
    end: () => (ended = true),
    signal: controller.signal,
  };
  return { stream, events, abort: () => controller.abort(), ended: () => ended };
}

const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
const failure = { logMessage: 'The turn failed', message: 'Try again.' };

describe('streamTurn', () => {
  beforeEach(() => jest.clearAllMocks());

  it('sends done after the work and ends the stream', async () => {
    const s = recordingStream();
    await streamTurn(s.stream, log, 'c1', failure, async () => s.stream.send('message', 1));
    expect(s.events).toEqual([
      ['message', 1],
      ['done', { conversationId: 'c1' }],
    ]);
    expect(s.ended()).toBe(true);
  });

  it('answers a failure with an error event and logs it', async () => {
    const s = recordingStream();
    const error = new Error('boom');
    await streamTurn(s.stream, log, 'c1', failure, async () => {
      throw error;
    });
    expect(s.events).toEqual([['error', { message: 'Try again.' }]]);
    expect(log.error).toHaveBeenCalledWith({ err: error }, 'The turn failed');
    expect(s.ended()).toBe(true);
  });

  it('says nothing more once the client has gone', async () => {
    const s = recordingStream();
    await streamTurn(s.stream, log, 'c1', failure, async () => s.abort());
    const t = recordingStream();
    await streamTurn(t.stream, log, 'c1', failure, async () => {
      t.abort();
      throw new Error('aborted');
    });
    expect([...s.events, ...t.events]).toEqual([]);
    expect(log.error).not.toHaveBeenCalled();
    expect(s.ended() && t.ended()).toBe(true);
  });
});
