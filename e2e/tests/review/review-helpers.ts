import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { LIBRARY_MESSAGES } from '@csw/contracts';
import { expectCenterShown, openCenter } from '../../support/navigation';
import { signInAsDemo } from '../../support/session';

export { signInAsDemo };

/** A word no earlier run used, so a search for it finds only what this test made. */
export function uniqueWord(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
}

/** Opens REVIEW from the dashboard of a signed-in page and waits until the library is open. */
export async function openReview(page: Page): Promise<void> {
  await page.goto('/');
  await openCenter(page, 'review');
  await expectCenterShown(page, 'review');
  await expect(page.getByText('Initializing vector database...')).toBeHidden();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Searches the library from the REVIEW search box (Enter) and waits for its outcome. */
export async function search(page: Page, query: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: 'Search the library' });
  await box.fill(query);
  await box.press('Enter');
  if (!query.trim()) return;
  const outcome = new RegExp(
    `match(es)? for "${escape(query.trim())}"|${escape(LIBRARY_MESSAGES.noMatch)}|${escape(LIBRARY_MESSAGES.empty)}|The search failed`,
  );
  await expect(page.getByRole('region', { name: 'Semantic Search' }).getByText(outcome)).toBeVisible();
}

export const results = (page: Page) => page.getByRole('list', { name: 'Search results' });
export const livingLibrary = (page: Page) => page.getByRole('list', { name: 'Living Library' });

/** A document of the signed-in user, made through the API (as CREATE's Save does). */
export async function createDocument(
  api: APIRequestContext,
  title: string,
  content: string,
): Promise<string> {
  const response = await api.post('/api/documents', {
    data: { title, content, classification: 'UNCLASS', documentType: 'Staff Note' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Removes what a test made; a document the test already deleted is fine. */
export async function removeDocument(api: APIRequestContext, id: string | undefined): Promise<void> {
  if (!id) return;
  const response = await api.delete(`/api/documents/${encodeURIComponent(id)}`);
  expect([200, 404]).toContain(response.status());
}
