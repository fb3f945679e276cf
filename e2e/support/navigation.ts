import { expect, type Page } from '@playwright/test';
import { CENTER_CATALOG, type CenterId } from '@csw/contracts';

/** Opens a center from the dashboard card or, inside the frame, from the sidebar. */
export async function openCenter(page: Page, id: CenterId): Promise<void> {
  const title = CENTER_CATALOG[id].title;
  const sidebar = page.getByRole('navigation', { name: 'Centers' });
  if (await sidebar.isVisible()) await sidebar.getByRole('button', { name: title, exact: true }).click();
  else await page.getByRole('button', { name: `Open ${title}` }).click();
}

/** Waits until the center's own code has rendered its title. */
export async function expectCenterShown(page: Page, id: CenterId): Promise<void> {
  await expect(page.getByRole('heading', { name: CENTER_CATALOG[id].title, level: 1 })).toBeVisible();
}
