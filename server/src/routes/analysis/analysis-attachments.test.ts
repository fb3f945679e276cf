import type { AnalysisAttachment } from '@csw/contracts';
import { startTestServer, type TestServer, type TestUser } from '../../../test/support/test-server';
import { countRows } from '../../library/testing/library-test-kit';

let server: TestServer;
let analyst: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  analyst = await server.user('attach.analyst');
});
afterAll(() => server?.close());

const NOTE = [
  'Convoy report. The QUILLFEATHER relay at the northern ridge lost power twice this week.',
  'Generator fuel for the relay lasts 96 hours; resupply depends on the northern corridor staying open.',
].join('\n');

/** POST /api/analysis/attachments with one file, as THINK sends it. */
async function attach(name: string, text: string, classification = 'UNCLASS') {
  const form = new FormData();
  form.append('classification', classification);
  form.append('file', new Blob([text], { type: 'text/plain' }), name);
  const encoded = new Response(form);
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/analysis/attachments',
    headers: { cookie: analyst.client.cookie ?? '', 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return { status: response.statusCode, body: JSON.parse(response.body) as AnalysisAttachment };
}

describe('files attached to one THINK analysis', () => {
  it('are read without being stored in the library', async () => {
    const before = await countRows(server, 'documents');
    const reply = await attach('convoy-report.txt', NOTE);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      name: 'convoy-report.txt',
      title: 'convoy-report',
      classification: 'UNCLASS',
    });
    expect(reply.body.pages.map((p) => p.text).join('\n')).toContain('QUILLFEATHER');
    expect(await countRows(server, 'documents')).toBe(before);
  });

  it('are analysed, kept with the saved analysis and never added to the library', async () => {
    const attachment = (await attach('convoy-report.txt', NOTE)).body;
    const before = await countRows(server, 'documents');
    const reply = await analyst.client.post('/api/analysis', {
      documentIds: [],
      question: 'How long can the QUILLFEATHER relay run?',
      attachments: [attachment],
    });
    expect(reply.status).toBe(200);
    const { result, conversationId } = reply.body;
    expect(result.status).toBe('ok');
    expect(result.counts.documents).toBe(1);
    expect(result.documents).toEqual([
      expect.objectContaining({ id: 'attachment-1', title: 'convoy-report' }),
    ]);
    expect(await countRows(server, 'documents')).toBe(before);

    // The saved analysis keeps the file's text, so that it reopens with what it read.
    const saved = await analyst.client.get(`/api/conversations/${conversationId}`);
    const request = saved.body.messages.find(
      (m: { metadata: { kind: string } }) => m.metadata.kind === 'analysis-request',
    );
    expect(request.metadata.documentIds).toEqual([]);
    expect(request.metadata.attachments).toEqual([{ ...attachment, id: 'attachment-1' }]);
    const list = await analyst.client.get('/api/saved-analyses');
    expect(list.body[0]).toMatchObject({
      id: conversationId,
      documentCount: 1,
      documentTitles: ['convoy-report'],
    });
  });

  it('refuses a file with no text, and more attached text than one analysis reads', async () => {
    expect((await attach('empty.txt', '   ')).status).toBeGreaterThanOrEqual(400);
    const page = { page: 1, text: 'x'.repeat(120_000) };
    const big = { name: 'a.txt', title: 'a', classification: 'UNCLASS', pages: [page] };
    const reply = await analyst.client.post('/api/analysis', {
      documentIds: [],
      question: 'Anything?',
      attachments: [big, { ...big, name: 'b.txt', title: 'b' }],
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/attached files hold 240,000 characters/);
  });
});
