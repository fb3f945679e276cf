import type { SearchResponse } from '@csw/contracts';
import { startTestServer, type TestServer, type TestUser } from '../../../test/support/test-server';

/** A test server with the seeded library, indexed before the first test runs. */
export async function startLibraryServer(
  env: NodeJS.ProcessEnv = {},
  options: { vector?: boolean } = {},
): Promise<TestServer> {
  const server = await startTestServer({ SEED_LIBRARY: 'on', ...env }, options);
  await server.app.services.library.whenIdle();
  return server;
}

/** POST /api/search as a user; fails the test on anything but 200. */
export async function search(
  user: TestUser,
  query: string,
  extra: { category?: string; folderId?: string; limit?: number } = {},
): Promise<SearchResponse> {
  const reply = await user.client.post<SearchResponse>('/api/search', { query, ...extra });
  if (reply.status !== 200) throw new Error(`Search "${query}" answered ${reply.status}: ${reply.text}`);
  return reply.body;
}

export const resultIds = (answer: SearchResponse) => answer.results.map((r) => r.document.id);

export interface UploadReply {
  status: number;
  /** The JSON answer: a document on success, {message, code} on refusal. */
  body: { id?: string; message?: string; code?: string; [key: string]: unknown };
}

/** POST /api/documents/upload as a user: a multipart form with the file and the given fields. */
export async function upload(
  server: TestServer,
  user: TestUser,
  file: { name: string; bytes: Buffer | Uint8Array; type?: string } | null,
  fields: Record<string, string> = {},
): Promise<UploadReply> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file)
    form.append(
      'file',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  const encoded = new Response(form);
  const payload = Buffer.from(await encoded.arrayBuffer());
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    headers: { cookie: user.client.cookie ?? '', 'content-type': encoded.headers.get('content-type')! },
    payload,
  });
  let body: UploadReply['body'] = { message: response.body };
  try {
    body = JSON.parse(response.body) as UploadReply['body'];
  } catch {
    // not JSON: the text as the message
  }
  return { status: response.statusCode, body };
}

/** How many rows a table holds (to prove that a refused upload stored nothing). */
export async function countRows(
  server: TestServer,
  table: 'documents' | 'document_files' | 'document_chunks' | 'document_index',
): Promise<number> {
  const result = await server.db.database.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table}`,
  );
  return result.rows[0]!.n;
}
