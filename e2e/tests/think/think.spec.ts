import { expect, test } from '@playwright/test';
import { ANALYSIS_TYPE_IDS, ANALYSIS_TYPES, NO_DOCUMENTS_HINT, NO_DOCUMENTS_MESSAGE } from '@csw/contracts';
import { startFakeModelServer } from '../../../server/src/analysis/testing/fake-model-server';
import { FAKE_MODEL_PORT } from './fake-model';
import {
  SEEDED,
  analyze,
  citedDocumentIds,
  documentIdsByTitle,
  documentList,
  openThink,
  query,
  results,
  signInAsDemo,
} from './think-helpers';

test.beforeEach(async ({ page }) => {
  await signInAsDemo(page);
});

test.describe('THINK', () => {
  test('every analysis type over three seeded documents cites only those documents', async ({ page }) => {
    test.setTimeout(180_000);
    const ids = await documentIdsByTitle(page.request);
    const chosen = new Set(SEEDED.map((title) => ids.get(title)));
    expect([...chosen].every(Boolean)).toBe(true);
    await openThink(page);
    for (const title of SEEDED)
      await documentList(page)
        .getByRole('checkbox', { name: new RegExp(title) })
        .check();
    await expect(page.getByRole('region', { name: 'Pattern Recognition', exact: true })).toContainText(
      'Documents selected3',
    );

    for (const type of ANALYSIS_TYPE_IDS) {
      await page.getByRole('combobox', { name: 'Analysis type' }).selectOption(type);
      if (type === 'custom') await query(page).fill('What threatens Harrow Point Ground Station?');
      else await expect(query(page)).toHaveValue(ANALYSIS_TYPES[type].question);
      const answer = await (await analyze(page)).json();
      expect(answer.result.status).toBe('ok');
      expect(answer.result.section.type).toBe(type);
      expect(answer.result.counts.documents).toBe(3);
      const cited = citedDocumentIds(answer.result);
      expect(cited.size, type).toBeGreaterThan(0);
      for (const id of cited) expect(chosen.has(id), `${type} cites ${id}`).toBe(true);
      // What the screen shows: every source line names one of the three documents.
      await expect(
        results(page).getByRole('heading', { name: answer.result.section.title, level: 3 }),
      ).toBeVisible();
      for (const cite of await results(page).locator('cite').allTextContents()) {
        expect(
          SEEDED.some((title) => cite.startsWith(`${title}, page `)),
          cite,
        ).toBe(true);
      }
      await expect(page.getByRole('region', { name: 'Pattern Recognition', exact: true })).toContainText(
        `Patterns found${answer.result.counts.patterns}`,
      );
    }
  });

  test('an uploaded file is analysed', async ({ page }) => {
    const word = `QUILLON${Date.now().toString(36).toUpperCase()}`;
    await openThink(page);
    await page.getByRole('tab', { name: 'Upload New Files' }).click();
    await page.getByLabel('File', { exact: true }).setInputFiles({
      name: `field-note-${word}.txt`,
      mimeType: 'text/plain',
      buffer: Buffer.from(
        `Field note ${word}.\n\nThe ${word} relay site reported intermittent jamming of its SATCOM uplink on 3 March. ` +
          `We assume the backup generator at the ${word} site will hold for 72 hours.`,
      ),
    });
    const uploaded = page.getByRole('list', { name: 'Uploaded files' });
    await expect(uploaded).toContainText(`field-note-${word}`);
    await query(page).fill(`Is the ${word} relay site being jammed?`);
    const answer = await (await analyze(page)).json();
    try {
      expect(answer.result.documents.map((d: { title: string }) => d.title)).toEqual([`field-note-${word}`]);
      await expect(results(page).getByRole('region', { name: 'Most relevant content' })).toContainText(word);
      await expect(results(page).getByRole('region', { name: 'Key Assumptions Check' })).toContainText(
        'backup generator',
      );
    } finally {
      for (const d of answer.result.documents as { id: string }[])
        await page.request.delete(`/api/documents/${d.id}`);
    }
  });

  test("a finished analysis makes the assistant offer 'Draft a brief from this', which opens CREATE with the intent", async ({
    page,
  }) => {
    await openThink(page);
    await documentList(page)
      .getByRole('checkbox', { name: new RegExp(SEEDED[0]) })
      .check();
    await query(page).fill('What is the KESTREL constellation doing?');
    await analyze(page);
    await page.getByRole('button', { name: /^Open assistant/ }).click();
    await page
      .getByRole('complementary', { name: 'Assistant' })
      .getByRole('button', { name: 'Draft a brief from this' })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'CREATE', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Intent', exact: true })).toHaveValue(
      'Draft an Executive Summary brief on: What is the KESTREL constellation doing?',
    );
  });

  test("a query without documents says 'No documents selected for analysis.'", async ({ page }) => {
    await openThink(page);
    const button = page.getByRole('button', { name: 'Analyze', exact: true });
    await expect(button).toBeDisabled();
    await query(page).fill('What threatens the exercise?');
    await button.click();
    await expect(results(page).getByText(NO_DOCUMENTS_MESSAGE)).toBeVisible();
    await expect(results(page).getByText(NO_DOCUMENTS_HINT)).toBeVisible();
  });

  test("a configured model's answer streams in, grounded in the cited passages", async ({ page }) => {
    const model = await startFakeModelServer({ port: FAKE_MODEL_PORT });
    try {
      await openThink(page);
      await documentList(page)
        .getByRole('checkbox', { name: new RegExp(SEEDED[0]) })
        .check();
      await page
        .getByRole('combobox', { name: 'AI model' })
        .selectOption({ label: 'Intel Analyst - Intelligence' });
      await query(page).fill('How many satellites does KESTREL now have?');
      await page.getByRole('button', { name: 'Analyze', exact: true }).click();
      const answer = results(page).getByRole('region', { name: 'Answer of Intel Analyst' });
      await expect(answer).toContainText(`The first source is ${SEEDED[0]}, page`);
      await expect(page.getByRole('button', { name: 'Analyze', exact: true })).toBeEnabled();
      expect(model.received).toHaveLength(1);
      expect(model.received[0]!.body.stream).toBe(true);
      expect(model.received[0]!.body.messages.map((m) => m.content).join('\n')).toContain(SEEDED[0]);
    } finally {
      await model.close();
    }
  });

  test('a saved analysis reopens from the history', async ({ page }) => {
    const question = `Which ground stations does KESTREL watch? (${Date.now().toString(36)})`;
    await openThink(page);
    await documentList(page)
      .getByRole('checkbox', { name: new RegExp(SEEDED[0]) })
      .check();
    await query(page).fill(question);
    const first = await (await analyze(page)).json();

    await page.reload();
    await openThink(page);
    await expect(query(page)).toHaveValue('');
    const history = page.getByRole('region', { name: 'Saved analyses' });
    await history.getByRole('button', { name: new RegExp(question.replace(/[()?]/g, '\\$&')) }).click();
    await expect(query(page)).toHaveValue(question);
    await expect(results(page).getByRole('region', { name: 'Most relevant content' })).toContainText(
      first.result.mostRelevant.slice(0, 60),
    );
    await expect(documentList(page).getByRole('checkbox', { name: new RegExp(SEEDED[0]) })).toBeChecked();
  });
});
