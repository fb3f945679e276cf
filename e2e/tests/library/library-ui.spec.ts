import { expect, test, type Page } from '@playwright/test';
import { imagePage, makePdf } from '../../../server/src/ingestion/test-support/pdf-writer';
import { choosePerson } from '../../support/people';
import { livingLibrary, openReview, results, search } from '../review/review-helpers';
import {
  DOCX_TYPE,
  PASSWORD,
  PDF_TYPE,
  docxWithWordOnPage2,
  newPerson,
  pdfWithWordOnPage2,
  registerViaApi,
  searchApi,
  uniqueName,
  visibleCount,
} from './library-helpers';

const word = (prefix: string) => uniqueName(prefix).replace(/\W/g, '').toUpperCase();

/** A new officer signed in on the page, in REVIEW. */
async function officerInReview(page: Page): Promise<string> {
  const username = uniqueName('lib.ui');
  await registerViaApi(page.request, username);
  await openReview(page);
  return username;
}

async function uploadInReview(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel('File').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
}

const resultItem = (page: Page, title: string) =>
  results(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });

test.describe('knowledge library in REVIEW', () => {
  test('upload a PDF and a .docx, find each by a word of page 2, edit, share read-only, delete', async ({
    page,
    browser,
  }) => {
    await officerInReview(page);
    const pdfWord = word('QUILL');
    const docxWord = word('MARROW');
    const pdfTitle = `Estimate ${word('E').toLowerCase()}`;
    const docxTitle = `Signals ${word('S').toLowerCase()}`;

    await uploadInReview(page, {
      name: `${pdfTitle}.pdf`,
      mimeType: PDF_TYPE,
      buffer: pdfWithWordOnPage2(pdfWord),
    });
    await expect(page.getByText(`Uploaded "${pdfTitle}" successfully.`)).toBeVisible();
    await uploadInReview(page, {
      name: `${docxTitle}.docx`,
      mimeType: DOCX_TYPE,
      buffer: await docxWithWordOnPage2(docxWord),
    });
    await expect(page.getByText(`Uploaded "${docxTitle}" successfully.`)).toBeVisible();

    for (const [w, title] of [
      [pdfWord, pdfTitle],
      [docxWord, docxTitle],
    ] as const) {
      await search(page, w.toLowerCase());
      const item = resultItem(page, title);
      await expect(item).toBeVisible();
      await expect(item.getByText('Page 2', { exact: true })).toBeVisible();
      await expect(item.locator('mark', { hasText: w })).toBeVisible();
    }

    // Edit: found by the new words, not the old ones.
    const newWord = word('TAMARIND');
    await page.getByRole('button', { name: `Edit ${pdfTitle}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Document' });
    await edit
      .getByRole('textbox', { name: 'Content' })
      .fill(`Revised estimate: the ${newWord} relay is now primary.`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText('Document updated successfully!')).toBeVisible();
    await expect(edit).toBeHidden();
    await search(page, newWord.toLowerCase());
    await expect(resultItem(page, pdfTitle)).toBeVisible();
    await search(page, pdfWord.toLowerCase());
    await expect(resultItem(page, pdfTitle)).toHaveCount(0);

    // Share read-only: the colleague sees it under Shared with me and cannot change it.
    const colleague = await newPerson('lib.colleague');
    await page.getByRole('button', { name: `Share ${docxTitle}` }).click();
    const share = page.getByRole('dialog', { name: 'Share Document' });
    await choosePerson(share, 'Share with', colleague.username);
    await expect(share.getByRole('combobox', { name: 'Permission level' })).toHaveValue('read');
    await share.getByRole('button', { name: 'Share' }).click();
    // The picker announces its choice in a status of its own: the outcome is the other one.
    await expect(share.getByRole('status').filter({ hasText: 'shared' })).toHaveText(
      'Document shared successfully!',
    );

    const context = await browser.newContext();
    const other = await context.newPage();
    const login = await other.request.post('/api/auth/login', {
      data: { username: colleague.username, password: PASSWORD },
    });
    expect(login.ok()).toBe(true);
    await openReview(other);
    await other.getByRole('tab', { name: 'Shared with me' }).click();
    await expect(
      other.getByRole('list', { name: 'Shared with me' }).getByRole('heading', { name: docxTitle }),
    ).toBeVisible();
    await expect(other.getByRole('button', { name: `Edit ${docxTitle}` })).toHaveCount(0);
    const found = await searchApi(other.request, docxWord.toLowerCase());
    const sharedId = found.results[0]!.document.id;
    expect(found.results[0]!.document.access).toBe('read');
    const refused = await other.request.put(`/api/documents/${sharedId}`, { data: { content: 'changed' } });
    expect(refused.status()).toBe(403);
    await context.close();
    await colleague.api.dispose();

    // Delete: gone from the list and from search.
    await page.getByRole('button', { name: `Delete ${docxTitle}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete document' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText(`Deleted "${docxTitle}" successfully.`)).toBeVisible();
    await expect(livingLibrary(page).getByRole('heading', { name: docxTitle })).toHaveCount(0);
    await search(page, docxWord.toLowerCase());
    await expect(resultItem(page, docxTitle)).toHaveCount(0);
    expect((await page.request.get(`/api/documents/${sharedId}`)).status()).toBe(404);
  });

  test('bad uploads each get a clear message and nothing is stored', async ({ page }) => {
    await officerInReview(page);
    const before = await visibleCount(page.request);
    const cases = [
      {
        file: { name: 'fake.pdf', mimeType: PDF_TYPE, buffer: Buffer.from('plain text, not a PDF') },
        message: /"fake\.pdf" was not uploaded: .*not a PDF/,
      },
      {
        file: { name: 'empty.txt', mimeType: 'text/plain', buffer: Buffer.alloc(0) },
        message: /"empty\.txt" was not uploaded: .*empty/,
      },
      {
        file: { name: 'scan.pdf', mimeType: PDF_TYPE, buffer: makePdf([imagePage()]) },
        message: /"scan\.pdf" was not uploaded: .*Scanned documents are not supported/,
      },
    ];
    for (const { file, message } of cases) {
      await uploadInReview(page, file);
      await expect(page.getByText(message)).toBeVisible();
    }
    expect(await visibleCount(page.request)).toBe(before);
  });

  test('a document whose text holds <script> shows it as text', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await officerInReview(page);
    const marker = word('XSSCANARY');
    const title = `Markup note ${marker.toLowerCase()}`;
    const created = await page.request.post('/api/documents', {
      data: {
        title,
        content: `Harmless <script>alert("${marker}")</script> and <img src=x onerror=alert(1)> note.`,
      },
    });
    expect(created.status()).toBe(201);
    await openReview(page);
    await search(page, marker.toLowerCase());
    const item = resultItem(page, title);
    await expect(item).toContainText(`<script>alert("${marker}")</script>`);
    expect(await page.locator('script', { hasText: marker }).count()).toBe(0);
    expect(dialogs).toEqual([]);
  });
});
