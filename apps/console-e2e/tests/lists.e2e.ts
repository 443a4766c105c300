import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNotice } from '../support/notice';
import { keepScreenshot } from '../support/screenshots';
import { chooseOption } from '../support/select';
import { ADMIN, signIn } from '../support/sign-in';

test.describe('shared table and department filter', () => {
  test('the users list pages on the server, hides columns it remembers, and follows the department filter', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/user/list');
    const table = page.locator('.ant-table');
    await expect(page.getByText(/^Show 1 to \d+ of \d+ entries$/)).toBeVisible();
    await expect(table.getByText('admin@demo.timekeep.local')).toBeVisible();

    // Hide the Email column; it stays hidden after a reload.
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.locator('.ant-tree').getByText('Email', { exact: true }).click();
    await expect(table.getByRole('columnheader', { name: 'Email' })).toHaveCount(0);
    await page.reload();
    await expect(table.getByRole('columnheader', { name: 'First Name' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Email' })).toHaveCount(0);
    await page.evaluate(() => localStorage.removeItem('tk.table.users.hiddenColumns'));
    await page.reload();

    // Search runs on the server.
    await page.getByRole('searchbox', { name: 'Search' }).fill('patel');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page.getByText('Show 1 to 1 of 1 entries')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');

    // Choosing the Auckland warehouse leaves only its supervisor.
    await page.getByRole('button', { name: 'Departments filter' }).click();
    const warehouse = page.locator('.ant-popover .ant-tree-treenode').filter({ hasText: /^Warehouse$/ });
    await warehouse.getByText('Warehouse', { exact: true }).click();
    await expect(warehouse).toHaveClass(/ant-tree-treenode-checkbox-checked/);
    await keepScreenshot(page, 'department-filter');
    await page.locator('.ant-popover').getByRole('button', { name: 'OK' }).click();
    await expectNotice(page, 'Filter the departments successfully.');
    await expect(page.getByText('Show 1 to 1 of 1 entries')).toBeVisible();
    await expect(table.getByText('supervisor@demo.timekeep.local')).toBeVisible();
    await keepScreenshot(page, 'users-list-filtered');

    await page.getByRole('button', { name: 'Departments filter' }).click();
    await page.locator('.ant-popover').getByRole('button', { name: 'Reset' }).click();
    await expect(table.getByText('admin@demo.timekeep.local')).toBeVisible();
  });

  test('dates follow the date and time formats chosen in the profile', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await chooseFormats(page, 'dd/MM/yyyy', 'hh:mm a');
    await page.goto('/user/list');
    const row = page.locator('tr', { hasText: 'admin@demo.timekeep.local' });
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)/);

    await chooseFormats(page, 'yyyy-MM-dd', 'HH:mm');
    await page.goto('/user/list');
    await expect(page.locator('tr', { hasText: 'admin@demo.timekeep.local' })).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  });

  test('lookups are read again when the window regains focus; the list is not (document 1 §7)', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    // The licence counts (the Mobile App column's) are a lookup; the page of employees is a list. The
    // lookup reads two counts in turn, and a focus while it is still reading reads nothing more: the
    // window leaves and returns once the column shows both counts.
    await page.goto('/employee/list');
    await expect(page.getByText(/^Show 1 to \d+ of \d+ entries$/)).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /^Mobile App \(\d+\/\d+\)/ })).toBeVisible();
    // Reads as answered: a request refused because the short-lived access token ran out is sent
    // again after the refresh (the browser tier's tokens last 4 s), which is one read, not two.
    const read: string[] = [];
    page.on('response', (r) => {
      if (r.status() !== 401) read.push(new URL(r.url()).pathname);
    });
    // What the browser tells a page coming back into view (react-query listens for it).
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await expect.poll(() => read.filter((path) => path.endsWith('/api/employees/user-count')).length).toBe(1);
    expect(read.filter((path) => path.endsWith('/api/employees'))).toEqual([]);
  });
});

async function chooseFormats(page: Page, date: string, time: string): Promise<void> {
  await page.goto('/profile');
  for (const [label, value] of [['Date Format', date], ['Time Format', time]]) {
    await chooseOption(page, page.getByLabel(label), value);
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expectNotice(page, 'Update the profile successfully.');
}
