import dayjs from 'dayjs';
import { apiAs } from '../support/api';
import { expectNotice } from '../support/notice';
import { keepScreenshot } from '../support/screenshots';
import { signIn, SUPERADMIN, SUPERADMIN_PASSWORD } from '../support/sign-in';
import { expect, test } from '../support/test';

const PASSWORD = 'Kauri-admin-1';
const EMAIL = 'admin@kauri-publish.example.com';
const STAFF = 'mia@kauri-publish.example.com';
const STAFF_PASSWORD = 'Kauri-staff-1';

/**
 * Issue 33 §1 (ADR 0075), as a planner meets it: publishing turned on in the roster's settings; the
 * week's changes shown dashed and counted on Publish; the publish dialog listing the change and the
 * rest warning to acknowledge; then the employee, on her phone, sees the published shifts on her home
 * and the message that tells her what changed.
 */
test.describe('publishing rosters', () => {
  test('a planner publishes a drafted week with its warning acknowledged, and the employee sees her shifts on her phone', async ({ page, browser, request }) => {
    test.setTimeout(180_000);
    const root = apiAs(request, SUPERADMIN, SUPERADMIN_PASSWORD);
    expect(
      (
        await root<{ message: string }>('/customer/save', {
          name: 'Kauri Retail Ltd', code: 'KAURI-PUBLISH', timeZone: 'Pacific/Auckland', country: 'NZ', region: 'AUK', sumLicense: 10, sumAppLicense: 0, thirdPartyTypeId: '', isShiftBudgetEnabled: true,
          adminFirstName: 'Kiri', adminLastName: 'Admin', adminEmail: EMAIL, adminPassword: PASSWORD,
        })
      ).message,
    ).toBe('success');
    const admin = apiAs(request, EMAIL, PASSWORD);
    let position = (await admin<{ departmentVo: { id: string } }>('/department/save', { departmentName: 'Store' })).departmentVo.id;
    for (const departmentName of ['Wellington', 'Floor', 'Till']) position = (await admin<{ departmentVo: { id: string } }>('/department/save', { departmentName, parent: position })).departmentVo.id;
    const paygroupId = (await admin<{ id: string }>('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).id;
    // The template's checks warn of less than 12 hours between shifts.
    expect((await admin<{ message: string }>('/api/condition-sets/apply-template', { templateId: 'au-retail', name: 'Retail award', payGroupIds: [paygroupId] })).message).toBe('success');
    const saved = await admin<{ message: string; id: string }>('/user/save-without-photo', {
      email: STAFF, firstName: 'Mia', lastName: 'Rangi', roleId: '4', isEmployee: true, departmentId: position, paygroupId, hireOnDateValue: '2026-01-05', payId: 'K-1', clockId: '',
      password: STAFF_PASSWORD, confirm_password: STAFF_PASSWORD,
    });
    expect(saved.message).toBe('success');
    const shift = async (labelName: string, startTime: string, endTime: string, endTimeType: 'Today' | 'NextDay') =>
      (await admin<{ id: string }>('/standardshifts/newSave', { departmentId: position, startTime, startTimeType: 'Today', endTime, endTimeType, labelName, colorCode: '#1677ff', breakTime: 30 })).id;
    const close = await shift('Close', '18:00', '02:00', 'NextDay');
    const early = await shift('Early', '06:00', '14:30', 'Today');
    // Two days ahead in any zone: Auckland's today is at most one day past the machine's.
    const first = dayjs().add(2, 'day').format('YYYY-MM-DD');
    const second = dayjs().add(3, 'day').format('YYYY-MM-DD');

    await signIn(page, EMAIL, PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await page.goto(`/standardshifts/rosterByEmployee?startDate=${first}&endDate=${dayjs(first).add(6, 'day').format('YYYY-MM-DD')}`);
    await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Roster Settings' });
    await settings.getByRole('switch', { name: 'Publish rosters' }).click();
    await settings.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Roster settings saved.');

    const employeeId = (await admin.get<{ rows: Array<{ employee: { id: string } }> }>(`/api/standardshifts/roster?startDate=${first}&endDate=${second}`)).rows[0].employee.id;
    for (const [ruleDate, id] of [[first, close], [second, early]]) expect((await admin<{ message: string }>('/standardshifts/handleScheduleByShift', { employeeId, ruleDate, workSectionData: { id } })).message).toBe('success');
    await page.reload();
    const row = page.getByRole('row', { name: 'Mia Rangi' });
    await expect(row.getByText('Unpublished change.')).toHaveCount(2);
    await expect(row.locator(`[data-date="${first}"]`)).toContainText('Close');
    await keepScreenshot(page, 'roster-drafts');

    await page.getByRole('button', { name: 'Publish (2)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish Roster' });
    await expect(dialog).toContainText('2 unpublished days for 1 employee');
    await expect(dialog).toContainText('Rest before this shift is 4 h; the minimum is 12 h.');
    await expect(dialog).toContainText('Mia Rangi, ');
    await expect(dialog).toContainText('No shift → Close 18:00-02:00 (+1)');
    const publish = dialog.getByRole('button', { name: 'Publish' });
    await expect(publish).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'I have read the warning and publish anyway' }).check();
    await keepScreenshot(page, 'roster-publish-dialog');
    await publish.click();
    await expectNotice(page, 'Published 2 days for 1 employee.');
    await expect(row.getByText('Unpublished change.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Publish$/ })).toBeVisible();

    // On a phone the planner sees the days beside the names: no pinned column lies over them.
    await page.setViewportSize({ width: 390, height: 844 });
    const cell = row.locator(`[data-date="${first}"]`);
    await expect(cell).toContainText('Close');
    const box = await cell.boundingBox();
    if (!box) throw new Error('the day is not drawn');
    const drawn = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('[data-date]')?.getAttribute('data-date') ?? null, [box.x + Math.min(box.width / 2, (390 - box.x) / 2), box.y + box.height / 2]);
    expect(drawn).toBe(first);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(page, 'roster-published-phone');

    // Mia, on her phone, sees what was published.
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(phone, STAFF, STAFF_PASSWORD);
    await expect(phone).toHaveURL(/\/$/);
    const next = phone.getByLabel('Next shifts').getByRole('listitem');
    await expect(next).toHaveCount(2);
    await expect(next.first()).toContainText('18:00');
    await expect(next.nth(1)).toContainText('06:00');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(phone, 'roster-published-employee-phone');
    // And is told: the worker's message waits in her messages.
    await expect(async () => {
      await phone.goto('/messages/view');
      await expect(phone.getByText('Your roster changed: 2 days')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(phone.getByText(/Close 18:00-02:00 \(\+1\) \(was No shift\)/)).toBeVisible();
    await keepScreenshot(phone, 'roster-published-message-phone');
    await phone.close();

    // Her schedule's History names the publish, what it covered and who made it, above the drafts (issue 33 §6).
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/schedule/employee?employeeId=${employeeId}&startDate=${first}&endDate=${second}`);
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: "History of Mia Rangi's schedule" });
    const latest = history.getByLabel('Change 1');
    await expect(latest).toContainText('Roster Published');
    await expect(latest).toContainText('by Kiri Admin');
    await expect(latest).toContainText(/\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}: 2 days changed/);
    await expect(latest).toContainText(`${first} (draft)`);
    await expect(history.getByLabel('Change 2')).toContainText('Employee Schedule Changed');
    await expect(history.getByText('Roster Drafted')).toHaveCount(2);
    await keepScreenshot(page, 'employee-schedule-history');
  });
});
