import { expect, test } from '../support/test';
import { expectNotice } from '../support/notice';
import { keepScreenshot } from '../support/screenshots';
import { ADMIN, signIn, SUPERVISOR } from '../support/sign-in';

test.describe('company structure', () => {
  test('an admin adds a position under a department, sees the spec warning for a duplicate, and deletes it', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/mydetail/company');
    const tree = page.locator('.ant-tree');
    await expect(tree.getByText('Greenfield Logistics (demo)')).toBeVisible();
    await expect(tree.getByText('Payroll Officer')).toBeVisible();

    // Hover actions: add under Warehouse (a Department, so a Position is created).
    await tree.getByText('Warehouse', { exact: true }).hover();
    await page.getByRole('button', { name: 'Add under Warehouse' }).click();
    await expect(page.getByText('New structure')).toBeVisible();
    await expect(page.getByLabel('Punch Code')).toHaveValue('105');
    await page.getByLabel('Position').fill('Forklift Operator');
    await page.getByLabel('Pay Export Code').fill('FLO');
    await keepScreenshot(page, 'structure-create');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectNotice(page, 'The department is saved successfully.');
    await expect(page.getByText('Details')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Active' })).toBeChecked();

    // The same name twice under one parent is refused with the spec's text.
    await tree.getByText('Warehouse', { exact: true }).hover();
    await page.getByRole('button', { name: 'Add under Warehouse' }).click();
    // The detail just shown also has a 'Position' field: wait for the create form.
    await expect(page.getByText('New structure')).toBeVisible();
    await page.getByLabel('Position').fill('forklift operator');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectNotice(page, 'Warning: Department Name is exist.');

    // A node with children cannot go; a leaf can, after confirmation.
    await tree.getByText('Warehouse', { exact: true }).hover();
    await page.getByRole('button', { name: 'Delete Warehouse' }).click();
    await page.getByText('Are you sure to delete this department?').waitFor();
    await page.locator('.ant-popover:not(.ant-popover-hidden)').getByRole('button', { name: 'OK' }).click();
    await expectNotice(page, 'Warning: Please delete the child nodes.');
    await expect(page.locator('.ant-popover:not(.ant-popover-hidden)')).toHaveCount(0);
    await tree.getByText('Forklift Operator').hover();
    await page.getByRole('button', { name: 'Delete Forklift Operator' }).click();
    await page.locator('.ant-popover:not(.ant-popover-hidden)').getByRole('button', { name: 'OK' }).click();
    await expectNotice(page, 'The department is deleted successfully.');
    await expect(tree.getByText('Forklift Operator')).toHaveCount(0);
    await keepScreenshot(page, 'structure-tree');
  });

  test('a supervisor sees only the departments they manage, read-only', async ({ page }) => {
    await signIn(page, SUPERVISOR);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/mydetail/company');
    const tree = page.locator('.ant-tree');
    await expect(tree.getByText('Warehouse', { exact: true })).toBeVisible();
    await expect(tree.getByText('Wellington')).toHaveCount(0);
    await expect(tree.getByText('Payroll Officer')).toHaveCount(0);
    await tree.getByText('Picker').click();
    await expect(page.getByText('Details')).toBeVisible();
    await expect(page.getByLabel('Position')).toHaveValue('Picker');
    await expect(page.getByLabel('Position')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeHidden();
    await tree.getByText('Picker').hover();
    await expect(page.getByRole('button', { name: 'Delete Picker' })).toHaveCount(0);
    await keepScreenshot(page, 'structure-supervisor');
  });
});
