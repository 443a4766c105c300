import type { Page } from '@playwright/test';
import { expectNotice } from './notice';
import { chooseOption } from './select';

/**
 * The signed-in employee asks for a day of Annual Leave from the leave list's New dialog, as she
 * would: the whole scheduled day, or `hoursPerDay` of it.
 */
export async function requestDayOfLeave(page: Page, day: string, hoursPerDay?: number): Promise<void> {
  await page.goto('/leave/list');
  await page.getByRole('button', { name: 'New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a new leave' });
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Leave Type' }), 'Annual Leave');
  const range = dialog.locator('.ant-picker-range input');
  await range.nth(0).click();
  await range.nth(0).fill(day);
  await range.nth(0).press('Enter');
  await range.nth(1).fill(day);
  await range.nth(1).press('Enter');
  if (hoursPerDay !== undefined) {
    await dialog.getByRole('radio', { name: 'Hours per day' }).check();
    await dialog.getByRole('spinbutton', { name: 'Hours per day' }).fill(String(hoursPerDay));
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectNotice(page, 'The leave is created successfully.');
}
