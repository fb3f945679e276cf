import { expect, test } from '@playwright/test';
import { registerViaApi, tile, uniqueName } from './shell-helpers';

test.describe('dashboard', () => {
  test('tiles and badges follow real actions: a saved document, a viewed document, team mode', async ({
    page,
  }) => {
    await registerViaApi(page.request, uniqueName('tiles'));
    await page.goto('/');
    const card = (title: string) => page.getByRole('region', { name: title, exact: true });
    for (const title of ['THINK', 'CREATE', 'REVIEW', 'ADVISE', 'EXECUTE'])
      await expect(card(title)).toContainText('NEW!');
    const before = {
      total: Number(await tile(page, 'Total Actions')),
      documents: Number(await tile(page, 'Documents')),
      week: Number(await tile(page, 'This Week')),
    };
    expect(before.total).toBe(0);
    expect(await tile(page, 'Mode')).toBe('SOLO');

    const created = await page.request.post('/api/documents', {
      data: { title: 'Convoy movement memo', content: 'Convoy departs at 0600.' },
    });
    expect(created.status()).toBe(201);
    const { id } = await created.json();
    expect((await page.request.get(`/api/documents/${id}`)).ok()).toBe(true);

    await page.reload();
    await expect.poll(() => tile(page, 'Documents')).toBe(String(before.documents + 1));
    expect(await tile(page, 'This Week')).toBe(String(before.week + 1));
    expect(await tile(page, 'Total Actions')).toBe('2');
    await expect(card('CREATE')).toContainText('1 uses');
    await expect(card('REVIEW')).toContainText('1 uses');
    await expect(card('THINK')).toContainText('NEW!');

    // Team mode, switched on in the frame, is the Mode tile.
    await page.getByRole('button', { name: 'Open THINK' }).click();
    await page.getByRole('checkbox', { name: 'Shared workspace' }).check();
    await expect(page.getByRole('checkbox', { name: 'Shared workspace' })).toBeChecked();
    await page.getByRole('button', { name: 'Dashboard' }).click();
    await expect.poll(() => tile(page, 'Mode')).toBe('TEAM');
  });

  test("What's New lists the release and the centers running on this page; the footer has the version and the marking", async ({
    page,
  }) => {
    await registerViaApi(page.request, uniqueName('news'));
    await page.goto('/');
    const news = page.getByRole('region', { name: "What's New" });
    await expect(news).toContainText('Version 1.0');
    await expect(news).toContainText('THINK not opened yet');
    await page.getByRole('button', { name: 'Open THINK' }).click();
    await expect(page.getByRole('heading', { name: 'THINK', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Dashboard' }).click();
    await expect(news).toContainText(/THINK \d+\.\d+\.\d+ running/);
    await expect(page.getByRole('main').locator('footer')).toContainText('Version 1.0');
    await expect(page.getByRole('main').locator('footer')).toContainText('UNCLASSIFIED');
  });

  test('classification banners sit at the top and bottom of every screen, green, without moving the layout', async ({
    page,
  }) => {
    await page.goto('/');
    const top = page.getByRole('region', { name: 'Classification top: UNCLASSIFIED' });
    const bottom = page.getByRole('region', { name: 'Classification bottom: UNCLASSIFIED' });
    await expect(top).toBeVisible();
    await expect(bottom).toBeVisible();
    const colours = async () =>
      Promise.all([top, bottom].map((b) => b.evaluate((el) => getComputedStyle(el).backgroundColor)));
    expect(await colours()).toEqual(['rgb(0, 122, 51)', 'rgb(0, 122, 51)']);
    const before = await top.boundingBox();
    await registerViaApi(page.request, uniqueName('banner'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await top.boundingBox()).toEqual(before);
    const viewport = page.viewportSize()!;
    const bottomBox = (await bottom.boundingBox())!;
    expect(Math.round(bottomBox.y + bottomBox.height)).toBe(viewport.height);
  });
});
