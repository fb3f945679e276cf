import { expect, type Page } from '@playwright/test';
import type { AdviseMode, StrategicAnalysisResponse } from '@csw/contracts';
import { expectCenterShown, openCenter } from '../../support/navigation';
import { signInAsDemo } from '../../support/session';

export { signInAsDemo };

/** A scenario the seeded library speaks to (the exercise plan, GPS, SATCOM and Route BLUE). */
export const SCENARIO =
  'We assume GPS will remain available during Exercise STEEL HORIZON 26. The JTF will move fuel convoys along Route BLUE by 3 March using SATCOM for command and control.';

/** Opens ADVISE from the dashboard of a signed-in page and waits until its saved consultations are listed. */
export async function openAdvise(page: Page): Promise<void> {
  await page.goto('/');
  await openCenter(page, 'advise');
  await expectCenterShown(page, 'advise');
  await expect(history(page).getByText('Loading...')).toHaveCount(0);
}

export const history = (page: Page) => page.getByRole('navigation', { name: 'Saved consultations' });
export const result = (page: Page) => page.getByRole('region', { name: 'Strategic analysis result' });
export const scenarioField = (page: Page) => page.getByRole('textbox', { name: 'Scenario', exact: true });
export const council = (page: Page) => page.getByRole('list', { name: 'Council discussion' });

/** Runs a strategic analysis of `scenario` in `mode` and returns the API's answer once the screen shows it. */
export async function generate(
  page: Page,
  scenario: string,
  mode: AdviseMode,
): Promise<StrategicAnalysisResponse> {
  await page.getByRole('tab', { name: 'Strategic Analysis' }).click();
  await scenarioField(page).fill(scenario);
  await page.getByRole('combobox', { name: 'Mode', exact: true }).selectOption(mode);
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/advice/analysis') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Generate Analysis' }).click();
  const response = await answered;
  expect(response.status(), await response.text()).toBe(200);
  await expect(page.getByRole('button', { name: 'Generate Analysis' })).toBeEnabled();
  return (await response.json()) as StrategicAnalysisResponse;
}

/** Escapes a text for use inside a regular expression. */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
