import { expect, test } from '@playwright/test';
import { deleteConfirmation } from '@csw/contracts';
import {
  createDocument,
  livingLibrary,
  openReview,
  removeDocument,
  results,
  search,
  signInAsDemo,
  uniqueWord,
} from './review-helpers';

test.beforeEach(async ({ page }) => {
  await signInAsDemo(page);
});

test.describe('REVIEW library', () => {
  test('search finds seeded documents, with the matched words highlighted', async ({ page }) => {
    await openReview(page);
    await expect(page.getByRole('region', { name: 'Analytics' })).toContainText('Vector dimensions');

    await search(page, 'Harrow Point');
    const harrow = results(page)
      .getByRole('listitem')
      .filter({ hasText: 'Harrow Point Ground Station' })
      .first();
    await expect(harrow).toBeVisible();
    await expect(harrow.locator('mark').first()).toHaveText(/harrow|point/i);

    await search(page, 'KESTREL');
    const kestrel = results(page)
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', {
          name: 'Space Situational Awareness Report - KESTREL Constellation Activity',
        }),
      });
    await expect(kestrel).toBeVisible();
    await expect(kestrel.getByText('SECRET', { exact: true })).toBeVisible();
    await expect(results(page).getByRole('listitem')).toHaveCount(3);

    await search(page, '');
    await expect(results(page)).toBeHidden();
  });

  test('a search sent from the command bar runs in REVIEW', async ({ page }) => {
    await page.goto('/');
    const command = page.getByRole('textbox', { name: 'Command' });
    await command.fill('Find documents about Harrow Point');
    await command.press('Enter');
    await expect(page.getByRole('heading', { name: 'REVIEW', level: 1 })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search the library' })).toHaveValue('Harrow Point');
    await expect(results(page).getByRole('heading', { name: /Harrow Point Ground Station/ })).toBeVisible();
  });

  test('an uploaded .txt file is found by its words', async ({ page }) => {
    const word = uniqueWord('ZEPHYR');
    const name = `upload-${word.toLowerCase()}`;
    await openReview(page);
    await page.getByLabel('Files').setInputFiles({
      name: `${name}.txt`,
      mimeType: 'text/plain',
      buffer: Buffer.from(
        `Logistics note. The ${word} convoy refuels at the forward arming and refuelling point.\n`,
      ),
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText(`Uploaded "${name}" successfully.`)).toBeVisible();

    await search(page, word);
    await expect(results(page).getByRole('heading', { name })).toBeVisible();
    await expect(results(page).locator('mark', { hasText: new RegExp(word, 'i') })).toBeVisible();

    const mine = (await (await page.request.get('/api/documents', { params: { limit: 100 } })).json()) as {
      items: { id: string; title: string }[];
    };
    await removeDocument(page.request, mine.items.find((d) => d.title === name)?.id);
  });

  test('an edited document is found by its new words', async ({ page }) => {
    const title = `Edit test ${uniqueWord('T')}`;
    const newWord = uniqueWord('QUASAR');
    const id = await createDocument(page.request, title, 'Original wording of the staff note.');
    try {
      await openReview(page);
      await expect(livingLibrary(page).getByRole('heading', { name: title })).toBeVisible();
      await page.getByRole('button', { name: `Edit ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Document' });
      await dialog
        .getByRole('textbox', { name: 'Content' })
        .fill(`Revised wording: the ${newWord} relay is now primary.`);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText('Document updated successfully!')).toBeVisible();
      await expect(dialog).toBeHidden();

      await search(page, newWord);
      await expect(results(page).getByRole('heading', { name: title })).toBeVisible();
    } finally {
      await removeDocument(page.request, id);
    }
  });

  test("a deleted document is gone, after the spec's confirmation", async ({ page }) => {
    const word = uniqueWord('ORRERY');
    const title = `Delete test ${word}`;
    const id = await createDocument(page.request, title, `The ${word} schedule is obsolete.`);
    try {
      await openReview(page);
      await page.getByRole('button', { name: `Delete ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete document' });
      await expect(dialog).toContainText(deleteConfirmation(title));
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(page.getByText(`Deleted "${title}" successfully.`)).toBeVisible();
      await expect(livingLibrary(page).getByRole('heading', { name: title })).toHaveCount(0);

      await search(page, word);
      // Whatever else the words resemble by meaning, the deleted document is not among the results.
      await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
      expect((await page.request.get(`/api/documents/${id}`)).status()).toBe(404);
    } finally {
      await removeDocument(page.request, id);
    }
  });
});
