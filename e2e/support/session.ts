import type { Page } from '@playwright/test';
import { DEMO_ACCOUNT } from '@csw/contracts';

/**
 * Signs the page's browser context in as the demo officer through the API (the cookie is shared with the
 * page), so platform tests start on the dashboard. The login screen itself is tested in tests/shell.
 */
export async function signInAsDemo(page: Page): Promise<void> {
  const config = await page.request.get('/api/auth/config');
  if (config.status() === 404) return; // an installation without authentication
  const response = await page.request.post('/api/auth/login', { data: DEMO_ACCOUNT });
  if (!response.ok()) throw new Error(`Demo sign-in failed: ${response.status()} ${await response.text()}`);
}
