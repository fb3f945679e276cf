import { expect, test } from '@playwright/test';
import { AUTH_MESSAGES, DEMO_ACCOUNT } from '@csw/contracts';
import { adminApi, fillRegistration, logout, registerViaApi, signInViaUi, uniqueName } from './shell-helpers';

test.describe('login and registration', () => {
  test('registers a new user, who lands on the dashboard; the same username again is refused', async ({
    page,
  }) => {
    const username = uniqueName('reg');
    await page.goto('/');
    await fillRegistration(page, username);
    await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('user');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`, ${username.replace('.', '\\.')}$`) }),
    ).toBeVisible();

    await logout(page);
    await fillRegistration(page, username);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.usernameTaken);
  });

  test('a failed login says so, and LOGIN_FAIL is in the audit log with the attempted username', async ({
    page,
  }) => {
    const attempted = uniqueName('nobody');
    await page.goto('/');
    await page.getByLabel('Username').fill(attempted);
    await page.getByLabel('Password').fill('not-the-password-at-all');
    await page.getByRole('button', { name: 'Authenticate' }).click();
    await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.invalidCredentials);
    await expect(page.getByRole('button', { name: 'Authenticate' })).toBeEnabled();

    const admin = await adminApi();
    const log = await (
      await admin.get('/api/admin/audit', { params: { action: 'LOGIN_FAIL', limit: 500 } })
    ).json();
    expect(JSON.stringify(log.items)).toContain(attempted);
    await admin.dispose();
  });

  test('the demo hint fills in the demo credentials and signs in', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Use demo credentials' }).click();
    await expect(page.getByLabel('Username')).toHaveValue(DEMO_ACCOUNT.username);
    await expect(page.getByLabel('Password')).toHaveValue(DEMO_ACCOUNT.password);
    await page.getByRole('button', { name: 'Authenticate' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /, demo\.officer$/ })).toBeVisible();
  });

  test('a server failure shows the system error', async ({ page }) => {
    await page.route('**/api/auth/login', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto('/');
    await page.getByRole('button', { name: 'Use demo credentials' }).click();
    await page.getByRole('button', { name: 'Authenticate' }).click();
    await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.systemError);
  });

  test('the session survives a reload, and logout ends it on the server', async ({ page }) => {
    const username = uniqueName('session');
    await registerViaApi(page.request, username);
    await page.request.post('/api/auth/logout');
    await page.goto('/');
    await signInViaUi(page, username);
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`, ${username.replace('.', '\\.')}$`) }),
    ).toBeVisible();

    await logout(page);
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Access Control' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the keyboard alone signs in, opens a center and uses the command bar', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('tab', { name: 'Access Control' })).toBeVisible();
    // Tab from the top of the page to the username field.
    for (
      let i = 0;
      i < 10 && !(await page.getByLabel('Username').evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(page.getByLabel('Username')).toBeFocused();
    await page.keyboard.type(DEMO_ACCOUNT.username);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_ACCOUNT.password);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: /, demo\.officer$/ })).toBeVisible();

    const openThink = page.getByRole('button', { name: 'Open THINK' });
    for (let i = 0; i < 40 && !(await openThink.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(openThink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'THINK', level: 1 })).toBeVisible();

    await page.keyboard.press('Control+k');
    await expect(page.getByRole('textbox', { name: 'Command' })).toBeFocused();
    await page.keyboard.type('Plan the convoy movement for Tuesday');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'EXECUTE', level: 1 })).toBeVisible();
  });
});
