import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ConversationDto } from '@csw/contracts';
import type { SignedInActor } from '../platform/actor';
import { STOPPING_CODE, STOPPING_MESSAGE } from '../lifecycle/server-lifecycle';
import type { EventStream, OpenEventStream } from '../platform/event-stream';
import { actorOf } from './actor';
import { resourceOf } from './guard';

/**
 * Turns a reply into a text/event-stream. Fastify's serialisation is bypassed (hijack), so the headers the
 * platform set on the reply (security headers, CORS) are copied onto the raw response. A stream opened
 * while the server is stopping ends at once with that error event.
 */
export function openEventStream(reply: FastifyReply): EventStream {
  const controller = new AbortController();
  reply.hijack();
  const raw = reply.raw;
  const platformHeaders = Object.entries(reply.getHeaders()).filter(
    (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
  );
  raw.writeHead(200, {
    ...Object.fromEntries(platformHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // A stream opened while stopping is ended at once: its connection is not kept either.
    connection: reply.server.lifecycle.stopping ? 'close' : 'keep-alive',
    // Proxies must pass each event on at once.
    'x-accel-buffering': 'no',
  });
  const send = (event: string, data: unknown) => {
    if (raw.writableEnded) return;
    // JSON has no raw newline, so each event is one data line.
    raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  const end = () => {
    if (!raw.writableEnded) raw.end();
  };
  // When the server stops, the stream ends with an error event every client already shows (the code tells
  // it apart), instead of a connection that simply drops; ending it also aborts the work behind it.
  const stopWatching = reply.server.lifecycle.whenStopping(() => {
    send('error', { message: STOPPING_MESSAGE, code: STOPPING_CODE });
    end();
  });
  raw.on('close', () => {
    stopWatching();
    controller.abort();
  });
  return { send, end, signal: controller.signal };
}

/** The stream a service opens when its checks have passed (see OpenEventStream). */
export const eventStreamOf =
  (reply: FastifyReply): OpenEventStream =>
  () =>
    openEventStream(reply);

/** What streams a conversation: the signed-in user, the stream to open once its checks pass, the conversation. */
export type ConversationEvents = (
  actor: SignedInActor,
  openStream: OpenEventStream,
  conversation: ConversationDto,
) => Promise<void>;

/** The handler of a route that streams the conversation its access rule loaded as server-sent events. */
export function conversationEvents(run: ConversationEvents) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    await run(actorOf(request), eventStreamOf(reply), resourceOf(request, 'conversation'));
    return reply;
  };
}
