import { expect, test } from '../support/test';
import { expectNotice } from '../support/notice';
import { keepScreenshot } from '../support/screenshots';
import { chooseOption } from '../support/select';
import { ADMIN, signIn } from '../support/sign-in';

test.describe('rounding rules and holidays', () => {
  test('an admin builds a rounding rule row by row, with the spec warnings, and deletes it', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/roundingrules/list');
    await expect(page.getByRole('row', { name: /Nearest quarter hour/ })).toContainText('Active');

    await page.getByRole('button', { name: 'New' }).click();
    const modal = page.locator('.ant-modal');
    await expect(modal.getByText('Create a new Rounding Rule')).toBeVisible();
    await modal.getByLabel('Name').fill('Ten minutes');
    await modal.getByLabel('To 1', { exact: true }).fill('4');
    await modal.getByLabel('Round to 1', { exact: true }).fill('0');
    await modal.getByRole('button', { name: 'Add row' }).click();
    // A new row starts one above the previous end.
    await expect(modal.getByLabel('From 2', { exact: true })).toHaveValue('5');
    await modal.getByLabel('To 2', { exact: true }).fill('3');
    await modal.getByLabel('Round to 2', { exact: true }).fill('10');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Warning: Rounding rules "To" must be greater than "From".');
    await modal.getByLabel('To 2', { exact: true }).fill('14');
    await keepScreenshot(page, 'rounding-rule-modal');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Rounding Rule is saved successfully.');
    const row = page.getByRole('row', { name: /Ten minutes/ });
    await expect(row).toContainText('0-4 → 0, 5-14 → 10');

    // The same name again.
    await page.getByRole('button', { name: 'New' }).click();
    await modal.getByLabel('Name').fill('ten MINUTES');
    await modal.getByLabel('To 1', { exact: true }).fill('4');
    await modal.getByLabel('Round to 1', { exact: true }).fill('0');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Warning: Name has existed.');
    await modal.getByRole('button', { name: 'Cancel' }).click();

    await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Are you sure you want to delete it/them?').waitFor();
    await page.locator('.ant-popover:not(.ant-popover-hidden)').getByRole('button', { name: 'OK' }).click();
    await expectNotice(page, 'Rounding Rules are deleted successfully.');
    await expect(page.getByRole('row', { name: /Ten minutes/ })).toHaveCount(0);
  });

  test("the demo company has Auckland's public holidays; an admin adds and removes its own", async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/holiday/list');
    await expect(page.getByRole('row', { name: /Provincial anniversary day/ })).toBeVisible();
    await keepScreenshot(page, 'holidays');
    await page.getByPlaceholder('Search').fill('Christmas');
    await page.getByPlaceholder('Search').press('Enter');
    const christmas = page.getByRole('row', { name: /Christmas Day/ });
    await expect(christmas.getByLabel('System default holiday')).toBeVisible();

    await page.getByRole('button', { name: 'New' }).click();
    const modal = page.locator('.ant-modal');
    await expect(modal.getByText('Create a new Holiday')).toBeVisible();
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByText('This field is required.')).toHaveCount(3);
    await modal.getByLabel('Name').fill('Christmas Day');
    const year = new Date().getFullYear();
    await modal.getByLabel('Date', { exact: true }).fill(`${year}-12-24`);
    await modal.getByLabel('Date', { exact: true }).press('Enter');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Warning: Name has existed.');
    await modal.getByLabel('Name').fill('Christmas Eve (company)');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Holiday is saved successfully.');
    const eve = page.getByRole('row', { name: /Christmas Eve \(company\)/ });
    await expect(eve).toContainText(`${year}-12-24`);
    await expect(eve.getByLabel('System default holiday')).toHaveCount(0);

    await eve.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-popover:not(.ant-popover-hidden)').getByRole('button', { name: 'OK' }).click();
    await expectNotice(page, 'Holidays are deleted successfully.');
    await expect(eve).toHaveCount(0);
  });

  test('pay types: defaults are marked and cannot be chosen; a new type takes the spec defaults and answers the spec codes', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/paytype/list');
    const ordinary = page.getByRole('row', { name: /Ordinary Time/ });
    await expect(ordinary.getByLabel('System default pay type')).toBeVisible();
    await expect(ordinary.getByRole('checkbox')).toBeDisabled();

    await page.getByRole('button', { name: 'New' }).click();
    const modal = page.locator('.ant-modal');
    await expect(modal.getByRole('checkbox', { name: 'Active' })).toBeDisabled();
    await expect(modal.getByRole('checkbox', { name: 'Hide from employees' })).toBeChecked();
    await expect(modal.getByRole('checkbox', { name: 'Export to payroll' })).toBeChecked();
    await expect(modal.getByLabel('Daily Hours')).toHaveValue('1');
    await modal.getByLabel('Code', { exact: true }).fill('ORD');
    await modal.getByLabel('Name').fill('Night Shift');
    await modal.getByRole('checkbox', { name: 'Allowance', exact: true }).check();
    await modal.getByRole('checkbox', { name: 'Leave', exact: true }).check();
    // Ticking Leave clears Allowance.
    await expect(modal.getByRole('checkbox', { name: 'Allowance', exact: true })).not.toBeChecked();
    await expect(modal.getByRole('checkbox', { name: 'Paid leave' })).toBeVisible();
    await modal.getByRole('checkbox', { name: 'Leave', exact: true }).uncheck();
    await modal.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Warning: Code Or Name has existed.');
    await modal.getByLabel('Code', { exact: true }).fill('NIGHT');
    await keepScreenshot(page, 'pay-type-modal');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Pay type is saved successfully.');

    const night = page.getByRole('row', { name: /Night Shift/ });
    await night.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-popover:not(.ant-popover-hidden)').getByRole('button', { name: 'OK' }).click();
    await expectNotice(page, 'Pay types are deleted successfully.');
    await expect(night).toHaveCount(0);
  });

  test('pay groups: fields appear by the visibility rules; Save and continue; the list shows validators', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/paygroup/list');
    await page.getByRole('button', { name: 'New' }).click();
    await expect(page.getByText('New Pay Group')).toBeVisible();
    await expect(page.getByLabel('Shift Threshold (minutes)')).toHaveValue('90');
    await expect(page.getByLabel('Start Day of Month')).toHaveCount(0);
    await chooseOption(page, page.getByLabel('Pay Period', { exact: true }), 'Monthly');
    await expect(page.getByLabel('Start Day of Month')).toHaveValue('1');
    await expect(page.getByLabel('Daily Overtime Threshold (hours)')).toHaveCount(0);
    await chooseOption(page, page.getByLabel('Overtime Calculation'), 'Daily');
    await page.getByLabel('Name', { exact: true }).fill('Drivers monthly');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await page.getByLabel('Daily Overtime Threshold (hours)').fill('8');
    await keepScreenshot(page, 'pay-group-form');
    await page.getByRole('button', { name: 'Save and continue to create' }).click();
    await expectNotice(page, 'Pay group is saved successfully.');
    // The form is reset for the next one.
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    await page.getByLabel('Name', { exact: true }).fill('drivers MONTHLY');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectNotice(page, 'Warning: Name has existed.');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/paygroup/list');
    const row = page.getByRole('row', { name: /Drivers monthly/ });
    await expect(row.getByLabel('Accept Early Arrival: yes')).toBeVisible();
    await expect(row.getByLabel('Enable Public Holiday: yes')).toBeVisible();
    await row.getByRole('button', { name: 'Edit Drivers monthly' }).click();
    await expect(page.getByText('Modify Pay Group')).toBeVisible();
    await expect(page.getByLabel('Daily Overtime Threshold (hours)')).toHaveValue('8');
    await page.getByRole('checkbox', { name: 'Active' }).uncheck();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/paygroup\/list$/);
    // Inactive groups leave the default (active) list.
    await expect(page.getByRole('row', { name: /Drivers monthly/ })).toHaveCount(0);
  });

  test('skills: a new skill is active and pays an allowance, counted per shift', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/skills/list');
    await page.getByRole('button', { name: 'New' }).click();
    const modal = page.locator('.ant-modal');
    await expect(modal.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    await expect(modal.getByRole('checkbox', { name: 'Active' })).toBeDisabled();
    await modal.getByLabel('Name').fill('Forklift licence');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByText('This field is required.')).toBeVisible();
    await chooseOption(page, modal.getByLabel('Allowance', { exact: true }), 'Meal Allowance');
    await chooseOption(page, modal.getByLabel('Allowance Calculation Type'), 'One Per Shift');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Skill is saved successfully.');
    await expect(page.getByRole('row', { name: /Forklift licence/ })).toContainText('Meal Allowance');
  });

  test("skills: the list's Search popover filters by status", async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/skills/list');
    const modal = page.locator('.ant-modal');
    for (const name of ['Crane ticket', 'Crane ticket (lapsed)']) {
      await page.getByRole('button', { name: 'New' }).click();
      await modal.getByLabel('Name').fill(name);
      await chooseOption(page, modal.getByLabel('Allowance', { exact: true }), 'Meal Allowance');
      await chooseOption(page, modal.getByLabel('Allowance Calculation Type'), 'One Per Shift');
      await modal.getByRole('button', { name: 'Save' }).click();
      await expectNotice(page, 'Skill is saved successfully.');
      await expect(modal).toHaveCount(0);
    }
    await page.getByRole('button', { name: 'Edit Crane ticket (lapsed)' }).click();
    await modal.getByRole('checkbox', { name: 'Active' }).uncheck();
    await modal.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Skill is saved successfully.');
    await page.getByRole('searchbox', { name: 'Search' }).fill('Crane');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    const rows = page.locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(2);

    const search = async (status: string) => {
      await page.getByRole('button', { name: 'Search', exact: true }).first().click();
      await page.locator('.ant-popover:visible').getByRole('radio', { name: status, exact: true }).check();
      await page.locator('.ant-popover:visible').getByRole('button', { name: 'Search', exact: true }).click();
    };
    await search('Inactive');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Crane ticket (lapsed)');
    await expect(rows.first()).toContainText('Inactive');
    await keepScreenshot(page, 'skills-search');
    await search('Active');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Crane ticket');
    await expect(rows.first()).not.toContainText('lapsed');
    await search('All');
    await expect(rows).toHaveCount(2);
  });
});
