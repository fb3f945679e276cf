import { expect, test } from '@playwright/test';
import { imagePage, makePdf } from '../../../server/src/ingestion/test-support/pdf-writer';
import { makeZip, wordParts } from '../../../server/src/ingestion/test-support/zip-writer';
import {
  DOCX_TYPE,
  PDF_TYPE,
  docxWithWordOnPage2,
  newPerson,
  pdfWithWordOnPage2,
  searchApi,
  uniqueName,
  uploadApi,
  visibleCount,
} from './library-helpers';
import { clearForSecret } from '../shell/shell-helpers';

const word = (prefix: string) => uniqueName(prefix).replace(/\W/g, '').toUpperCase();

test.describe('knowledge library through the API', () => {
  test('a PDF and a .docx are found by a word of page 2, opened, their pages and originals read', async () => {
    const owner = await newPerson('lib.api');
    await clearForSecret(owner.id);
    const pdfWord = word('PDFWORD');
    const docxWord = word('DOCXWORD');
    const pdf = await uploadApi(
      owner.api,
      { name: 'Corridor estimate.pdf', mimeType: PDF_TYPE, buffer: pdfWithWordOnPage2(pdfWord) },
      { classification: 'SECRET' },
    );
    expect(pdf.status(), await pdf.text()).toBe(201);
    const docx = await uploadApi(owner.api, {
      name: 'Signal plan.docx',
      mimeType: DOCX_TYPE,
      buffer: await docxWithWordOnPage2(docxWord),
    });
    expect(docx.status(), await docx.text()).toBe(201);
    const pdfDoc = await pdf.json();
    const docxDoc = await docx.json();
    expect(pdfDoc).toMatchObject({
      title: 'Corridor estimate',
      classification: 'SECRET',
      category: 'user-uploaded',
      documentType: 'User Document',
    });

    for (const [w, doc] of [
      [pdfWord, pdfDoc],
      [docxWord, docxDoc],
    ] as const) {
      const answer = await searchApi(owner.api, w.toLowerCase());
      expect(answer.results[0]?.document.id).toBe(doc.id);
      expect(answer.results[0]?.page).toBe(2);
      const { text, highlights } = answer.results[0]!.snippet;
      expect(highlights.map((h) => text.slice(h.start, h.end))).toContain(w);
    }

    const opened = await owner.api.get(`/api/documents/${pdfDoc.id}`);
    expect(opened.status()).toBe(200);
    const pages = await (await owner.api.get(`/api/documents/${pdfDoc.id}/pages`)).json();
    expect(pages.pages).toHaveLength(3);
    expect(pages.pages[1].text).toContain(pdfWord);

    const original = await owner.api.get(`/api/documents/${pdfDoc.id}/original`);
    expect(original.status()).toBe(200);
    expect(original.headers()['content-type']).toBe('application/pdf');
    expect(original.headers()['content-disposition']).toContain(
      'attachment; filename="Corridor estimate.pdf"',
    );
    expect(original.headers()['x-content-type-options']).toBe('nosniff');
    expect((await original.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Someone else neither finds nor downloads it.
    const stranger = await newPerson('lib.stranger');
    expect((await searchApi(stranger.api, pdfWord.toLowerCase())).results).toEqual([]);
    expect((await stranger.api.get(`/api/documents/${pdfDoc.id}/original`)).status()).toBe(404);
    await owner.api.dispose();
    await stranger.api.dispose();
  });

  test('bad uploads are refused with a clear message and store nothing', async () => {
    const owner = await newPerson('lib.bad');
    const before = await visibleCount(owner.api);
    const bomb = wordParts('<w:p><w:r><w:t>Repeated text to inflate.</w:t></w:r></w:p>'.repeat(50_000));
    bomb[2] = { ...bomb[2]!, declaredSize: 4096 };
    const cases = [
      {
        file: { name: 'fake.pdf', mimeType: PDF_TYPE, buffer: Buffer.from('plain text, not a PDF') },
        status: 415,
        message: /not a PDF/,
      },
      {
        file: { name: 'huge.txt', mimeType: 'text/plain', buffer: Buffer.alloc(21 * 1024 * 1024, 'a') },
        status: 413,
        message: /too large: the limit is 20 MB/,
      },
      {
        file: { name: 'bomb.docx', mimeType: DOCX_TYPE, buffer: makeZip(bomb) },
        status: 422,
        message: /zip bomb/,
      },
      {
        file: { name: 'empty.txt', mimeType: 'text/plain', buffer: Buffer.alloc(0) },
        status: 422,
        message: /empty/,
      },
      {
        file: { name: 'scan.pdf', mimeType: PDF_TYPE, buffer: makePdf([imagePage()]) },
        status: 422,
        message: /Scanned documents are not supported/,
      },
    ];
    for (const { file, status, message } of cases) {
      const response = await uploadApi(owner.api, file);
      expect(response.status(), file.name).toBe(status);
      expect((await response.json()).message).toMatch(message);
    }
    expect(await visibleCount(owner.api)).toBe(before);
    await owner.api.dispose();
  });

  test('library figures count only what the user may read, and say the ranking is by keywords', async () => {
    const owner = await newPerson('lib.stats');
    const stranger = await newPerson('lib.stats2');
    const before = await (await stranger.api.get('/api/library/stats')).json();
    const created = await owner.api.post('/api/documents', {
      data: { title: 'Private', content: 'Private words.' },
    });
    expect(created.status()).toBe(201);
    const after = await (await stranger.api.get('/api/library/stats')).json();
    expect(after.total).toBe(before.total);
    // Vector fusion is off by default (SEARCH_VECTOR_FUSION): no vectors are stored, and the figures say so.
    expect(after.vectorDimension).toBe(0);
    expect(after.vectorSearch).toBe(false);
    expect((await (await owner.api.get('/api/library/stats')).json()).total).toBe(before.total + 1);
    await owner.api.dispose();
    await stranger.api.dispose();
  });
});
