import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNotice } from '../support/notice';
import { ADMIN, signIn, SUPERVISOR } from '../support/sign-in';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** Aria Smith, the first demo employee: a warehouse driver, paid weekly. */
const EMPLOYEE = 'Aria Smith';
/** The third demo employee is a payroll officer in the office, outside the supervisor's warehouse. */
const OFFICE_EMPLOYEE_ID = 'dc000000-0000-4000-8000-000000010002';

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
/** The column heading, 'ddd DD/MM'. */
const heading = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}`;
};
const daysOf = (fromT: string, toT: string) => {
  const days: string[] = [];
  for (let d = new Date(`${fromT}T00:00:00Z`); iso(d) <= toT; d = new Date(d.getTime() + 86_400_000)) days.push(iso(d));
  return days;
};
/** The browser's wall clock as the As of field takes it, yyyy-MM-dd HH:mm. */
const wallClock = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;

function period(page: Page): { fromT: string; toT: string } {
  const url = new URL(page.url());
  return { fromT: url.searchParams.get('fromT') ?? '', toT: url.searchParams.get('toT') ?? '' };
}

const column = (page: Page, day: string) => page.getByRole('row', { name: heading(day), exact: true });

/**
 * A day at least two days past (whatever today is, and whatever the employee's time zone): a
 * working day without punch pairs if there is one, else any such day without pairs, else any past
 * day (the demo may or may not have punches); with the times to punch on it, the evening's when
 * the day has punches already.
 */
/**
 * A past working day without punches (Absent), whose neighbours' punches cannot pair with the ones
 * the test adds: the demo seeds the last four weeks, so earlier periods have such days.
 */
async function pastDay(page: Page): Promise<{ day: string; times: { in: string; out: string; moved: string } } | null> {
  const { fromT, toT } = period(page);
  const latest = iso(new Date(Date.now() - 2 * 86_400_000));
  const past = daysOf(fromT, toT).filter((d) => d <= latest);
  for (const day of past) {
    const type = ((await column(page, day).getByRole('rowheader').locator('.ant-tag').textContent()) ?? '').trim();
    const punches = await column(page, day).locator('[aria-label^="Pair "]').count();
    if (type === 'Absent' && !punches) return { day, times: { in: '06:20', out: '11:40', moved: '06:05' } };
  }
  return null;
}

async function fillTime(dialog: Locator, label: string, value: string) {
  const field = dialog.getByLabel(label, { exact: true });
  await field.click();
  await field.fill(value);
  await field.press('Enter');
}

test.describe('timesheet', () => {
  test('an admin opens a timesheet from the employees list, adds shift time, a shift, a pay card line, modifies and deletes a punch, recalculates, reads the history and the timesheet as it was', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/employee/list');
    await page.getByPlaceholder('Search').fill('Aria');
    await page.getByPlaceholder('Search').press('Enter');
    await page.getByRole('button', { name: `Timesheet of ${EMPLOYEE}` }).click();
    // The server answers the current pay period, which the URL then keeps.
    await expect(page).toHaveURL(/\/timesheet\/view\?id=[0-9a-f-]+&fromT=\d{4}-\d{2}-\d{2}&toT=\d{4}-\d{2}-\d{2}/);
    await expect(page.getByLabel('Employee name')).toHaveText(EMPLOYEE);
    const current = period(page);
    await expect(page.getByRole('grid', { name: 'Punch record' }).getByRole('row')).toHaveCount(daysOf(current.fromT, current.toT).length);
    await page.screenshot({ path: '/tmp/timesheet-opened.png', fullPage: true });

    // A past working day without punches: in this period, else in one before the demo's punches begin.
    let chosen = await pastDay(page);
    for (let back = 0; !chosen && back < 8; back++) {
      const before = period(page).fromT;
      await page.getByRole('button', { name: /Previous Period$/ }).click();
      await expect(page).not.toHaveURL(new RegExp(`fromT=${before}`));
      await expect(page.getByRole('grid', { name: 'Punch record' }).getByRole('row').first()).toBeVisible();
      chosen = await pastDay(page);
    }
    if (!chosen) throw new Error('No past working day without punches in the last eight periods');
    const { day, times } = chosen;
    const shown = period(page);
    const cell = column(page, day);
    const totals = page.getByLabel('Period totals');
    const dayTotalsBefore = await cell.getByLabel(`Totals on ${heading(day)}`).innerText();
    const periodTotalsBefore = await totals.innerText();
    // pastDay chose an Absent day: it has no pairs, so everything the pair changes shows.
    await expect(cell.locator('[aria-label^="Pair "]')).toHaveCount(0);
    const exceptionsBefore = (await cell.getByLabel(`Exceptions on ${heading(day)}`).count()) ? await cell.getByLabel(`Exceptions on ${heading(day)}`).innerText() : '';
    // As of takes whole minutes, and the demo was seeded moments ago: begin the edits in a minute that
    // starts after the seed, so the instant shown is one at which the employee existed.
    await page.waitForTimeout(60_000 - (Date.now() % 60_000) + 500);
    const beforeEdits = new Date();
    // The As of field takes whole minutes: the start of the minute the edits begin in.
    const asOf = wallClock(beforeEdits);

    // Add Shift Time: an in and an out punch, as one pair.
    await cell.getByRole('button', { name: `Add Shift Time on ${heading(day)}` }).click();
    let dialog = page.locator('.ant-modal');
    await expect(dialog.getByText(`Punch Pair · ${heading(day)}`)).toBeVisible();
    await fillTime(dialog, 'In', times.in);
    await fillTime(dialog, 'Out', times.out);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'The punch pair is saved successfully.');
    await expect(dialog).toHaveCount(0);
    await expect(cell.getByRole('button', { name: `Punch In ${times.in} on ${heading(day)}` })).toBeVisible();
    await expect(cell.getByRole('button', { name: `Punch Out ${times.out} on ${heading(day)}` })).toBeVisible();
    // The day had no punches: the pair is paid, late or early, so hours, totals and exceptions are not what they were.
    await expect(cell.getByLabel(`Totals on ${heading(day)}`)).not.toHaveText(dayTotalsBefore);
    await expect(totals).not.toHaveText(periodTotalsBefore);
    await expect.poll(async () => ((await cell.getByLabel(`Exceptions on ${heading(day)}`).count()) ? await cell.getByLabel(`Exceptions on ${heading(day)}`).innerText() : '')).not.toBe(exceptionsBefore);
    await page.screenshot({ path: '/tmp/timesheet-pair-added.png', fullPage: true });

    // The pair's own dialog approves it.
    const pairRow = cell.locator('[aria-label^="Pair "]').filter({ has: page.getByRole('button', { name: `Punch In ${times.in} on ${heading(day)}` }) });
    await pairRow.getByRole('button', { name: /^Punch Pair / }).click();
    dialog = page.locator('.ant-modal');
    await expect(dialog.getByText(`Punch Pair · ${heading(day)}`)).toBeVisible();
    await dialog.getByLabel('Approved').check();
    await page.screenshot({ path: '/tmp/timesheet-punch-pair.png' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'The punch pair is saved successfully.');
    await expect(dialog).toHaveCount(0);
    await expect(pairRow.getByLabel('Approved')).toBeVisible();
    await cell.screenshot({ path: '/tmp/timesheet-day.png' });

    // New Shift on the period's last day: 00:00 to 00:00 is refused on the field, a free slot is saved.
    const last = shown.toT;
    const slots = [['10:00', '14:00'], ['15:00', '18:00'], ['19:00', '22:00']];
    const taken = await Promise.all(slots.map(([from, to]) => column(page, last).getByLabel(`Shift ${from} to ${to}`, { exact: true }).count()));
    const [from, to] = slots[taken.findIndex((n) => n === 0)] ?? slots[0];
    const newShift = `Shift ${from} to ${to}`;
    await column(page, last).getByRole('button', { name: `New Shift on ${heading(last)}` }).click();
    dialog = page.locator('.ant-modal');
    await expect(dialog.getByText(`New Shift · ${heading(last)}`)).toBeVisible();
    await expect(dialog.getByLabel('Sch In', { exact: true })).toHaveValue('00:00');
    await expect(dialog.getByLabel('Break (minutes)')).not.toHaveValue('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Sch Out must be later than Sch In!')).toBeVisible();
    await fillTime(dialog, 'Sch In', from);
    await fillTime(dialog, 'Sch Out', to);
    await page.screenshot({ path: '/tmp/timesheet-new-shift.png' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Work shift updated successfully.');
    await expect(dialog).toHaveCount(0);
    await expect(column(page, last).getByLabel(newShift, { exact: true })).toBeVisible();
    // The same hours again clash with it: the schedule's warning, and the dialog stays open.
    await column(page, last).getByRole('button', { name: `New Shift on ${heading(last)}` }).click();
    await fillTime(dialog, 'Sch In', from);
    await fillTime(dialog, 'Sch Out', to);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Warning: Scheduling conflicts!');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    // Modify the in punch, then delete it after the spec's confirmation.
    await cell.getByRole('button', { name: `Punch In ${times.in} on ${heading(day)}` }).click();
    dialog = page.locator('.ant-modal');
    await expect(dialog.getByText(`Modify Punch · ${heading(day)}`)).toBeVisible();
    await expect(dialog.getByLabel('Time', { exact: true })).toHaveValue(times.in);
    await fillTime(dialog, 'Time', times.moved);
    await dialog.getByLabel('Reason').fill('Started early for the delivery');
    await page.screenshot({ path: '/tmp/timesheet-modify-punch.png' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'The punch is saved successfully.');
    await expect(dialog).toHaveCount(0);
    await cell.getByRole('button', { name: `Punch In ${times.moved} on ${heading(day)}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.locator('.ant-popover').getByText('Are you sure to delete this punch?')).toBeVisible();
    await page.locator('.ant-popover').getByRole('button', { name: 'OK' }).click();
    await expectNotice(page, 'Delete the punch successfully');
    await expect(dialog).toHaveCount(0);
    await expect(cell.getByRole('button', { name: `Punch In ${times.moved} on ${heading(day)}` })).toHaveCount(0);
    // Alone on its day, the out punch's pair misses a punch.
    await expect(cell.getByRole('button', { name: new RegExp(`^Add the missing (In|Out) punch on ${heading(day)}$`) })).toBeVisible();

    // The pay card: a manual line with its effective units and a note.
    await page.getByRole('button', { name: 'Edit' }).click();
    dialog = page.locator('.ant-modal');
    await expect(dialog.getByText('PayCard Details')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add' }).click();
    const payTypeSelect = dialog.getByRole('combobox', { name: 'Pay Type' });
    await payTypeSelect.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]').click();
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option:not(.ant-select-item-option-disabled)').first();
    const payType = (await option.getAttribute('title')) ?? '';
    await option.click();
    await dialog.getByLabel(`Eff Units of ${payType}`).fill('2.5');
    await dialog.getByLabel(`Notes of ${payType}`).fill('Toolbox talk');
    await page.screenshot({ path: '/tmp/timesheet-pay-card.png' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Pay Card updated successfully');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Pay Card' }).getByRole('row', { name: new RegExp(payType) })).toContainText('2.50');

    // Recalculate runs in the worker; the panel shows when it is done.
    await page.getByRole('button', { name: 'Recalculate' }).click();
    await expectNotice(page, 'The timesheet is recalculated.');
    await expect(page.getByRole('button', { name: 'Recalculate' })).toBeEnabled();

    // Full Screen and back.
    await page.getByRole('button', { name: 'Full Screen' }).click();
    await page.screenshot({ path: '/tmp/timesheet-full-screen.png' });
    await page.getByRole('button', { name: 'Exit Full Screen' }).click();

    // The History drawer names the changes.
    await page.getByRole('button', { name: 'History' }).click();
    const drawer = page.locator('.ant-drawer');
    await expect(drawer.getByLabel('Change 1', { exact: true })).toBeVisible();
    await expect(drawer).toContainText(times.moved);
    await expect(drawer).toContainText('Toolbox talk');
    await page.screenshot({ path: '/tmp/timesheet-history.png' });
    await drawer.getByRole('button', { name: 'Close' }).click();

    // As of the minute the edits began in: the day has no new pair, the shift is not there, and nothing is editable.
    const asOfField = page.getByPlaceholder('As of');
    await asOfField.click();
    await asOfField.fill(asOf);
    await asOfField.press('Enter');
    await expect(page).toHaveURL(/asOf=/);
    await expect(page.getByText(/This shows the timesheet as of .*: read-only\./)).toBeVisible();
    await expect(cell.locator('[aria-label^="Pair "]')).toHaveCount(0);
    await expect(column(page, last).getByLabel(newShift, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Add Shift Time on/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Recalculate' })).toBeDisabled();
    await page.screenshot({ path: '/tmp/timesheet-as-of.png', fullPage: true });
    await page.getByRole('button', { name: 'Back to now' }).click();
    await expect(page).not.toHaveURL(/asOf=/);
    await expect(column(page, last).getByLabel(newShift, { exact: true })).toBeVisible();

    // The period before, then the next employee in last-name order.
    await page.getByRole('button', { name: /Previous Period$/ }).click();
    const before = period(page);
    expect(daysOf(before.fromT, shown.fromT)).toHaveLength(daysOf(shown.fromT, shown.toT).length + 1);
    await expect(page.getByLabel('Period', { exact: true })).toHaveText(`${before.fromT} ~ ${before.toT}`);
    const id = new URL(page.url()).searchParams.get('id');
    await page.getByRole('button', { name: 'Next employee' }).click();
    await expect(page).not.toHaveURL(new RegExp(`id=${id}`));
    await expect(page.getByLabel('Employee name')).not.toHaveText(EMPLOYEE);

    // The Employee picker opens a timesheet too.
    await page.getByRole('button', { name: /Employee$/ }).click();
    const picker = page.locator('.ant-modal');
    await expect(picker.getByRole('columnheader', { name: 'Photo' })).toBeVisible();
    await picker.getByPlaceholder('Search').fill('Aria');
    await picker.getByPlaceholder('Search').press('Enter');
    await expect(picker.getByRole('button', { name: `Timesheet of ${EMPLOYEE}` })).toBeVisible();
    await page.screenshot({ path: '/tmp/timesheet-picker.png' });
    await picker.getByRole('button', { name: `Timesheet of ${EMPLOYEE}` }).click();
    await expect(page.getByLabel('Employee name')).toHaveText(EMPLOYEE);
    await page.screenshot({ path: '/tmp/timesheet-back.png', fullPage: true });
  });

  test("a supervisor opening the timesheet of an employee outside their departments finds nothing there", async ({ page }) => {
    await signIn(page, SUPERVISOR);
    await expect(page).toHaveURL(/\/$/);
    await page.goto(`/timesheet/view?id=${OFFICE_EMPLOYEE_ID}`);
    await expect(page.getByText('Page Not Found')).toBeVisible();
    await page.screenshot({ path: '/tmp/timesheet-supervisor.png' });
  });
});
