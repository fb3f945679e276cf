import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HashingEmbedder } from '@csw/engine';

export interface EmbeddingsCall {
  model: string;
  input: string[];
  authorization: string | undefined;
}

/**
 * A stand-in for an OpenAI-compatible embeddings service (a test double of a system outside the project):
 * POST /v1/embeddings {model, input} -> {data: [{embedding, index}]}, with vectors of its own dimension
 * (the built-in hashing embedder at another size), answered in reverse order to prove that `index` is used.
 * `failWith` makes it answer an error status; `stop()` closes it.
 */
export async function startFakeEmbeddings(dimension = 64): Promise<{
  url: string;
  calls: EmbeddingsCall[];
  failWith: number | null;
  /** Answer this many vectors (wrong on purpose) instead of one per input. */
  countOverride: number | null;
  stop(): Promise<void>;
}> {
  const embedder = new HashingEmbedder({ dimension });
  const state = {
    url: '',
    calls: [] as EmbeddingsCall[],
    failWith: null as number | null,
    countOverride: null as number | null,
    stop: (): Promise<void> => Promise.resolve(),
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/embeddings') {
        response.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { model: string; input: string[] };
      state.calls.push({
        model: body.model,
        input: body.input,
        authorization: request.headers.authorization,
      });
      if (state.failWith) {
        response
          .writeHead(state.failWith, { 'content-type': 'application/json' })
          .end('{"error":"model not loaded"}');
        return;
      }
      const texts = state.countOverride === null ? body.input : body.input.slice(0, state.countOverride);
      const data = texts.map((text, index) => ({
        object: 'embedding',
        index,
        embedding: Array.from(embedder.embedOne(text)),
      }));
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ object: 'list', model: body.model, data: data.reverse() }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
