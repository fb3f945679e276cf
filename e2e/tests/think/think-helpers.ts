import { expect, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { expectCenterShown, openCenter } from '../../support/navigation';
import { signInAsDemo } from '../../support/session';

export { signInAsDemo };
export { citedDocumentIds } from '../../../server/src/analysis/testing/cited-documents';

/** Three documents of the seeded library. */
export const SEEDED = [
  'Space Situational Awareness Report - KESTREL Constellation Activity',
  'Cyber Threat Assessment - Satellite Ground Segment and Communications Networks',
  'Mission Planning Guide - Exercise STEEL HORIZON 26',
] as const;

/** Opens THINK from the dashboard of a signed-in page and waits until the documents are listed. */
export async function openThink(page: Page): Promise<void> {
  await page.goto('/');
  await openCenter(page, 'think');
  await expectCenterShown(page, 'think');
  await expect(page.getByRole('tab', { name: /^Vector Database \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'AI model' })).toBeEnabled();
}

export const documentList = (page: Page) => page.getByRole('list', { name: 'Documents to analyse' });
export const results = (page: Page) => page.getByRole('region', { name: 'Results' });
export const query = (page: Page) => page.getByRole('textbox', { name: 'Analysis query' });

/** Presses Analyze and returns the API's answer once the screen shows its outcome. */
export async function analyze(page: Page): Promise<Response> {
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/analysis') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Analyze', exact: true }).click();
  const response = await answered;
  expect(response.status(), await response.text()).toBe(200);
  await expect(page.getByRole('button', { name: 'Analyze', exact: true })).toBeEnabled();
  return response;
}

/** The ids of documents the signed-in user can read, by title. */
export async function documentIdsByTitle(api: APIRequestContext): Promise<Map<string, string>> {
  const response = await api.get('/api/documents?limit=100');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { id: string; title: string }[] };
  return new Map(items.map((d) => [d.title, d.id]));
}
