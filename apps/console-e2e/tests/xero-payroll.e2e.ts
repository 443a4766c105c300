import type { APIRequestContext } from '@playwright/test';
import { FakeXero } from '@timekeep/testing-xero';
import { expect, test } from '../support/test';
import { keepScreenshot } from '../support/screenshots';
import { signIn, SUPERADMIN, SUPERADMIN_PASSWORD } from '../support/sign-in';
import { E2E_XERO_CLIENT } from '../support/xero';

const ADMIN_EMAIL = 'admin@kauri.example.com';
const ADMIN_PASSWORD = 'Kauri-admin-1';
/** A week of a weekly pay group anchored on Monday 2026-01-05, two weeks before the run. */
function pastWeek(): { from: string; to: string } {
  const back = new Date(Date.now() - 14 * 86_400_000);
  const monday = new Date(back.getTime() - ((back.getUTCDay() + 6) % 7) * 86_400_000);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { from: iso(monday), to: iso(new Date(monday.getTime() + 6 * 86_400_000)) };
}

/** The API as a given user: the setup a Xero company needs before its admin opens the console. */
async function as(request: APIRequestContext, email: string, password: string) {
  const { accessToken } = await (await request.post('/server/account/login', { data: { email, password } })).json();
  const headers = { authorization: `Bearer ${accessToken}` };
  return {
    post: async <T>(path: string, data: Record<string, unknown>): Promise<T> => {
      const response = await request.post(`/server${path}`, { data, headers });
      expect(response.ok()).toBe(true);
      return response.json();
    },
    get: async <T>(path: string): Promise<T> => (await request.get(`/server${path}`, { headers })).json(),
  };
}

test.describe('Xero Payroll', () => {
  let xero: FakeXero;
  test.beforeAll(async () => {
    xero = await new FakeXero(E2E_XERO_CLIENT, 'AU').start(Number(process.env.TK_E2E_XERO_PORT));
    xero.auEmployees = [{ EmployeeID: 'x-aria', FirstName: 'Aria', LastName: 'Kauri' }];
    xero.earningsRates = [{ id: 'r-ord', name: 'Ordinary Time' }];
  });
  test.afterAll(() => xero.stop());

  test('an admin connects to Xero, syncs, exports a closed period and reads the outcome and its Sync Results row', async ({ page, request }) => {
    test.setTimeout(90_000);
    const week = pastWeek();
    const root = await as(request, SUPERADMIN, SUPERADMIN_PASSWORD);
    const opened = await root.post<{ message: string }>('/customer/save', {
      name: 'Kauri Ltd', code: 'KAURI', timeZone: 'Pacific/Auckland', country: 'NZ', region: 'AUK', sumLicense: 10, sumAppLicense: 0, thirdPartyTypeId: '01',
      adminFirstName: 'Kiri', adminLastName: 'Admin', adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD,
    });
    expect(opened.message).toBe('success');
    const admin = await as(request, ADMIN_EMAIL, ADMIN_PASSWORD);
    const north = (await admin.post<{ departmentVo: { id: string } }>('/department/save', { departmentName: 'North' })).departmentVo.id;
    const weekly = (await admin.post<{ id: string }>('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).id;
    for (const firstName of ['Aria', 'Dan']) {
      const hired = await admin.post<{ id: string }>('/employee/save-without-photo', { firstName, lastName: 'Kauri', departmentId: north, paygroupId: weekly, hireOnDateValue: '2026-01-05', payId: `P-${firstName}`, clockId: '' });
      expect((await admin.post<{ message: string }>('/timesheet/saveSinglePunch', { employeeId: hired.id, day: week.from, inTime: '08:00', outTime: '15:30' })).message).toBe('success');
    }
    const { items } = await admin.get<{ items: Array<{ id: string; fromDate: string }> }>('/api/payroll-transfers/search?filterDays=92');
    const period = items.find((p) => p.fromDate === week.from);
    expect((await admin.post<{ message: string }>('/payrolltransfer/close', { ids: [period?.id] })).message).toBe('success');

    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/payrolltransfer/list');
    await expect(page.getByText('Xero: not connected')).toBeVisible();
    // Xero's consent screen (the fake approves at once) and back: the page says so and drops the parameters.
    await page.getByRole('button', { name: 'Connect to Xero' }).click();
    const notices = page.locator('.ant-notification-notice');
    await expect(notices.filter({ hasText: 'You are now connected to Xero. (Demo Payroll Ltd, Xero Payroll AU)' })).toBeVisible();
    await expect(page).toHaveURL(/\/payrolltransfer\/list$/);
    await expect(page.getByText('Xero: Demo Payroll Ltd (Payroll AU)')).toBeVisible();

    await page.getByRole('button', { name: 'sync Sync' }).click();
    await expect(notices.filter({ hasText: 'Sync with Xero' })).toContainText('Employees not in Xero: Dan Kauri');
    await keepScreenshot(page, 'xero-sync');

    const row = page.getByRole('row').filter({ hasText: `Weekly ${week.from}` });
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'export Export' }).click();
    await page.locator('.ant-modal').getByRole('button', { name: 'Export to Xero' }).click();
    const outcome = notices.filter({ hasText: 'Export to Xero' }).filter({ hasText: 'Sent: Aria Kauri.' });
    await expect(outcome).toContainText('Export to Xero finished with the following issues: Employees not in Xero (run Sync to link them): Dan Kauri. Sent: Aria Kauri.');
    await expect(row.getByLabel('Exported: yes')).toBeVisible();
    await keepScreenshot(page, 'xero-export');
    expect(xero.timesheets.map((t) => [t.employeeId, t.startDate, t.lines.reduce((sum, l) => sum + l.units, 0)])).toEqual([['x-aria', week.from, 7.5]]);

    // The Sync Results screen: the send and the sync, newest first.
    await page.goto('/sync-results');
    const rows = page.locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('Payroll Transfer (Xero)');
    await expect(rows.nth(0)).toContainText('Warning');
    await expect(rows.nth(0)).toContainText('Export to Xero finished with the following issues: Employees not in Xero (run Sync to link them): Dan Kauri. Sent: Aria Kauri.');
    await expect(page.locator('tbody tr.ant-table-row', { hasText: 'Employees Sync (Xero)' })).toContainText('1 of 2 employees linked to Xero Payroll; Employees not in Xero: Dan Kauri');
    await keepScreenshot(page, 'xero-sync-results');
  });
});
