import type { Page, Response } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import type { DashboardEmployeeInfo } from '@timekeep/contracts';
import { keepScreenshot } from '../support/screenshots';
import { ADMIN, signIn, SUPERVISOR } from '../support/sign-in';
import { expect, test } from '../support/test';

// A 401 is the short-lived token of the browser tests expiring on a slow machine: the console refreshes and asks again.
const isLookup = (r: Response) => r.url().includes('/api/dashboard/employee-info') && r.request().method() === 'GET' && r.status() !== 401;
const totalOf = async (page: Page) => Number(((await page.getByText(/^Show \d+ to \d+ of \d+ entries$/).textContent()) ?? '').match(/of (\d+) entries/)?.[1]);

/** Opens the Standard Board from the menu, and waits for the live part of the rows shown. */
async function openBoard(page: Page): Promise<DashboardEmployeeInfo[]> {
  const lookup = page.waitForResponse(isLookup);
  await page.getByRole('link', { name: 'Standard Board' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const reply = await lookup;
  expect(reply.status()).toBe(200);
  return (await reply.json()) as DashboardEmployeeInfo[];
}

test.describe('the dashboard', () => {
  test('shows each employee’s live punch status and opens their timesheet', async ({ page }) => {
    await signIn(page, ADMIN);
    const live = await openBoard(page);
    // Every row shown carries, as a tag, the status the server answered for that employee.
    const rows = page.locator('tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBe(live.length);
    for (const info of live) {
      expect(['In', 'Out', 'Leave', 'No Punch']).toContain(info.status);
      await expect(page.locator(`tr[data-row-key="${info.employeeId}"]`).getByLabel(new RegExp(`^Status of .+: ${info.status}$`))).toBeVisible();
    }
    // The demo's employees work templates, so their next shifts show.
    expect(live.some((i) => i.nextScheduledStartTime !== null)).toBe(true);

    // The Information card: counts link to the lists they count (the demo has leave requests waiting for a decision).
    await expect(page.getByRole('link', { name: /^Sync Error: \d+$/ })).toHaveAttribute('href', '/sync-results');
    await expect(page.getByRole('link', { name: /^Pending Leave Requests: [1-9]\d*$/ })).toHaveAttribute('href', '/leave/list?status=Pending');
    await expect(page.getByRole('link', { name: /^Upcoming Leaves: \d+$/ })).toHaveAttribute('href', /\/leave\/list\?status=Approved&startDate=\d{4}-\d{2}-\d{2}&endDate=\d{4}-\d{2}-\d{2}$/);
    // Every card has answered (with its counts, or saying they could not be read) before the picture.
    await expect(page.locator('.ant-skeleton')).toHaveCount(0);
    await keepScreenshot(page, 'dashboard');

    // The download holds every employee on the board with their live status, not only the rows shown (a new user's walk, issue 31).
    const total = await totalOf(page);
    expect(total).toBeGreaterThan(live.length);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^Dashboard Employees \d{4}-\d{2}-\d{2}\.csv$/);
    const csv = parse(await readFile((await file.path()) as string), { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(csv).toHaveLength(total);
    expect(Object.keys(csv[0])).not.toContain('Avatar');
    expect(csv.filter((row) => !['In', 'Out', 'Leave', 'No Punch'].includes(row.Status))).toEqual([]);
    expect(csv.filter((row) => row['Next Scheduled'] === '')).toEqual([]);

    // A row's timesheet button opens that employee's timesheet.
    const link = page.locator(`tr[data-row-key="${live[0].employeeId}"]`).getByRole('button', { name: /^Timesheet of / });
    const name = ((await link.getAttribute('aria-label')) ?? '').replace('Timesheet of ', '');
    const employeeId = live[0].employeeId;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/timesheet/view\\?id=${employeeId}`));
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  });

  test('a supervisor sees only the employees of their departments', async ({ page }) => {
    await signIn(page, ADMIN);
    await openBoard(page);
    const everyone = await totalOf(page);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();

    await signIn(page, SUPERVISOR);
    await openBoard(page);
    const theirs = await totalOf(page);
    expect(theirs).toBeGreaterThan(0);
    expect(theirs).toBeLessThan(everyone);
    // Sync results are payroll's: not on a supervisor's board.
    await expect(page.getByText('Pending Leave Requests')).toBeVisible();
    await expect(page.getByText('Sync Error')).toHaveCount(0);
  });
});
