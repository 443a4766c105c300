import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNotice } from '../support/notice';
import { chooseOption } from '../support/select';
import { ADMIN, signIn } from '../support/sign-in';

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** A Thursday thirteen weeks ahead: clear of the demo's own days and of the other tests' dates; the office works it 08:30-17:00. */
function farThursday(): string {
  const d = new Date(Date.now() + 91 * 86_400_000);
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7) + 3);
  const holidayish = (x: Date) => (x.getMonth() === 11 && x.getDate() >= 24) || (x.getMonth() === 0 && x.getDate() <= 3) || (x.getMonth() === 1 && x.getDate() === 6) || x.getMonth() === 3;
  while (holidayish(d)) d.setDate(d.getDate() + 7);
  return iso(d);
}

async function fillShift(dialog: Locator, from: string, to: string): Promise<void> {
  for (const [label, time] of [
    ['Sch In', from],
    ['Sch Out', to],
  ]) {
    await dialog.getByLabel(label).fill(time);
    await dialog.getByLabel(label).press('Enter');
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
}

async function chooseDate(page: Page, day: string): Promise<void> {
  const date = page.getByLabel('Date', { exact: true });
  await date.click();
  await date.fill(day);
  await date.press('Enter');
}

test.describe('global schedule', () => {
  test("a shift clashing with the office's hours shows the conflicts; an evening shift is confirmed, generated, and its progress completes", async ({ page }) => {
    test.setTimeout(120_000);
    const day = farThursday();
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/globalschedule/condition');
    await expect(page.getByRole('heading', { name: 'Global Schedule' })).toBeVisible();
    // Document 3 §9's defaults: by employee, a working day, no shifts yet.
    await expect(page.getByRole('radio', { name: 'By employee' })).toBeChecked();
    await expect(page.getByLabel('Off Day')).not.toBeChecked();
    await expect(page.getByLabel('Shifts')).toContainText('Add a shift, or make the day an off day.');

    await page.getByText('By department', { exact: true }).click();
    await chooseOption(page, page.getByRole('combobox', { name: 'Departments' }), 'Office');
    await page.keyboard.press('Escape');
    await chooseDate(page, day);

    // Sch Out before Sch In is refused in the dialog (document 3 §5).
    await page.getByRole('button', { name: 'Add Shift' }).click();
    const dialog = page.locator('.ant-modal');
    await dialog.getByLabel('Sch In').fill('13:00');
    await dialog.getByLabel('Sch In').press('Enter');
    await dialog.getByLabel('Sch Out').fill('09:00');
    await dialog.getByLabel('Sch Out').press('Enter');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toContainText('Sch Out must be later than Sch In!');
    await page.screenshot({ path: '/tmp/bulk-schedule-shift.png' });
    await dialog.getByLabel('Sch In').fill('09:00');
    await dialog.getByLabel('Sch In').press('Enter');
    await dialog.getByLabel('Sch Out').fill('13:00');
    await dialog.getByLabel('Sch Out').press('Enter');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByLabel('Shifts')).toContainText('09:00 – 13:00');

    const verified = page.waitForResponse((r) => r.url().endsWith('/globalschedule/verify') && r.ok());
    await page.getByRole('button', { name: 'Submit' }).click();
    await verified;
    const conflicts = page.getByRole('dialog', { name: 'Schedule time conflicts' });
    await expect(conflicts).toBeVisible();
    await expect(conflicts.locator('tbody tr').first()).toContainText(`${day} 09:00 – ${day} 13:00`);
    await expect(conflicts.locator('tbody tr').first()).toContainText(`${day} 08:30 – ${day} 17:00`);
    await expect(conflicts).toContainText(/Show 1 to \d+ of \d+ entries/);
    await page.screenshot({ path: '/tmp/bulk-schedule-conflicts.png', fullPage: true });
    await conflicts.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await expect(conflicts).toHaveCount(0);

    // After the office's day: no conflict, a confirmation, then the run.
    await page.getByRole('button', { name: 'Edit shift' }).click();
    await fillShift(page.locator('.ant-modal'), '18:00', '21:00');
    await expect(page.getByLabel('Shifts')).toContainText('18:00 – 21:00');
    await page.getByRole('button', { name: 'Submit' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'No conflicts were found. Generate the schedule now?' });
    await expect(confirm).toBeVisible();
    const generated = page.waitForResponse((r) => r.url().endsWith('/globalschedule/generate') && r.ok());
    await confirm.getByRole('button', { name: 'OK' }).click();
    await generated;
    await expectNotice(page, 'The schedule is being generated. It can take a while: the progress shows below.');
    const run = page.getByLabel('Bulk run').first();
    await expect(run.getByRole('status')).toContainText(/(\d+) of \1 employees done/, { timeout: 60_000 });
    await expect(run).toContainText(/Scheduled [1-9]\d* employees?\./);
    await page.screenshot({ path: '/tmp/bulk-schedule-generated.png', fullPage: true });
  });
});
