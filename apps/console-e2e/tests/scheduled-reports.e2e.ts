import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { failCalls } from '../support/fail';
import { expectNotice } from '../support/notice';
import { keepScreenshot } from '../support/screenshots';
import { chooseOption } from '../support/select';
import { ADMIN, signIn } from '../support/sign-in';

const pad = (n: number) => String(n).padStart(2, '0');
/** A Monday a few weeks ahead: a start no run of this test has passed. */
function nextMonday(): string {
  const now = new Date();
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 21 - ((now.getUTCDay() + 6) % 7)));
  return `${monday.getUTCFullYear()}-${pad(monday.getUTCMonth() + 1)}-${pad(monday.getUTCDate())}`;
}

async function addReceiver(page: Page, address: string) {
  const receivers = page.getByLabel('Receivers', { exact: true });
  await receivers.fill(address);
  await receivers.press('Enter');
}

test.describe('scheduled reports (/scheduled-reports/list)', () => {
  test('schedules the timesheet summary from the list, refusing a bad receiver, sees it listed, edits it and deletes it', async ({ page }) => {
    const receiver = `payroll-${Date.now()}@example.com`;
    const start = nextMonday();
    await signIn(page, ADMIN);
    await page.getByRole('menuitem', { name: /Report$/ }).click();
    await page.getByRole('menuitem', { name: 'Auto Send Reports', exact: true }).click();
    await expect(page).toHaveURL(/\/scheduled-reports\/list/);
    const deleteSelected = page.getByRole('button', { name: 'delete Delete', exact: true });
    await expect(deleteSelected).toBeDisabled();

    await page.getByRole('button', { name: 'New' }).click();
    await expect(page).toHaveURL(/\/jasper\/condition\?schedule=1/);
    await page.getByRole('navigation', { name: 'Report types' }).getByRole('menuitem', { name: 'Timesheet Summary' }).click();
    await expect(page.getByRole('switch', { name: 'Schedule Auto Report' })).toBeChecked();
    // A schedule's period replaces the report's dates: only the schedule's Start Date shows.
    await expect(page.getByLabel('End Date', { exact: true })).toHaveCount(0);
    const startDate = page.getByLabel('Start Date', { exact: true });
    await startDate.click();
    await startDate.fill(start);
    await startDate.press('Enter');
    await chooseOption(page, page.getByLabel('Frequency'), 'Weekly');
    await chooseOption(page, page.getByLabel('Period'), 'Previous Week');

    await addReceiver(page, 'not-an-address');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText("'not-an-address' is not a valid email address.")).toBeVisible();
    // The tag's own remove mark, as a person takes the wrong address out.
    await page.locator('.ant-select-selection-item', { hasText: 'not-an-address' }).locator('.ant-select-selection-item-remove').click();
    await addReceiver(page, receiver);
    await keepScreenshot(page, 'scheduled-report-form');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectNotice(page, 'Add the report successfully.');

    await expect(page).toHaveURL(/\/scheduled-reports\/list/);
    const row = page.getByRole('row').filter({ hasText: receiver });
    await expect(row).toContainText('Timesheet Summary');
    await expect(row).toContainText('Weekly');
    // The next send on the company's clock, at the form's default send time.
    await expect(row).toContainText(`${start} 08:00`);
    await keepScreenshot(page, 'scheduled-reports-list');

    // Its edit opens the same form on the schedule, without the report list; Submit updates it and returns.
    await row.getByRole('button', { name: 'Edit Timesheet Summary' }).click();
    await expect(page).toHaveURL(/\/jasper\/view\?scheduledReportId=/);
    await expect(page.getByRole('navigation', { name: 'Report types' })).toHaveCount(0);
    await expect(page.getByRole('switch', { name: 'Schedule Auto Report' })).toBeChecked();
    await expect(page.getByLabel('Start Date', { exact: true })).toHaveValue(start);
    await expect(page.locator('.ant-select-selection-item', { hasText: receiver })).toBeVisible();
    await chooseOption(page, page.getByLabel('Frequency'), 'Monthly');
    await chooseOption(page, page.getByLabel('Period'), 'Previous Month');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectNotice(page, 'Update the report successfully.');
    await expect(page).toHaveURL(/\/scheduled-reports\/list/);
    await expect(row).toContainText('Monthly');
    await expect(row).toContainText('Previous Month');

    // The row's own delete asks first; No keeps it.
    await row.getByRole('button', { name: 'Delete Timesheet Summary' }).click();
    await expect(page.getByText('Are you sure to delete this report?')).toBeVisible();
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await expect(row).toHaveCount(1);

    await row.getByRole('checkbox').check();
    await deleteSelected.click();
    await expect(page.getByText('Are you sure you want to delete it?')).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await expectNotice(page, 'Delete the report successfully.');
    await expect(page.getByRole('row').filter({ hasText: receiver })).toHaveCount(0);
  });

  // Document 3 §8 "Scheduled reports": an add or a delete failing outright shows the spec's words and changes nothing.
  test('a failed add keeps the form, and a failed delete keeps the row', async ({ page }) => {
    const receiver = `failing-${Date.now()}@example.com`;
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/jasper/condition?schedule=1');
    await page.getByRole('navigation', { name: 'Report types' }).getByRole('menuitem', { name: 'Timesheet Summary' }).click();
    const startDate = page.getByLabel('Start Date', { exact: true });
    await startDate.click();
    await startDate.fill(nextMonday());
    await startDate.press('Enter');
    await chooseOption(page, page.getByLabel('Frequency'), 'Weekly');
    await chooseOption(page, page.getByLabel('Period'), 'Previous Week');
    await addReceiver(page, receiver);
    const restore = await failCalls(page, 'POST', '/scheduled-reports');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectNotice(page, 'Failed to add the report.');
    await expect(page).toHaveURL(/\/jasper\/condition\?/);
    await expect(page.locator('.ant-select-selection-item', { hasText: receiver })).toBeVisible();
    await restore();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectNotice(page, 'Add the report successfully.');

    await expect(page).toHaveURL(/\/scheduled-reports\/list/);
    const row = page.getByRole('row').filter({ hasText: receiver });
    const restoreDelete = await failCalls(page, 'DELETE', '/scheduled-reports');
    await row.getByRole('button', { name: 'Delete Timesheet Summary' }).click();
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await expectNotice(page, 'Failed to delete the report.');
    await expect(row).toHaveCount(1);
    await restoreDelete();
    await row.getByRole('button', { name: 'Delete Timesheet Summary' }).click();
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await expectNotice(page, 'Delete the report successfully.');
    await expect(row).toHaveCount(0);
  });
});
