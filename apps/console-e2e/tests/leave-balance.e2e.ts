import { expect, test } from '../support/test';
import { expectNotice } from '../support/notice';
import { chooseOption } from '../support/select';
import { ADMIN, EMPLOYEE, signIn, signOut } from '../support/sign-in';

test.describe('leave balance import', () => {
  test('an admin sets up the file layout, imports a file, and sees the pay ID that matched nobody', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/leaveBalance/settings');
    await expect(page.getByRole('heading', { name: 'Leave Balance Settings' })).toBeVisible();
    await expect(page.getByLabel('Pay ID column')).toBeVisible();
    // Start from no pay type (a rerun finds the last run's).
    const remove = page.getByRole('button', { name: 'Remove pay type' });
    while ((await remove.count()) > 0) await remove.first().click();
    await page.getByLabel('Pay ID column').fill('0');
    await page.getByRole('button', { name: 'Add pay type' }).click();
    await chooseOption(page, page.getByRole('combobox', { name: 'Pay type' }), 'Annual Leave');
    // A new pay type reads column 1, in hours (document 3 §9).
    await expect(page.getByLabel('Column', { exact: true })).toHaveValue('1');
    await expect(page.getByLabel('By day')).not.toBeChecked();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Leave balance settings are updated successfully.');

    await page.goto('/leaveBalance/import');
    await expect(page.getByRole('heading', { name: 'Import Leave Balance' })).toBeVisible();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await page.locator('input[type=file]').setInputFiles({ name: 'balances.csv', mimeType: 'text/csv', buffer: Buffer.from('Pay ID,Annual\nE1000,80\nNOBODY-9,5\n') });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectNotice(page, 'Leave Balance upload successfully.');
    const warning = page.getByRole('alert').filter({ hasText: 'These pay IDs match no employee' });
    await expect(warning).toContainText('NOBODY-9');
    await expect(warning).not.toContainText('E1000');
    await page.screenshot({ path: '/tmp/leave-balance-import.png', fullPage: true });
  });

  test('Leave Balances lists who holds how much of each leave type, each figure with its ledger; an employee sees her own only', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/leaveBalance/list');
    await expect(page.getByRole('heading', { name: 'Leave Balances' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Annual Leave' })).toBeVisible();
    await page.getByPlaceholder('Search').fill('Walker');
    await page.getByPlaceholder('Search').press('Enter');
    const figure = page.getByRole('button', { name: 'Annual Leave ledger of Mere Walker' });
    await expect(figure).toHaveText(/^\d+\.\d\d$/);
    const shown = await figure.textContent();
    await figure.click();
    const ledger = page.getByRole('dialog', { name: 'Annual Leave: Mere Walker' });
    await expect(ledger).toContainText(`${shown} h`);
    await expect(ledger.getByRole('row').nth(1)).toBeVisible();
    await page.screenshot({ path: '/tmp/leave-balances.png', fullPage: true });
    await page.keyboard.press('Escape');
    await signOut(page);

    await signIn(page, EMPLOYEE);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/leaveBalance/list');
    await expect(page.getByRole('button', { name: 'Annual Leave ledger of Mere Walker' })).toHaveText(shown as string);
    await expect(page.getByText('Show 1 to 1 of 1 entries')).toBeVisible();
    // The import's settings are not hers to change, and not offered.
    await page.goto('/leaveBalance/settings');
    await expect(page.getByText('No Access')).toBeVisible();
  });
});
