import type { EventStream } from '../platform/event-stream';
import type { Log } from '../platform/log';

/**
 * Runs the work of one streamed turn of a conversation, which sends its own events: then `done`, unless
 * the client has gone. When the work fails while the client is still there, the error is logged as
 * `failure.logMessage` and an `error` event tells the user `failure.message`. The stream is always ended.
 */
export async function streamTurn(
  stream: EventStream,
  log: Log,
  conversationId: string,
  failure: { logMessage: string; message: string },
  work: () => Promise<void>,
): Promise<void> {
  try {
    await work();
    if (!stream.signal.aborted) stream.send('done', { conversationId });
  } catch (error) {
    if (stream.signal.aborted) return;
    log.error({ err: error }, failure.logMessage);
    stream.send('error', { message: failure.message });
  } finally {
    stream.end();
  }
}
