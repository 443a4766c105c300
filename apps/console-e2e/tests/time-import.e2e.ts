import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/test';
import { expectNotice } from '../support/notice';
import { keepScreenshot } from '../support/screenshots';
import { signIn, SUPERADMIN, SUPERADMIN_PASSWORD } from '../support/sign-in';
import { apiAs } from '../support/api';

const ADMIN_EMAIL = 'admin@kahikatea.example.com';
const ADMIN_PASSWORD = 'Kahikatea-admin-1';
/** The real log of a ZKTeco clock (shared/data/zkteco/README.md). */
const LOG = readFileSync(join(__dirname, '..', '..', '..', '..', 'shared', 'data', 'zkteco', '1_attlog.dat'));

test.describe('time import', () => {
  test('an admin imports the clock log, reads the report, finds the punches on a timesheet, and a second import adds nothing', async ({ page, request }) => {
    test.setTimeout(120_000);
    const root = apiAs(request, SUPERADMIN, SUPERADMIN_PASSWORD);
    const opened = await root<{ message: string }>('/customer/save', {
      name: 'Kahikatea Ltd', code: 'KAHIK', timeZone: 'Pacific/Auckland', country: 'NZ', region: 'AUK', sumLicense: 10, sumAppLicense: 0,
      adminFirstName: 'Kiri', adminLastName: 'Admin', adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD,
    });
    expect(opened.message).toBe('success');
    const admin = apiAs(request, ADMIN_EMAIL, ADMIN_PASSWORD);
    const yard = (await admin<{ departmentVo: { id: string } }>('/department/save', { departmentName: 'Yard' })).departmentVo.id;
    const weekly = (await admin<{ id: string }>('/paygroup/save', { name: 'Weekly', startTime: '2020-01-06', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).id;
    const ids: Record<string, string> = {};
    for (const [firstName, clockId] of [['Ana', 5], ['Ben', 6], ['Cai', 7], ['Dee', 17]] as const) {
      ids[firstName] = (await admin<{ id: string }>('/employee/save-without-photo', { firstName, lastName: 'Clock', departmentId: yard, paygroupId: weekly, hireOnDateValue: '2020-01-06', payId: `P-${clockId}`, clockId: String(clockId) })).id;
    }

    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/times/importtimes');
    await expect(page.getByRole('heading', { name: 'Import Times' })).toBeVisible();
    const upload = page.getByRole('button', { name: 'Upload', exact: true });
    await upload.click();
    await expect(page.getByText('This field is required.')).toBeVisible();

    const input = page.locator('input[type=file]');
    await input.setInputFiles({ name: '1_attlog.dat', mimeType: 'application/octet-stream', buffer: LOG });
    await upload.click();
    // The run's progress while the worker imports, then its report.
    await expect(page.getByRole('button', { name: 'Uploading' })).toBeVisible();
    await page.screenshot({ path: '/tmp/time-import-progress.png' });
    const report = page.getByRole('region', { name: 'Import report' });
    await expect(report).toBeVisible({ timeout: 60_000 });
    await expectNotice(page, 'Times upload successfully.');
    await expect(report.getByRole('alert')).toContainText('697 punches added for 4 employees; 0 reads were already imported.');
    const file = report.getByLabel('Report of 1_attlog.dat');
    const figure = (label: string) => file.locator(`xpath=.//th[normalize-space()="${label}"]/following-sibling::td[1]`);
    await expect(figure('Lines')).toHaveText('11,902');
    await expect(figure('Duplicates ignored')).toHaveText('0');
    await expect(figure('Punches added')).toHaveText('697');
    await expect(figure('Unknown PINs')).toHaveText('86');
    // Unknown PINs by number, each with its lines (PIN 1 gave 6), ten a page.
    const unknown = file.getByRole('table', { name: "Not imported: PINs that match no employee's Clock ID" });
    await expect(unknown.getByRole('row').nth(1).getByRole('cell')).toHaveText(['1', '6']);
    await keepScreenshot(page, 'time-import-report');

    // Ana's first week on the clock: her reads of Monday 2020-02-24 are on her timesheet, as clock punches.
    await page.goto(`/timesheet/view?id=${ids.Ana}&fromT=2020-02-24&toT=2020-03-01`);
    // 10:52:43 and 10:52:52 are two reads of one minute: the engine pairs the first with 12:14 and sets the double read aside.
    await expect(page.getByText('10:52', { exact: true })).toHaveCount(1);
    await expect(page.getByText('12:14', { exact: true })).toHaveCount(1);
    await keepScreenshot(page, 'time-import-timesheet');

    // The same log again: nothing is added.
    await page.goto('/times/importtimes');
    await page.locator('input[type=file]').setInputFiles({ name: '1_attlog.dat', mimeType: 'application/octet-stream', buffer: LOG });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Import report' })).toBeVisible({ timeout: 60_000 });
    await expectNotice(page, 'Times upload successfully.');
    await expect(page.getByRole('region', { name: 'Import report' }).getByRole('alert')).toContainText('0 punches added for 0 employees; 697 reads were already imported.');
    await keepScreenshot(page, 'time-import-again');

    // Not a log: refused, named, nothing imported.
    await page.locator('input[type=file]').setInputFiles({ name: 'photo.dat', mimeType: 'application/octet-stream', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]) });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectNotice(page, 'Failed to import Times.');
    await expect(page.getByRole('alert').filter({ hasText: 'photo.dat is not an attendance log' })).toBeVisible();
  });
});
