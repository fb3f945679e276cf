import { expect, test } from '@playwright/test';
import { registerViaApi, uniqueName } from '../shell/shell-helpers';
import { createDocument, livingLibrary, openReview, uniqueWord } from './review-helpers';

test.describe('REVIEW folders', () => {
  test('moves chosen documents into a folder, renames it, and deletes it keeping its documents', async ({
    page,
  }) => {
    const word = uniqueWord('FOLDERS');
    await registerViaApi(page.request, uniqueName('filer'));
    const folder = await page.request.post('/api/folders', { data: { name: `Orders ${word}` } });
    expect(folder.status(), await folder.text()).toBe(201);
    await createDocument(page.request, `${word} warning order`, `${word}: the warning order.`);
    await createDocument(page.request, `${word} fragmentary order`, `${word}: the fragmentary order.`);

    await openReview(page);
    const folders = page.getByRole('list', { name: 'Your folders' });
    await expect(folders.getByRole('button', { name: `Orders ${word}, 0 documents` })).toBeVisible();

    await page.getByRole('checkbox', { name: `Select ${word} warning order` }).check();
    await page.getByRole('checkbox', { name: `Select ${word} fragmentary order` }).check();
    await page
      .getByRole('region', { name: 'Selected documents' })
      .getByRole('button', { name: 'Move to folder' })
      .click();
    const move = page.getByRole('dialog', { name: 'Move to folder' });
    await expect(move.getByRole('combobox', { name: 'Folder' })).toHaveValue((await folder.json()).id);
    await move.getByRole('button', { name: 'Move' }).click();
    await expect(move.getByText(`Moved 2 documents to "Orders ${word}".`)).toBeVisible();
    await expect(move).toBeHidden();
    await expect(folders.getByRole('button', { name: `Orders ${word}, 2 documents` })).toBeVisible();

    await page.getByRole('button', { name: `Rename folder Orders ${word}` }).click();
    const rename = page.getByRole('dialog', { name: 'Rename folder' });
    await rename.getByRole('textbox', { name: 'Folder name' }).fill(`Plans ${word}`);
    await rename.getByRole('button', { name: 'Rename' }).click();
    await expect(folders.getByRole('button', { name: `Plans ${word}, 2 documents` })).toBeVisible();

    await page.getByRole('button', { name: `Delete folder Plans ${word}` }).click();
    const remove = page.getByRole('dialog', { name: 'Delete folder' });
    await expect(remove).toContainText(`"Plans ${word}" holds 2 documents.`);
    await expect(remove.getByRole('combobox', { name: 'What happens to its documents' })).toHaveValue('keep');
    await remove.getByRole('button', { name: 'Delete folder' }).click();
    await expect(
      page.getByText(
        `Deleted the folder "Plans ${word}". 2 documents kept in the library, outside any folder.`,
      ),
    ).toBeVisible();
    await expect(page.getByText('No folders of your own yet.')).toBeVisible();
    await expect(livingLibrary(page).getByText(`${word} warning order`)).toBeVisible();
    await expect(livingLibrary(page).getByText(`${word} fragmentary order`)).toBeVisible();
  });
});
