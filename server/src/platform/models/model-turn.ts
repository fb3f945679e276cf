import type { Db } from '../../db/database';
import { insertMessage } from '../../data/conversations-repository';
import { recordSources } from '../recorded-sources';
import { readableIds } from '../../data/sources-repository';
import type { Actor } from '../actor';
import { notFound } from '../errors';
import type { EventStream } from '../event-stream';
import { ModelCallError, streamChatCompletion, type ChatMessage } from './chat-completions';
import type { ModelVoice } from './model-catalogue';

/**
 * A model's words, sent as `token` events while they arrive (`token` gives each event's data), and
 * returned whole. Stops when the client goes away or `timeoutMs` passes; an empty answer is refused with
 * `empty` (a ModelCallError, whose message is safe to show).
 */
export async function streamModelWords(
  stream: EventStream,
  voice: ModelVoice,
  messages: readonly ChatMessage[],
  {
    signal,
    token = (text) => ({ text }),
    empty = 'an empty answer',
  }: { signal: AbortSignal; token?: (text: string) => unknown; empty?: string },
): Promise<string> {
  let text = '';
  for await (const piece of streamChatCompletion(voice.endpoint, messages, {
    name: voice.name,
    signal: AbortSignal.any([stream.signal, signal]),
  })) {
    text += piece;
    stream.send('token', token(piece));
  }
  if (!text.trim()) throw new ModelCallError(`${voice.name} sent ${empty}.`);
  return text;
}

/** Refuses (404, `refusal`) when the user may no longer read one of the documents a model is to be given. */
export async function checkStillReadable(
  db: Db,
  userId: string,
  ids: readonly string[],
  refusal: string,
): Promise<void> {
  const readable = await readableIds(db, userId, ids);
  if (ids.some((id) => !readable.has(id))) throw notFound(refusal);
}

/** How a turn speaks of what the model writes, in its errors: THINK's answer, CREATE's draft. */
export interface TurnWords {
  /** `sent an empty answer.` */
  empty: string;
  /** `did not finish its answer within N seconds.` */
  late: string;
  /** `could not answer: ...` */
  failed: string;
  /** The server log's line when it fails. */
  log: string;
}

export interface ModelTurn {
  db: Db;
  actor: Actor;
  /** Open already: events sent before the model's (THINK's result) are the caller's. */
  stream: EventStream;
  voice: ModelVoice;
  messages: readonly ChatMessage[];
  timeoutMs: number;
  /** The conversation the finished text is saved in. */
  conversationId: string;
  words: TurnWords;
  /** What is saved of the finished text: the assistant message's content and metadata. */
  saved(text: string): { content: string; metadata: Record<string, unknown> };
  /** The data of the `done` event, once the message is saved. */
  done(content: string, messageId: string): unknown;
}

/**
 * One model turn of a saved conversation, on an open event stream: the model's words as `token` events,
 * then the finished text saved as the conversation's assistant message with its MESSAGE_ADD audit entry in
 * one transaction, and `done`; or `error` with a message the user can act on (the detail goes to the log).
 * A client that went away ends the turn quietly, with nothing saved. The stream is ended either way.
 */
export async function streamModelTurn(turn: ModelTurn): Promise<void> {
  const { db, actor, stream, voice, words } = turn;
  const timeout = AbortSignal.timeout(turn.timeoutMs);
  try {
    const text = await streamModelWords(stream, voice, turn.messages, {
      signal: timeout,
      empty: words.empty,
    });
    const done = await db.transaction(async (tx) => {
      const { content, metadata } = turn.saved(text);
      const message = await insertMessage(
        tx,
        turn.conversationId,
        recordSources({ role: 'assistant', content, metadata }),
      );
      await actor.audit(tx, {
        action: 'MESSAGE_ADD',
        details: { conversationId: turn.conversationId, role: 'assistant', modelId: voice.id },
      });
      return turn.done(content, message.id);
    });
    stream.send('done', done);
  } catch (error) {
    if (stream.signal.aborted) return; // The user went away: nobody to tell, nothing to save.
    const message =
      error instanceof ModelCallError
        ? error.message
        : timeout.aborted
          ? `${voice.name} did not finish ${words.late} within ${Math.round(turn.timeoutMs / 1000)} seconds.`
          : `${voice.name} ${words.failed}: ${(error as Error).message}`;
    actor.log.warn({ err: error, modelId: voice.id }, words.log);
    stream.send('error', { message });
  } finally {
    stream.end();
  }
}
