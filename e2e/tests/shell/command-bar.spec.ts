import { expect, test } from '@playwright/test';
import { CENTER_CATALOG, type CenterId } from '@csw/contracts';
import {
  assistant,
  messageTitles,
  openAssistant,
  openWorkspace,
  recordBus,
  registerViaApi,
  uniqueName,
} from './shell-helpers';

/** A sentence per center, the field of that center that receives it, and what the field then holds. */
const SENTENCES: [CenterId, string, string, string][] = [
  [
    'think',
    'Analyze threat patterns in the SSA report',
    'Analysis query',
    'Analyze threat patterns in the SSA report',
  ],
  [
    'create',
    'Generate an OPORD for the convoy movement',
    'Intent',
    'Generate an OPORD for the convoy movement',
  ],
  // REVIEW searches what follows the command words.
  ['review', 'Find documents about GPS jamming', 'Search the library', 'GPS jamming'],
  [
    'advise',
    'Red team our course of action for the river crossing',
    'Scenario',
    'Red team our course of action for the river crossing',
  ],
  [
    'execute',
    'Plan the relocation of the ground station within 10 days',
    'Task Description',
    'Plan the relocation of the ground station within 10 days',
  ],
];

test.describe('command bar', () => {
  test.beforeEach(async ({ page }) => {
    await registerViaApi(page.request, uniqueName('cmd'));
    await page.goto('/');
  });

  test('the send button is disabled while the text is empty or blank; the placeholder suggests examples', async ({
    page,
  }) => {
    const input = page.getByRole('textbox', { name: 'Command' });
    const send = page.getByRole('button', { name: 'Send' });
    await expect(input).toHaveAttribute(
      'placeholder',
      /Analyze threat patterns in the SSA report.*Generate an OPORD/,
    );
    await expect(send).toBeDisabled();
    await input.fill('    ');
    await expect(send).toBeDisabled();
    await input.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Good');
    await input.fill('Plan');
    await expect(send).toBeEnabled();
  });

  test('routes a sentence to each of the five centers and hands it the text', async ({ page }) => {
    const routed = await recordBus(page, 'command/routed');
    const input = page.getByRole('textbox', { name: 'Command' });
    for (const [centerId, sentence, field, received] of SENTENCES) {
      await input.fill(sentence);
      await input.press('Enter');
      await expect(
        page.getByRole('heading', { name: CENTER_CATALOG[centerId].title, level: 1 }),
      ).toBeVisible();
      await expect.poll(async () => (await routed()).at(-1)).toEqual({ centerId, text: sentence });
      // The center itself received the text: it is in the field the center uses for it.
      // (REVIEW's field is a search box.)
      const role = centerId === 'review' ? 'searchbox' : 'textbox';
      await expect(page.getByRole(role, { name: field, exact: true })).toHaveValue(received);
      await expect(page.getByRole('status').filter({ hasText: 'Routed to' })).toHaveText(
        `Routed to ${CENTER_CATALOG[centerId].title}.`,
      );
    }
    expect(await routed()).toHaveLength(SENTENCES.length);
    await openAssistant(page);
    await expect(assistant(page)).toContainText('Your command was routed to the appropriate center: EXECUTE');
  });

  test('a sentence with no clear intent is not routed; the assistant says so and its suggestions hand the text over', async ({
    page,
  }) => {
    const routed = await recordBus(page, 'command/routed');
    const input = page.getByRole('textbox', { name: 'Command' });
    await input.fill('hello there');
    await input.press('Enter');
    await openAssistant(page);
    expect((await messageTitles(page))[0]).toBe('Command Processed');
    await expect(assistant(page)).toContainText('The command could not be routed to one center.');
    await assistant(page).getByRole('button', { name: 'Send to ADVISE' }).click();
    await expect(page.getByRole('heading', { name: 'ADVISE', level: 1 })).toBeVisible();
    await expect
      .poll(async () => (await routed()).at(-1))
      .toEqual({ centerId: 'advise', text: 'hello there' });
  });

  test('Ctrl+K focuses the command bar from anywhere', async ({ page }) => {
    await page.getByRole('button', { name: 'Open REVIEW' }).focus();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('textbox', { name: 'Command' })).toBeFocused();
  });
});

