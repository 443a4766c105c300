import type { APIRequestContext, Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeMyobAdvanced } from '@timekeep/testing-myob';
import { expect, test } from '../support/test';
import { expectNotice } from '../support/notice';
import { keepScreenshot } from '../support/screenshots';
import { signIn, signOut, SUPERADMIN, SUPERADMIN_PASSWORD } from '../support/sign-in';
import { apiAs } from '../support/api';

const PASSWORD = 'Jobs-admin-1';

/** A customer on the integration, opened as the Superadmin would, with its Admin. */
async function openCompany(request: APIRequestContext, name: string, thirdPartyTypeId: string) {
  const root = apiAs(request, SUPERADMIN, SUPERADMIN_PASSWORD);
  // Company codes are unique across tenants: each browser test's companies carry their test's mark.
  const code = `${name.toUpperCase()}-JOBS`;
  const email = `admin@${name.toLowerCase()}-jobs.example.com`;
  const opened = await root<{ message: string }>('/customer/save', {
    name: `${name} Ltd`, code, timeZone: 'Pacific/Auckland', country: 'NZ', region: 'AUK', sumLicense: 10, sumAppLicense: 0, thirdPartyTypeId,
    adminFirstName: 'Ana', adminLastName: 'Admin', adminEmail: email, adminPassword: PASSWORD,
  });
  expect(opened.message).toBe('success');
  return { email, admin: apiAs(request, email, PASSWORD) };
}

const toolbar = (page: Page) => page.locator('.ant-card').first();

async function signInTo(page: Page, email: string, path: string) {
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(path);
  // The buttons follow the company's settings: wait until they and the list have loaded.
  await page.waitForLoadState('networkidle');
}

test.describe('Jobs from the integration (document 2 §2)', () => {
  let myob: FakeMyobAdvanced;
  test.beforeAll(async () => {
    myob = await new FakeMyobAdvanced({ name: 'timekeep', password: 'Myob-pass-1', company: 'Matai' }).start();
    myob.projects = [
      { ProjectID: 'PRJ-100', Description: 'Warehouse fit-out' },
      { ProjectID: 'PRJ-200', Description: 'Office cleaning' },
    ];
    myob.projectTasks = [
      { ProjectID: 'PRJ-100', ProjectTaskID: 'LABOUR', Description: 'Labour' },
      { ProjectID: 'PRJ-200', ProjectTaskID: 'LABOUR', Description: 'Labour' },
    ];
  });
  test.afterAll(() => myob.stop());

  test('a MYOB Advanced company has Sync Jobs and Sync instead of New, and syncs its projects', async ({ page, request }) => {
    const { email, admin } = await openCompany(request, 'Matai', '05');
    await admin('/integrations/myob-advanced/save', { baseUrl: myob.url, tenant: 'Matai', username: 'timekeep', password: 'Myob-pass-1' });

    await signInTo(page, email, '/job/list');
    await expect(toolbar(page).getByRole('button', { name: 'Sync Jobs' })).toBeVisible();
    await expect(toolbar(page).getByRole('button', { name: 'New' })).toHaveCount(0);
    await expect(toolbar(page).getByRole('button', { name: 'Import' })).toHaveCount(0);
    await toolbar(page).getByRole('button', { name: 'Sync Jobs' }).click();
    await expectNotice(page, 'Sync Successfully.');
    await expect(page.getByRole('row', { name: /PRJ-100 Warehouse fit-out/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /PRJ-200 Office cleaning/ })).toBeVisible();
    await keepScreenshot(page, 'jobs-myob-synced');
    await page.screenshot({ path: join(tmpdir(), 'jobs-myob-synced.png'), fullPage: true });

    await page.goto('/task/list');
    await expect(toolbar(page).getByRole('button', { name: /Sync$/ })).toBeVisible();
    await expect(toolbar(page).getByRole('button', { name: 'New' })).toHaveCount(0);
    await expect(page.getByRole('row', { name: /LABOUR Labour/ })).toBeVisible();

    // MYOB out of reach: the reason follows the spec's text.
    myob.failReads({ kind: 500 });
    await toolbar(page).getByRole('button', { name: /Sync$/ }).click();
    await expectNotice(page, 'Failed to sync. MYOB Advanced had a server error (500) reading its projects: try again later.');
    myob.failReads(null);
    expect(myob.sessions.size).toBe(0);
  });

  test('an AX company imports its jobs file, sees why a wrong file is refused, and has no New', async ({ page, request }) => {
    const { email } = await openCompany(request, 'Hinau', '02');
    await signInTo(page, email, '/job/list');
    await expect(toolbar(page).getByRole('button', { name: 'Import' })).toBeVisible();
    await expect(toolbar(page).getByRole('button', { name: 'New' })).toHaveCount(0);
    await expect(toolbar(page).getByRole('button', { name: 'Sync Jobs' })).toHaveCount(0);

    await toolbar(page).getByRole('button', { name: 'Import' }).click();
    const modal = page.getByRole('dialog', { name: 'Import Jobs' });
    await modal.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(modal.getByText('This field is required.')).toBeVisible();

    const template = page.waitForEvent('download');
    await modal.getByRole('button', { name: 'Download the template' }).click();
    expect((await template).suggestedFilename()).toBe('jobs-import-template.xlsx');

    const wrong = join(tmpdir(), 'hinau-timesheet.csv');
    writeFileSync(wrong, 'Employee,Hours\r\nE1,8\r\n');
    await modal.locator('input[type=file]').setInputFiles(wrong);
    await modal.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectNotice(page, 'Failed to import the jobs.');
    await expect(modal.getByRole('alert')).toContainText("The file has a column the jobs file does not have: 'Employee'.");
    await page.screenshot({ path: join(tmpdir(), 'jobs-import-refused.png'), fullPage: true });

    const good = join(tmpdir(), 'hinau-jobs.csv');
    writeFileSync(good, ['Job Code,Job Name,Task Code,Task Name', 'J-1001,Warehouse fit-out,LAB,Labour', 'J-1001,Warehouse fit-out,TRV,Travel', 'J-1002,Office cleaning,,'].join('\r\n'));
    await modal.locator('input[type=file]').setInputFiles(good);
    await modal.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectNotice(page, 'Jobs are imported successfully.');
    await expect(modal).toHaveCount(0);
    await expect(page.getByRole('row', { name: /J-1001 Warehouse fit-out/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /J-1002 Office cleaning/ })).toBeVisible();
    await keepScreenshot(page, 'jobs-ax-imported');

    await page.goto('/task/list');
    await expect(page.getByRole('row', { name: /TRV Travel/ })).toBeVisible();
    await expect(toolbar(page).getByRole('button', { name: 'New' })).toHaveCount(0);
    await expect(toolbar(page).getByRole('button', { name: 'Import' })).toHaveCount(0);
  });

  test('a WorkflowMax company has no New; a company without an integration keeps New', async ({ page, request }) => {
    const { email } = await openCompany(request, 'Tawa', '04');
    await signInTo(page, email, '/job/list');
    await expect(toolbar(page).getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    await expect(toolbar(page).getByRole('button', { name: 'New' })).toHaveCount(0);
    await expect(toolbar(page).getByRole('button', { name: 'Import' })).toHaveCount(0);

    const plain = await openCompany(request, 'Rimu', '');
    await signOut(page);
    await signInTo(page, plain.email, '/job/list');
    await expect(toolbar(page).getByRole('button', { name: 'New' })).toBeVisible();
    await expect(toolbar(page).getByRole('button', { name: /Sync|Import/ })).toHaveCount(0);
  });
});
