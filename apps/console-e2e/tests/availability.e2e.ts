import dayjs from 'dayjs';
import { apiAs } from '../support/api';
import { liveRegion, pickUpWithKeyboard } from '../support/dnd';
import { expectNotice } from '../support/notice';
import { keepScreenshot } from '../support/screenshots';
import { chooseOption } from '../support/select';
import { signIn, SUPERADMIN, SUPERADMIN_PASSWORD } from '../support/sign-in';
import { expect, test } from '../support/test';

const PASSWORD = 'Rata-admin-1';
const EMAIL = 'admin@rata-availability.example.com';
const STAFF = 'tia@rata-availability.example.com';
const STAFF_PASSWORD = 'Rata-staff-1';

/**
 * Issue 33 §2 (ADR 0077), as its people meet it: the employer sets the notice in Roster Settings; the
 * employee, on her phone, says which weekday she cannot work from a date on and a date she cannot
 * work in the afternoon; her planner sees both on the roster, a shift on her day off is warned of,
 * and refused once the employer refuses such shifts.
 */
test.describe('availability', () => {
  test('she states her week and a date on her phone; the roster marks them and warns, then refuses, a shift on them', async ({ page, browser, request }) => {
    test.setTimeout(180_000);
    const root = apiAs(request, SUPERADMIN, SUPERADMIN_PASSWORD);
    expect(
      (
        await root<{ message: string }>('/customer/save', {
          name: 'Rata Cafe Ltd', code: 'RATA-AVAIL', timeZone: 'Pacific/Auckland', country: 'NZ', region: 'AUK', sumLicense: 10, sumAppLicense: 0, thirdPartyTypeId: '', isShiftBudgetEnabled: false,
          adminFirstName: 'Rewi', adminLastName: 'Admin', adminEmail: EMAIL, adminPassword: PASSWORD,
        })
      ).message,
    ).toBe('success');
    const admin = apiAs(request, EMAIL, PASSWORD);
    let position = (await admin<{ departmentVo: { id: string } }>('/department/save', { departmentName: 'Cafe' })).departmentVo.id;
    for (const departmentName of ['Auckland', 'Front', 'Barista']) position = (await admin<{ departmentVo: { id: string } }>('/department/save', { departmentName, parent: position })).departmentVo.id;
    const paygroupId = (await admin<{ id: string }>('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).id;
    const saved = await admin<{ message: string }>('/user/save-without-photo', {
      email: STAFF, firstName: 'Tia', lastName: 'Parata', roleId: '4', isEmployee: true, departmentId: position, paygroupId, hireOnDateValue: '2026-01-05', payId: 'R-1', clockId: '',
      password: STAFF_PASSWORD, confirm_password: STAFF_PASSWORD,
    });
    expect(saved.message).toBe('success');
    const day = (await admin<{ id: string }>('/standardshifts/newSave', { departmentId: position, startTime: '09:00', startTimeType: 'Today', endTime: '17:00', endTimeType: 'Today', labelName: 'Day', colorCode: '#1677ff', breakTime: 30 })).id;

    // The employer asks three days' notice.
    await signIn(page, EMAIL, PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/standardshifts/rosterByEmployee');
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Roster Settings' });
    await settings.getByRole('spinbutton', { name: 'Availability notice (days)' }).fill('3');
    await keepScreenshot(page, 'roster-settings-availability');
    await settings.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Roster settings saved.');

    // Tia, on her phone: from the first Monday she may change, Wednesdays off; and a Thursday afternoon.
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(phone, STAFF, STAFF_PASSWORD);
    await expect(phone).toHaveURL(/\/$/);
    await phone.goto('/me/availability');
    await expect(phone.getByText(/Changes need 3 days' notice: the first date you can change is/)).toBeVisible();
    await expect(phone.getByText('Available every day.', { exact: false })).toBeVisible();
    const reply = await apiAs(request, STAFF, STAFF_PASSWORD).get<{ changeableFrom: string }>('/api/me/availability');
    const from = dayjs(reply.changeableFrom);
    const monday = from.add((8 - from.day()) % 7, 'day');
    const wednesday = monday.add(2, 'day').format('YYYY-MM-DD');
    const thursday = monday.add(3, 'day').format('YYYY-MM-DD');
    await phone.getByRole('button', { name: 'Add a week' }).click();
    const week = phone.getByLabel('My weeks');
    await expect(week.getByRole('textbox', { name: 'Week from' })).toHaveValue(monday.format('YYYY-MM-DD'));
    await chooseOption(phone, week.getByRole('combobox', { name: `Wednesday from ${monday.format('ddd D MMM YYYY')}` }), 'Not available');
    await phone.getByRole('button', { name: 'Add a date' }).click();
    const adding = phone.getByRole('group', { name: 'A date I cannot work' });
    await adding.getByRole('textbox', { name: 'Date' }).fill(thursday);
    await adding.getByRole('textbox', { name: 'Date' }).press('Enter');
    await adding.getByRole('switch', { name: 'All day' }).click();
    await adding.getByRole('textbox', { name: 'From' }).fill('13:00');
    await adding.getByRole('textbox', { name: 'From' }).press('Enter');
    await adding.getByRole('textbox', { name: 'Note' }).fill('Exam');
    await adding.getByRole('button', { name: 'Add' }).click();
    await expect(phone.getByText('from 13:00 · Exam')).toBeVisible();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(phone, 'my-availability-phone');
    await phone.getByRole('button', { name: 'Save' }).click();
    await expectNotice(phone, 'Your availability is saved.');
    await phone.close();

    // Her planner sees both on the roster; a shift on her Wednesday is warned of.
    const employeeId = (await admin.get<{ rows: Array<{ employee: { id: string } }> }>(`/api/standardshifts/roster?startDate=${wednesday}&endDate=${wednesday}`)).rows[0].employee.id;
    expect((await admin<{ message: string }>('/standardshifts/handleScheduleByShift', { employeeId, ruleDate: wednesday, workSectionData: { id: day } })).message).toBe('success');
    await page.goto(`/standardshifts/rosterByEmployee?startDate=${monday.format('YYYY-MM-DD')}&endDate=${monday.add(6, 'day').format('YYYY-MM-DD')}`);
    const row = page.getByRole('row', { name: 'Tia Parata' });
    await expect(row.locator(`[data-date="${wednesday}"]`)).toContainText('Not available.');
    await expect(row.locator(`[data-date="${thursday}"]`)).toContainText('Not available after 13:00 · Exam.');
    await expect(row.getByRole('button', { name: new RegExp(`Not available at this time on ${dayjs(wednesday).format('ddd D MMM')}\\.`) })).toBeVisible();
    await keepScreenshot(page, 'roster-unavailable');

    // Once the employer refuses such shifts, the Thursday afternoon is refused in its words.
    await page.getByRole('button', { name: 'Settings' }).click();
    await settings.getByRole('radio', { name: 'Refuse it' }).check();
    await settings.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Roster settings saved.');
    // The planner moves the Wednesday's shift to Thursday with the keyboard: refused, and it stays where it was.
    const shift = row.getByRole('button', { name: new RegExp(`Not available at this time on ${dayjs(wednesday).format('ddd D MMM')}\\.`) });
    // Each key waits for the drag to say where it is (dnd-kit's live region), as a screen reader hears it.
    const told = liveRegion(page);
    await expect(shift).toHaveAttribute('aria-disabled', 'false');
    await pickUpWithKeyboard(page, shift, `is over Tia Parata`);
    await page.keyboard.press('ArrowRight');
    await expect(told).toContainText(`${dayjs(thursday).format('DD/MM')}.`);
    await page.keyboard.press('Space');
    await expectNotice(page, `Not available at this time on ${dayjs(thursday).format('ddd D MMM')}: Exam.`);
    await expect(row.locator(`[data-date="${wednesday}"]`)).toContainText('Day');
    await expect(row.locator(`[data-date="${thursday}"]`)).not.toContainText('Day');
  });
});
