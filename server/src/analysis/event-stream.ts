import type { FastifyReply } from 'fastify';

export interface EventStream {
  /** Sends one server-sent event whose data is the JSON of `data`. */
  send(event: string, data: unknown): void;
  end(): void;
  /** Aborted when the client goes away, so upstream work can stop. */
  readonly signal: AbortSignal;
}

/**
 * Turns a reply into a text/event-stream. Fastify's serialisation is bypassed (hijack), so the headers the
 * platform set on the reply (security headers, CORS) are copied onto the raw response.
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
    connection: 'keep-alive',
    // Proxies must pass each event on at once.
    'x-accel-buffering': 'no',
  });
  raw.on('close', () => controller.abort());
  return {
    send(event, data) {
      if (raw.writableEnded) return;
      // JSON has no raw newline, so each event is one data line.
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (!raw.writableEnded) raw.end();
    },
    signal: controller.signal,
  };
}
