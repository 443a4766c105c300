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

test.describe('text past its limit on the other forms (issue 28)', () => {
  test('a pasted position name, pay type name and group punch note are kept, shown over the limit and refused on the field; nothing is sent', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    const sent = saves(page);
    const counted = (label: string, text: string) => page.locator('.ant-form-item').filter({ has: page.getByLabel(label, { exact: true }) }).getByText(text);

    // A position under a department (the structure form).
    await page.goto('/mydetail/company');
    await page.locator('.ant-tree').getByText('Warehouse', { exact: true }).hover();
    await page.getByRole('button', { name: 'Add under Warehouse' }).click();
    await expect(page.getByText('New structure')).toBeVisible();
    const position = 'P'.repeat(150);
    await page.getByLabel('Position', { exact: true }).fill(position);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(fieldError(page, 'Position')).toHaveText('Position can be at most 100 characters.');
    await expect(page.getByLabel('Position', { exact: true })).toHaveValue(position);
    await expect(counted('Position', '150 / 100')).toBeVisible();

    // A pay type's name (a modal).
    await page.goto('/paytype/list');
    await page.getByRole('button', { name: 'New' }).click();
    const modal = page.locator('.ant-modal');
    await modal.getByLabel('Code', { exact: true }).fill('LONG');
    const name = 'N'.repeat(120);
    await modal.getByLabel('Name', { exact: true }).fill(name);
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(fieldError(page, 'Name')).toHaveText('Name can be at most 100 characters.');
    await expect(modal.getByLabel('Name', { exact: true })).toHaveValue(name);
    await modal.getByRole('button', { name: 'Cancel' }).click();

    // Group Time Punch's note (a text area).
    await page.goto('/timesheet/createGroupTimePunch');
    await expect(page.getByRole('heading', { name: 'Group Time Punch' })).toBeVisible();
    const note = 'n'.repeat(600);
    await page.getByLabel('Note', { exact: true }).fill(note);
    await expect(page.getByLabel('Note', { exact: true })).toHaveValue(note);
    await expect(counted('Note', '600 / 500')).toBeVisible();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(fieldError(page, 'Note')).toHaveText('Note can be at most 500 characters.');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(fieldError(page, 'Note')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('group-punch-note-phone.png'), fullPage: true });
    expect(sent).toEqual([]);
  });
});
