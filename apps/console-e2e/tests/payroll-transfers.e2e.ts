import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNotice } from '../support/notice';
import { ADMIN, signIn } from '../support/sign-in';

/** Aria Smith, the first demo employee: Pay ID E1001, paid weekly (Weekly waged, Monday to Sunday). */
const ARIA = 'dc000000-0000-4000-8000-000000010000';
const CLOSED_TEXT = "Oops! The selected date is within a closed pay period. If you wish to make any changes, please re-open the period in the 'Payroll Transfer' page.";
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const heading = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}`;
};
/** The weekly period two weeks back: over whatever the zone, and inside the demo's four weeks of punches. */
function pastWeek(): { from: string; to: string } {
  const back = new Date(Date.now() - 14 * 86_400_000);
  const monday = new Date(back.getTime() - ((back.getUTCDay() + 6) % 7) * 86_400_000);
  return { from: iso(monday), to: iso(new Date(monday.getTime() + 6 * 86_400_000)) };
}

/** The file's rows keyed by its header (the export quotes nothing the demo needs quoted). */
function parseCsv(text: string): Array<Record<string, string>> {
  const [header, ...lines] = text.trim().split('\r\n');
  const columns = header.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, i) => [columns[i], cell])));
}

async function periodTotals(page: Page): Promise<Array<[string, number]>> {
  const lines = page.getByLabel('Period totals').locator('div', { has: page.locator('strong') });
  const found: Array<[string, number]> = [];
  for (const line of await lines.all()) {
    const name = (await line.locator('span').first().innerText()).trim();
    if (name !== 'Total hours') found.push([name, Number(await line.locator('strong').innerText())]);
  }
  return found.sort();
}

test.describe('payroll transfers', () => {
  test('a payroll officer closes a period, an open timesheet is refused with the closed-period text, the CSV equals the timesheet, and the period reopens', async ({ page, context }) => {
    test.setTimeout(120_000);
    const week = pastWeek();
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);

    // A timesheet of the period, open in another tab before the close: editable.
    const sheet = await context.newPage();
    await sheet.goto(`/timesheet/view?id=${ARIA}&fromT=${week.from}&toT=${week.to}`);
    await expect(sheet.getByLabel('Employee name')).toHaveText('Aria Smith');
    await expect(sheet.getByText(CLOSED_TEXT)).toHaveCount(0);
    await expect(sheet.getByRole('button', { name: `Add Shift Time on ${heading(week.from)}` })).toBeVisible();
    const totals = await periodTotals(sheet);
    expect(totals.length).toBeGreaterThan(0);

    await page.goto('/payrolltransfer/list');
    const row = page.getByRole('row').filter({ hasText: `Weekly waged ${week.from}` });
    await expect(row).toHaveCount(1);
    await expect(row.getByLabel('Closed: no')).toBeVisible();
    await page.screenshot({ path: '/tmp/payroll-transfers.png', fullPage: true });
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'close-circle Close' }).click();
    const dialog = page.locator('.ant-modal');
    await dialog.getByLabel('Reason').fill('Pay run for the week');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expectNotice(page, 'The pay periods are closed.');
    await expect(row.getByLabel('Closed: yes')).toBeVisible();

    // The timesheet open in the other tab turns read-only in the spec's words, its numbers as they were closed.
    await sheet.reload();
    await expect(sheet.getByText(CLOSED_TEXT)).toBeVisible();
    await expect(sheet.getByRole('button', { name: `Add Shift Time on ${heading(week.from)}` })).toHaveCount(0);
    expect(await periodTotals(sheet)).toEqual(totals);

    // Export: the file's rows for Aria are the timesheet's totals.
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'export Export' }).click();
    const exportDialog = page.locator('.ant-modal').filter({ hasText: 'Leave empty to export everyone.' });
    await expect(exportDialog.getByText(`Weekly waged ${week.from}`)).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), exportDialog.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`payroll-${week.from}_${week.to}.csv`);
    const rows = parseCsv(await readFile(await download.path(), 'utf8'));
    const aria = rows.filter((r) => r['Pay ID'] === 'E1001');
    expect(aria.map((r) => [r['Pay Type'], Number(r.Units)] as [string, number]).sort()).toEqual(totals);
    await expect(row.getByLabel('Exported: yes')).toBeVisible();

    // Reopen: the timesheet is editable again.
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'unlock Open' }).click();
    await page.locator('.ant-modal').getByRole('button', { name: 'OK' }).click();
    await expectNotice(page, 'The pay periods are open.');
    await expect(row.getByLabel('Closed: no')).toBeVisible();
    await sheet.reload();
    await expect(sheet.getByLabel('Employee name')).toHaveText('Aria Smith');
    await expect(sheet.getByText(CLOSED_TEXT)).toHaveCount(0);
    await expect(sheet.getByRole('button', { name: `Add Shift Time on ${heading(week.from)}` })).toBeVisible();
  });
});
