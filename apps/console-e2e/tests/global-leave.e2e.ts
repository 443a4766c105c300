import { expect, test } from '../support/test';
import { chooseOption } from '../support/select';
import { ADMIN, signIn } from '../support/sign-in';

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/**
 * A Wednesday ten weeks ahead, clear of the demo's own leave and of every other test's dates, and
 * of Auckland's public holidays (a holiday is refused by schedule): none falls on a Wednesday
 * outside Christmas to New Year, Waitangi and Anzac Day, and Easter, which the loop steps over.
 */
function farWednesday(): string {
  const d = new Date(Date.now() + 70 * 86_400_000);
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7) + 2);
  const holidayish = (x: Date) => (x.getMonth() === 11 && x.getDate() >= 24) || (x.getMonth() === 0 && x.getDate() <= 3) || (x.getMonth() === 1 && x.getDate() === 6) || x.getMonth() === 3;
  while (holidayish(d)) d.setDate(d.getDate() + 7);
  return iso(d);
}

test.describe('global leave', () => {
  test("an admin gives a department a day's leave at once; asked again, the reply says who already has it", async ({ page }) => {
    test.setTimeout(120_000);
    const day = farWednesday();
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/global-leave/condition');
    await expect(page.getByRole('heading', { name: 'Global Leave' })).toBeVisible();
    // Document 3 §9's defaults: by employee, by schedule, unscheduled days skipped.
    await expect(page.getByLabel('By Schedule')).toBeChecked();
    await expect(page.getByLabel('Skip unscheduled days')).toBeChecked();
    await page.getByText('By department', { exact: true }).click();
    await chooseOption(page, page.getByRole('combobox', { name: 'Departments' }), 'Office');
    await page.keyboard.press('Escape');
    await chooseOption(page, page.getByRole('combobox', { name: 'Leave Type' }), 'Unpaid Leave');
    const start = page.getByPlaceholder('Start date');
    await start.click();
    await start.fill(day);
    await start.press('Enter');
    const end = page.getByPlaceholder('End date');
    await end.fill(day);
    await end.press('Enter');

    // The Office's few employees are given it within the request (ADR 0059): its summaries show at once, as given.
    await page.getByRole('button', { name: 'Submit' }).click();
    const run = page.getByLabel('Bulk run').first();
    await expect(run).toContainText(/Leave is added for [1-9]\d* employees?\./, { timeout: 60_000 });
    await page.screenshot({ path: '/tmp/global-leave.png', fullPage: true });

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByLabel('Bulk run')).toHaveCount(2);
    const again = page.getByLabel('Bulk run').first();
    await expect(again).toContainText(/Not added for [1-9]\d* employees?:/, { timeout: 60_000 });
    await expect(again).toContainText('already has this leave');
    await page.screenshot({ path: '/tmp/global-leave-again.png', fullPage: true });
  });
});
