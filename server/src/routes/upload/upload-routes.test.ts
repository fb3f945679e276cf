import type { TestServer, TestUser } from '../../../test/support/test-server';
import { makeDocx } from '../../ingestion/test-support/docx-writer';
import { duplicateFileMessage } from './upload-routes';
import { imagePage, makePdf, textPage } from '../../ingestion/test-support/pdf-writer';
import { makeZip, wordParts } from '../../ingestion/test-support/zip-writer';
import {
  countRows,
  resultIds,
  search,
  startLibraryServer,
  upload,
} from '../../library/testing/library-test-kit';

let server: TestServer;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  // A 1 MB limit keeps the over-limit upload small.
  // Vector fusion on, so that uploads are embedded passage by passage (the default embeds nothing).
  server = await startLibraryServer({ UPLOAD_LIMIT_MB: '1', SEARCH_VECTOR_FUSION: 'always' });
  owner = await server.user('up.owner');
  stranger = await server.user('up.stranger');
});
afterAll(async () => server?.close());

const PAGE_ONE = [
  'Logistics estimate for the northern corridor.',
  'Fuel consumption is planned at 40,000 litres a day.',
];
const PAGE_TWO = [
  'Annex B: the QUILLFEATHER relay site covers the valley.',
  'Its generator runs for 96 hours.',
];
const PAGE_THREE = ['Annex C: distribution list.'];

