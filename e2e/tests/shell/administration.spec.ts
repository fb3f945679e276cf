import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { AUTH_MESSAGES } from '@csw/contracts';
import { E2E_ADMIN } from '../../support/accounts';
import { PASSWORD, registerViaApi, signInViaUi, uniqueName } from './shell-helpers';

test.describe('administration', () => {
  test('only an administrator sees it', async ({ page }) => {
    await registerViaApi(page.request, uniqueName('plain'));
    await page.goto('/#/administration');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Good');
    await expect(page.getByRole('button', { name: 'Administration' })).toHaveCount(0);
    expect((await page.request.get('/api/admin/users')).status()).toBe(403);
  });

  test('disables and enables an account; a disabled account cannot sign in', async ({ page, browser }) => {
    const target = uniqueName('disabled');
    await registerViaApi(page.request, target);
    await page.request.post('/api/auth/logout');
    await page.goto('/');
    await signInViaUi(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Administration' }).click();
    await page.getByRole('tab', { name: 'Users' }).click();
    const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: target });
    await expect(row).toContainText('Active');
    await expect(page.getByRole('button', { name: `Disable ${E2E_ADMIN.username}` })).toBeDisabled();
    await row.getByRole('button', { name: `Disable ${target}` }).click();
    await page
      .getByRole('dialog', { name: 'Disable account' })
      .getByRole('button', { name: 'Disable' })
      .click();
    await expect(row).toContainText('Disabled');

    const other = await (await browser.newContext()).newPage();
    await other.goto('/');
    await other.getByLabel('Username').fill(target);
    await other.getByLabel('Password').fill(PASSWORD);
    await other.getByRole('button', { name: 'Authenticate' }).click();
    await expect(other.getByRole('alert')).toBeVisible();
    await expect(other.getByRole('alert')).not.toHaveText(AUTH_MESSAGES.systemError);

    await row.getByRole('button', { name: `Enable ${target}` }).click();
    await expect(row).toContainText('Active');
    await other.getByRole('button', { name: 'Authenticate' }).click();
    await expect(other.getByRole('heading', { level: 1 })).toContainText(target);
    await other.context().close();
  });

  test('the audit log of everyone filters by action and exports the same filter as CSV', async ({ page }) => {
    const attempted = uniqueName('intruder');
    await page.request.post('/api/auth/login', {
      data: { username: attempted, password: 'wrong-password-here' },
    });
    await page.goto('/');
    await signInViaUi(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Administration' }).click();
    await page.getByRole('tab', { name: 'Audit log' }).click();
    await page.getByRole('combobox', { name: 'Action' }).selectOption('LOGIN_FAIL');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const table = page.getByRole('table', { name: 'Audit log' });
    await expect(table).toContainText(attempted);
    const actions = await table.locator('tbody tr td:nth-child(3)').allTextContents();
    expect(new Set(actions)).toEqual(new Set(['LOGIN_FAIL']));
    await expect(table.getByText('failure').first()).toBeVisible();

    const link = page.getByRole('link', { name: 'Export CSV' });
    await expect(link).toHaveAttribute('href', /\/api\/admin\/audit\.csv\?.*action=LOGIN_FAIL/);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain('LOGIN_FAIL');
    expect(csv).toContain(attempted);
    expect(csv).not.toContain('DOC_VIEW');
  });
});
