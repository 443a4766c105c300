import type { APIRequestContext, Page } from '@playwright/test';
import { FakeMyobAdvanced, FakeUploadGateway } from '@timekeep/testing-myob';
import { browserToday, productNow } from '../support/clock';
import { expect, test } from '../support/test';
import { expectNotice } from '../support/notice';
import { keepScreenshot } from '../support/screenshots';
import { chooseOption } from '../support/select';
import { signIn, SUPERADMIN, SUPERADMIN_PASSWORD } from '../support/sign-in';

const PASSWORD = 'Transfer-admin-1';
const iso = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);
const num = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit' }).format(productNow());
// Last week in Auckland, Monday to Sunday: every day of it is over for the company.
const monday = iso(num(today) - 7 - ((num(today) - 7 + 3) % 7));
const sunday = iso(num(monday) + 6);

/** The API as a given user, signed in afresh for each call (access tokens live seconds in these runs). */
async function as(request: APIRequestContext, email: string, password: string) {
  return async <T>(path: string, data: Record<string, unknown>): Promise<T> => {
    const { accessToken } = await (await request.post('/server/account/login', { data: { email, password } })).json();
    const response = await request.post(`/server${path}`, { data, headers: { authorization: `Bearer ${accessToken}` } });
    expect(response.ok()).toBe(true);
    return response.json();
  };
}

