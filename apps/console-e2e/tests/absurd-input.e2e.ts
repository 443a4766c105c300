import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ADMIN, signIn } from '../support/sign-in';

/** The error under a form field, found from its label. */
const fieldError = (page: Page, label: string) => page.locator('.ant-form-item').filter({ has: page.getByLabel(label, { exact: true }) }).locator('.ant-form-item-explain-error');

/** Every save the page sends from here on, to show that refused input sends none. */
function saves(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && !r.url().includes('/account/') && sent.push(r.url()));
  return sent;
}

test.describe('absurd input on the employee form (ADR 0051)', () => {
  test('a hire date of 1900 and a pasted name past 100 characters are refused on their fields, kept as typed, never cut', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    const sent = saves(page);
    await page.goto('/employee/create');
    await expect(page.getByText('New Employee')).toBeVisible();

    const hireDate = page.getByLabel('Hire Date');
    await hireDate.click();
    await hireDate.fill('1900-01-01');
    await hireDate.press('Enter');
    // A paste of 150 characters: antd's maxLength used to cut it to 100 without a word.
    const long = 'A'.repeat(150);
    await page.getByLabel('First Name').fill(long);
    await page.getByLabel('Last Name').fill('Rua');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(fieldError(page, 'Hire Date')).toHaveText(/^The hire date cannot be before \d{4}-\d{2}-\d{2}\.$/);
    await expect(fieldError(page, 'First Name')).toHaveText('First Name can be at most 100 characters.');
    await expect(page.getByLabel('First Name')).toHaveValue(long);
    // The field shows how far over its limit the text is.
    await expect(page.locator('.ant-form-item').filter({ has: page.getByLabel('First Name', { exact: true }) }).getByText('150 / 100')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('employee-form-absurd.png'), fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(fieldError(page, 'First Name')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('employee-form-absurd-phone.png'), fullPage: true });
    expect(sent).toEqual([]);
  });
});
