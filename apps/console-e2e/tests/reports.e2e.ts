import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { ReportDefinitionDto, TimesheetDto } from '@timekeep/contracts';
import { pdfText } from '@timekeep/testing-pdf';
import { expect, test } from '../support/test';
import { productNow } from '../support/clock';
import { keepScreenshot } from '../support/screenshots';
import { chooseOption } from '../support/select';
import { ADMIN, DEMO_PASSWORD, signIn } from '../support/sign-in';
import { apiAs } from '../support/api';

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const addDays = (date: string, days: number) => iso(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000));

/** Last week, Monday to Sunday: inside the demo's punched fortnights (tools/seed/demo-punches.ts), and complete. */
function lastWeek(): { from: string; to: string } {
  const today = iso(productNow());
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const from = addDays(today, -weekday - 7);
  return { from, to: addDays(from, 6) };
}

/** The summary sheet's rows under its header, as objects keyed by the header. */
async function summaryRows(download: Download): Promise<Array<Record<string, string | number | null>>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await download.path()) as string)) as unknown as ArrayBuffer);
  const lines: Array<Array<string | number | null>> = [];
  book.worksheets[0].eachRow((row) => lines.push((row.values as Array<string | number | null>).slice(1)));
  const at = lines.findIndex((l) => l[0] === 'Employee');
  const header = lines[at] as string[];
  return lines.slice(at + 1).map((l) => Object.fromEntries(header.map((h, i) => [h, l[i] ?? null])));
}

async function setDate(page: Page, label: string, date: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(date);
  await input.press('Enter');
  await expect(input).toHaveValue(date);
}

async function downloaded(page: Page): Promise<Download> {
  // A hang detector sized for a loaded machine, like the tier's own bounds (playwright.config.ts).
  const downloading = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByRole('button', { name: 'Download' }).click();
  return downloading;
}

test.describe('reports (/jasper/condition)', () => {
  test('runs the timesheet summary as XLSX and PDF with the timesheet screen’s numbers, and a whole-company run as a job', async ({ page, request }) => {
    test.setTimeout(180_000);
    const { get } = apiAs(request, ADMIN, DEMO_PASSWORD);
    const week = lastWeek();
    // Someone the demo punched last week: their timesheet is what the report must say.
    const definition = await get<ReportDefinitionDto>('/api/reports/TimesheetSummaryReport');
    const people = definition.conditions.find((c) => c.id === 'employeeIds')?.options ?? [];
    let chosen: { value: string; label: string; totals: TimesheetDto['totals'] } | null = null;
    for (const person of people) {
      const sheet = await get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${person.value}&fromT=${week.from}&endT=${week.to}`);
      if (sheet.totals.some((t) => t.value > 0)) {
        chosen = { ...person, totals: sheet.totals.filter((t) => t.value > 0) };
        break;
      }
    }
    expect(chosen).not.toBeNull();
    const person = chosen as NonNullable<typeof chosen>;

    await signIn(page, ADMIN);
    await page.getByRole('menuitem', { name: /Report$/ }).click();
    await page.getByRole('menuitem', { name: 'Reports', exact: true }).click();
    await expect(page).toHaveURL(/\/jasper\/condition/);
    const types = page.getByRole('navigation', { name: 'Report types' });
    for (const name of ['Weekly Schedule', 'Timesheet Summary', 'Attendance Exceptions', 'Hours by Job and Task', 'Leave Taken and Balances', 'Payroll Period Summary']) {
      await expect(types.getByRole('menuitem', { name })).toBeVisible();
    }
    // A link names the report as the spec does (reportType), or as older links do (type).
    for (const query of ['reportType', 'type']) {
      await page.goto(`/jasper/view?${query}=AttendanceExceptionsReport`);
      await expect(types.getByRole('menuitem', { name: 'Attendance Exceptions' })).toHaveClass(/ant-menu-item-selected/);
    }
    await types.getByRole('menuitem', { name: 'Timesheet Summary' }).click();
    await expect(page).toHaveURL(/reportType=TimesheetSummaryReport/);
    // The URL changes before the page draws the chosen report: until the menu marks it, the form on
    // screen may still be the previous report's, and dates typed there are lost with it.
    await expect(types.getByRole('menuitem', { name: 'Timesheet Summary' })).toHaveClass(/ant-menu-item-selected/);

    await setDate(page, 'Start Date', week.from);
    await setDate(page, 'End Date', week.to);
    await chooseOption(page, page.getByLabel('Employee', { exact: true }), person.label);
    // A multi-select stays open for more choices: close it as a person clicks away.
    await page.keyboard.press('Escape');
    await chooseOption(page, page.getByLabel('Group By'), 'None');
    await chooseOption(page, page.getByLabel('Format'), 'XLSX');
    await keepScreenshot(page, 'reports-condition');

    const xlsx = await downloaded(page);
    expect(xlsx.suggestedFilename()).toBe(`TimesheetSummaryReport-${week.from}_${week.to}.xlsx`);
    const rows = (await summaryRows(xlsx)).filter((r) => r.Employee === person.label);
    expect(rows.map((r) => [r['Pay Type'], r.Hours ?? r.Units]).sort()).toEqual(person.totals.map((t) => [t.name, t.value]).sort());

    await chooseOption(page, page.getByLabel('Format'), 'PDF');
    const pdf = await downloaded(page);
    expect(pdf.suggestedFilename()).toBe(`TimesheetSummaryReport-${week.from}_${week.to}.pdf`);
    const { text } = await pdfText(await readFile((await pdf.path()) as string));
    expect(text).toContain(`Period ${week.from} to ${week.to}`);
    for (const total of person.totals.filter((t) => t.unit === 'hours')) expect(text).toMatch(new RegExp(`${person.label}.*${total.name}\\s+${total.value.toFixed(2)}`));

    // Everyone: more than the request answers itself, so the worker prepares it while the page shows its progress.
    const employee = page.getByLabel('Employee', { exact: true }).locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
    await employee.hover();
    await employee.locator('.ant-select-clear').click();
    await chooseOption(page, page.getByLabel('Format'), 'XLSX');
    const downloading = page.waitForEvent('download', { timeout: 120_000 });
    await page.getByRole('button', { name: 'Download' }).click();
    // The run's progress shows from the queueing and stays once done, however fast the worker was.
    const progress = page.getByRole('status', { name: 'Progress' });
    await expect(progress).toBeVisible();
    const everyone = await summaryRows(await downloading);
    await expect(progress).toContainText(/(\d+) of \1 employees done/);
    await keepScreenshot(page, 'reports-job-progress');
    expect(new Set(everyone.map((r) => r.Employee)).size).toBeGreaterThan(10);
    expect(everyone.filter((r) => r.Employee === person.label).map((r) => [r['Pay Type'], r.Hours ?? r.Units]).sort()).toEqual(person.totals.map((t) => [t.name, t.value]).sort());

    // The roster's weekly schedule from the same list: its own conditions, PDF only.
    await types.getByRole('menuitem', { name: 'Weekly Schedule' }).click();
    await expect(page.getByLabel('Sort By')).toBeVisible();
    await expect(page.getByLabel('Employee', { exact: true })).toHaveCount(0);
    await setDate(page, 'Start Date', week.from);
    await setDate(page, 'End Date', week.to);
    const schedule = await downloaded(page);
    expect(schedule.suggestedFilename()).toBe(`WeeklyScheduleReport-${week.from}.pdf`);
    expect((await pdfText(await readFile((await schedule.path()) as string))).text).toContain('Weekly Schedule');
  });
});
