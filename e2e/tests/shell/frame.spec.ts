import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../support/accounts';
import {
  approveRoleRequest,
  fillRegistration,
  registerViaApi,
  signInViaUi,
  uniqueName,
} from './shell-helpers';

const SIMPLIFIED = 'Simplified view active: Focus on essentials.';
const COLLECTIVE = 'Collective insights active';

async function openThink(page: Page) {
  await page.getByRole('button', { name: 'Open THINK' }).click();
  await expect(page.getByRole('heading', { name: 'THINK', level: 1 })).toBeVisible();
}

/** The badge of the signed-in user in the sidebar. */
const badge = (page: Page) => page.getByRole('complementary', { name: 'Workspace' }).locator('[data-role]');

test.describe('center frame', () => {
  test('Fatigued says so, simplifies the frame and the dashboard, and is saved with the account', async ({
    page,
  }) => {
    await registerViaApi(page.request, uniqueName('tired'));
    await page.goto('/');
    await openThink(page);
    const state = page.getByRole('combobox', { name: 'Cognitive State' });
    await expect(state).toHaveValue('Fresh');
    await expect(page.getByRole('region', { name: 'Center bar' })).toContainText('Analysis & Understanding');
    await expect(page.getByText(SIMPLIFIED)).toHaveCount(0);

    await state.selectOption('Fatigued');
    await expect(page.getByText(SIMPLIFIED)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Center bar' })).not.toContainText(
      'Analysis & Understanding',
    );

    await page.getByRole('button', { name: 'Dashboard' }).click();
    await expect(page.getByText(SIMPLIFIED)).toBeVisible();
    await expect(page.getByRole('region', { name: "What's New" })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Recent documents' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'THINK', exact: true })).not.toContainText(
      'Upload or pick documents',
    );

    await page.reload();
    await expect(page.getByText(SIMPLIFIED)).toBeVisible();
    await openThink(page);
    await expect(page.getByRole('combobox', { name: 'Cognitive State' })).toHaveValue('Fatigued');
    await page.getByRole('combobox', { name: 'Cognitive State' }).selectOption('Stressed');
    await expect(page.getByText(SIMPLIFIED)).toHaveCount(0);
  });

  test("'Collective insights active' shows only for a team lead with team mode on", async ({ page }) => {
    const lead = uniqueName('lead');
    await registerViaApi(page.request, lead, 'team_lead');
    await approveRoleRequest(lead);
    await page.request.post('/api/auth/logout');
    await page.goto('/');
    await signInViaUi(page, lead);
    await openThink(page);
    await expect(badge(page)).toHaveAttribute('data-role', 'team_lead');
    const shared = page.getByRole('checkbox', { name: 'Shared workspace' });
    await expect(shared).not.toBeChecked();
    await expect(page.getByText(COLLECTIVE)).toHaveCount(0);
    await shared.check();
    await expect(page.getByText(COLLECTIVE)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Shared workspace' })).toBeChecked();
    await expect(page.getByText(COLLECTIVE)).toBeVisible();
    await page.getByRole('checkbox', { name: 'Shared workspace' }).uncheck();
    await expect(page.getByText(COLLECTIVE)).toHaveCount(0);

    // A plain user with team mode on does not see it.
    await page.getByRole('button', { name: 'Logout' }).click();
    await registerViaApi(page.request, uniqueName('member'));
    await page.reload();
    await openThink(page);
    await page.getByRole('checkbox', { name: 'Shared workspace' }).check();
    await expect(page.getByRole('checkbox', { name: 'Shared workspace' })).toBeChecked();
    await expect(page.getByText(COLLECTIVE)).toHaveCount(0);
  });

  test('the user badge shows username and role in words, coloured admin red, team lead yellow, user green', async ({
    page,
  }) => {
    const colour = () => badge(page).evaluate((el) => getComputedStyle(el).borderTopColor);
    const symbol = () => badge(page).locator('[data-status]').getAttribute('data-status');

    const plain = uniqueName('green');
    await registerViaApi(page.request, plain);
    await page.goto('/');
    await openThink(page);
    await expect(badge(page)).toHaveText(new RegExp(`${plain}\\s*User`));
    expect(await colour()).toBe('rgb(86, 240, 0)');
    expect(await symbol()).toBe('normal');

    const lead = uniqueName('yellow');
    await page.getByRole('button', { name: 'Logout' }).click();
    await registerViaApi(page.request, lead, 'team_lead');
    await approveRoleRequest(lead);
    await page.request.post('/api/auth/logout');
    await page.reload();
    await signInViaUi(page, lead);
    await openThink(page);
    await expect(badge(page)).toContainText('Team Lead');
    expect(await colour()).toBe('rgb(252, 232, 58)');
    expect(await symbol()).toBe('caution');

    await page.getByRole('button', { name: 'Logout' }).click();
    await signInViaUi(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await openThink(page);
    await expect(badge(page)).toContainText('Admin');
    expect(await colour()).toBe('rgb(255, 56, 56)');
    expect(await symbol()).toBe('critical');
  });

  test('role approval end to end: register asking for Admin, work as a user, an admin approves, Admin at next login', async ({
    page,
    browser,
  }) => {
    const username = uniqueName('promoted');
    await page.goto('/');
    await fillRegistration(page, username, 'admin');
    await expect(
      page.getByText(
        'Admin is a request: your account starts with the User role until an administrator approves it.',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Your request for the Admin role awaits an administrator.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Administration' })).toHaveCount(0);
    await openThink(page);
    await expect(badge(page)).toContainText('User');
    expect(await badge(page).getAttribute('data-role')).toBe('user');

    // The administrator, in another browser, approves the request in the Administration screen.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await admin.goto('/');
    await signInViaUi(admin, E2E_ADMIN.username, E2E_ADMIN.password);
    await admin.getByRole('button', { name: 'Administration' }).click();
    const requests = admin.getByRole('table', { name: 'Pending role requests' });
    await expect(requests.getByRole('row', { name: new RegExp(username) })).toContainText(
      'Awaiting approval',
    );
    await admin.getByRole('button', { name: `Approve ${username} as Admin` }).click();
    await expect(
      admin.getByText(
        `${username} is now Admin: the server applies it to their next request, and their screen shows it once they reload the page.`,
      ),
    ).toBeVisible();
    await adminContext.close();

    await page.getByRole('button', { name: 'Logout' }).click();
    await signInViaUi(page, username);
    await expect(page.getByRole('button', { name: 'Administration' })).toBeVisible();
    await openThink(page);
    await expect(badge(page)).toContainText('Admin');
    expect(await badge(page).getAttribute('data-role')).toBe('admin');
    expect(await badge(page).evaluate((el) => getComputedStyle(el).borderTopColor)).toBe('rgb(255, 56, 56)');
  });
});