/** A customer of the integration type whose admin has a department North and the employees, as a new user finds it. */
async function customer(request: APIRequestContext, code: string, thirdPartyTypeId: string, people: Array<[string, string]>, settings: Record<string, unknown> = {}) {
  const root = await as(request, SUPERADMIN, SUPERADMIN_PASSWORD);
  const email = `admin@${code.toLowerCase()}.example.com`;
  const opened = await root<{ message: string }>('/customer/save', {
    name: `${code} Ltd`, code, timeZone: 'Pacific/Auckland', country: 'NZ', region: 'AUK', sumLicense: 10, sumAppLicense: 0, thirdPartyTypeId,
    isTimeApprovalEnabled: true, isJobCodeEnabled: true, isTaskCodeEnabled: true, ...settings,
    adminFirstName: 'Kiri', adminLastName: 'Admin', adminEmail: email, adminPassword: PASSWORD,
  });
  expect(opened.message).toBe('success');
  const admin = await as(request, email, PASSWORD);
  const north = (await admin<{ departmentVo: { id: string } }>('/department/save', { departmentName: 'North' })).departmentVo.id;
  const weekly = (await admin<{ id: string }>('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).id;
  const employees: string[] = [];
  for (const [firstName, externalId] of people) {
    employees.push((await admin<{ id: string }>('/employee/save-without-photo', { firstName, lastName: code, departmentId: north, paygroupId: weekly, hireOnDateValue: '2026-01-05', payId: `P-${firstName}`, externalId })).id);
  }
  const get = async <T>(path: string): Promise<T> => {
    const { accessToken } = await (await request.post('/server/account/login', { data: { email, password: PASSWORD } })).json();
    return (await request.get(`/server${path}`, { headers: { authorization: `Bearer ${accessToken}` } })).json();
  };
  /** A four-hour pair last Monday for each employee, approved. */
  const approvedMonday = async (work: { jobId?: string; taskId?: string } = {}) => {
    for (const employeeId of employees) await admin('/timesheet/saveSinglePunch', { employeeId, day: monday, inTime: '08:00', outTime: '12:00', ...work });
    const rows = (await get<{ items: Array<{ punchPairId: string }> }>(`/api/time-approvals?startDate=${monday}&endDate=${sunday}&pageSize=100`)).items;
    await admin('/time-approvals/approveAllSelected', { punchPairIds: rows.map((r) => r.punchPairId) });
  };
  return { email, admin, get, approvedMonday };
}

async function pickRange(page: Page, from: string, to: string): Promise<void> {
  const start = page.getByPlaceholder('Start date');
  await start.click();
  await start.fill(from);
  await start.press('Enter');
  const end = page.getByPlaceholder('End date');
  await end.fill(to);
  await end.press('Enter');
}

test.describe('Timesheet Transfer', () => {
  test('an admin sends last week’s approved project hours to MYOB Advanced and reads who MYOB cannot take', async ({ page, request }) => {
    const myob = await new FakeMyobAdvanced({ name: 'timekeep', password: 'Myob-pass-1', company: 'Puriri' }).start();
    try {
      myob.employees = [{ EmployeeID: 'EP00000001', EmployeeName: 'Aria Puriri' }];
      myob.projects = [{ ProjectID: 'PRJ-100', Description: 'Fence' }];
      myob.projectTasks = [{ ProjectID: 'PRJ-100', ProjectTaskID: 'PT-01', Description: 'Posts' }];
      myob.costing.projects = [{ ProjectID: 'PRJ-100', tasks: ['PT-01'] }];
      const { email, admin, get, approvedMonday } = await customer(request, 'PURIRI', '05', [['Aria', 'EP00000001'], ['Dan', 'EP00000099']]);
      await admin('/integrations/myob-advanced/save', { baseUrl: myob.url, tenant: 'Puriri', username: 'timekeep', password: 'Myob-pass-1' });
      // The company's jobs come from MYOB: Sync Jobs brings the project and its task, which the hours are on.
      await admin('/api/jobs/sync-myob-advanced', {});
      const fence = (await get<Array<{ id: string; code: string; tasks: Array<{ id: string }> }>>('/api/jobs/active-task-tree')).find((j) => j.code === 'PRJ-100');
      await approvedMonday({ jobId: fence?.id, taskId: fence?.tasks[0]?.id });

      await signIn(page, email, PASSWORD);
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/timesheettransfer/view');
      await expect(page.getByRole('heading', { name: 'Timesheet Transfer — MYOB Advanced' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sync Employees' })).toBeVisible();
      // Today to today by default (the browser's today); the job types are required.
      await expect(page.getByPlaceholder('Start date')).toHaveValue(browserToday());
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByText('This field is required.')).toBeVisible();

      await pickRange(page, monday, sunday);
      await chooseOption(page, page.getByRole('combobox', { name: 'Job types' }), 'Projects');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Send' }).click();
      await expectNotice(page, 'Send Successfully');
      const warning = page.locator('.ant-notification-notice');
      await expect(warning).toContainText('Hours for the following employees cannot be sent because they do not exist in MYOB Advanced: Dan PURIRI (EP00000099)');
      await expect(page.getByRole('status')).toContainText('1 of 1');
      await keepScreenshot(page, 'timesheet-transfer-myob');
      expect(myob.costing.timeEntries).toMatchObject([{ Employee: 'EP00000001', Date: `${monday}T00:00:00`, TimeSpent: '04:00', ProjectID: 'PRJ-100', ProjectTaskID: 'PT-01' }]);

      // The send is in the Sync Results.
      const results = await get<{ items: unknown[] }>('/api/sync-results?pageSize=10');
      expect(results.items[0]).toMatchObject({ type: 'Timesheet Transfer', status: 'Warning', integration: 'MYOB Advanced' });
    } finally {
      await myob.stop();
    }
  });

  test('an admin sets up the GreenTree upload and uploads a week of a company node, its answer listed under the form', async ({ page, request }) => {
    const gateway = await new FakeUploadGateway('gt-key-1').start();
    try {
      // With the Standard Board on (multiShiftView), whose Information card counts the sync errors.
      const { email, approvedMonday } = await customer(request, 'HOROEKA', '03', [['Mere', ''], ['Tama', '']], { multiShiftView: true });
      await approvedMonday();
      await signIn(page, email, PASSWORD);
      await expect(page).toHaveURL(/\/$/);

      await page.goto('/mydetail/company');
      const card = page.locator('.ant-card', { hasText: 'GreenTree upload' });
      await card.getByLabel('Address').fill(gateway.url);
      await card.getByLabel('GreenTree Company').fill('GT01');
      await card.getByLabel('Key').fill('gt-key-1');
      await card.getByRole('button', { name: 'Save' }).click();
      await expectNotice(page, 'The upload connection is saved successfully.');
      await expect(card.getByLabel('Key')).toHaveAttribute('placeholder', 'Set; type to change');

      await page.goto('/dashboard');
      await expect(page.getByRole('link', { name: 'Sync Error: 0' })).toBeVisible();

      await page.goto('/timesheettransfer/view');
      await expect(page.getByRole('heading', { name: 'Timesheet Transfer — GreenTree' })).toBeVisible();
      await page.getByRole('button', { name: 'Upload to GreenTree' }).click();
      await expect(page.getByText('This field is required.')).toHaveCount(2);
      await chooseOption(page, page.getByRole('combobox', { name: 'Company Nodes' }), 'North');
      await page.keyboard.press('Escape');
      const weekEnding = page.getByLabel('Week ending date');
      await weekEnding.click();
      await weekEnding.fill(sunday);
      await weekEnding.press('Enter');

      // GreenTree's endpoint fails every call: the upload says why, and the dashboard counts the error.
      const failure = 'The GreenTree upload endpoint failed with an error of its own (500). Nothing was uploaded.';
      gateway.faults.set('serverError');
      await page.getByRole('button', { name: 'Upload to GreenTree' }).click();
      await expect(page.getByText(failure).first()).toBeVisible();
      expect(gateway.lines).toEqual([]);
      await page.goto('/dashboard');
      await expect(page.getByRole('link', { name: 'Sync Error: 1' })).toBeVisible();
      await page.getByRole('link', { name: 'Sync Error: 1' }).click();
      await expect(page).toHaveURL(/\/sync-results$/);
      await expect(page.locator('tbody tr.ant-table-row').first()).toContainText('Timesheet Transfer (GreenTree)');
      await expect(page.locator('tbody tr.ant-table-row').first()).toContainText(failure);

      // Once it answers again, the same upload goes through.
      gateway.faults.clear();
      await page.goto('/timesheettransfer/view');
      await chooseOption(page, page.getByRole('combobox', { name: 'Company Nodes' }), 'North');
      await page.keyboard.press('Escape');
      await weekEnding.click();
      await weekEnding.fill(sunday);
      await weekEnding.press('Enter');
      await page.getByRole('button', { name: 'Upload to GreenTree' }).click();
      await expectNotice(page, 'Upload Finished!');
      const results = page.getByLabel('Upload results');
      await expect(results.locator('.ant-alert-info')).toHaveText([`2 timesheet lines imported into GreenTree company GT01 for ${monday} to ${sunday}.`]);
      await keepScreenshot(page, 'timesheet-transfer-greentree');
      expect(gateway.lines.map((l) => [l.employeeId, l.hours])).toEqual([
        ['P-Mere', 4],
        ['P-Tama', 4],
      ]);
    } finally {
      await gateway.stop();
    }
  });
});
