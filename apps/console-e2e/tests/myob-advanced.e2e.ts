import { FakeMyobAdvanced } from '@timekeep/testing-myob';
import { expect, test } from '../support/test';
import { expectNotice } from '../support/notice';
import { keepScreenshot } from '../support/screenshots';
import { signIn, SUPERADMIN, SUPERADMIN_PASSWORD } from '../support/sign-in';
import { apiAs } from '../support/api';

const ADMIN_EMAIL = 'admin@kowhai.example.com';
const ADMIN_PASSWORD = 'Kowhai-admin-1';

test.describe('MYOB Advanced', () => {
  let myob: FakeMyobAdvanced;
  test.beforeAll(async () => {
    myob = await new FakeMyobAdvanced({ name: 'timekeep', password: 'Myob-pass-1', company: 'Kowhai' }).start();
    myob.employees = [{ EmployeeID: 'EP00000001', EmployeeName: 'Aria Kowhai' }];
  });
  test.afterAll(() => myob.stop());

  test('an admin connects the company to MYOB Advanced and Sync Employees names who MYOB cannot pay', async ({ page, request }) => {
    const root = apiAs(request, SUPERADMIN, SUPERADMIN_PASSWORD);
    const opened = await root<{ message: string }>('/customer/save', {
      name: 'Kowhai Ltd', code: 'KOWHAI', timeZone: 'Pacific/Auckland', country: 'NZ', region: 'AUK', sumLicense: 10, sumAppLicense: 0, thirdPartyTypeId: '05',
      adminFirstName: 'Kiri', adminLastName: 'Admin', adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD,
    });
    expect(opened.message).toBe('success');
    const admin = apiAs(request, ADMIN_EMAIL, ADMIN_PASSWORD);
    const north = (await admin<{ departmentVo: { id: string } }>('/department/save', { departmentName: 'North' })).departmentVo.id;
    const weekly = (await admin<{ id: string }>('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).id;
    for (const [firstName, externalId] of [['Aria', 'EP00000001'], ['Dan', 'EP00000099']]) {
      await admin('/employee/save-without-photo', { firstName, lastName: 'Kowhai', departmentId: north, paygroupId: weekly, hireOnDateValue: '2026-01-05', payId: `P-${firstName}`, externalId });
    }

    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/mydetail/company');
    const card = page.locator('.ant-card', { hasText: 'MYOB Advanced' });
    await card.getByLabel('Address').fill(myob.url);
    await card.getByLabel('Tenant').fill('Kowhai');
    await card.getByLabel('User Name').fill('timekeep');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText('This field is required.')).toBeVisible();
    await card.getByLabel('Password').fill('Myob-pass-1');
    await card.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'The MYOB Advanced connection is saved successfully.');
    await expect(card.getByLabel('Password')).toHaveAttribute('placeholder', 'Set; type to change');
    await keepScreenshot(page, 'myob-connection');

    await page.goto('/employee/list');
    await page.getByRole('button', { name: 'Sync Employees' }).click();
    const warning = page.locator('.ant-notification-notice');
    await expect(warning).toContainText('Not in MYOB Advanced: Dan Kowhai (EP00000099)');
    await keepScreenshot(page, 'myob-sync-employees');
    expect(myob.sessions.size).toBe(0);

    // MYOB Advanced out of reach: the sync says so, and both outcomes are in the Sync Results.
    const address = myob.url;
    await myob.stop();
    await page.getByRole('button', { name: 'Sync Employees' }).click();
    await expect(page.getByText(`MYOB Advanced could not be reached at ${address}.`)).toBeVisible();
    await page.goto('/sync-results');
    const rows = page.locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Employees Sync (MYOB Advanced)');
    await expect(rows.nth(0)).toContainText('Error');
    await expect(rows.nth(0)).toContainText(`MYOB Advanced could not be reached at ${address}.`);
    await expect(rows.nth(1)).toContainText('Warning');
    await expect(rows.nth(1)).toContainText('Employees not in MYOB Advanced: Dan Kowhai (EP00000099).');
    await keepScreenshot(page, 'sync-results');

    // The Search popover's Status filter keeps only the errors, and the query string keeps the filter.
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^Error$/ }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Search', exact: true }).last().click();
    await expect(page).toHaveURL(/statuses=Error/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Error');
  });
});
