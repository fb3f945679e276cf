import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectCenterShown, openCenter } from '../../support/navigation';
import { signInAsDemo } from '../../support/session';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const pad = (n: number) => String(n).padStart(2, '0');

/** A mission due three days from now, named with a word no earlier run used. */
function mission(): { word: string; text: string } {
  const t = new Date(Date.now() + 3 * 86_400_000);
  const dtg = `${pad(t.getUTCDate())}${pad(t.getUTCHours())}00Z ${MONTHS[t.getUTCMonth()]} ${String(t.getUTCFullYear()).slice(2)}`;
  const word = `FOX${Date.now().toString(36).toUpperCase()}`;
  return { word, text: `2nd Battalion seizes OBJ ${word} NLT ${dtg} to deny the enemy the river crossing.` };
}

async function openExecute(page: Page): Promise<void> {
  await page.goto('/');
  await openCenter(page, 'execute');
  await expectCenterShown(page, 'execute');
}

/** Orchestrates a new mission; returns the plan's id and the board. */
async function orchestrate(page: Page, text: string): Promise<{ planId: string; board: Locator }> {
  await page.getByRole('textbox', { name: 'Task Description' }).fill(text);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/plans/orchestrate'));
  await page.getByRole('button', { name: 'Orchestrate Mission' }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  const planId = ((await response.json()) as { plan: { id: string } }).plan.id;
  const board = page.getByRole('region', { name: 'Mission Control Board' });
  await expect(board.getByRole('list', { name: 'Planning tasks' })).toBeVisible();
  return { planId, board };
}

const column = (board: Locator, name: 'Planning' | 'In Progress' | 'Done') =>
  board.getByRole('list', { name: `${name} tasks` });

/** Reloads the page and reopens the plan from the list of plans. */
async function reopen(page: Page, planId: string): Promise<Locator> {
  await page.reload();
  await expectCenterShown(page, 'execute').catch(async () => openExecute(page));
  await page.getByRole('combobox', { name: 'Plans' }).selectOption(planId);
  const board = page.getByRole('region', { name: 'Mission Control Board' });
  await expect(board.getByRole('list', { name: 'Planning tasks' })).toBeVisible();
  return board;
}

async function dragWithMouse(page: Page, handle: Locator, target: Locator): Promise<void> {
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height / 2, 60), { steps: 20 });
  await page.mouse.up();
}

test.beforeEach(async ({ page }) => {
  await signInAsDemo(page);
  await openExecute(page);
});