describe('upload of a multi-page PDF', () => {
  let id: string;

  beforeAll(async () => {
    const pdf = makePdf([textPage(PAGE_ONE), textPage(PAGE_TWO), textPage(PAGE_THREE)]);
    const reply = await upload(
      server,
      owner,
      { name: 'Corridor Estimate.pdf', bytes: pdf, type: 'application/pdf' },
      { classification: 'SECRET' },
    );
    expect(reply.status).toBe(201);
    id = reply.body.id!;
    expect(reply.body).toMatchObject({
      title: 'Corridor Estimate',
      classification: 'SECRET',
      category: 'user-uploaded',
      documentType: 'User Document',
      access: 'owner',
      ownerId: owner.id,
    });
  });

  test('stores the text with a page map: /pages gives each page its text', async () => {
    const pages = await owner.client.get(`/api/documents/${id}/pages`);
    expect(pages.status).toBe(200);
    expect(pages.body.pages.map((p: { page: number }) => p.page)).toEqual([1, 2, 3]);
    expect(pages.body.pages[1].text).toContain('QUILLFEATHER relay site');
    expect(pages.body.pages[0].text).not.toContain('QUILLFEATHER');
  });

  test('is found by a word of page 2, with the snippet on page 2', async () => {
    const answer = await search(owner, 'quillfeather');
    expect(resultIds(answer)[0]).toBe(id);
    expect(answer.results[0]!.page).toBe(2);
    const { text, highlights } = answer.results[0]!.snippet;
    expect(highlights.map((h) => text.slice(h.start, h.end))).toContain('QUILLFEATHER');
  });

  test('keeps the original, downloadable as an attachment by whoever may read the document', async () => {
    const original = await server.app.inject({
      method: 'GET',
      url: `/api/documents/${id}/original`,
      headers: { cookie: owner.client.cookie! },
    });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('application/pdf');
    expect(original.headers['content-disposition']).toBe(
      `attachment; filename="Corridor Estimate.pdf"; filename*=UTF-8''Corridor%20Estimate.pdf`,
    );
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    expect(original.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const refused = await stranger.client.get(`/api/documents/${id}/original`);
    expect(refused.status).toBe(404);
    expect((await stranger.client.get(`/api/documents/${id}/pages`)).status).toBe(404);
  });

  test('is embedded with one passage per page and audited as DOC_UPLOAD', async () => {
    const rows = await server.db.database.pool.query(
      `SELECT page FROM document_chunks WHERE document_id = $1 ORDER BY ordinal`,
      [id],
    );
    expect(rows.rows.map((r) => r.page)).toEqual([1, 2, 3]);
    const audit = await server.db.database.pool.query(
      `SELECT details FROM audit_log WHERE action = 'DOC_UPLOAD' AND details->>'documentId' = $1`,
      [id],
    );
    expect(audit.rows[0].details).toMatchObject({ kind: 'pdf', pages: 3, classification: 'SECRET' });
    // By id and marking: the title is read when the entry is, never kept in it.
    expect(audit.rows[0].details).not.toHaveProperty('title');
  });
});

test('a .docx upload is found by a word that only its second page holds', async () => {
  const docx = await makeDocx([
    'Signal plan, first page.',
    null,
    'The MARROWLIGHT frequency is primary after H-hour.',
  ]);
  const reply = await upload(
    server,
    owner,
    { name: 'signal plan.docx', bytes: docx },
    { category: 'command-control' },
  );
  expect(reply.status).toBe(201);
  expect(reply.body.category).toBe('command-control');
  const answer = await search(owner, 'marrowlight frequency');
  expect(resultIds(answer)[0]).toBe(reply.body.id);
  expect(answer.results[0]!.page).toBe(2);
});

test('a text file keeps its original with a text type and no pages', async () => {
  const reply = await upload(server, owner, {
    name: 'brief — été.txt',
    bytes: Buffer.from('Plain staff notes about the VELLUMGATE checkpoint.'),
  });
  expect(reply.status).toBe(201);
  const original = await server.app.inject({
    method: 'GET',
    url: `/api/documents/${reply.body.id}/original`,
    headers: { cookie: owner.client.cookie! },
  });
  expect(original.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(original.headers['content-disposition']).toBe(
    `attachment; filename="brief _ _t_.txt"; filename*=UTF-8''brief%20%E2%80%94%20%C3%A9t%C3%A9.txt`,
  );
  const pages = await owner.client.get(`/api/documents/${reply.body.id}/pages`);
  expect(pages.body.pages).toEqual([{ page: 1, text: 'Plain staff notes about the VELLUMGATE checkpoint.' }]);
  expect((await search(owner, 'vellumgate')).results[0]!.page).toBeNull();
});

test('a document made without upload has no original', async () => {
  const created = await owner.client.post('/api/documents', {
    title: 'Typed note',
    content: 'Typed in the editor.',
  });
  const original = await owner.client.get(`/api/documents/${created.body.id}/original`);
  expect(original.status).toBe(404);
  expect(original.body.message).toBe(
    'This document was not uploaded as a file: it has no original to download.',
  );
});

describe('refused uploads store nothing', () => {
  const bomb = () => {
    const parts = wordParts('<w:p><w:r><w:t>Repeated text to inflate.</w:t></w:r></w:p>'.repeat(50_000));
    parts[2] = { ...parts[2]!, declaredSize: 4096 };
    return makeZip(parts);
  };
  test.each([
    [
      'wrong magic bytes',
      { name: 'report.pdf', bytes: Buffer.from('This is plain text pretending to be a PDF.') },
      415,
      /not a PDF/,
    ],
    [
      'over the size limit',
      { name: 'big.txt', bytes: Buffer.alloc(1024 * 1024 + 10, 'a') },
      413,
      /too large: the limit is 1 MB/,
    ],
    ['a zip bomb .docx', { name: 'bomb.docx', bytes: bomb() }, 422, /zip bomb/],
    ['an empty file', { name: 'empty.txt', bytes: Buffer.alloc(0) }, 422, /empty/],
    [
      'an image-only PDF',
      { name: 'scan.pdf', bytes: makePdf([imagePage()]) },
      422,
      /Scanned documents are not supported/,
    ],
    ['an unsupported type', { name: 'tool.exe', bytes: Buffer.from('MZ') }, 415, /cannot be uploaded/],
  ])('%s', async (_what, file, status, message) => {
    const before = await Promise.all(
      (['documents', 'document_files', 'document_chunks', 'document_index'] as const).map((t) =>
        countRows(server, t),
      ),
    );
    const reply = await upload(server, owner, file);
    expect(reply.status).toBe(status);
    expect(reply.body.message).toMatch(message);
    const after = await Promise.all(
      (['documents', 'document_files', 'document_chunks', 'document_index'] as const).map((t) =>
        countRows(server, t),
      ),
    );
    expect(after).toEqual(before);
  });

  test('without a file, or with a bad classification or an unknown folder', async () => {
    expect((await upload(server, owner, null, { classification: 'UNCLASS' })).status).toBe(400);
    const badLevel = await upload(
      server,
      owner,
      { name: 'a.txt', bytes: Buffer.from('text') },
      { classification: 'TOP SECRET' },
    );
    expect(badLevel).toMatchObject({
      status: 400,
      body: { message: 'classification must be UNCLASS or SECRET.' },
    });
    const badFolder = await upload(
      server,
      owner,
      { name: 'a.txt', bytes: Buffer.from('text') },
      { folderId: 'no-such-folder' },
    );
    expect(badFolder.status).toBe(404);
  });

  test('a JSON body or no session', async () => {
    const json = await owner.client.post('/api/documents/upload', { file: 'x' });
    expect(json.status).toBe(415);
    const anonymous = await server.app.inject({ method: 'POST', url: '/api/documents/upload', payload: '' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the same file again', () => {
  test('is said, with the title it is filed under, and stored again only as a second copy asked for', async () => {
    const bytes = Buffer.from('Convoy SOP.\n\nEvery vehicle carries a strip map.\n');
    const first = await upload(
      server,
      owner,
      { name: 'convoy-sop.txt', bytes },
      { classification: 'UNCLASS' },
    );
    expect(first.status).toBe(201);
    const again = await upload(
      server,
      owner,
      { name: 'copy of sop.txt', bytes },
      { classification: 'UNCLASS' },
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'DUPLICATE_FILE',
      message: duplicateFileMessage(String(first.body.title)),
    });
    // Asked for: a second copy.
    const kept = await upload(
      server,
      owner,
      { name: 'copy of sop.txt', bytes },
      { classification: 'UNCLASS', duplicate: 'keep' },
    );
    expect(kept.status).toBe(201);
    expect(kept.body.id).not.toBe(first.body.id);
    // Someone who cannot read the first is not told of it: their upload is stored.
    const theirs = await upload(server, stranger, { name: 'sop.txt', bytes }, { classification: 'UNCLASS' });
    expect(theirs.status).toBe(201);
    // One byte more is another file.
    const other = await upload(
      server,
      owner,
      { name: 'sop v2.txt', bytes: Buffer.concat([bytes, Buffer.from('.')]) },
      { classification: 'UNCLASS' },
    );
    expect(other.status).toBe(201);
  });
});
