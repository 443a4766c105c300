import { expect, test } from '../support/test';
import { expectNotice } from '../support/notice';
import { chooseOption } from '../support/select';
import { keepScreenshot } from '../support/screenshots';
import { ADMIN, signIn } from '../support/sign-in';

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

test.describe('bulk tools', () => {
  test('an admin punches a department of the demo company at once and recalculates it, following each run to the end', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);

    // Group Time Punch, by department: the Office and the Payroll Officer position below it, today (the default date).
    await page.goto('/timesheet/createGroupTimePunch');
    await expect(page.getByRole('heading', { name: 'Group Time Punch' })).toBeVisible();
    await page.getByText('By department', { exact: true }).click();
    await chooseOption(page, page.getByRole('combobox', { name: 'Departments' }), 'Office');
    // A multiple select stays open after a choice.
    await page.keyboard.press('Escape');
    // The date reads as every other date field does (the admin's profile: yyyy-MM-dd), not the wire's dd-MM-yyyy;
    // a date typed as yyyy-MM-dd is read as such.
    const date = page.getByLabel('Date', { exact: true });
    await expect(date).toHaveValue(iso(new Date()));
    await date.click();
    await date.fill(iso(new Date()));
    await date.press('Enter');
    await expect(date).toHaveValue(iso(new Date()));
    // A minute of the night that differs between runs of the test, so a rerun punches again rather than skipping.
    const minute = Math.floor(Date.now() / 60_000) % 60;
    const time = `03:${pad(minute)}`;
    const field = page.getByLabel('Time', { exact: true });
    await field.click();
    await field.fill(time);
    await field.press('Enter');
    await page.getByLabel('Note').fill('Evacuation drill');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectNotice(page, 'The punches are being added. It can take a while: the progress shows below.');
    const punchRun = page.getByLabel('Bulk run').first();
    await expect(punchRun.getByRole('status')).toContainText(/(\d+) of \1 employees done/, { timeout: 60_000 });
    await expect(punchRun).toContainText(/Punched ([1-9]\d*) of \1 employees?\./);
    await expect(punchRun.locator('.ant-alert-success')).toBeVisible();
    await page.screenshot({ path: '/tmp/bulk-group-punch.png', fullPage: true });

    // The same punch again: nobody gets a second one, and the run says why.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectNotice(page, 'The punches are being added. It can take a while: the progress shows below.');
    const rerun = page.getByLabel('Bulk run').first();
    await expect(rerun).toContainText(/Punched 0 of [1-9]\d* employees?\./, { timeout: 60_000 });
    // Nobody punched is no success: the run says so in red, with each one's reason inside.
    const failed = rerun.locator('.ant-alert-error');
    await expect(failed).toContainText(/Punched 0 of/);
    await expect(failed).toContainText('already has a punch at that time');
    await expect(rerun.locator('.ant-alert-success')).toHaveCount(0);
    await keepScreenshot(page, 'group-punch-none');
    await page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(page, 'group-punch-none-390');
    await page.setViewportSize({ width: 1440, height: 900 });

    // Recalculate the same department over the last week.
    await page.goto('/recalculate/condition');
    await expect(page.getByRole('heading', { name: 'Recalculate' })).toBeVisible();
    await page.getByText('By department', { exact: true }).click();
    await chooseOption(page, page.getByRole('combobox', { name: 'Departments' }), 'Office');
    // A multiple select stays open after a choice.
    await page.keyboard.press('Escape');
    const today = new Date();
    const start = page.getByPlaceholder('Start date');
    await start.click();
    await start.fill(iso(new Date(today.getTime() - 6 * 86_400_000)));
    await start.press('Enter');
    const end = page.getByPlaceholder('End date');
    await end.fill(iso(today));
    await end.press('Enter');
    await page.getByRole('button', { name: 'Recalculate' }).click();
    await expectNotice(page, 'The timesheets are being recalculated. It can take a while: the progress shows below.');
    const recalc = page.getByLabel('Bulk run').first();
    await expect(recalc.getByRole('status')).toContainText(/(\d+) of \1 employees done/, { timeout: 60_000 });
    await expect(recalc).toContainText(/Recalculated [1-9]\d* employees \(\d+ days\)\./);
    await page.screenshot({ path: '/tmp/bulk-recalculate.png', fullPage: true });
  });
});
