import { streamDoneSchema } from '@csw/contracts';
import { UNREADABLE_ANSWER_MESSAGE } from './parse-response';
import { followModelTurn } from './models-api';
import { createFakeApi } from './testing/fake-api';

const LOST = 'The connection was lost before the answer was finished.';

function follow() {
  const api = createFakeApi();
  const seen: string[] = [];
  const stop = followModelTurn(api, '/api/analysis/c1/stream', LOST, streamDoneSchema, {
    onToken: (text) => seen.push(`token ${text}`),
    onDone: (done) => seen.push(`done ${done.answer} ${done.messageId}`),
    onError: (message) => seen.push(`error ${message}`),
  });
  const [stream] = api.streams;
  return { stream: stream!, seen, stop };
}

describe('followModelTurn', () => {
  it('gives the tokens as they come, then the done event read with its contract', () => {
    const { stream, seen } = follow();
    stream.emit('token', { text: 'The ' });
    stream.emit('token', { text: 'answer' });
    stream.emit('done', { answer: 'The answer', messageId: 'm1' });
    expect(seen).toEqual(['token The ', 'token answer', 'done The answer m1']);
    expect(stream.closed).toBe(true);
  });

  it('ends with the unreadable-answer message when the done event is not what the contract says', () => {
    const { stream, seen } = follow();
    stream.emit('done', { answer: 42 });
    expect(seen).toEqual([`error ${UNREADABLE_ANSWER_MESSAGE}`]);
    expect(stream.closed).toBe(true);
  });

  it("gives the server's error message, or the lost message when the connection ends first", () => {
    const failed = follow();
    failed.stream.emit('error', { message: 'The model did not answer in time.' });
    expect(failed.seen).toEqual(['error The model did not answer in time.']);

    const lost = follow();
    lost.stream.emit('token', { text: 'Half' });
    lost.stream.fail();
    expect(lost.seen).toEqual(['token Half', `error ${LOST}`]);
  });
});
