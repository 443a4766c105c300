import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { Client } from 'pg';
import { expect, test } from '../support/test';
import { failCalls } from '../support/fail';
import { attachmentsOf, headerOf, rawMailTo } from '../support/mail';
import { expectNotice } from '../support/notice';
import { keepScreenshot } from '../support/screenshots';
import { chooseOption } from '../support/select';
import { ADMIN, signIn, SUPERADMIN, SUPERADMIN_PASSWORD } from '../support/sign-in';
import { apiAs } from '../support/api';

const pad = (n: number) => String(n).padStart(2, '0');
/** A Monday a few weeks ahead: a start no run of this test has passed. */
function nextMonday(): string {
  const now = new Date();
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 21 - ((now.getUTCDay() + 6) % 7)));
  return `${monday.getUTCFullYear()}-${pad(monday.getUTCMonth() + 1)}-${pad(monday.getUTCDate())}`;
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The date and time on a zone's clock now. */
function clockIn(zone: string): { date: string; hour: number; minute: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), minute: Number(parts.minute) };
}

/** The running app's own database (global-setup.ts): what a test cannot do through the product, it does here. */
async function inDatabase<T>(work: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: process.env.TK_E2E_DATABASE_URL });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** The summary sheet's rows under its header, as objects keyed by the header. */
async function sheetRows(content: Buffer): Promise<Array<Record<string, string | number | null>>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(content as unknown as ArrayBuffer);
  const lines: Array<Array<string | number | null>> = [];
  book.worksheets[0].eachRow((row) => lines.push((row.values as Array<string | number | null>).slice(1)));
  const at = lines.findIndex((l) => l[0] === 'Employee');
  const header = lines[at] as string[];
  return lines.slice(at + 1).map((l) => Object.fromEntries(header.map((h, i) => [h, l[i] ?? null])));
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

  test('a new company schedules last week’s timesheet summary as XLSX and, once the send is owed, the receiver gets it with the timesheets’ hours and the Sync Results say so', async ({ page, request }) => {
    test.setTimeout(120_000);
    const code = `MAIL${Date.now().toString(36).toUpperCase()}`;
    const email = `admin@${code.toLowerCase()}.example.com`;
    const password = 'Mailer-admin-1';
    const receiver = `payroll-${code.toLowerCase()}@example.com`;
    // Auckland, unless it is just past midnight there (then London, near midday): a send time earlier today on the company's clock always exists.
    const auckland = clockIn('Pacific/Auckland');
    const zone = auckland.hour >= 1 ? 'Pacific/Auckland' : 'Europe/London';
    const now = auckland.hour >= 1 ? auckland : clockIn(zone);
    const today = now.date;
    const sendTime = `${pad(now.hour - 1)}:${pad(now.minute)}`;
    // The send today covers the Monday-to-Sunday week before this one (ADR 0045's Previous Week).
    const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    const monday = addDays(today, -weekday - 7);
    const sunday = addDays(monday, 6);

    // A new customer, as the superadmin opens it, with two employees who worked last week.
    const root = apiAs(request, SUPERADMIN, SUPERADMIN_PASSWORD);
    const opened = await root<{ message: string }>('/customer/save', {
      name: `${code} Ltd`, code, timeZone: zone, country: 'NZ', region: 'AUK', sumLicense: 10, sumAppLicense: 0,
      adminFirstName: 'Mele', adminLastName: 'Admin', adminEmail: email, adminPassword: password,
    });
    expect(opened.message).toBe('success');
    const admin = apiAs(request, email, password);
    const yard = (await admin<{ departmentVo: { id: string } }>('/department/save', { departmentName: 'Yard' })).departmentVo.id;
    const weekly = (await admin<{ id: string }>('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).id;
    const people = [
      { firstName: 'Sione', shifts: [[monday, '08:00', '12:00'], [addDays(monday, 1), '07:30', '16:15']] },
      { firstName: 'Tala', shifts: [[addDays(monday, 2), '09:00', '17:45']] },
    ] as const;
    const employees: Array<{ id: string; name: string }> = [];
    for (const [i, person] of people.entries()) {
      const id = (await admin<{ id: string }>('/employee/save-without-photo', { firstName: person.firstName, lastName: code, departmentId: yard, paygroupId: weekly, hireOnDateValue: '2026-01-05', payId: `P-${i + 1}` })).id;
      for (const [day, inTime, outTime] of person.shifts) await admin('/timesheet/saveSinglePunch', { employeeId: id, day, inTime, outTime });
      employees.push({ id, name: `${person.firstName} ${code}` });
    }

    // What each timesheet screen shows for last week: the numbers the mailed report must carry.
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/$/);
    const shown = new Map<string, string[][]>();
    for (const employee of employees) {
      await page.goto(`/timesheet/view?id=${employee.id}&fromT=${monday}&toT=${sunday}`);
      await expect(page.getByLabel('Employee name')).toHaveText(employee.name);
      const lines = page.getByLabel('Period totals').locator(':scope > div');
      await expect(lines.first()).toBeVisible();
      const totals = (await lines.allInnerTexts()).map((l) => l.split('\n').map((t) => t.trim()).filter(Boolean));
      // Each pay type's line, then 'Total hours': the employee worked, so there are hours to check.
      expect(totals.at(-1)?.[0]).toBe('Total hours');
      expect(Number(totals.at(-1)?.[1])).toBeGreaterThan(0);
      shown.set(employee.name, totals.slice(0, -1));
    }
    await keepScreenshot(page, 'scheduled-report-mail-timesheet');

    // The schedule, as the admin makes it: weekly from today, at a time that has passed today on the company's clock.
    await page.getByRole('menuitem', { name: /Report$/ }).click();
    await page.getByRole('menuitem', { name: 'Auto Send Reports', exact: true }).click();
    await expect(page).toHaveURL(/\/scheduled-reports\/list/);
    await expect(page.getByRole('heading', { name: 'Scheduled Reports' })).toBeVisible();
    await page.getByRole('button', { name: 'New' }).click();
    await expect(page).toHaveURL(/\/jasper\/condition\?schedule=1/);
    await page.getByRole('navigation', { name: 'Report types' }).getByRole('menuitem', { name: 'Timesheet Summary' }).click();
    await expect(page.getByRole('switch', { name: 'Schedule Auto Report' })).toBeChecked();
    const startDate = page.getByLabel('Start Date', { exact: true });
    await startDate.click();
    await startDate.fill(today);
    await startDate.press('Enter');
    await expect(startDate).toHaveValue(today);
    const time = page.getByLabel('Send Time', { exact: true });
    await time.click();
    await time.fill(sendTime);
    await time.press('Enter');
    await expect(time).toHaveValue(sendTime);
    await chooseOption(page, page.getByLabel('Frequency'), 'Weekly');
    await chooseOption(page, page.getByLabel('Period'), 'Previous Week');
    await chooseOption(page, page.getByLabel('Format'), 'XLSX');
    await addReceiver(page, receiver);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectNotice(page, 'Add the report successfully.');
    await expect(page).toHaveURL(/\/scheduled-reports\/list/);
    // Today's send time had passed before the schedule existed: that send is not owed, the next is a week on.
    const row = page.getByRole('row').filter({ hasText: receiver });
    await expect(row).toContainText(`${addDays(today, 7)} ${sendTime}`);
    await keepScreenshot(page, 'scheduled-report-mail-list');

    // "Advancing the schedule": the app runs on the real clock, which a test cannot move, and a send
    // due before the schedule was created is not owed (ADR 0045). Saying instead that the schedule was
    // made a week ago (its row in the read model the worker's sweep reads) makes today's send, whose
    // time has passed, owed: the worker then sends it on its next sweep, exactly as a schedule made
    // last week would be sent today, with nothing in the app told it is a test.
    const advanced = await inDatabase((db) =>
      db.query(`UPDATE scheduled_report SET created_at = created_at - interval '8 days' WHERE receivers @> $1::jsonb`, [JSON.stringify([receiver])]),
    );
    expect(advanced.rowCount).toBe(1);

    // The worker sweeps every 2 s in these runs (global-setup.ts): the mail arrives without a wait of minutes.
    await expect.poll(() => rawMailTo(receiver), { message: `a mail to ${receiver}`, timeout: 30_000 }).not.toBeNull();
    const mail = rawMailTo(receiver) as string;
    expect(headerOf(mail, 'Subject')).toBe(`Timesheet Summary ${monday} to ${sunday}`);
    const attachments = attachmentsOf(mail);
    expect(attachments.map((a) => a.fileName)).toEqual([`TimesheetSummaryReport-${monday}_${sunday}.xlsx`]);
    const rows = await sheetRows(attachments[0].content);
    for (const employee of employees) {
      const mailed = rows.filter((r) => r.Employee === employee.name && r['Pay Type']).map((r) => [String(r['Pay Type']), Number(r.Hours ?? r.Units).toFixed(2)]);
      expect(mailed.sort(), `${employee.name}'s hours in the mailed report`).toEqual([...(shown.get(employee.name) ?? [])].sort());
    }

    // The send is in the company's Sync Results.
    await page.goto('/sync-results');
    const result = page.locator('tbody tr.ant-table-row').filter({ hasText: 'Scheduled Report' });
    await expect(result).toHaveCount(1);
    await expect(result).toContainText('Success');
    // Due today at the send time, on the company's clock ('25 Nov 2026, 14:05').
    await expect(result).toContainText(`Sent the Timesheet Summary report due ${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${today}T00:00:00Z`))}, ${sendTime} (${monday} to ${sunday}) to 1 receiver.`);
    await keepScreenshot(page, 'scheduled-report-mail-sync-results');
  });
});
