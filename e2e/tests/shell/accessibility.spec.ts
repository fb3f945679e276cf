import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../../support/accounts';
import { expectNoSeriousA11yViolations } from './axe';
import { openAssistant, registerViaApi, signInViaUi, uniqueName } from './shell-helpers';

test.describe('accessibility (axe-core: no serious or critical violation)', () => {
  test('login and register', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Use demo credentials' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the login tab');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByRole('combobox', { name: 'Role' }).selectOption('team_lead');
    await expectNoSeriousA11yViolations(page, 'the register tab');
    await page.getByRole('tab', { name: 'Access Control' }).click();
    await page.getByLabel('Username').fill('nobody.here');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Authenticate' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the login error');
  });

  test('dashboard, frame, assistant and the simplified view', async ({ page }) => {
    await registerViaApi(page.request, uniqueName('axe'));
    await page.goto('/');
    await expect(page.getByRole('region', { name: "What's New" })).toBeVisible();
    await expect(page.getByText('NEW!').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the dashboard');
    await page.getByRole('button', { name: 'Open THINK' }).click();
    await expect(page.getByRole('heading', { name: 'THINK', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the frame');
    await openAssistant(page);
    await expectNoSeriousA11yViolations(page, 'the frame with the assistant open');
    await page.getByRole('combobox', { name: 'Cognitive State' }).selectOption('Fatigued');
    await expect(page.getByText('Simplified view active: Focus on essentials.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the simplified frame');
  });

  test('administration', async ({ page }) => {
    await page.goto('/');
    await signInViaUi(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Administration' }).click();
    await expect(page.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the role requests');
    await page.getByRole('tab', { name: 'Users' }).click();
    await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the users');
    await page.getByRole('tab', { name: 'Audit log' }).click();
    await expect(page.getByRole('table', { name: 'Audit log' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the audit log');
  });
});
