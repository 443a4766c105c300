import type { APIRequestContext } from '@playwright/test';
import { FakeWorkflowMax } from '@timekeep/testing-workflow-max';
import { expect, test } from '../support/test';
import { expectNotice } from '../support/notice';
import { keepScreenshot } from '../support/screenshots';
import { signIn, SUPERADMIN, SUPERADMIN_PASSWORD } from '../support/sign-in';
import { WORKFLOW_MAX_APP, workflowMaxPort } from '../support/workflow-max';

const ADMIN_EMAIL = 'admin@kahu-e2e.example.com';
const ADMIN_PASSWORD = 'Kahu-admin-1';
const ARIA = '0d6d8234-1a2b-4c3d-9e8f-9f1a55667788';

const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The API as a given user: the setup a company on WorkflowMax needs around its admin's clicks. Each
 * call signs in afresh: the browser tests' access tokens live seconds.
 */
function as(request: APIRequestContext, email: string, password: string) {
  const headers = async () => ({ authorization: `Bearer ${(await (await request.post('/server/account/login', { data: { email, password } })).json()).accessToken}` });
  return {
    post: async <T>(path: string, data: Record<string, unknown>): Promise<T> => {
      const response = await request.post(`/server${path}`, { data, headers: await headers() });
      expect(response.ok()).toBe(true);
      return response.json();
    },
    get: async <T>(path: string): Promise<T> => (await request.get(`/server${path}`, { headers: await headers() })).json(),
  };
}

test.describe('WorkflowMax', () => {
  let wfm: FakeWorkflowMax;
  test.beforeAll(async () => {
    wfm = await new FakeWorkflowMax(WORKFLOW_MAX_APP).start(workflowMaxPort());
    wfm.staff = [{ UUID: ARIA, Name: 'Aria Kahu' }];
    wfm.jobs = [{ UUID: 'job-uuid-123', ID: 'J000123', Name: 'Website', Tasks: [{ UUID: 'task-design', Name: 'Design' }] }];
  });
  test.afterAll(() => wfm.stop());

  test('an admin connects to WorkflowMax, syncs jobs and employees, and sends the approved hours', async ({ page, request }) => {
    const root = as(request, SUPERADMIN, SUPERADMIN_PASSWORD);
    const opened = await root.post<{ message: string }>('/customer/save', {
      name: 'Kahu Design', code: 'KAHUE2E', timeZone: 'Pacific/Auckland', country: 'NZ', region: 'AUK', sumLicense: 10, sumAppLicense: 0, thirdPartyTypeId: '04',
      isJobCodeEnabled: true, isTaskCodeEnabled: true, isTimeApprovalEnabled: true,
      adminFirstName: 'Kiri', adminLastName: 'Admin', adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD,
    });
    expect(opened.message).toBe('success');
    const admin = as(request, ADMIN_EMAIL, ADMIN_PASSWORD);
    const studio = (await admin.post<{ departmentVo: { id: string } }>('/department/save', { departmentName: 'Studio' })).departmentVo.id;
    const weekly = (await admin.post<{ id: string }>('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).id;
    const employees: Record<string, string> = {};
    for (const [firstName, workflowId] of [['Aria', ARIA], ['Cara', 'not-in-workflow-max']]) {
      employees[firstName] = (await admin.post<{ id: string }>('/employee/save-without-photo', { firstName, lastName: 'Kahu', departmentId: studio, paygroupId: weekly, hireOnDateValue: '2026-01-05', workflowId })).id;
    }

    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/timesheettransfer/view');
    await expect(page.getByText('Not connected')).toBeVisible();

    // To WorkflowMax's consent page and back: the message shows and the parameter leaves the address.
    await page.getByRole('button', { name: 'Connect to WorkflowMax' }).click();
    await expectNotice(page, 'You are now connected to WorkflowMax.');
    await expect(page).toHaveURL(/\/timesheettransfer\/view$/);
    await expect(page.getByText('Connected', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Sync Jobs' }).click();
    await expectNotice(page, 'Sync successfully.');

    await page.getByRole('button', { name: 'Sync Employees' }).click();
    const warning = page.locator('.ant-notification-notice', { hasText: 'Some employees cannot be sent to WorkflowMax:' });
    await expect(warning).toContainText('Not in WorkflowMax: Cara Kahu (not-in-workflow-max)');
    await warning.locator('.ant-notification-notice-close').click();

    // Yesterday's hours on the synced job's task, approved.
    const yesterday = iso(new Date(Date.now() - 86_400_000));
    const tree = await admin.get<Array<{ id: string; code: string; tasks: Array<{ id: string; code: string }> }>>('/api/jobs/active-task-tree');
    const website = tree.find((j) => j.code === 'J000123');
    for (const who of ['Aria', 'Cara']) {
      await admin.post('/timesheet/saveSinglePunch', { employeeId: employees[who], day: yesterday, inTime: '09:00', outTime: '13:00', jobId: website?.id, taskId: website?.tasks[0].id });
    }
    await expect
      .poll(async () => (await admin.get<{ items: Array<{ punchPairId: string }> }>(`/api/time-approvals?startDate=${yesterday}&endDate=${yesterday}&pageSize=100`)).items.length)
      .toBe(2);
    const rows = await admin.get<{ items: Array<{ punchPairId: string }> }>(`/api/time-approvals?startDate=${yesterday}&endDate=${yesterday}&pageSize=100`);
    await admin.post('/time-approvals/approveAllSelected', { punchPairIds: rows.items.map((r) => r.punchPairId) });

    const start = page.getByPlaceholder('Start date');
    await start.click();
    await start.fill(yesterday);
    await start.press('Enter');
    const end = page.getByPlaceholder('End date');
    await end.fill(yesterday);
    await end.press('Enter');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('status')).toContainText('1 of 1 time entries done', { timeout: 30_000 });
    await expectNotice(page, 'Send Successfully');
    const missing = page.locator('.ant-notification-notice', { hasText: 'Hours for the following employees cannot be sent because they do not exist in WorkflowMax:' });
    await expect(missing).toContainText('Cara Kahu (not-in-workflow-max)');
    expect(wfm.times.map((t) => [t.StaffUUID, t.Job, t.TaskUUID, t.Minutes])).toEqual([[ARIA, 'J000123', 'task-design', 240]]);
    await keepScreenshot(page, 'workflow-max-transfer');
  });
});
