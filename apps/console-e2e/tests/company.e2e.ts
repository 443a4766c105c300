import { expect, test } from '../support/test';
import { expectNotice } from '../support/notice';
import { keepScreenshot } from '../support/screenshots';
import { signIn, signOut, SUPERADMIN, SUPERADMIN_PASSWORD } from '../support/sign-in';

const OK_IN_MODAL = (page: import('@playwright/test').Page) => page.locator('.ant-modal-confirm').getByRole('button', { name: 'OK' });

test.describe('customers and the company', () => {
  test('a Superadmin opens a customer; its admin edits the company detail and structure levels', async ({ page }) => {
    await signIn(page, SUPERADMIN, SUPERADMIN_PASSWORD);
    await page.getByRole('link', { name: 'Customers' }).click();
    await expect(page).toHaveURL(/\/customer\/list$/);
    await page.getByRole('button', { name: 'New' }).click();
    await expect(page.getByText('New Customer')).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Kauri Orchards');
    await page.getByLabel('Code', { exact: true }).fill('KAURI-E2E');
    await page.getByLabel('Holiday Region').fill('Wellington');
    await page.getByTitle('Wellington Province').click();
    await page.getByLabel('Employee Licences').fill('30');
    await page.getByRole('checkbox', { name: 'Position codes' }).check();
    await page.getByLabel('First Name').fill('Mere');
    await page.getByLabel('Last Name').fill('Tane');
    await page.getByLabel('Email').fill('mere@kauri-e2e.example.com');
    await page.getByLabel('Password', { exact: true }).fill('Kauri-orchard-1');
    await page.getByLabel('Confirm Password').fill('Kauri-orchard-1');
    await keepScreenshot(page, 'customer-create');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'The customer is saved successfully.');
    await expect(page).toHaveURL(/\/customer\/list$/);
    await page.getByPlaceholder('Search').fill('KAURI-E2E');
    const row = page.getByRole('row', { name: /Kauri Orchards/ });
    await expect(row).toContainText('NZ / WGN');
    await expect(row).toContainText('30');

    // The same code again is refused with the spec's company text.
    await page.getByRole('button', { name: 'New' }).click();
    await expect(page.getByText('New Customer')).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Kauri Again');
    await page.getByLabel('Code', { exact: true }).fill('kauri-e2e');
    await page.getByLabel('First Name').fill('Other');
    await page.getByLabel('Last Name').fill('Person');
    await page.getByLabel('Email').fill('other@kauri-e2e.example.com');
    await page.getByLabel('Password', { exact: true }).fill('Kauri-orchard-1');
    await page.getByLabel('Confirm Password').fill('Kauri-orchard-1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Warning: Code is exist.');
    await signOut(page);

    // The new admin: the company root shows the company detail form.
    await signIn(page, 'mere@kauri-e2e.example.com', 'Kauri-orchard-1');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/mydetail/company');
    await expect(page.getByText('Company Details')).toBeVisible();
    await expect(page.getByLabel('Code', { exact: true })).toHaveValue('KAURI-E2E');
    await page.getByLabel('Trading Name').fill('Kauri Orchards Ltd');
    await page.getByLabel('Leave Notification Receivers').fill('pay@kauri.example.com, nobody');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Invalid Email address!')).toBeVisible();
    await page.getByLabel('Leave Notification Receivers').fill('pay@kauri.example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'The company detail is saved successfully.');
    await expect(page.locator('.ant-tree').getByText('Kauri Orchards Ltd')).toBeVisible();
    await keepScreenshot(page, 'company-detail');

    // Structure levels: no Branch level, and Positions are called Roles.
    await page.goto('/structure/setting');
    await expect(page.getByRole('switch', { name: 'Position on' })).toBeDisabled();
    await page.getByRole('switch', { name: 'Branch on' }).click();
    await page.getByLabel('Position name').fill('Role');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The node of company profiles has been changed. This operation is not recoverable.')).toBeVisible();
    await OK_IN_MODAL(page).click();
    await expectNotice(page, 'Company Structure is saved successfully.');
    await keepScreenshot(page, 'structure-levels');

    // Under a Division the next level is now a Department, then a Role that needs a punch code.
    await page.goto('/mydetail/company');
    const tree = page.locator('.ant-tree');
    await tree.getByText('Kauri Orchards Ltd').hover();
    await page.getByRole('button', { name: 'Add under Kauri Orchards Ltd' }).click();
    await page.locator('input#departmentName').fill('Orchards');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectNotice(page, 'The department is saved successfully.');
    await tree.getByText('Orchards', { exact: true }).hover();
    await page.getByRole('button', { name: 'Add under Orchards' }).click();
    await expect(page.getByText('New structure')).toBeVisible();
    await page.locator('input#departmentName').fill('Packhouse');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // The first save's toast may still be showing: the newest one is this save's.
    await expectNotice(page, 'The department is saved successfully.');
    await expect(tree.getByText('Packhouse')).toBeVisible();
    await tree.getByText('Packhouse').hover();
    await page.getByRole('button', { name: 'Add under Packhouse' }).click();
    await expect(page.getByText('New structure')).toBeVisible();
    await page.locator('input#departmentName').fill('Packer');
    await page.getByLabel('Punch Code').fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await page.getByLabel('Punch Code').fill('P1');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(tree.getByText('Packer')).toBeVisible();
    await expect(page.getByText('Details')).toBeVisible();
    await keepScreenshot(page, 'structure-without-branch');
  });
});
