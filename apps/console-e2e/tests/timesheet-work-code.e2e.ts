import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { productNow } from '../support/clock';
import { expectNotice } from '../support/notice';
import { chooseOption } from '../support/select';
import { signIn, SUPERADMIN, SUPERADMIN_PASSWORD } from '../support/sign-in';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const pad = (n: number) => String(n).padStart(2, '0');
/** The column heading, 'ddd DD/MM'. */
const heading = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}`;
};

/** The API as a given user: the setup a company of its own needs before its admin opens the console. */
async function as(request: APIRequestContext, email: string, password: string) {
  const { accessToken } = await (await request.post('/server/account/login', { data: { email, password } })).json();
  return async <T>(path: string, data: unknown): Promise<T> => {
    const response = await request.post(`/server${path}`, { data, headers: { authorization: `Bearer ${accessToken}` } });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return response.json();
  };
}

/**
 * A company of its own (a code no other run holds), with or without allowEditWorkCode: a Picker
 * (PICK) and a Driver (DRV) position, jobs J-1001 Supermarket distribution (task T-PICK Picking) and
 * J-2002 Hardware deliveries (task T-DRV Driving), and Mere, punched in to Picker, J-1001, T-PICK
 * from 08:00 to 12:00 a week ago. Its admin's sign-in, Mere's id and that day.
 */
async function company(request: APIRequestContext, name: string, allowEditWorkCode: boolean) {
  const code = `${name}${Date.now().toString(36).toUpperCase()}`;
  const email = `admin@${code.toLowerCase()}.example.com`;
  const password = `${code}-admin-1`;
  const root = await as(request, SUPERADMIN, SUPERADMIN_PASSWORD);
  const opened = await root<{ message: string }>('/customer/save', {
    name: `${code} Ltd`, code, timeZone: 'Pacific/Auckland', country: 'NZ', region: 'AUK', sumLicense: 10, sumAppLicense: 0,
    isJobCodeEnabled: true, isTaskCodeEnabled: true, allowEditWorkCode,
    adminFirstName: 'Ana', adminLastName: 'Admin', adminEmail: email, adminPassword: password,
  });
  expect(opened.message).toBe('success');
  const admin = await as(request, email, password);
  const node = async (departmentName: string, parent?: string, extra: Record<string, unknown> = {}) =>
    (await admin<{ departmentVo: { id: string } }>('/department/save', { departmentName, ...(parent ? { parent } : {}), ...extra })).departmentVo.id;
  const warehouse = await node('Warehouse', await node('Auckland', await node('North')));
  const picker = await node('Picker', warehouse, { code: 'PICK' });
  await node('Driver', warehouse, { code: 'DRV' });
  const job = async (jobCode: string, jobName: string, taskCode: string, taskName: string) => {
    const task = (await admin<{ id: string }>('/task/save', { code: taskCode, name: taskName })).id;
    return { id: (await admin<{ id: string }>('/job/save', { code: jobCode, name: jobName, taskID: [task] })).id, task };
  };
  const distribution = await job('J-1001', 'Supermarket distribution', 'T-PICK', 'Picking');
  await job('J-2002', 'Hardware deliveries', 'T-DRV', 'Driving');
  const payGroup = (await admin<{ id: string }>('/paygroup/save', { name: 'Weekly', startTime: '2020-01-06', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).id;
  const mere = (await admin<{ id: string }>('/employee/save-without-photo', { firstName: 'Mere', lastName: 'Walker', departmentId: picker, paygroupId: payGroup, hireOnDateValue: '2020-01-06', payId: 'P-1', clockId: '' })).id;
  const weekAgo = new Date(productNow().getTime() - 7 * 86_400_000);
  const day = `${weekAgo.getUTCFullYear()}-${pad(weekAgo.getUTCMonth() + 1)}-${pad(weekAgo.getUTCDate())}`;
  const saved = await admin<{ message: string }>('/timesheet/saveSinglePunch', { employeeId: mere, day, inTime: '08:00', outTime: '12:00', positionId: picker, jobId: distribution.id, taskId: distribution.task });
  expect(saved.message).toBe('success');
  return { email, password, mere, day };
}

/** Mere's timesheet of that one day, and the day's column. */
async function openDay(page: Page, mere: string, day: string) {
  await page.goto(`/timesheet/view?id=${mere}&fromT=${day}&toT=${day}`);
  const column = page.getByRole('row', { name: heading(day), exact: true });
  await expect(column.locator('[aria-label^="Pair "]')).toHaveCount(1);
  return column;
}

test.describe("a pair's work code on the timesheet (document 2 §3 inWorkCode, §5)", () => {
  test('where the company allows editing work codes, the admin reads the code cut to 12 characters (9 when approved), whole on hover, and changes it from the pair', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { email, password, mere, day } = await company(request, 'TOTARA', true);
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/$/);
    const column = await openDay(page, mere, day);

    const code = column.getByRole('button', { name: `Work code PICK/J-1001/T-PICK on ${heading(day)}` });
    await expect(code).toHaveText('PICK/J-1001/…');
    await code.hover();
    await expect(page.getByRole('tooltip')).toContainText('PICK/J-1001/T-PICK');
    await expect(page.getByRole('tooltip')).toContainText('Picker / Supermarket distribution / Picking');

    // The code opens the pair's dialog, where position, job and task are the work code.
    await code.click();
    const dialog = page.locator('.ant-modal');
    await expect(dialog.getByText(`Punch Pair · ${heading(day)}`)).toBeVisible();
    await chooseOption(page, dialog.getByLabel('Position'), 'North › Auckland › Warehouse › Driver');
    await chooseOption(page, dialog.getByLabel('Job', { exact: true }), 'J-2002 Hardware deliveries');
    // The job's one task is chosen for it.
    await expect(dialog.locator('.ant-select', { has: page.getByLabel('Task', { exact: true }) })).toContainText('T-DRV Driving');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'The punch pair is saved successfully.');
    await expect(dialog).toHaveCount(0);
    const changed = column.getByRole('button', { name: `Work code DRV/J-2002/T-DRV on ${heading(day)}` });
    await expect(changed).toHaveText('DRV/J-2002/T…');

    // Approved: the mark stands beside the code, which then shows 9 characters.
    await changed.click();
    await dialog.getByLabel('Approved').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'The punch pair is saved successfully.');
    await expect(column.getByLabel('Approved')).toBeVisible();
    await expect(changed).toHaveText('DRV/J-200…');
    await column.screenshot({ path: '/tmp/timesheet-work-code.png' });
  });

  test('where the company does not, the code is only read: the pair dialog shows position, job and task as they are and still approves', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { email, password, mere, day } = await company(request, 'KAURI', false);
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/$/);
    const column = await openDay(page, mere, day);

    await expect(column.getByLabel('Work code PICK/J-1001/T-PICK', { exact: true })).toHaveText('PICK/J-1001/…');
    await expect(column.getByRole('button', { name: /^Work code / })).toHaveCount(0);

    await column.getByRole('button', { name: `Punch Pair 08:00 on ${heading(day)}` }).click();
    const dialog = page.locator('.ant-modal');
    await expect(dialog.getByText(`Punch Pair · ${heading(day)}`)).toBeVisible();
    for (const label of ['Position', 'Job', 'Task']) await expect(dialog.getByLabel(label, { exact: true })).toBeDisabled();
    await expect(dialog.locator('.ant-select', { has: page.getByLabel('Job', { exact: true }) })).toContainText('J-1001 Supermarket distribution');
    await dialog.getByLabel('Approved').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'The punch pair is saved successfully.');
    await expect(column.getByLabel('Approved')).toBeVisible();
    await expect(column.getByLabel('Work code PICK/J-1001/T-PICK', { exact: true })).toHaveText('PICK/J-10…');
  });
});
