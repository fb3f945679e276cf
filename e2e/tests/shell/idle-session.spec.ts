import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNT } from '@csw/contracts';
import { expectCenterShown, openCenter } from '../../support/navigation';
import { signInAsDemo } from '../../support/session';

test('an idle session warns a minute before it ends, can be renewed, and after expiry returns to the same screen', async ({
  page,
}) => {
  // The page's clock is driven by the test: fifteen idle minutes pass without waiting.
  await page.clock.install();
  await signInAsDemo(page);
  await page.goto('/');
  await openCenter(page, 'execute');
  await expectCenterShown(page, 'execute');
  // EXECUTE reads the list of plans as it opens (its status shows until the answer): an answer that came in
  // after the jump below would count as activity at the thirteenth minute and put the warning off.
  await expect(page.getByRole('status').filter({ hasText: 'Loading your plans…' })).toHaveCount(0);

  await page.clock.fastForward('13:00');
  const warning = page.getByRole('dialog', { name: 'Still there?' });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('timer')).toContainText('You will be signed out in');
  const renewal = page.waitForResponse((r) => r.url().endsWith('/api/auth/me') && r.ok());
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await renewal;
  await expect(warning).toBeHidden();
  await expectCenterShown(page, 'execute');

  await page.clock.fastForward('14:01');
  await expect(page.getByRole('alert')).toContainText(
    'Your session ended after 15 minutes without activity. Sign in again to continue where you left off.',
  );
  // The server session is gone too: the API refuses the old cookie.
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);

  await page.getByLabel('Username').fill(DEMO_ACCOUNT.username);
  await page.getByLabel('Password').fill(DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: 'Authenticate' }).click();
  await expectCenterShown(page, 'execute');
});
