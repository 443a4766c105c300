import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiAs } from '../support/api';
import { expectNotice } from '../support/notice';
import { keepScreenshot } from '../support/screenshots';
import { chooseOption } from '../support/select';
import { signIn, SUPERADMIN, SUPERADMIN_PASSWORD } from '../support/sign-in';
import { expect, test } from '../support/test';

function parseCsv(text: string): Array<Record<string, string>> {
  const [header, ...lines] = text.trim().split('\r\n');
  const columns = header.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, i) => [columns[i], cell])));
}

const PASSWORD = 'Banksia-admin-1';
const EMAIL = 'admin@banksia-conditions.example.com';

async function signInTo(page: Page, path: string) {
  await signIn(page, EMAIL, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(path);
}

/**
 * Issue 32 (ADR 0074), as an Australian employer meets it: the retail-award-style template applied to
 * a pay group from Pay Conditions, its figures and the notice seen, the worked week paid live as a
 * condition is edited; a casual's employment type set on her form; her Saturday night into Sunday
 * paid on her timesheet at the casual Saturday and Sunday rates.
 */
test.describe('pay conditions', () => {
  test('an employer applies the Australian template, sees the week it pays, and a casual is paid Saturday and Sunday rates', async ({ page, request }) => {
    test.setTimeout(180_000);
    const root = apiAs(request, SUPERADMIN, SUPERADMIN_PASSWORD);
    expect(
      (
        await root<{ message: string }>('/customer/save', {
          name: 'Banksia Retail Pty Ltd', code: 'BANKSIA-CONDITIONS', timeZone: 'Australia/Sydney', country: 'AU', region: 'NSW', sumLicense: 10, sumAppLicense: 0, thirdPartyTypeId: '', isShiftBudgetEnabled: true,
          adminFirstName: 'Bree', adminLastName: 'Admin', adminEmail: EMAIL, adminPassword: PASSWORD,
        })
      ).message,
    ).toBe('success');
    const admin = apiAs(request, EMAIL, PASSWORD);
    const department = (await admin<{ departmentVo: { id: string } }>('/department/save', { departmentName: 'Store' })).departmentVo.id;
    const payGroupId = (await admin<{ id: string }>('/paygroup/save', { name: 'Retail weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).id;
    const cas = (await admin<{ id: string }>('/employee/save-without-photo', { firstName: 'Cas', lastName: 'Store', departmentId: department, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId: 'B-1', clockId: '', payRate: 30 })).id;

    await signInTo(page, '/payconditions/list');
    await expect(page.getByText('No pay conditions yet. Apply a template, or add a set with New.')).toBeVisible();
    await page.getByRole('button', { name: 'Apply Template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply a Template' });
    await expect(dialog.getByText('A template, not legal advice')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Australia: retail award style' }).check();
    await expect(dialog.getByLabel('Name of your copy')).toHaveValue('Australia: retail award style');
    await dialog.getByLabel('Name of your copy').fill('Retail award');
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Pay Groups' }), 'Retail weekly');
    // A multiple select stays open for the next choice: a click elsewhere in the dialog closes it.
    await dialog.getByText('Name of your copy').click();
    await keepScreenshot(page, 'pay-conditions-apply-template');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expectNotice(page, 'The template is applied: check its figures, then edit them as your agreement says.');

    // The editor: the template's source and notice, a card per condition, and the sample week paid for a casual.
    await expect(page.getByText('Pay Conditions: Retail award')).toBeVisible();
    await expect(page.getByText('General Retail Industry Award 2020 [MA000004]', { exact: false })).toBeVisible();
    await expect(page.getByLabel('Name of condition 8')).toHaveValue('Casual Sunday');
    const week = page.getByRole('table').last();
    await expect(week.getByRole('row', { name: /Sat 7 Mar 20:00-02:00/ })).toContainText('Casual Saturday 150%: 4.00 h');
    await expect(week.getByRole('row', { name: /Sat 7 Mar 20:00-02:00/ })).toContainText('Casual Sunday 175%: 2.00 h');
    await expect(week.getByRole('row', { name: /Wed 4 Mar/ })).toContainText('Minimum engagement: 1.00 h');
    // The roster checks the template starts with: the award's 12 hours between shifts, a warning.
    await expect(page.getByLabel('Rest between shifts, hours')).toHaveValue('12');
    await expect(page.getByRole('radio', { name: 'Warn' }).first()).toBeChecked();
    await keepScreenshot(page, 'pay-conditions-editor');
    // An edit is paid at once: a casual evening from 19:00 moves an hour of Tuesday's evening back to the loading.
    await page.getByLabel('Time of day of Casual evening').fill('19:00-24:00');
    await expect(week.getByRole('row', { name: /Tue 3 Mar/ })).toContainText('Casual 125%: 5.00 h');
    // A window that ends before it starts is refused in the editor, in the sentence a save would answer.
    await page.getByLabel('Time of day of Casual evening').fill('19:00-06:00');
    await expect(page.getByText('"Casual evening": the window ends before it starts. A window over midnight is two rows, one each side.')).toBeVisible();
    await page.getByLabel('Time of day of Casual evening').fill('18:00-24:00');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(week.getByRole('row', { name: /Sun 8 Mar/ })).toContainText('Casual Sunday 175%: 6.00 h');
    await keepScreenshot(page, 'pay-conditions-editor-phone');
    // What a phone shows at a time: a condition's card, and the worked week.
    await page.getByLabel('Name of condition 2').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(tmpdir(), 'pay-conditions-phone-card.png') });
    await week.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(tmpdir(), 'pay-conditions-phone-week.png') });
    await page.getByLabel('Consecutive days, days').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(tmpdir(), 'pay-conditions-phone-checks.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectNotice(page, 'Pay conditions are saved successfully.');
    await expect(page.getByRole('row', { name: /Retail award/ })).toContainText('Retail weekly');

    // Cas is a casual from her hire date.
    await page.goto(`/employee/update?id=${cas}`);
    await page.getByRole('button', { name: 'Add Employment Type' }).click();
    await page.getByLabel('From, row 1').click();
    await page.getByLabel('From, row 1').fill('2026-01-05');
    await page.getByLabel('From, row 1').press('Enter');
    await chooseOption(page, page.getByRole('combobox', { name: 'Type, row 1' }), 'Casual');
    await page.getByRole('button', { name: 'Save Employment Types' }).click();
    await expectNotice(page, 'Employment types are saved successfully.');

    // She is rostered Saturday night into Sunday, and again at 09:00 on Sunday: 7 hours' rest where the award's 12 are due.
    let position = department;
    for (const departmentName of ['Sydney', 'Floor', 'Checkout']) position = (await admin<{ departmentVo: { id: string } }>('/department/save', { departmentName, parent: position })).departmentVo.id;
    const shift = async (labelName: string, startTime: string, endTime: string, endTimeType: 'Today' | 'NextDay') =>
      (await admin<{ id: string }>('/standardshifts/newSave', { departmentId: position, startTime, startTimeType: 'Today', endTime, endTimeType, labelName, colorCode: '#1677ff', breakTime: 0 })).id;
    const close = await shift('Close', '20:00', '02:00', 'NextDay');
    const open = await shift('Open', '09:00', '15:00', 'Today');
    for (const [id, ruleDate] of [[close, '2026-11-21'], [open, '2026-11-22']]) {
      expect((await admin<{ message: string }>('/standardshifts/handleScheduleByShift', { employeeId: cas, ruleDate, workSectionData: { id } })).message).toBe('success');
    }
    await page.goto('/standardshifts/rosterByEmployee?startDate=2026-11-16&endDate=2026-11-22');
    const casRow = page.getByRole('row', { name: 'Cas Store', exact: true });
    const rest = 'Rest before this shift is 7 h; the minimum is 12 h.';
    await expect(casRow.getByRole('img', { name: '1 roster warning for Cas Store' })).toBeVisible();
    await expect(casRow.getByRole('button', { name: `Open 09:00 - 15:00 on Cas Store Sun 22/11. ${rest}` })).toBeVisible();
    await expect(casRow.getByRole('button', { name: 'Close 20:00 - 02:00 (+1) on Cas Store Sat 21/11' })).toBeVisible();
    // What the week costs at her $30: Saturday 4 h at 150% and Sunday's 2 h at 175% overnight, Sunday 6 h at 175%.
    await expect(casRow.locator('[role="gridcell"][data-total="cost"]')).toHaveText('600.00');
    await casRow.getByRole('img', { name: '1 roster warning for Cas Store' }).hover();
    await expect(page.getByRole('tooltip')).toContainText(`Sun 22/11: ${rest}`);
    await keepScreenshot(page, 'pay-conditions-roster-warning');

    // She works the Saturday night: her timesheet pays each side of midnight at its own rate.
    for (const [day, punchTime] of [['2026-11-21', '20:00'], ['2026-11-22', '02:00']]) expect((await admin<{ message: string }>('/api/punches/save', { employeeId: cas, day, punchTime })).message).toBe('success');
    await page.goto(`/timesheet/view?id=${cas}&fromT=2026-11-16&toT=2026-11-22`);
    await expect(page.getByText('Casual Saturday 150%').first()).toBeVisible();
    await expect(page.getByText('Casual Sunday 175%').first()).toBeVisible();
    await keepScreenshot(page, 'pay-conditions-timesheet');

    // The week closed and exported: the payroll CSV carries the Saturday and Sunday lines.
    const periods = await admin.get<{ items: Array<{ id: string; fromDate: string }> }>('/api/payroll-transfers/search?filterDays=400');
    const period = periods.items.find((p) => p.fromDate === '2026-11-16');
    expect((await admin<{ message: string }>('/payrolltransfer/close', { ids: [period?.id] })).message).toBe('success');
    await page.goto('/payrolltransfer/list');
    const row = page.getByRole('row').filter({ hasText: 'Retail weekly 2026-11-16' });
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'export Export' }).click();
    const exportDialog = page.locator('.ant-modal').filter({ hasText: 'Leave empty to export everyone.' });
    const [download] = await Promise.all([page.waitForEvent('download'), exportDialog.getByRole('button', { name: 'Export CSV' }).click()]);
    const lines = parseCsv(await readFile(await download.path(), 'utf8')).filter((r) => r['Pay ID'] === 'B-1');
    expect(lines.map((r) => [r['Pay Type'], Number(r.Units)])).toEqual(expect.arrayContaining([['Casual Saturday 150%', 4], ['Casual Sunday 175%', 2]]));

    // A New Zealand pay group under the Holidays Act template: a holiday she does not work is paid when
    // her pattern makes it a working day, and her timesheet's day says why.
    const nzGroup = (await admin<{ id: string }>('/paygroup/save', { name: 'NZ weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90, convertUnit: 8 })).id;
    expect((await admin<{ message: string }>('/api/condition-sets/apply-template', { templateId: 'nz-holidays', name: 'Holidays Act', payGroupIds: [nzGroup] })).message).toBe('success');
    const wren = (await admin<{ id: string }>('/employee/save-without-photo', { firstName: 'Wren', lastName: 'Kiwi', departmentId: department, paygroupId: nzGroup, hireOnDateValue: '2026-01-05', payId: 'N-1', clockId: '', payRate: 30 })).id;
    expect((await admin<{ message: string }>('/holiday/save', { name: 'Founders Day', date: '2026-11-25', alterdate: '2026-11-25' })).message).toBe('success');
    for (const day of ['2026-11-18', '2026-11-11', '2026-11-04', '2026-10-28']) {
      for (const punchTime of ['09:00', '13:00']) expect((await admin<{ message: string }>('/api/punches/save', { employeeId: wren, day, punchTime })).message).toBe('success');
    }
    await page.goto(`/timesheet/view?id=${wren}&fromT=2026-11-23&toT=2026-11-29`);
    const founders = page.getByRole('row', { name: /^Wed 25\/11/ });
    await expect(founders.getByText('Founders Day')).toBeVisible();
    await expect(founders.getByText('Otherwise working day: Worked 4 of the last 6 Wednesdays.')).toBeVisible();
    await expect(page.getByText('Public Holiday Not Worked').first()).toBeVisible();
    await keepScreenshot(page, 'pay-conditions-otherwise-working-day');
    await page.setViewportSize({ width: 390, height: 844 });
    await founders.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(tmpdir(), 'pay-conditions-owd-phone.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    // Boxing Day falls on a Saturday, which is no working day of hers: she has it on the Monday it is observed on.
    await page.goto(`/timesheet/view?id=${wren}&fromT=2026-12-21&toT=2026-12-27`);
    // The day's heading reads its date and type alone: no holiday named.
    await expect(page.getByRole('rowheader', { name: 'Sat 26/12 No Data', exact: true })).toBeVisible();
    await page.goto(`/timesheet/view?id=${wren}&fromT=2026-12-28&toT=2027-01-03`);
    const observed = page.getByRole('row', { name: /^Mon 28\/12/ });
    await expect(observed.getByText('Boxing Day')).toBeVisible();
    await expect(observed.getByText('Observed today for Sat 26/12: not a working day for her then.')).toBeVisible();
    await keepScreenshot(page, 'pay-conditions-mondayised');

    // Her agreement says Wednesdays are not her working days: set on her employee form, Founders Day is no longer paid.
    await page.goto(`/employee/update?id=${wren}`);
    await chooseOption(page, page.getByRole('combobox', { name: 'Wednesday: otherwise working day' }), 'Not a working day');
    await page.getByRole('button', { name: 'Save Working Days' }).click();
    await expectNotice(page, 'Working days are saved successfully.');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('combobox', { name: 'Wednesday: otherwise working day' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(tmpdir(), 'pay-conditions-working-days-phone.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/timesheet/view?id=${wren}&fromT=2026-11-23&toT=2026-11-29`);
    await expect(page.getByRole('row', { name: /^Wed 25\/11/ }).getByText('Not an otherwise working day: Not a working day by her employee record.')).toBeVisible();
  });
});
