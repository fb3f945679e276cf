import { expect, request, test, type Page } from '@playwright/test';
import { shellUrl } from '../../support/origins';
import { expectCenterShown, openCenter } from '../../support/navigation';
import { citedDocumentIds } from '../../../server/src/analysis/testing/cited-documents';
import { createDocuments, generatedDocuments, registerAnalyst, uniqueWord } from './sources-helpers';

// Choosing sources in a library of several hundred documents: THINK's picker finds documents by a word of
// their text, and REVIEW hands a selection over to THINK.
const LIBRARY_SIZE = 300;
const PASSWORD = 'Correct-Horse-Battery-Staple-42';
const marker = uniqueWord('ZEPH');
const username = `picker.${marker.toLowerCase()}`;
const TARGETS = ['Relay report Alpha', 'Relay report Bravo', 'Relay report Charlie'];
const targetIds = new Map<string, string>();
/** What the account may read: its own documents and the organisation library. */
let readable = 0;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const api = await request.newContext({ baseURL: shellUrl });
  try {
    await registerAnalyst(api, username);
    const targets = TARGETS.map((title, i) => ({
      title,
      content:
        `The ${marker} relay site reported intermittent jamming of its SATCOM uplink on day ${i + 3}. ` +
        `Jamming of the ${marker} uplink stopped the relay for ${i + 2} hours; the relay site moved to HF.`,
    }));
    const library = generatedDocuments(LIBRARY_SIZE - targets.length, marker.slice(0, 6));
    // The targets go in among the others, not on top: the picker must find them.
    const all = [...library.slice(0, 100), ...targets, ...library.slice(100)];
    const ids = await createDocuments(api, all);
    targets.forEach((t) => targetIds.set(t.title, ids[all.indexOf(t)]!));
    const listed = await api.get('/api/documents?limit=1');
    readable = ((await listed.json()) as { total: number }).total;
    expect(readable).toBeGreaterThanOrEqual(LIBRARY_SIZE);
  } finally {
    await api.dispose();
  }
});

async function signIn(page: Page) {
  const response = await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
}

const picker = (page: Page) => page.getByRole('list', { name: 'Documents to analyse' });

/** The three targets are the first three rows of the picker, ticked (in the order they were chosen). */
async function expectSelectedOnTop(page: Page) {
  const boxes = picker(page).getByRole('checkbox');
  const names: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    await expect(boxes.nth(i)).toBeChecked();
    names.push(
      await boxes
        .nth(i)
        .evaluate((box) => box.closest('label')?.querySelector('span > span')?.textContent ?? ''),
    );
  }
  expect(names.sort()).toEqual([...TARGETS].sort());
}

async function openThink(page: Page) {
  await page.goto('/');
  await openCenter(page, 'think');
  await expectCenterShown(page, 'think');
  await expect(page.getByRole('tab', { name: `Vector Database (${readable})` })).toBeVisible();
}

test('THINK: a word of the text finds the documents, three are selected through the filter and the analysis cites exactly them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await openThink(page);
  await expect(page.getByRole('button', { name: `Show more (25 of ${readable})` })).toBeVisible();

  const filter = page.getByRole('searchbox', { name: 'Filter documents' });
  await filter.fill(marker.toLowerCase());
  await expect(page.getByText('3 documents match the filter.')).toBeVisible();
  await expect(picker(page).getByRole('checkbox')).toHaveCount(3);

  // Keyboard only: into the list, then Space on each document.
  await filter.press('ArrowDown');
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(page.getByText('3 documents selected')).toBeVisible();

  // A selection survives another filter and stays at the top.
  await filter.fill('convoy');
  await expect(page.getByText(/documents? match(es)? the filter\./)).toBeVisible();
  await expectSelectedOnTop(page);

  await page
    .getByRole('textbox', { name: 'Analysis query' })
    .fill(`Is the ${marker} relay site being jammed?`);
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/analysis') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Analyze', exact: true }).click();
  const response = await answered;
  expect(response.status(), await response.text()).toBe(200);
  const { result } = await response.json();
  const chosen = new Set(targetIds.values());
  expect(new Set(result.documents.map((d: { id: string }) => d.id))).toEqual(chosen);
  expect(citedDocumentIds(result)).toEqual(chosen);
  for (const cite of await page.getByRole('region', { name: 'Results' }).locator('cite').allTextContents())
    expect(
      TARGETS.some((title) => cite.startsWith(title)),
      cite,
    ).toBe(true);

  // The saved analysis says what it was.
  await expect(page.getByRole('list', { name: 'Saved analyses' }).getByRole('button').first()).toContainText(
    '3 documents: "Relay report',
  );
});

test('REVIEW: search, select, Analyse in THINK arrives with the same selection', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/');
  await openCenter(page, 'review');
  await expectCenterShown(page, 'review');
  const box = page.getByRole('searchbox', { name: 'Search the library' });
  await box.fill(`${marker} relay`);
  await box.press('Enter');
  const found = page.getByRole('list', { name: 'Search results' });
  for (const title of TARGETS) await found.getByRole('checkbox', { name: `Select ${title}` }).check();
  const bar = page.getByRole('region', { name: 'Selected documents' });
  await expect(bar).toContainText('3 documents selected');
  await bar.getByRole('button', { name: 'Analyse in THINK' }).click();

  await expectCenterShown(page, 'think');
  await expect(page.getByText('3 documents selected')).toBeVisible();
  await expectSelectedOnTop(page);
  await expect(picker(page).getByRole('checkbox').nth(3)).not.toBeChecked();
});
