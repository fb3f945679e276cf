import { expect, test } from '@playwright/test';
import { CENTER_CATALOG } from '@csw/contracts';
import { CENTERS, centerUrl, shellUrl } from '../../support/origins';
import { expectCenterShown, openCenter } from '../../support/navigation';
import { countReactRenderers, reactRenderers } from '../../support/react-copies';
import { signInAsDemo } from '../../support/session';

test.describe('federated composition', () => {
  test('all five centers load, each from its own origin, with one React', async ({ page }) => {
    const scriptOrigins = new Map<string, Set<string>>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js')) return;
      const files = scriptOrigins.get(url.origin) ?? new Set<string>();
      files.add(url.pathname);
      scriptOrigins.set(url.origin, files);
    });
    await countReactRenderers(page);
    await signInAsDemo(page);
    await page.goto('/');
    for (const id of CENTERS) {
      await openCenter(page, id);
      await expectCenterShown(page, id);
    }
    // Each center's remote entry and exposed module came from that center's origin, not the shell's.
    for (const id of CENTERS) {
      const origin = new URL(centerUrl(id)).origin;
      const files = [...(scriptOrigins.get(origin) ?? [])];
      expect(files, `scripts from ${origin}`).toContain('/remoteEntry.js');
      expect(files.some((f) => f.includes('__federation_expose_Center'))).toBe(true);
    }
    const origins = new Set([...scriptOrigins.keys()]);
    expect(origins).toEqual(
      new Set([new URL(shellUrl).origin, ...CENTERS.map((id) => new URL(centerUrl(id)).origin)]),
    );
    expect(origins.size).toBe(6);
    // Exactly one React DOM renderer was loaded for the shell and all five centers.
    expect(await reactRenderers(page)).toEqual([{ version: '19.3.1', packageName: 'react-dom' }]);
  });

  test('an event a center publishes reaches the shell through the one bus', async ({ page }) => {
    await signInAsDemo(page);
    await page.goto('/');
    await openCenter(page, 'execute');
    await expectCenterShown(page, 'execute');
    await page.getByRole('button', { name: /open assistant/i }).click();
    const assistant = page.getByRole('complementary', { name: 'Assistant' });
    // The center's code announced itself on the bus; the assistant says so in a staff officer's words.
    await expect(assistant).toContainText('EXECUTE is ready: ');
  });

  test('a center whose origin is down shows as unavailable with Retry, the rest keeps working, Retry recovers it', async ({
    page,
  }) => {
    const deadOrigin = new URL(centerUrl('review')).origin;
    await page.route(`${deadOrigin}/**`, (route) => route.abort('connectionrefused'));
    await signInAsDemo(page);
    await page.goto('/');
    await page.evaluate(() => ((window as unknown as { pageMarker: string }).pageMarker = 'same page'));

    await openCenter(page, 'review');
    const alert = page.getByRole('alert', { name: `${CENTER_CATALOG.review.title} unavailable` });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('REVIEW is unavailable');
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();

    // The shell chrome and the four other centers keep working.
    for (const id of CENTERS.filter((c) => c !== 'review')) {
      await openCenter(page, id);
      await expectCenterShown(page, id);
    }

    // Back on the dead center it is still unavailable; the origin comes back and Retry loads it in place,
    // without a page reload.
    await openCenter(page, 'review');
    await expect(alert).toBeVisible();
    await page.unroute(`${deadOrigin}/**`);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expectCenterShown(page, 'review');
    expect(await page.evaluate(() => (window as unknown as { pageMarker?: string }).pageMarker)).toBe(
      'same page',
    );
  });
});
