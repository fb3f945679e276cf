import { readFile } from 'node:fs/promises';
import { expect, type Download, type Page } from '@playwright/test';
import type { DraftResponse } from '@csw/contracts';
import { expectCenterShown, openCenter } from '../../support/navigation';
import { signInAsDemo } from '../../support/session';

export { signInAsDemo };

/** Opens CREATE from the dashboard of a signed-in page. */
export async function openCreate(page: Page): Promise<void> {
  await page.goto('/');
  await openCenter(page, 'create');
  await expectCenterShown(page, 'create');
  await expect(intent(page)).toBeVisible();
}

export const intent = (page: Page) => page.getByRole('textbox', { name: 'Intent', exact: true });
export const editor = (page: Page) => page.getByRole('textbox', { name: 'Draft', exact: true });
export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Presses Quick Create and returns the API's draft once the editor shows it. */
export async function quickCreate(page: Page): Promise<DraftResponse['draft']> {
  const answered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/drafts' && r.request().method() === 'POST',
  );
  await button(page, 'Quick Create').click();
  const response = await answered;
  expect(response.status(), await response.text()).toBe(200);
  const { draft } = (await response.json()) as DraftResponse;
  await expect(editor(page)).toHaveValue(draft.text);
  await expect(button(page, 'Quick Create')).toBeEnabled();
  return draft;
}

/** The text the editor has selected. */
export function selectedText(page: Page): Promise<string> {
  return editor(page).evaluate((el) => {
    const area = el as HTMLTextAreaElement;
    return area.value.slice(area.selectionStart, area.selectionEnd);
  });
}

/** Puts the editor's cursor at `at` (as a click into the text would). */
export async function placeCursor(page: Page, at: number): Promise<void> {
  await editor(page).evaluate((el, offset) => {
    const area = el as HTMLTextAreaElement;
    area.focus();
    area.setSelectionRange(offset, offset);
  }, at);
}

/** Clicks an export button and returns the downloaded file's name and bytes. */
export async function download(page: Page, name: string): Promise<{ fileName: string; bytes: Buffer }> {
  const downloading = page.waitForEvent('download');
  await button(page, name).click();
  const file: Download = await downloading;
  const path = await file.path();
  expect(path).toBeTruthy();
  return { fileName: file.suggestedFilename(), bytes: await readFile(path!) };
}