test.describe('assistant', () => {
  test.beforeEach(async ({ page }) => {
    await registerViaApi(page.request, uniqueName('help'));
    await openWorkspace(page);
  });

  test('opens and closes, shows the current center, quick tips and help per center, newest first', async ({
    page,
  }) => {
    await openAssistant(page);
    await expect(assistant(page)).toContainText('Current center: Dashboard');
    await expect(assistant(page).getByRole('region', { name: 'Quick tips' })).toBeVisible();
    expect(await messageTitles(page)).toEqual(['Choose a center', 'Keyboard first']);

    // Switching centers while the panel is open brings that center's help, and the center's own news on top.
    await page.getByRole('button', { name: 'Open THINK' }).click();
    await expect(assistant(page)).toContainText('Current center: THINK');
    await expect
      .poll(() => messageTitles(page))
      .toEqual(expect.arrayContaining(['Start from a question', 'Read the blind spots']));
    await expect.poll(async () => (await messageTitles(page))[0]).toBe('THINK ready');
    await page
      .getByRole('navigation', { name: 'Centers' })
      .getByRole('button', { name: 'EXECUTE', exact: true })
      .click();
    await expect(assistant(page)).toContainText('Current center: EXECUTE');
    await expect
      .poll(async () => (await messageTitles(page)).slice(0, 3))
      .toEqual(['EXECUTE ready', 'From mission to plan', 'Keep the board current']);

    await page.getByRole('button', { name: 'Close assistant' }).click();
    await expect(assistant(page)).toHaveCount(0);
  });

  test('an action opens a center and hands it an example', async ({ page }) => {
    const routed = await recordBus(page, 'command/routed');
    await page.getByRole('button', { name: 'Open CREATE' }).click();
    await openAssistant(page);
    await assistant(page).getByRole('button', { name: 'Try: an OPORD' }).click();
    await expect
      .poll(async () => (await routed()).at(-1))
      .toEqual({ centerId: 'create', text: 'Generate an OPORD for a convoy movement' });
    await page
      .getByRole('navigation', { name: 'Centers' })
      .getByRole('button', { name: 'THINK', exact: true })
      .click();
    await assistant(page).getByRole('button', { name: 'Try: threat patterns' }).click();
    await expect(page.getByRole('heading', { name: 'THINK', level: 1 })).toBeVisible();
    await expect
      .poll(async () => (await routed()).at(-1))
      .toEqual({ centerId: 'think', text: 'Analyze threat patterns in the SSA report' });
  });

  test("posts the centers' events: analysis finished, plan created", async ({ page }) => {
    // Centers preload in the background meanwhile: that is no news, and the count below is only these two.
    await page.evaluate(() => {
      const bus = (
        globalThis as unknown as Record<symbol, { publish(t: string, p: unknown, s?: string): void }>
      )[Symbol.for('csw.event-bus')]!;
      bus.publish(
        'think/analysis-completed',
        { query: 'threat patterns', analysisType: 'threat', documentCount: 3, findingCount: 7 },
        'think',
      );
      bus.publish(
        'execute/plan-created',
        { planId: 'p1', title: 'Ground station relocation', taskCount: 12 },
        'execute',
      );
    });
    await expect(page.getByRole('button', { name: 'Open assistant, 2 new' })).toBeVisible();
    await openAssistant(page);
    expect((await messageTitles(page)).slice(0, 2)).toEqual(['Plan created', 'Analysis complete']);
    await assistant(page).getByRole('button', { name: 'Open EXECUTE' }).click();
    await expect(page.getByRole('heading', { name: 'EXECUTE', level: 1 })).toBeVisible();
  });
});
