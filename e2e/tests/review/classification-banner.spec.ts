import { expect, test, type Page } from '@playwright/test';
import { expectCenterShown, openCenter } from '../../support/navigation';
import { openReview, results, search, signInAsDemo } from './review-helpers';

/** The top and bottom banners, as the page marks them now. */
const banners = (page: Page, marking: string) =>
  ['top', 'bottom'].map((position) =>
    page.getByRole('region', { name: `Classification ${position}: ${marking}` }),
  );

const colour = (banner: ReturnType<Page['getByRole']>) =>
  banner.evaluate((el) => getComputedStyle(el).backgroundColor);

test.describe('classification banners', () => {
  test('read SECRET in red while REVIEW shows a SECRET document, and UNCLASSIFIED on a screen that shows none', async ({
    page,
  }) => {
    // The demo officer is cleared for SECRET: the seeded SECRET report is found.
    await signInAsDemo(page);
    await openReview(page);
    await search(page, 'KESTREL');
    const kestrel = results(page)
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', {
          name: 'Space Situational Awareness Report - KESTREL Constellation Activity',
        }),
      });
    await expect(kestrel.getByText('SECRET', { exact: true })).toBeVisible();

    for (const banner of banners(page, 'SECRET')) {
      await expect(banner).toBeVisible();
      await expect(banner).toHaveText('SECRET');
      expect(await colour(banner)).toBe('rgb(200, 16, 46)');
    }

    // ADVISE shows nothing marked on arrival: REVIEW's marking left with REVIEW.
    await openCenter(page, 'advise');
    await expectCenterShown(page, 'advise');
    for (const banner of banners(page, 'UNCLASSIFIED')) {
      await expect(banner).toBeVisible();
      expect(await colour(banner)).toBe('rgb(0, 122, 51)');
    }
  });
});
