import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ADMIN, signIn } from '../support/sign-in';

/** Every save the page sends from here on, to show that a refused number sends none. */
function saves(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && !r.url().includes('/account/') && sent.push(r.url()));
  return sent;
}

/** The error under a form field, found from its label. */
const fieldError = (page: Page, label: string) => page.locator('.ant-form-item').filter({ has: page.getByLabel(label, { exact: true }) }).locator('.ant-form-item-explain-error');

test.describe('numbers out of range', () => {
  test('are kept as typed and refused on the field, not moved into range and saved', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    const sent = saves(page);

    // Employee form: Pay Rate -5 used to become 0.00 and Guaranteed Hours 999 become 168.
    await page.goto('/employee/create');
    await expect(page.getByText('New Employee')).toBeVisible();
    await page.getByLabel('Pay Rate').fill('-5');
    await page.getByLabel('Guaranteed Hours').fill('999');
    await page.getByLabel('First Name').click();
    await expect(page.getByLabel('Pay Rate')).toHaveValue('-5');
    await expect(page.getByLabel('Guaranteed Hours')).toHaveValue('999');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(fieldError(page, 'Pay Rate')).toHaveText('Pay rate must be between 0 and 10,000 an hour.');
    await expect(fieldError(page, 'Guaranteed Hours')).toHaveText('Hours must be between 0 and 168.');

    // Company detail: a latitude of 123 used to be saved as 90.
    await page.goto('/mydetail/company');
    await expect(page.getByText('Company Details')).toBeVisible();
    await page.getByLabel('Latitude').fill('123');
    await page.getByLabel('Trading Name').click();
    // Shown to the step's four places, but 123 still.
    await expect(page.getByLabel('Latitude')).toHaveValue(/^123(\.0+)?$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(fieldError(page, 'Latitude')).toHaveText('Latitude must be between -90 and 90.');

    // Rounding rule: a row's 90 used to be saved as 60; the spec has the words for it.
    await page.goto('/roundingrules/list');
    await page.getByRole('button', { name: 'New' }).click();
    const modal = page.locator('.ant-modal');
    await modal.getByLabel('Name').fill('Out of range');
    await modal.getByLabel('To 1', { exact: true }).fill('7');
    await modal.getByLabel('Round to 1', { exact: true }).fill('90');
    await modal.getByLabel('Name').click();
    await expect(modal.getByLabel('Round to 1', { exact: true })).toHaveValue('90');
    await expect(modal.getByText('Warning: Rounding Rule must be between 0 and 60.')).toBeVisible();
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('.ant-message').getByText('Warning: Rounding Rule must be between 0 and 60.')).toBeVisible();

    expect(sent).toEqual([]);
  });
});
