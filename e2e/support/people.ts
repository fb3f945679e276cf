import { expect, type Locator } from '@playwright/test';

/**
 * Chooses a person in the people picker (the Share dialog's "Share with", the Team screen's "Add a member")
 * as a user does: types the start of the name, then picks the option the server answers with.
 */
export async function choosePerson(scope: Locator, label: string, name: string): Promise<void> {
  const box = scope.getByRole('combobox', { name: label });
  await box.fill(name.slice(0, Math.max(2, Math.min(name.length, 6))));
  const option = scope.getByRole('option', { name, exact: true });
  await expect(option).toBeVisible();
  await option.click();
}
