import { expect, test } from '@playwright/test';
import { openReview, removeDocument, results, search, signInAsDemo, uniqueWord } from './review-helpers';

test.beforeEach(async ({ page }) => {
  await signInAsDemo(page);
});

test('a batch of files is imported file by file; a bad file is reported, stores nothing and stops nothing', async ({
  page,
}) => {
  const word = uniqueWord('BATCH');
  const names = [`alpha-${word.toLowerCase()}`, `bravo-${word.toLowerCase()}`];
  const bad = `broken-${word.toLowerCase()}`;
  await openReview(page);
  await page.getByLabel('Files').setInputFiles([
    {
      name: `${names[0]}.txt`,
      mimeType: 'text/plain',
      buffer: Buffer.from(`Movement note. The ${word} column crosses the river at first light.\n`),
    },
    // Not a PDF at all: the server refuses it and keeps nothing of it.
    { name: `${bad}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('this is not a PDF file') },
    {
      name: `${names[1]}.txt`,
      mimeType: 'text/plain',
      buffer: Buffer.from(`Supply note. The ${word} column draws water at the second halt.\n`),
    },
  ]);
  await page.getByRole('button', { name: 'Upload 3 files' }).click();

  await expect(page.getByText('2 of 3 files uploaded; 1 was not (see the list).')).toBeVisible();
  const outcomes = page.getByRole('list', { name: 'Upload results' }).getByRole('listitem');
  await expect(outcomes).toHaveCount(3);
  await expect(outcomes.nth(0)).toContainText(`${names[0]}.txt: uploaded as "${names[0]}"`);
  await expect(outcomes.nth(1)).toContainText(`${bad}.pdf: not uploaded.`);
  await expect(outcomes.nth(2)).toContainText(`${names[1]}.txt: uploaded as "${names[1]}"`);

  await search(page, word);
  for (const name of names) await expect(results(page).getByRole('heading', { name })).toBeVisible();

  const mine = (await (await page.request.get('/api/documents', { params: { limit: 100 } })).json()) as {
    items: { id: string; title: string }[];
  };
  expect(mine.items.some((d) => d.title === bad)).toBe(false);
  for (const name of names) await removeDocument(page.request, mine.items.find((d) => d.title === name)?.id);
});
