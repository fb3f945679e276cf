import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import type { Role } from '@csw/contracts';
import { E2E_ADMIN } from '../../support/accounts';
import { shellUrl } from '../../support/origins';

/** A password the server accepts (12+ characters, not a common one). */
export const PASSWORD = 'Ridge-line-47-ochre';

/** A username no earlier run used (the server may keep its data between local runs). */
export function uniqueName(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Registers through the API; with `page.request` the page's browser context is then signed in as that user. */
export async function registerViaApi(api: APIRequestContext, username: string, requestedRole: Role = 'user') {
  const response = await api.post('/api/auth/register', {
    data: { username, password: PASSWORD, requestedRole },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).user as { id: string; username: string };
}

/** A separate signed-in API client (another person), for example the suite's administrator. */
export async function apiAs(username: string, password: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: shellUrl });
  const response = await api.post('/api/auth/login', { data: { username, password } });
  expect(response.ok(), await response.text()).toBe(true);
  return api;
}

export const adminApi = () => apiAs(E2E_ADMIN.username, E2E_ADMIN.password);

/**
 * Clears an account for SECRET as the suite's administrator does on the Administration screen (a new account
 * is cleared for UNCLASS only, and nobody marks a document above their own clearance).
 */
export async function clearForSecret(userId: string): Promise<void> {
  const admin = await adminApi();
  const response = await admin.put(`/api/admin/users/${encodeURIComponent(userId)}/clearance`, {
    data: { clearance: 'SECRET', reason: 'End-to-end test of SECRET documents' },
  });
  expect(response.status(), await response.text()).toBe(200);
  await admin.dispose();
}

/** Approves the pending role request of `username` as the suite's administrator. */
export async function approveRoleRequest(username: string): Promise<void> {
  const admin = await adminApi();
  const requests = (await (await admin.get('/api/admin/role-requests?status=pending')).json()) as {
    id: string;
    username: string;
  }[];
  const mine = requests.find((r) => r.username === username);
  expect(mine, `a pending request of ${username}`).toBeTruthy();
  const decided = await admin.post(`/api/admin/role-requests/${mine!.id}/decision`, {
    data: { decision: 'approve' },
  });
  expect(decided.ok(), await decided.text()).toBe(true);
  await admin.dispose();
}

/** Fills in the Register tab of the login screen (the caller checks what follows). */
export async function fillRegistration(
  page: Page,
  username: string,
  role: 'user' | 'team_lead' | 'admin' = 'user',
) {
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  if (role !== 'user') await page.getByRole('combobox', { name: 'Role' }).selectOption(role);
}

/** Signs in through the login screen. */
export async function signInViaUi(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Authenticate' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`, ${username.replace(/\./g, '\\.')}$`) }),
  ).toBeVisible();
}

export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page.getByRole('tab', { name: 'Access Control' })).toBeVisible();
}

/** The figure a dashboard tile shows. */
export async function tile(page: Page, label: string): Promise<string> {
  const figures = page.getByRole('region', { name: 'Your figures' });
  const term = figures.locator('dt', { hasText: new RegExp(`^${label}$`) });
  await expect(term.locator('xpath=following-sibling::dd[1]')).not.toHaveText('–');
  return (await term.locator('xpath=following-sibling::dd[1]').textContent()) ?? '';
}

/**
 * Records every event of `type` published on the page's bus (the one bus the shell and the centers share,
 * registered under a global key), so a test can see what a center received.
 */
export async function recordBus(page: Page, type: string): Promise<() => Promise<unknown[]>> {
  await page.waitForFunction(() =>
    Boolean((globalThis as Record<symbol, unknown>)[Symbol.for('csw.event-bus')]),
  );
  await page.evaluate((eventType) => {
    const bus = (
      globalThis as unknown as Record<
        symbol,
        { subscribe(t: string, h: (e: { payload: unknown }) => void): void }
      >
    )[Symbol.for('csw.event-bus')]!;
    const store = ((window as unknown as { __recorded?: Record<string, unknown[]> }).__recorded ??= {});
    store[eventType] = [];
    bus.subscribe(eventType, (event) => store[eventType]!.push(event.payload));
  }, type);
  return () =>
    page.evaluate(
      (eventType) => (window as unknown as { __recorded: Record<string, unknown[]> }).__recorded[eventType]!,
      type,
    );
}

export const assistant = (page: Page) => page.getByRole('complementary', { name: 'Assistant' });

/** What the assistant reads by itself when the workspace opens, and announces if there is news. */
const ASSISTANT_READS = ['/api/documents/shared', '/api/plans/summaries'];

/**
 * Opens the workspace of a signed-in page and waits until the assistant is listening and has read what it
 * announces by itself (documents shared with the user, daily summaries): it asks for them right after it
 * starts listening. A new user has no news, so the assistant shows no count; what it counts next comes from
 * the test. (The bus exists from the first script on, long before the assistant does.)
 */
export async function openWorkspace(page: Page): Promise<void> {
  const reads = ASSISTANT_READS.map((path) =>
    page.waitForResponse((r) => new URL(r.url()).pathname === path && r.ok()),
  );
  await page.goto('/');
  await Promise.all(reads);
  await expect(page.getByRole('button', { name: 'Open assistant', exact: true })).toBeVisible();
}

export async function openAssistant(page: Page): Promise<void> {
  if (!(await assistant(page).isVisible()))
    await page.getByRole('button', { name: /open assistant/i }).click();
  await expect(assistant(page)).toBeVisible();
}

/** The titles of the assistant's messages, top (newest) first. */
export async function messageTitles(page: Page): Promise<string[]> {
  return assistant(page)
    .getByRole('list', { name: 'Assistant messages' })
    .locator(':scope > li [data-status] + span')
    .allTextContents();
}
