import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake endpoint received. */
export interface ReceivedCompletion {
  authorization: string | undefined;
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
}

export interface FakeReply {
  status?: number;
  /** Text pieces sent as streamed chunks (default: an answer that names the first numbered source). */
  chunks?: string[];
  /** Sent as {error: {message}} with a status other than 200. */
  error?: string;
  /** Keep the answer open after the chunks (a model still writing) until the caller hangs up. */
  hold?: boolean;
}

export interface FakeModelServer {
  /** The base URL to configure (…/v1). */
  baseUrl: string;
  received: ReceivedCompletion[];
  /** Answers held open (`hold`) whose caller has not hung up yet. */
  heldOpen(): number;
  close(): Promise<void>;
}

/** The first numbered source line of a grounded prompt ("[1] Title, page 2 (...)"), without its quote. */
function firstSource(body: ReceivedCompletion['body']): string {
  const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
  return /^\[1\] ([^\n]*?) \(/m.exec(user)?.[1] ?? 'no source';
}

/**
 * A test double of an OpenAI-compatible server (the thing outside the project that a configured model
 * is): POST /v1/chat/completions answers with server-sent chunks the way such servers stream, ending
 * with [DONE]. `reply` decides each answer.
 */
export async function startFakeModelServer({
  port = 0,
  reply = () => ({}),
}: { port?: number; reply?: (received: ReceivedCompletion) => FakeReply } = {}): Promise<FakeModelServer> {
  const received: ReceivedCompletion[] = [];
  let held = 0;
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response
          .writeHead(404, { 'content-type': 'application/json' })
          .end('{"error":{"message":"unknown route"}}');
        return;
      }
      const completion: ReceivedCompletion = {
        authorization: request.headers.authorization,
        body: JSON.parse(raw),
      };
      received.push(completion);
      const answer = reply(completion);
      if (answer.error) {
        response.writeHead(answer.status ?? 500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: answer.error } }));
        return;
      }
      const chunks = answer.chunks ?? [
        'UNCLASSIFIED\n',
        'The first source is ',
        firstSource(completion.body),
        ' [1].',
        '\nUNCLASSIFIED',
      ];
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const text of chunks) {
        response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: text } }] })}\n\n`);
      }
      if (answer.hold) {
        held += 1;
        response.once('close', () => (held -= 1));
        return;
      }
      response.write('data: {"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}\n\n');
      response.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${bound}/v1`,
    received,
    heldOpen: () => held,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // Answers still held open.
      }),
  };
}
