import { expect, test, type Page } from '@playwright/test';
import {
  ACH_RATINGS,
  ADVISE_MODES,
  DEFAULT_ADVISOR_IDS,
  NO_ADVISOR_MESSAGE,
  PERSONAS,
  type AchResult,
  type AdviseMode,
  advisorOrder,
  type PersonaId,
} from '@csw/contracts';
import {
  SCENARIO,
  council,
  generate,
  history,
  literal,
  openAdvise,
  result,
  scenarioField,
  signInAsDemo,
} from './advise-helpers';
import { expectCenterShown } from '../../support/navigation';
import { startFakeModelServer } from '../../../server/src/analysis/testing/fake-model-server';
import { FAKE_MODEL_PORT } from '../think/fake-model';

/** The method each mode leads with (docs/requirements.md, ADVISE). */
const LEAD: Record<AdviseMode, PersonaId> = {
  Challenge: 'skeptic',
  Explore: 'optimist',
  Validate: 'historian',
  Innovate: 'innovator',
};

test.beforeEach(async ({ page }) => {
  await signInAsDemo(page);
});

test.describe('ADVISE', () => {
  test('each mode gives persona cards that cite the library, led by its method', async ({ page }) => {
    test.setTimeout(120_000);
    const titles = new Set(
      (
        (await (await page.request.get('/api/documents?limit=100')).json()) as {
          items: { title: string }[];
        }
      ).items.map((d) => d.title),
    );
    await openAdvise(page);
    const advisors = page.getByRole('group', { name: 'Advisors' });
    const toggle = (id: PersonaId) => advisors.getByRole('switch', { name: PERSONAS[id].name });

    // Only the advisors that are on run: at first the seed's three, so Innovate has no Innovator to lead it.
    const firstThree = await generate(page, SCENARIO, 'Innovate');
    expect(firstThree.result.lead).toBe('skeptic');
    await expect(result(page).getByRole('article')).toHaveCount(3);
    for (const id of ['innovator', 'oracle', 'commander'] as const)
      await expect(
        result(page).getByRole('article', { name: new RegExp(`^${PERSONAS[id].name}`) }),
      ).toHaveCount(0);

    // Every advisor on, as a user would switch them: then each mode is led by its own method.
    for (const id of ['oracle', 'innovator', 'commander'] as const) {
      await expect(toggle(id)).not.toBeChecked();
      await toggle(id).check();
      await expect(toggle(id)).toBeChecked();
    }
    for (const mode of ADVISE_MODES) {
      const answer = await generate(page, SCENARIO, mode);
      expect(answer.result.mode).toBe(mode);
      expect(answer.result.lead).toBe(LEAD[mode]);
      const cards = result(page).getByRole('article');
      await expect(cards).toHaveCount(6);
      // The lead's card comes first and says so.
      await expect(cards.first()).toHaveAccessibleName(`${PERSONAS[LEAD[mode]].name} (leads this mode)`);
      await expect(result(page).getByRole('article', { name: /leads this mode/ })).toHaveCount(1);
      // Every citation on the cards names a document of the library, a page and a quoted span.
      const cited = cards.filter({ has: page.getByRole('list', { name: 'Citations' }) });
      expect(await cited.count(), mode).toBeGreaterThanOrEqual(3);
      const sources = await cards.getByRole('list', { name: 'Citations' }).getByRole('listitem').all();
      expect(sources.length).toBeGreaterThan(0);
      for (const source of sources) {
        const text = (await source.innerText()).split('\n')[0]!;
        const match = /^(.*), p\. (\d+)/.exec(text);
        expect(match, text).not.toBeNull();
        expect(titles.has(match![1]!), text).toBe(true);
        await expect(source.locator('blockquote')).not.toBeEmpty();
      }
      await expect(result(page).getByRole('region', { name: 'Disagreement' })).toBeVisible();
      await expect(result(page)).toContainText(`Overall confidence ${answer.result.confidence}%`);
      await expect(result(page)).toContainText(`Risk level ${answer.result.riskLevel}`);
    }
  });

  test('the council answers in checklist order, asks for an advisor when none is checked, and clears', async ({
    page,
  }) => {
    await openAdvise(page);
    await page.getByRole('tab', { name: 'War Council' }).click();
    const box = (id: PersonaId) =>
      page.getByRole('checkbox', { name: `${PERSONAS[id].name} (${PERSONAS[id].role})` });
    for (const id of ['skeptic', 'optimist', 'historian'] as const) {
      await expect(box(id)).toBeChecked();
      await box(id).uncheck();
    }
    // A refusal: red and announced as an alert, once.
    await expect(page.getByRole('alert').filter({ hasText: NO_ADVISOR_MESSAGE })).toHaveCount(1);
    await page.getByRole('textbox', { name: 'Question for the council' }).fill('Should we rely on GPS?');
    await page.getByRole('button', { name: 'Ask the council' }).click();
    await expect(council(page)).toHaveCount(0);

    // Checked out of order: the council still answers in the checklist's order.
    for (const id of ['commander', 'historian', 'skeptic'] as const) await box(id).check();
    await expect(page.getByText(NO_ADVISOR_MESSAGE)).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Question for the council' }).fill(SCENARIO);
    await page.getByRole('button', { name: 'Ask the council' }).click();
    const speakers = council(page).locator(':scope > li > div > strong');
    await expect(speakers).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Ask the council' })).toBeEnabled();
    const names = await speakers.allInnerTexts();
    expect(names[0]).toBe('You');
    expect(names.slice(1).map((n) => n.split(' - ')[0])).toEqual([
      PERSONAS.skeptic.name,
      PERSONAS.historian.name,
      PERSONAS.commander.name,
    ]);
    // Later advisors answer an earlier one, agreeing or dissenting.
    for (const n of names.slice(2)) expect(n).toMatch(/ - (Agrees|Dissents) /);

    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(council(page)).toHaveCount(0);
    await expect(page.getByText('No discussion yet. Ask the council a question.')).toBeVisible();
  });

  test('an ACH matrix: hypotheses, the matrix, and a rating overridden changes the ranking', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openAdvise(page);
    await page.getByRole('tab', { name: 'Scenario Planning' }).click();
    await page.getByRole('textbox', { name: 'Hypothesis 1' }).fill('REDLAND is jamming GPS along the border');
    await page
      .getByRole('textbox', { name: 'Hypothesis 2' })
      .fill('The SATCOM outages come from equipment faults at the ground station');
    let ach = await buildAch(page, () => page.getByRole('button', { name: 'Build matrix' }).click());
    const matrix = page.getByRole('table', { name: 'Hypotheses matrix' });
    await expect(matrix).toBeVisible();
    expect(ach.evidence.length).toBeGreaterThan(0);
    await expect(matrix.getByRole('row')).toHaveCount(ach.evidence.length + 1);
    const ranking = page.getByRole('list', { name: 'Hypotheses ranking' }).getByRole('listitem');
    const top = ach.ranking[0]!;
    const other = ach.ranking[1]!;
    await expect(ranking.first()).toContainText(ach.hypotheses[top]!.text);

    // Rate the evidence against the leading hypothesis and for the other until the ranking turns.
    const cell = (row: number, h: number) =>
      matrix.getByRole('combobox', { name: `Evidence ${row + 1}, hypothesis ${h + 1}`, exact: true });
    for (let row = 0; row < ach.evidence.length && ach.ranking[0] === top; row += 1) {
      ach = await buildAch(page, () => cell(row, top).selectOption(ACH_RATINGS[4]));
      await expect(cell(row, top)).toHaveValue('II');
      await expect(matrix.getByRole('row').nth(row + 1)).toContainText('(set by you)');
      if (ach.ranking[0] !== top) break;
      ach = await buildAch(page, () => cell(row, other).selectOption(ACH_RATINGS[0]));
    }
    expect(ach.ranking[0]).toBe(other);
    await expect(ranking.first()).toContainText(ach.hypotheses[other]!.text);
  });

  test('a saved consultation reopens from the history panel as it was', async ({ page }) => {
    // The reference comes first: the history lists titles shortened after their first words.
    const scenario = `Reference ${Date.now().toString(36).toUpperCase()}. ${SCENARIO}`;
    await openAdvise(page);
    const first = await generate(page, scenario, 'Validate');

    await page.reload();
    await openAdvise(page);
    await expect(result(page)).toHaveCount(0);
    const title = `Validate: ${scenario}`.slice(0, 60);
    await history(page)
      .getByRole('button', { name: new RegExp(`^${literal(title)}`) })
      .click();
    await expect(scenarioField(page)).toHaveValue(scenario);
    await expect(page.getByRole('combobox', { name: 'Mode', exact: true })).toHaveValue('Validate');
    await expect(result(page)).toContainText(first.result.summary);
    await expect(result(page).getByRole('article').first()).toHaveAccessibleName(
      `${PERSONAS.historian.name} (leads this mode)`,
    );
  });

  test("a configured model's words for each persona stream onto the cards", async ({ page }) => {
    const model = await startFakeModelServer({ port: FAKE_MODEL_PORT });
    try {
      await openAdvise(page);
      const voice = page.getByRole('combobox', { name: "Advisors' voice" });
      await voice.selectOption({ label: 'Intel Analyst - Intelligence' });
      const answer = await generate(page, SCENARIO, 'Explore');
      const spoken = result(page).getByRole('region', { name: /^The model speaking for / });
      // One voice for each advisor that runs: the seed's three, as nobody switched another on.
      expect(answer.result.order).toEqual(advisorOrder('Explore', DEFAULT_ADVISOR_IDS));
      await expect(spoken).toHaveCount(DEFAULT_ADVISOR_IDS.length);
      await expect(result(page).getByRole('status')).toHaveCount(0);
      await expect(spoken.first()).toHaveAccessibleName(
        `The model speaking for ${PERSONAS[answer.result.order[0]!].name}`,
      );
      for (const region of await spoken.all()) await expect(region).toContainText('The first source is');
      expect(model.received).toHaveLength(DEFAULT_ADVISOR_IDS.length);
      expect(model.received.every((c) => c.body.stream)).toBe(true);
    } finally {
      await model.close();
    }
  });

  test("'Turn this into a plan' opens EXECUTE with the recommended course of action", async ({ page }) => {
    await openAdvise(page);
    const answer = await generate(page, SCENARIO, 'Challenge');
    expect(answer.result.recommendedCourseOfAction.trim()).not.toBe('');
    await page.getByRole('button', { name: /^Open assistant/ }).click();
    await page
      .getByRole('complementary', { name: 'Assistant' })
      .getByRole('button', { name: 'Turn this into a plan' })
      .first()
      .click();
    await expectCenterShown(page, 'execute');
    await expect(page.getByRole('textbox', { name: 'Task Description' })).toHaveValue(
      answer.result.recommendedCourseOfAction,
    );
  });
});

/** Does `act` (which builds or re-rates the matrix) and returns the API's matrix once the screen shows it. */
async function buildAch(page: Page, act: () => Promise<unknown>): Promise<AchResult> {
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/advice/ach') && r.request().method() === 'POST',
  );
  await act();
  const response = await answered;
  expect(response.status(), await response.text()).toBe(200);
  await expect(page.getByRole('button', { name: 'Build matrix' })).toBeEnabled();
  return ((await response.json()) as { result: AchResult }).result;
}
