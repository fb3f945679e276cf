import { expect, test, type Page } from '@playwright/test';
import { expectCenterShown } from '../../support/navigation';
import {
  PDF_TYPE,
  newPerson,
  pdfWithWordOnPage2,
  registerViaApi,
  uniqueName,
  uploadApi,
} from '../library/library-helpers';
import { openReview } from './review-helpers';

const word = (prefix: string) => uniqueName(prefix).replace(/\W/g, '').toUpperCase();

/** The document view REVIEW shows for `title`. */
const documentView = (page: Page, title: string) => page.getByRole('dialog', { name: title });

test.describe('the document view', () => {
  test('a Read Only recipient opens a shared document, reads it page by page, and a THINK citation opens it at the quote', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const relay = word('VIEW');

    // The owner uploads a three-page PDF and shares it Read Only with the recipient.
    const owner = await newPerson('view.owner');
    const recipient = await registerViaApi(page.request, uniqueName('view.reader'));
    const uploaded = await uploadApi(
      owner.api,
      {
        name: `relay-estimate-${relay.toLowerCase()}.pdf`,
        mimeType: PDF_TYPE,
        buffer: pdfWithWordOnPage2(relay),
      },
      { classification: 'UNCLASS' },
    );
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const { id, title } = (await uploaded.json()) as { id: string; title: string };
    const shared = await owner.api.post(`/api/documents/${id}/share`, {
      data: { sharedWithUserId: recipient.id, permissionLevel: 'read' },
    });
    expect(shared.status(), await shared.text()).toBe(201);

    // The recipient opens it from "Shared with me" by its title.
    await openReview(page);
    await page.getByRole('tab', { name: 'Shared with me' }).click();
    const titleButton = page
      .getByRole('list', { name: 'Shared with me' })
      .getByRole('button', { name: title });
    await titleButton.click();
    const view = documentView(page, title);
    await expect(view).toBeVisible();
    const about = view.getByLabel('About this document');
    await expect(about).toContainText(owner.username);
    await expect(about).toContainText('UNCLASS');
    await expect(about).not.toContainText('Shared with');
    await expect(view.getByRole('button', { name: `Edit ${title}` })).toHaveCount(0);
    await expect(view.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0);
    await expect(view.getByRole('region', { name: 'Page 1' })).toContainText('Logistics estimate');
    await expect(view.getByRole('navigation', { name: 'Pages of the document' })).toContainText(
      'Page 1 of 3',
    );

    // Keyboard: Next page, then Escape closes and gives the focus back to the title.
    await view.getByRole('button', { name: 'Next page' }).focus();
    await page.keyboard.press('Enter');
    await expect(view.getByRole('region', { name: 'Page 2' })).toContainText(`the ${relay} relay site`);
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();
    await expect(titleButton).toBeFocused();

    // From the view to THINK, an analysis, and back through one of its citations.
    await titleButton.click();
    await documentView(page, title).getByRole('button', { name: 'Analyse in THINK' }).click();
    await expectCenterShown(page, 'think');
    await expect(page.getByText('1 document selected')).toBeVisible();
    await page.getByRole('textbox', { name: 'Analysis query' }).fill(`Where is the ${relay} relay site?`);
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/api/analysis') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Analyze', exact: true }).click();
    expect((await answered).status()).toBe(200);
    const citation = page
      .getByRole('region', { name: 'Results' })
      .getByRole('button', { name: new RegExp(`^${title}, page \\d+$`) })
      .first();
    await expect(citation).toBeVisible();
    const citedPage = Number((await citation.textContent())!.match(/page (\d+)$/)![1]);
    const quote = await citation.evaluate(
      (button) => button.closest('li')?.querySelector('q')?.textContent ?? '',
    );
    await citation.click();

    await expectCenterShown(page, 'review');
    const opened = documentView(page, title);
    await expect(opened).toBeVisible();
    const cited = opened.getByRole('region', { name: `Page ${citedPage}` });
    await expect(cited).toBeVisible();
    const mark = cited.locator('mark');
    await expect(mark).toBeVisible();
    await expect(mark).toBeInViewport();
    if (quote)
      expect(quote.replace(/\s+/g, ' ')).toContain((await mark.textContent())!.replace(/\s+/g, ' ').trim());

    // Back to THINK: the question and the result are as the user left them.
    await opened.getByRole('button', { name: 'Back to THINK' }).click();
    await expectCenterShown(page, 'think');
    await expect(page.getByRole('textbox', { name: 'Analysis query' })).toHaveValue(
      `Where is the ${relay} relay site?`,
    );
    await expect(citation).toBeVisible();
    await owner.api.dispose();
  });
});