test.describe('EXECUTE', () => {
  test('runs nothing for an empty description, then orchestrates a mission into an analysed, dated plan', async ({
    page,
  }) => {
    // Nothing can run for an empty or blank description: the button is off and the field says why.
    const description = page.getByRole('textbox', { name: 'Task Description' });
    const orchestrateButton = page.getByRole('button', { name: 'Orchestrate Mission' });
    await expect(orchestrateButton).toBeDisabled();
    await expect(description).toHaveAccessibleDescription('Enter a mission description to orchestrate.');
    await description.fill('   ');
    await expect(orchestrateButton).toBeDisabled();
    // Before any plan the whole screen is there, each part saying what will appear in it.
    const emptyBoard = page.getByRole('region', { name: 'Mission Control Board' });
    for (const name of ['Planning', 'In Progress', 'Done'])
      await expect(emptyBoard.getByRole('region', { name })).toContainText(`${name} (0)`);
    await expect(emptyBoard.getByRole('list', { name: 'Planning tasks' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(
      'planned back from the mission time',
    );
    await expect(
      page
        .getByRole('region', { name: 'Reports and automation' })
        .getByRole('button', { name: 'Schedule Brief' }),
    ).toBeDisabled();

    const { text } = mission();
    const { board } = await orchestrate(page, text);
    const analysis = page.getByRole('region', { name: 'Mission analysis' });
    await expect(analysis.getByText('2nd Battalion', { exact: true })).toBeVisible();
    await expect(analysis.getByRole('list', { name: 'Implied tasks' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Timeline' }).getByRole('list', { name: 'Milestones' }),
    ).toContainText('Receipt of mission');
    await expect(column(board, 'Planning').getByRole('listitem').first()).toBeVisible();
    // A blocked task says so.
    await expect(
      column(board, 'Planning').getByRole('listitem', { name: 'Mission analysis' }).getByRole('note'),
    ).toHaveText('Blocked by: Receipt of mission');
  });

  test('a task dragged with the mouse stays where it was dropped after reload, and the metrics follow', async ({
    page,
  }) => {
    const { planId, board } = await orchestrate(page, mission().text);
    const metrics = page.getByRole('region', { name: 'Execution Metrics' });
    await expect(metrics).toContainText('0% (0 of');

    const receipt = column(board, 'Planning').getByRole('button', { name: 'Receipt of mission' });
    await dragWithMouse(page, receipt, page.getByRole('region', { name: 'Done' }));
    await expect(column(board, 'Done').getByRole('listitem', { name: 'Receipt of mission' })).toBeVisible();
    await expect(metrics).not.toContainText('0% (0 of');
    await expect(metrics).toContainText('(1 of');
    // Its blocker is done: Mission analysis is no longer blocked.
    await expect(
      column(board, 'Planning').getByRole('listitem', { name: 'Mission analysis' }).getByRole('note'),
    ).toHaveCount(0);

    const reopened = await reopen(page, planId);
    await expect(
      column(reopened, 'Done').getByRole('listitem', { name: 'Receipt of mission' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Execution Metrics' })).toContainText('(1 of');
  });

  test('a task moved with the keyboard stays there after reload', async ({ page }) => {
    const { planId, board } = await orchestrate(page, mission().text);
    const handle = column(board, 'Planning').getByRole('button', { name: 'Receipt of mission' });
    await handle.focus();
    // Pressed one after the other without waiting, as a quick hand does: none may be lost on a busy machine.
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await expect(
      page.getByRole('status').filter({ hasText: 'Receipt of mission was dropped in In Progress.' }),
    ).toBeAttached();
    const moved = column(board, 'In Progress').getByRole('button', { name: 'Receipt of mission' });
    await expect(moved).toBeVisible();
    // The keyboard stays on the task, so it can be moved on.
    await expect(moved).toBeFocused();
    // The move is shown at once and stored a moment later: reload only once the board says it is stored.
    await expect(board.getByRole('status').filter({ hasText: 'All changes saved.' })).toBeVisible();
    const reopened = await reopen(page, planId);
    await expect(
      column(reopened, 'In Progress').getByRole('listitem', { name: 'Receipt of mission' }),
    ).toBeVisible();
  });

  test('a blocked task may start, with a warning that names what it still waits for', async ({ page }) => {
    const { board } = await orchestrate(page, mission().text);
    const handle = column(board, 'Planning').getByRole('button', { name: 'Mission analysis' });
    await handle.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await expect(
      column(board, 'In Progress').getByRole('button', { name: 'Mission analysis' }),
    ).toBeVisible();
    await expect(
      board.getByRole('status').filter({
        hasText: '"Mission analysis" is in In Progress while it still waits for: Receipt of mission.',
      }),
    ).toBeVisible();
  });

  test('workflow automation shows the 0600 notice; Schedule Brief and Auto-Report write documents seen in REVIEW', async ({
    page,
  }) => {
    const { word, text } = mission();
    await orchestrate(page, text);
    const panel = page.getByRole('region', { name: 'Reports and automation' });
    await panel.getByRole('checkbox', { name: 'Workflow Automation' }).check();
    await expect(
      panel.getByText(/Workflow automation is on: a summary is generated at 0600\./),
    ).toBeVisible();
    await panel.getByRole('checkbox', { name: 'Workflow Automation' }).uncheck();
    await expect(panel.getByText(/a summary is generated at 0600/)).toBeHidden();

    await panel.getByRole('button', { name: 'Schedule Brief' }).click();
    await expect(panel.getByText('Mission Brief saved to the library successfully.')).toBeVisible();
    await panel.getByRole('button', { name: 'Auto-Report' }).click();
    await expect(panel.getByText('Status Report saved to the library successfully.')).toBeVisible();

    const download = page.waitForEvent('download');
    await panel.getByRole('link', { name: 'Download Mission Brief (.docx)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^Mission Brief.*\.docx$/);

    await openCenter(page, 'review');
    await expectCenterShown(page, 'review');
    const box = page.getByRole('searchbox', { name: 'Search the library' });
    await box.fill(word);
    await box.press('Enter');
    const found = page.getByRole('list', { name: 'Search results' });
    await expect(found.getByRole('heading', { name: new RegExp(`^Mission Brief: .*${word}`) })).toBeVisible();
    await expect(found.getByRole('heading', { name: new RegExp(`^Status Report: .*${word}`) })).toBeVisible();
  });
});
