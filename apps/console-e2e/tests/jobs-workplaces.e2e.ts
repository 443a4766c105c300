import { expect, test } from '../support/test';
import { failCalls } from '../support/fail';
import { expectNotice } from '../support/notice';
import { keepScreenshot } from '../support/screenshots';
import { chooseOption } from '../support/select';
import { ADMIN, signIn } from '../support/sign-in';

test.describe('jobs, tasks and workplaces', () => {
  test('an admin makes a task and a job of it, meets the spec warning, and closes the job', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/task/list');
    await page.getByRole('button', { name: 'New' }).click();
    const modal = page.locator('.ant-modal');
    await expect(modal.getByRole('checkbox', { name: 'Active' })).toBeDisabled();
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByText('This field is required.')).toBeVisible();
    await modal.getByLabel('Code', { exact: true }).fill('T-WRAP');
    await modal.getByLabel('Name', { exact: true }).fill('Shrink wrapping');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Task is saved successfully.');
    await expect(page.getByRole('row', { name: /T-WRAP/ })).toContainText('Active');

    await page.goto('/job/list');
    await page.getByRole('button', { name: 'New' }).click();
    await modal.getByLabel('Code', { exact: true }).fill('J-2001');
    await modal.getByLabel('Name', { exact: true }).fill('Export pallets');
    await modal.getByLabel('Punch Code').fill('31');
    await chooseOption(page, modal.getByLabel('Tasks'), 'T-WRAP Shrink wrapping');
    await modal.getByRole('button', { name: 'Save' }).click();
    // Punch code 31 is the demo's supermarket job.
    await expectNotice(page, 'Warning: Name or punch code has existed.');
    await modal.getByLabel('Punch Code').fill('41');
    await keepScreenshot(page, 'job-modal');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Job is saved successfully.');

    const row = page.getByRole('row', { name: /J-2001/ });
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('Are you sure you want to close it/them?')).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expectNotice(page, 'Jobs are closed successfully.');
    await expect(row).toContainText('Inactive');

    await page.getByRole('button', { name: 'Search' }).first().click();
    await page.getByRole('radio', { name: 'Active', exact: true }).check();
    await page.locator('.ant-popover').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('row', { name: /J-2001/ })).toHaveCount(0);
    await expect(page.getByRole('row', { name: /J-1001/ })).toBeVisible();
  });

  test('an admin fences a new site and assigns an employee, who then has it among their sites', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/workplace/list');
    await page.getByRole('button', { name: 'New' }).click();
    const modal = page.locator('.ant-modal');
    await expect(modal.getByLabel('Radius (m)')).toHaveValue('10.00');
    await modal.getByLabel('Mobile Site Name').fill('Penrose warehouse');
    await modal.getByLabel('Pin Point Address').fill('5 Great South Road, Ellerslie');
    await modal.getByLabel('Geo Fence Centre (latitude,longitude)').fill('-36.8990,174.8080');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Warning: The name already exist.');
    await modal.getByLabel('Mobile Site Name').fill('Ellerslie yard');
    await modal.getByLabel('Employees').click({ force: true });
    await page.keyboard.type('Kaia');
    await page.locator('.ant-select-item-option', { hasText: /^Kaia / }).first().click();
    await modal.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Workplace created successfully');
    const row = page.getByRole('row', { name: /Ellerslie yard/ });
    await expect(row).toContainText('-36.899,174.808');
    await expect(row).toContainText('10.00 m');

    await row.getByRole('button', { name: 'Edit Ellerslie yard' }).click();
    const chosen = modal.locator('.ant-select-selection-item', { hasText: /^Kaia / });
    await expect(chosen).toHaveCount(1);
    const name = (await chosen.innerText()).trim();
    await keepScreenshot(page, 'workplace-modal');
    await modal.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/employee/list');
    await page.getByPlaceholder('Search').fill(name.split(' ')[1]);
    await page.getByPlaceholder('Search').press('Enter');
    await page.getByRole('button', { name: `Edit ${name}` }).first().click();
    await expect(page.locator('.ant-form-item', { hasText: 'Assigned Sites' })).toContainText('Ellerslie yard');
  });

  // Document 3 §8 "Kiosk and workplaces": a save failing outright says which save, and the modal keeps what was typed.
  test('a failed create and a failed update of a workplace say so; each then goes through with its own success text', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/workplace/list');
    await page.getByRole('button', { name: 'New' }).click();
    const modal = page.locator('.ant-modal');
    await modal.getByLabel('Mobile Site Name').fill('Onehunga depot');
    await modal.getByLabel('Pin Point Address').fill('12 Neilson Street, Onehunga');
    await modal.getByLabel('Geo Fence Centre (latitude,longitude)').fill('-36.9230,174.7870');
    const restore = await failCalls(page, 'POST', '/workPlace/save');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Failed to create workplace');
    await expect(modal.getByLabel('Mobile Site Name')).toHaveValue('Onehunga depot');
    await restore();
    await modal.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Workplace created successfully');

    const row = page.getByRole('row', { name: /Onehunga depot/ });
    await row.getByRole('button', { name: 'Edit Onehunga depot' }).click();
    await modal.getByLabel('Radius (m)').fill('25');
    const restoreAgain = await failCalls(page, 'POST', '/workPlace/save');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Failed to update workplace');
    await restoreAgain();
    await modal.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Workplace updated successfully');
    await expect(row).toContainText('25.00 m');
  });
});
