import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { shellUrl } from '../../support/origins';
import { choosePerson } from '../../support/people';
import { expectNoSeriousA11yViolations } from './axe';
import {
  PASSWORD,
  assistant,
  clearForSecret,
  logout,
  openAssistant,
  registerViaApi,
  signInViaUi,
  uniqueName,
} from './shell-helpers';

/** Signs a new owner in, with one document of theirs, and returns its title. */
async function ownerWithDocument(page: Page): Promise<{ owner: string; title: string }> {
  const owner = uniqueName('owner');
  const account = await registerViaApi(page.request, owner);
  // Cleared for SECRET, so that the edit dialog may mark the document SECRET.
  await clearForSecret(account.id);
  const title = `Convoy memo ${owner}`;
  const created = await page.request.post('/api/documents', {
    data: { title, content: 'Convoy departs at 0600 from the north gate.' },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Recent documents' }).getByText(title)).toBeVisible();
  return { owner, title };
}

async function anotherUser(): Promise<string> {
  const username = uniqueName('colleague');
  const api = await playwrightRequest.newContext({ baseURL: shellUrl });
  await registerViaApi(api, username);
  await api.dispose();
  return username;
}

test.describe('share, edit and confirm dialogs', () => {
  test('Share: needs a user, shares with the chosen permission, says so and closes; the colleague is told', async ({
    page,
  }) => {
    const colleague = await anotherUser();
    const { title } = await ownerWithDocument(page);
    await page.getByRole('button', { name: `Share ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Document' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Share with' })).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Share' })).toBeDisabled();
    await expect(dialog.getByRole('combobox', { name: 'Permission level' })).toHaveValue('read');
    await expectNoSeriousA11yViolations(page, 'the share dialog');

    await choosePerson(dialog, 'Share with', colleague);
    await dialog.getByRole('combobox', { name: 'Permission level' }).selectOption({ label: 'Read & Write' });
    await dialog.getByRole('button', { name: 'Share' }).click();
    // The picker announces its choice in a status of its own: the outcome is the other one.
    const message = dialog.getByRole('status').filter({ hasText: 'shared' });
    await expect(message).toHaveText('Document shared successfully!');
    expect(await message.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(86, 240, 0)');
    await expect(dialog).toBeHidden({ timeout: 5000 });
    await openAssistant(page);
    await expect(assistant(page)).toContainText(`"${title}" is shared with ${colleague} (Read & Write).`);

    await logout(page);
    await signInViaUi(page, colleague, PASSWORD);
    await openAssistant(page);
    await expect(assistant(page)).toContainText(`shared "${title}" with you (Read & Write)`);
  });

  test('Edit: title, classification and content (20 rows); saved, says so and closes; SECRET shows red', async ({
    page,
  }) => {
    const { title } = await ownerWithDocument(page);
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Document' });
    await expect(dialog.getByRole('textbox', { name: 'Content' })).toHaveAttribute('rows', '20');
    await expectNoSeriousA11yViolations(page, 'the edit dialog');
    // Focus stays inside the dialog.
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    const renamed = `${title} (rev 2)`;
    await dialog.getByRole('textbox', { name: 'Title' }).fill(renamed);
    await dialog.getByRole('combobox', { name: 'Classification' }).selectOption('SECRET');
    await dialog
      .getByRole('textbox', { name: 'Content' })
      .fill('Convoy departs at 0530 from the south gate.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Document updated successfully!');
    await expect(dialog).toBeHidden({ timeout: 5000 });
    const row = page
      .getByRole('region', { name: 'Recent documents' })
      .getByRole('listitem')
      .filter({ hasText: renamed });
    await expect(row).toBeVisible();
    const tag = row.locator('[data-classification]');
    await expect(tag).toHaveText('SECRET');
    expect(await tag.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(200, 16, 46)');
  });

  test('Edit: a failure says so and keeps the edits', async ({ page }) => {
    const { title } = await ownerWithDocument(page);
    await page.route('**/api/documents/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, json: { message: 'Internal error' } })
        : route.continue(),
    );
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Document' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Changed title');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Failed to update document. Please try again.');
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Changed title');
  });

  test('Confirm: deleting asks first (danger), Cancel keeps the document, Delete removes it', async ({
    page,
  }) => {
    const { title } = await ownerWithDocument(page);
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete document' });
    await expect(dialog).toContainText(
      `Are you sure you want to delete "${title}"? This action cannot be undone.`,
    );
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'the confirm dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('region', { name: 'Recent documents' }).getByText(title)).toBeVisible();
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('region', { name: 'Recent documents' }).getByText(title)).toHaveCount(0);
  });
});
