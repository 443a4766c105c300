import type { APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expect, test } from '../support/test';
import { keepScreenshot } from '../support/screenshots';
import { chooseOption } from '../support/select';
import { ADMIN, signIn, SUPERADMIN, SUPERADMIN_PASSWORD } from '../support/sign-in';
import { apiAs } from '../support/api';

/** What a phone's camera reads from the image: the QR code's text. */
function decodeQr(file: string): string | null {
  const png = PNG.sync.read(readFileSync(file));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

/**
 * A customer with job and task codes, and position codes as asked, opened by the Superadmin; its
 * admin's API, with a job 'J-POUR - Pour' of one task 'T-FORM - Formwork', and `jobs` more of two tasks each.
 */
/** A company code and admin address no other run of the suite holds: a repeated or retried test opens its own company. */
const unique = (name: string) => `${name}${Date.now().toString(36).toUpperCase()}`;

async function customer(request: APIRequestContext, name: string, positionCodes: boolean, jobs: string[]) {
  const code = unique(name);
  const email = `admin@${code.toLowerCase()}.example.com`;
  const password = `${code}-admin-1`;
  const root = apiAs(request, SUPERADMIN, SUPERADMIN_PASSWORD);
  const opened = await root<{ message: string }>('/customer/save', {
    name: `${code} Build`, code, timeZone: 'Pacific/Auckland', country: 'NZ', region: 'AUK', sumLicense: 10, sumAppLicense: 0,
    isPositionCodeEnabled: positionCodes, isJobCodeEnabled: true, isTaskCodeEnabled: true,
    adminFirstName: 'Pou', adminLastName: 'Admin', adminEmail: email, adminPassword: password,
  });
  expect(opened.message).toBe('success');
  const admin = apiAs(request, email, password);
  const task = async (taskCode: string, name: string) => (await admin<{ id: string }>('/task/save', { code: taskCode, name })).id;
  await admin('/job/save', { code: 'J-POUR', name: 'Pour', taskID: [await task('T-FORM', 'Formwork')] });
  for (const [i, job] of jobs.entries()) await admin('/job/save', { code: `J-${i}`, name: job, taskID: [await task(`T-${i}A`, `${job} A`), await task(`T-${i}B`, `${job} B`)] });
  return { email, password, admin };
}

test.describe('punch codes', () => {
  test('an admin generates a code for a position, job and task and downloads punchCode.png, which reads back as the signed payload', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/punch/generate-code');
    await expect(page.getByRole('heading', { name: 'Generate Punch Code' })).toBeVisible();

    // The demo's Picker position offers one job: it is chosen, and its tasks are offered.
    await chooseOption(page, page.getByLabel('Position'), 'Picker');
    await expect(page.locator('.ant-select', { has: page.getByLabel('Job', { exact: true }) })).toContainText('J-1001 - Supermarket distribution');
    await chooseOption(page, page.getByLabel('Task'), 'T-PICK - Picking');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByRole('img', { name: 'Punch code' })).toBeVisible();
    await expect(page.getByText('Picker / Supermarket distribution / Picking')).toBeVisible();
    await keepScreenshot(page, 'punch-code');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('punchCode.png');
    const file = await download.path();
    const text = decodeQr(file);
    expect(text).not.toBeNull();
    const payload = JSON.parse(text as string) as Record<string, unknown>;
    expect(payload).toEqual({
      departmentId: expect.any(String),
      departmentName: 'Picker',
      jobId: expect.any(String),
      jobName: 'Supermarket distribution',
      taskId: expect.any(String),
      taskName: 'Picking',
      sig: expect.stringMatching(/^v1\./),
    });

    // 'All Jobs' lists every active job, whatever the position offers.
    await page.getByRole('checkbox', { name: 'All Jobs' }).check();
    await chooseOption(page, page.getByLabel('Job', { exact: true }), 'J-1002 - Hardware deliveries');
    await expect(page.getByLabel('Task')).toBeEnabled();
  });

  test("the specific customer's admin generates a code from Project, Level 2, Level 3 and Category, all required", async ({ page, request }) => {
    const code = unique('CALDER');
    const email = `admin@${code.toLowerCase()}.example.com`;
    const password = 'Calder-admin-1';
    const root = apiAs(request, SUPERADMIN, SUPERADMIN_PASSWORD);
    const opened = await root<{ message: string }>('/customer/save', {
      name: 'Calder Build', code, timeZone: 'Pacific/Auckland', country: 'NZ', region: 'AUK', sumLicense: 10, sumAppLicense: 0,
      specialCustomer: true, isJobCodeEnabled: true, isTaskCodeEnabled: true,
      adminFirstName: 'Cal', adminLastName: 'Admin', adminEmail: email, adminPassword: password,
    });
    expect(opened.message).toBe('success');
    const admin = apiAs(request, email, password);
    const task = async (code: string, name: string) => (await admin<{ id: string }>('/task/save', { code, name })).id;
    const taskIds = [await task('P1', 'Panel 1'), await task('P1.01', 'Panel 1 cast'), await task('P1.02', 'Panel 1 cure'), await task('P2', 'Panel 2')];
    await admin('/job/save', { code: 'PRJ-7', name: 'Harbour Tower', taskID: taskIds });

    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/punch/generate-code');
    await expect(page.getByLabel('Position')).toHaveCount(0);
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByText('This field is required.')).toHaveCount(4);

    // Two Level 2 items: none is chosen for the user.
    await chooseOption(page, page.getByLabel('Project'), 'PRJ-7 - Harbour Tower');
    await chooseOption(page, page.getByLabel('Level 2'), 'P1 - Panel 1');
    await chooseOption(page, page.getByLabel('Level 3'), 'P1.02 - Panel 1 cure');
    await page.getByLabel('Category').click({ force: true });
    const category = (await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().innerText()).trim();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByRole('img', { name: 'Punch code' })).toBeVisible();
    await keepScreenshot(page, 'punch-code-special');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('punchCode.png');
    const payload = JSON.parse(decodeQr(await download.path()) as string) as Record<string, unknown>;
    expect(payload).toMatchObject({ projectName: 'Harbour Tower', panelName: 'Panel 1', taskName: 'Panel 1 cure', sig: expect.stringMatching(/^v1\./) });
    expect(category).toContain(payload.categoryName as string);
  });

  // Document 3 §2 "Punch code" (the tree labelled with the structure's name, only with position codes) and §4 (a single job or task is chosen).
  test('the structure select carries the renamed level’s name, and a job of one task has that task chosen', async ({ page, request }) => {
    const { email, password, admin } = await customer(request, 'HINAU', true, ['Strip']);
    const levels = await admin.get<Array<{ id: string; level: string; labelName: string }>>('/api/company-structures');
    const renamed = levels.map((l) => ({ id: l.id, labelName: l.level === 'Position' ? 'Crew' : l.labelName, timeZone: '', isActive: true }));
    expect((await admin<{ message: string }>('/structure/update', renamed)).message).toBe('success');

    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/punch/generate-code');
    await expect(page.getByLabel('Crew')).toBeVisible();
    await expect(page.getByLabel('Position')).toHaveCount(0);
    await expect(page.locator('.ant-select', { has: page.getByLabel('Crew') })).toContainText('Choose a crew');

    await page.getByRole('checkbox', { name: 'All Jobs' }).check();
    await chooseOption(page, page.getByLabel('Job', { exact: true }), 'J-POUR - Pour');
    const task = page.locator('.ant-select', { has: page.getByLabel('Task') });
    await expect(task).toContainText('T-FORM - Formwork');
    // A job of two tasks leaves the choice to the person.
    await chooseOption(page, page.getByLabel('Job', { exact: true }), 'J-0 - Strip');
    await expect(task).toContainText('Choose a task');
  });

  test('without position codes there is no structure select, and the one job and its one task are chosen', async ({ page, request }) => {
    const { email, password } = await customer(request, 'TAWA', false, []);
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/punch/generate-code');
    await expect(page.locator('.ant-select', { has: page.getByLabel('Task') })).toContainText('T-FORM - Formwork');
    await expect(page.locator('.ant-select', { has: page.getByLabel('Job', { exact: true }) })).toContainText('J-POUR - Pour');
    await expect(page.getByLabel('Position')).toHaveCount(0);
    await expect(page.locator('.ant-tree-select')).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'All Jobs' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByText('Pour / Formwork', { exact: true })).toBeVisible();
    await keepScreenshot(page, 'punch-code-no-positions');
  });
});
