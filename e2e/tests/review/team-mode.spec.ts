import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { shellUrl } from '../../support/origins';
import { approveRoleRequest, registerViaApi, uniqueName } from '../shell/shell-helpers';
import { createDocument, livingLibrary, openReview, uniqueWord } from './review-helpers';

/** The number of documents REVIEW counts in the whole library (its 'All documents' entry). */
async function libraryCount(page: Page): Promise<number> {
  const all = page
    .getByRole('region', { name: 'Categories' })
    .getByRole('button', { name: /^All documents, \d+ documents?$/ });
  await expect(all).toBeVisible();
  return Number(/(\d+)/.exec((await all.getAttribute('aria-label')) ?? '')![1]);
}

test.describe('team mode in REVIEW', () => {
  test('a Team Lead ticking Shared workspace sees the team documents at once, and unticking hides them, without a reload', async ({
    page,
  }) => {
    const word = uniqueWord('TEAMMODE');
    // A Team Lead (approved by the suite's administrator) and a member who accepted the invitation and
    // works in team mode with two documents of their own.
    const leadName = uniqueName('lead');
    await registerViaApi(page.request, leadName, 'team_lead');
    await approveRoleRequest(leadName);
    const member = await playwrightRequest.newContext({ baseURL: shellUrl });
    const memberUser = await registerViaApi(member, uniqueName('member'));
    const invited = await page.request.post('/api/team/members', { data: { userId: memberUser.id } });
    expect(invited.status(), await invited.text()).toBe(201);
    const invitation = (await invited.json()) as { id: string };
    const accepted = await member.post(`/api/team/invitations/${invitation.id}/decision`, {
      data: { decision: 'accept' },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    expect((await member.put('/api/auth/preferences', { data: { teamMode: true } })).status()).toBe(200);
    await createDocument(member, `${word} team brief one`, `${word}: the member's first brief.`);
    await createDocument(member, `${word} team brief two`, `${word}: the member's second brief.`);
    await member.dispose();

    await openReview(page);
    const alone = await libraryCount(page);
    await expect(livingLibrary(page)).toBeVisible();
    await expect(livingLibrary(page).getByText(`${word} team brief one`)).toHaveCount(0);
    // Anything that reloads the page loses this mark.
    await page.evaluate(() => ((window as unknown as { unreloaded?: boolean }).unreloaded = true));

    const shared = page.getByRole('checkbox', { name: 'Shared workspace' });
    await shared.check();
    await expect.poll(() => libraryCount(page)).toBe(alone + 2);
    await expect(livingLibrary(page).getByText(`${word} team brief one`)).toBeVisible();
    await expect(livingLibrary(page).getByText(`${word} team brief two`)).toBeVisible();

    await shared.uncheck();
    await expect.poll(() => libraryCount(page)).toBe(alone);
    await expect(livingLibrary(page).getByText(`${word} team brief one`)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { unreloaded?: boolean }).unreloaded)).toBe(true);
  });
});
