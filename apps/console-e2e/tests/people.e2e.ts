import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNotice } from '../support/notice';
import { keepScreenshot } from '../support/screenshots';
import { chooseOption } from '../support/select';
import { ADMIN, signIn, signOut, SUPERVISOR } from '../support/sign-in';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3d1a2c10000000049454e44ae426082', 'hex');

/** Picks an option of an antd select or tree select by its label's text. */
async function choose(page: Page, label: string, option: string) {
  // A required field's name starts with its mark.
  await chooseOption(page, page.getByRole('combobox', { name: new RegExp(`^(\\* )?${label}$`) }), option);
}

async function fillNewEmployee(page: Page, first: string, clockId: string, payId: string) {
  await page.getByLabel('First Name').fill(first);
  await page.getByLabel('Last Name').fill('Rangi');
  await choose(page, 'Position', 'Picker');
  await choose(page, 'Pay Group', 'Weekly waged');
  await page.getByLabel('Clock ID').fill(clockId);
  await page.getByLabel('Pay ID').fill(payId);
}

test.describe('employees and users', () => {
  test('an admin hires with Save and continue, meets the spec warnings, changes a status and reads the History', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.getByRole('link', { name: 'Employees' }).click();
    await expect(page).toHaveURL(/\/employee\/list$/);
    await page.getByRole('button', { name: 'New' }).click();
    await expect(page.getByText('New Employee')).toBeVisible();
    await expect(page.getByText(/Subscribed licences: 100, remaining: \d+/)).toBeVisible();
    // The next clock ID is suggested.
    await expect(page.getByLabel('Clock ID')).not.toHaveValue('');

    // Required fields say so before anything is sent.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();

    await fillNewEmployee(page, 'Hana', '7001', 'E7001');
    await page.getByLabel('Pay Rate').fill('27.5');
    await keepScreenshot(page, 'employee-create');
    await page.getByRole('button', { name: 'Save and continue to create' }).click();
    await expectNotice(page, 'The employee is saved successfully.');
    // The form is fresh for the next one, with the next clock ID suggested.
    await expect(page.getByLabel('First Name')).toHaveValue('');
    await expect(page.getByLabel('Clock ID')).toHaveValue('7002');

    // The same clock ID and pay ID are refused with the spec's texts.
    await fillNewEmployee(page, 'Rawiri', '7001', 'E7002');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectNotice(page, 'Warning: Employee ClockId is exist.');
    await page.getByLabel('Clock ID').fill('7002');
    await page.getByLabel('Pay ID').fill('E7001');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectNotice(page, 'Warning: Pay ID exists already. Please use a different one.');
    await page.getByLabel('Pay ID').fill('E7002');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/employee\/list$/);

    // Status with a reason, from the list.
    await page.getByPlaceholder('Search').fill('Rawiri');
    await page.getByPlaceholder('Search').press('Enter');
    await page.getByRole('button', { name: 'Status of Rawiri Rangi' }).click();
    await page.locator('.ant-modal').getByText('Terminated', { exact: true }).click();
    await page.getByLabel('Reason').fill('Contract ended');
    await page.locator('.ant-modal').getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Change the employee status successfully.');
    await expect(page.getByRole('button', { name: 'Status of Rawiri Rangi' })).toContainText('Terminated');

    // The Search popover filters by status on the server.
    await page.getByPlaceholder('Search').fill('');
    await page.getByPlaceholder('Search').press('Enter');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.locator('.ant-popover').getByText('Terminated', { exact: true }).click();
    await page.locator('.ant-popover').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Show 1 to 1 of 1 entries')).toBeVisible();
    await keepScreenshot(page, 'employees-terminated');

    // A pay rise and a move show in the History with old and new values.
    await page.goto('/employee/list');
    await page.getByPlaceholder('Search').fill('Hana');
    await page.getByPlaceholder('Search').press('Enter');
    await page.getByRole('button', { name: 'Edit Hana Rangi' }).click();
    await expect(page).toHaveURL(/\/employee\/update\?id=/);
    await page.getByLabel('Pay Rate').fill('29');
    // A photo uploaded on the form is the employee's, saved with the form, and not the admin's own.
    await page.locator('input[type=file]').setInputFiles({ name: 'hana.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.locator('.ant-form img[src*="/api/avatars/"]')).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectNotice(page, 'The employee is saved successfully.');
    await page.getByPlaceholder('Search').fill('Hana');
    await page.getByPlaceholder('Search').press('Enter');
    await page.getByRole('button', { name: 'Edit Hana Rangi' }).click();
    const photo = await page.locator('.ant-form img[src*="/api/avatars/"]').getAttribute('src');
    expect(photo).toBeTruthy();
    await expect(page.locator(`header img[src="${photo}"]`)).toHaveCount(0);
    await page.getByRole('button', { name: 'History' }).click();
    await expect(page.getByLabel('Change 1')).toContainText('Avatar File Name');
    const first = page.getByLabel('Change 2');
    await expect(first).toContainText('Pay Rate Changed');
    await expect(first).toContainText('Aroha Ngata');
    await expect(first.getByRole('row', { name: /Pay Rate/ })).toContainText('27.5');
    await expect(first.getByRole('row', { name: /Pay Rate/ })).toContainText('29');
    await keepScreenshot(page, 'employee-history');
  });

  test('an admin creates a supervisor who is also an employee, and changes a user status inline', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/user/list');
    await page.getByRole('button', { name: 'New' }).click();
    await expect(page.getByText('New User')).toBeVisible();
    await page.getByLabel('Email').fill('nikau@demo.timekeep.local');
    await page.getByLabel('First Name').fill('Nikau');
    await page.getByLabel('Last Name').fill('Reid');
    await choose(page, 'Role', 'Supervisor');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await page.getByRole('combobox', { name: /Departments$/ }).click({ force: true });
    await page.locator('.ant-select-dropdown:visible').getByTitle('Wellington', { exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('checkbox', { name: 'Is Employee' }).check();
    await expect(page.getByText('Employee Info')).toBeVisible();
    await choose(page, 'Position', 'Driver');
    await choose(page, 'Pay Group', 'Fortnightly salaried');
    await page.getByLabel('Clock ID').fill('7100');
    await page.getByLabel('Pay ID').fill('E7100');
    await keepScreenshot(page, 'user-create');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectNotice(page, 'The user is saved successfully.');
    await expect(page).toHaveURL(/\/user\/list$/);

    // The same email again is refused with the spec's text.
    await page.getByRole('button', { name: 'New' }).click();
    await expect(page.getByText('New User')).toBeVisible();
    await page.getByLabel('Email').fill('NIKAU@demo.timekeep.local');
    await page.getByLabel('First Name').fill('Other');
    await page.getByLabel('Last Name').fill('Person');
    await choose(page, 'Role', 'Admin');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectNotice(page, 'Warning: Email is exist.');

    await page.goto('/user/list');
    await page.getByPlaceholder('Search').fill('Nikau');
    await page.getByPlaceholder('Search').press('Enter');
    // The search's own answer, not the unfiltered first page that also holds Nikau: acting on that
    // row while the search's answer replaces it can lose the click.
    await expect(page.getByText('Show 1 to 1 of 1 entries')).toBeVisible();
    const row = page.getByRole('row', { name: /Nikau/ });
    await expect(row).toContainText('Supervisor');
    await expect(row).toContainText('Employee');
    await choose(page, 'Status of Nikau Reid', 'Inactive');
    await expectNotice(page, 'Change the user status successfully.');
    await keepScreenshot(page, 'users-inline-status');
  });

  test("a position's Employees tab lists who holds it", async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    // The demo's Auckland warehouse Picker position.
    await page.goto('/mydetail/company/department/dc000000-0000-4000-8000-000000000205');
    await page.getByRole('tab', { name: 'Employees' }).click();
    await expect(page.getByText(/Show 1 to 10 of \d+ entries/)).toBeVisible();
    await page.getByRole('tabpanel').getByPlaceholder('Search').fill('Mere');
    await page.getByRole('tabpanel').getByPlaceholder('Search').press('Enter');
    await expect(page.getByRole('tabpanel').getByRole('row', { name: /Mere Walker/ })).toBeVisible();
    // The employee table's columns; middle name, mobile, phone, fax, rounding and schedule hidden by default (document 1 §2).
    const headers = page.getByRole('tabpanel').getByRole('columnheader');
    await expect(headers).toHaveText(['Clock ID', 'Pay ID', 'First Name', 'Last Name', 'Pay Group', 'Hire Date', 'Terminate Date', 'Export to Payroll']);
    await page.getByRole('tabpanel').getByRole('button', { name: 'Columns' }).click();
    const chooser = page.locator('.ant-popover:visible .ant-tree');
    const unchecked = chooser.locator('.ant-tree-treenode:not(.ant-tree-treenode-checkbox-checked) .ant-tree-title');
    await expect(unchecked).toHaveText(['Columns', 'Middle Name', 'Rounding', 'Schedule', 'Mobile', 'Phone', 'Fax']);
    await chooser.getByText('Schedule', { exact: true }).click();
    await expect(headers).toHaveText(['Clock ID', 'Pay ID', 'First Name', 'Last Name', 'Pay Group', 'Schedule', 'Hire Date', 'Terminate Date', 'Export to Payroll']);
    await keepScreenshot(page, 'position-employees');
    await page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(page, 'position-employees-phone');
  });

  test('a supervisor sees only the employees of the departments they manage', async ({ page }) => {
    await signIn(page, SUPERVISOR);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/employee/list');
    const positions = page.locator('tbody tr.ant-table-row td:nth-child(5)');
    await expect(positions.first()).toBeVisible();
    for (const text of await positions.allTextContents()) expect(['Driver', 'Picker']).toContain(text);
    await expect(page.getByRole('button', { name: 'New' })).toHaveCount(0);
    const search = async (text: string) => {
      await page.getByPlaceholder('Search').fill(text);
      await page.getByPlaceholder('Search').press('Enter');
    };
    // Clock 1001 drives for the Auckland warehouse Sam manages; 1004 drives in Wellington.
    await search('1001');
    await expect(page.getByText('Show 1 to 1 of 1 entries')).toBeVisible();
    await search('1004');
    await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(0);
    await signOut(page);
  });

  for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
    test(`a failed employee save scrolls to the first field in error and puts the cursor there (${viewport.width} wide)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signIn(page, ADMIN);
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/employee/create');
      await expect(page.getByText('New Employee')).toBeVisible();
      await expect(page.getByLabel('Clock ID')).not.toHaveValue('');
      // Save sits below the form: the required names at its top are out of sight when it is clicked.
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const firstName = page.getByLabel('First Name');
      await expect(firstName).toBeInViewport();
      await expect(firstName).toBeFocused();
      await expect(page.getByText('This field is required.').first()).toBeInViewport();
      await keepScreenshot(page, `employee-save-errors-${viewport.width}`);
    });
  }
});

