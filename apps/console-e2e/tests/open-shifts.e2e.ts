import dayjs from 'dayjs';
import { apiAs } from '../support/api';
import { expectNotice } from '../support/notice';
import { keepScreenshot } from '../support/screenshots';
import { chooseOption } from '../support/select';
import { signIn, SUPERADMIN, SUPERADMIN_PASSWORD } from '../support/sign-in';
import { expect, test } from '../support/test';

const PASSWORD = 'Totara-admin-1';
const EMAIL = 'admin@totara-open.example.com';
const STAFF_PASSWORD = 'Totara-staff-1';
const STAFF = { mia: 'mia@totara-open.example.com', tia: 'tia@totara-open.example.com' };

/**
 * Issue 33 §3 (ADR 0078), as its people meet it: a planner publishes an open shift from the roster;
 * two employees, each on her phone, see it on their home and claim it at the same moment; exactly one
 * has it (on her next shifts), the other is told who; the planner sees it filled.
 */
test.describe('open shifts', () => {
  test('a planner publishes an open shift; of two employees claiming it at once on their phones, exactly one has it', async ({ page, browser, request }) => {
    test.setTimeout(180_000);
    const root = apiAs(request, SUPERADMIN, SUPERADMIN_PASSWORD);
    expect(
      (
        await root<{ message: string }>('/customer/save', {
          name: 'Totara Foods Ltd', code: 'TOTARA-OPEN', timeZone: 'Pacific/Auckland', country: 'NZ', region: 'AUK', sumLicense: 10, sumAppLicense: 0, thirdPartyTypeId: '', isShiftBudgetEnabled: false,
          adminFirstName: 'Hemi', adminLastName: 'Admin', adminEmail: EMAIL, adminPassword: PASSWORD,
        })
      ).message,
    ).toBe('success');
    const admin = apiAs(request, EMAIL, PASSWORD);
    let position = (await admin<{ departmentVo: { id: string } }>('/department/save', { departmentName: 'Foods' })).departmentVo.id;
    for (const departmentName of ['Auckland', 'Kitchen', 'Cook']) position = (await admin<{ departmentVo: { id: string } }>('/department/save', { departmentName, parent: position })).departmentVo.id;
    const paygroupId = (await admin<{ id: string }>('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).id;
    for (const [firstName, email, payId] of [['Mia', STAFF.mia, 'T-1'], ['Tia', STAFF.tia, 'T-2']]) {
      const saved = await admin<{ message: string }>('/user/save-without-photo', {
        email, firstName, lastName: 'Rangi', roleId: '4', isEmployee: true, departmentId: position, paygroupId, hireOnDateValue: '2026-01-05', payId, clockId: '',
        password: STAFF_PASSWORD, confirm_password: STAFF_PASSWORD,
      });
      expect(saved.message).toBe('success');
    }
    const lunch = await admin<{ id: string }>('/standardshifts/newSave', { departmentId: position, startTime: '10:00', startTimeType: 'Today', endTime: '18:00', endTimeType: 'Today', labelName: 'Lunch', colorCode: '#fa8c16', breakTime: 30 });
    const settings = await admin.get<{ version: number }>('/api/roster/settings');
    await admin('/api/roster/settings', { openShiftClaims: 'first', version: settings.version });
    // Three days ahead in any zone: Auckland's today is at most one day past the machine's.
    const date = dayjs().add(3, 'day').format('YYYY-MM-DD');

    await signIn(page, EMAIL, PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await page.goto(`/standardshifts/rosterByEmployee?startDate=${date}&endDate=${dayjs(date).add(6, 'day').format('YYYY-MM-DD')}`);
    await page.getByRole('button', { name: 'Open Shifts' }).click();
    const drawer = page.getByRole('dialog', { name: 'Open Shifts' });
    await expect(drawer.getByText(/No open shifts from/)).toBeVisible();
    await drawer.getByRole('button', { name: 'New' }).click();
    await chooseOption(page, drawer.getByRole('combobox', { name: 'Shift' }), 'Lunch 10:00-18:00 · Cook');
    await drawer.getByRole('textbox', { name: 'Note' }).fill('Catering order');
    await drawer.getByRole('button', { name: 'Publish' }).click();
    await expectNotice(page, 'Open shift published: 2 employees can claim it.');
    const item = drawer.getByRole('listitem');
    await expect(item).toContainText('Open');
    await expect(item).toContainText('offered to 2 · first claim takes it');
    await keepScreenshot(page, 'open-shifts-drawer');

    // Mia and Tia, each on her phone, claim it at the same moment.
    const phones = await Promise.all(
      [STAFF.mia, STAFF.tia].map(async (email) => {
        const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
        await signIn(phone, email, STAFF_PASSWORD);
        await expect(phone).toHaveURL(/\/$/);
        const card = phone.getByLabel('Open shifts');
        await expect(card).toContainText('10:00 – 18:00');
        await expect(card).toContainText('Lunch · Cook · Catering order');
        return phone;
      }),
    );
    await keepScreenshot(phones[0], 'open-shifts-employee-phone');
    const label = `Claim ${dayjs(date).format('ddd D MMM')} 10:00`;
    await Promise.all(phones.map((phone) => phone.getByRole('button', { name: label }).click()));
    const told = await Promise.all(
      phones.map(async (phone) => {
        const toast = phone.locator('.ant-message-notice').first();
        await expect(toast).toBeVisible();
        return (await toast.innerText()).trim();
      }),
    );
    expect(told.filter((t) => t === 'The shift is yours.')).toHaveLength(1);
    const winner = told[0] === 'The shift is yours.' ? 0 : 1;
    const name = winner === 0 ? 'Mia Rangi' : 'Tia Rangi';
    expect(told[1 - winner]).toBe(`This shift was taken by ${name}.`);
    // Hers on her next shifts; gone from both homes' open shifts.
    await expect(phones[winner].getByLabel('Next shifts').getByRole('listitem').first()).toContainText('10:00');
    await expect(phones[1 - winner].getByLabel('Open shifts')).toHaveCount(0);
    await keepScreenshot(phones[winner], 'open-shifts-claimed-phone');

    await page.reload();
    await page.getByRole('button', { name: 'Open Shifts' }).click();
    await expect(drawer.getByRole('listitem')).toContainText(`Filled by ${name}`);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('row', { name }).locator(`[data-date="${date}"]`)).toContainText('Lunch');

    // Issue 33 §4: she cannot work it after all and offers it; her colleague accepts; the planner approves.
    const [giver, taker] = [phones[winner], phones[1 - winner]];
    const other = winner === 0 ? 'Tia Rangi' : 'Mia Rangi';
    await giver.getByRole('button', { name: `Offer or swap ${dayjs(date).format('ddd D MMM')} 10:00 – 18:00` }).click();
    await giver.getByRole('dialog', { name: 'Offer or swap this shift' }).getByRole('button', { name: 'Offer' }).click();
    await expectNotice(giver, 'Shift offered to 1 colleague.');
    await expect(giver.getByLabel('Offers and swaps')).toContainText('Offered');
    await taker.reload();
    const offers = taker.getByLabel('Offers and swaps');
    await expect(offers).toContainText(`offered by ${name}`);
    await keepScreenshot(taker, 'shift-offer-phone');
    await offers.getByRole('button', { name: /^Accept / }).click();
    await expectNotice(taker, 'Accepted: your manager will decide.');
    await page.getByRole('button', { name: 'Swaps' }).click();
    const swaps = page.getByRole('dialog', { name: 'Offers and Swaps' });
    await expect(swaps.getByRole('listitem')).toContainText(`Accepted by ${other}`);
    await keepScreenshot(page, 'shift-trades-drawer');
    await swaps.getByRole('button', { name: 'Approve' }).click();
    await expectNotice(page, 'Approved: the roster is changed.');
    await expect(page.getByRole('row', { name: other }).locator(`[data-date="${date}"]`)).toContainText('Lunch');
    await expect(page.getByRole('row', { name }).locator(`[data-date="${date}"]`)).not.toContainText('Lunch');
    // Her colleague's home has it among her next shifts; her own no longer does.
    await taker.reload();
    await expect(taker.getByLabel('Next shifts').getByRole('listitem').first()).toContainText('10:00');
    await giver.reload();
    await expect(giver.getByLabel('Next shifts')).toContainText('No shifts in the next two weeks.');
    // And their timesheets: the shift is scheduled on the taker's day, gone from the giver's.
    const rows = (await admin.get<{ rows: Array<{ employee: { id: string; firstName: string } }> }>(`/api/standardshifts/roster?startDate=${date}&endDate=${date}`)).rows;
    const idOf = (full: string) => rows.find((r) => r.employee.firstName === full.split(' ')[0])?.employee.id;
    const heading = dayjs(date).format('ddd DD/MM');
    for (const [who, held] of [[other, 1], [name, 0]] as const) {
      await page.goto(`/timesheet/view?id=${idOf(who)}&fromT=${date}&toT=${date}`);
      await expect(page.getByRole('row', { name: heading }).getByLabel('Shift 10:00 to 18:00', { exact: true })).toHaveCount(held);
    }

    // The taker cannot work it after all either, and proposes to swap it for a shift of her colleague's the next day.
    const nextDay = dayjs(date).add(1, 'day').format('YYYY-MM-DD');
    expect((await admin<{ message: string }>('/standardshifts/handleScheduleByShift', { employeeId: idOf(name), ruleDate: nextDay, workSectionData: { id: lunch.id } })).message).toBe('success');
    await taker.reload();
    // Hers alone: the next day's shift is her colleague's.
    await expect(taker.getByLabel('Next shifts').getByRole('listitem')).toHaveCount(1);
    await keepScreenshot(taker, 'next-shifts-phone');
    await taker.getByRole('button', { name: `Offer or swap ${dayjs(date).format('ddd D MMM')} 10:00 – 18:00` }).click();
    const trade = taker.getByRole('dialog', { name: 'Offer or swap this shift' });
    await trade.getByRole('radio', { name: 'Swap it for a colleague’s shift' }).check();
    await chooseOption(taker, trade.getByRole('combobox', { name: 'Colleague’s shift' }), `${dayjs(nextDay).format('ddd D MMM')} 10:00 – 18:00 Lunch · ${name}`);
    await keepScreenshot(taker, 'shift-swap-phone');
    await trade.getByRole('button', { name: 'Propose swap' }).click();
    await expectNotice(taker, `Swap proposed to ${name}.`);
    await giver.reload();
    await expect(giver.getByLabel('Offers and swaps')).toContainText(`swap: ${other} and ${name}`);
    await giver.getByLabel('Offers and swaps').getByRole('button', { name: /^Accept / }).click();
    await expectNotice(giver, 'Accepted: your manager will decide.');
    for (const phone of phones) await phone.close();
  });
});
