import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { failCalls } from '../support/fail';
import { expectNotice } from '../support/notice';
import { keepScreenshot } from '../support/screenshots';
import { ADMIN, signIn, SUPERADMIN, SUPERADMIN_PASSWORD } from '../support/sign-in';
import { apiAs } from '../support/api';

const ADMIN_EMAIL = 'admin@rimu.example.com';
const ADMIN_PASSWORD = 'Rimu-admin-1';
const SECRET = 'Rimu-payroll-secret-1';
const DAY = '2026-11-23';

/** What an integrator's system does: client credentials with HTTP Basic. */
const tokenRequest = (request: APIRequestContext, secret: string) =>
  request.post('/server/oauth/token', { form: { grant_type: 'client_credentials' }, headers: { authorization: `Basic ${Buffer.from(`rimu-payroll:${secret}`).toString('base64')}` } });

test.describe('OAuth clients', () => {
  test('an admin creates a client, its system gets a token and posts a punch the timesheet shows under its name, and a new secret shuts the old token out', async ({ page, request }) => {
    const root = apiAs(request, SUPERADMIN, SUPERADMIN_PASSWORD);
    const opened = await root<{ message: string }>('/customer/save', {
      name: 'Rimu Ltd', code: 'RIMU', timeZone: 'Pacific/Auckland', country: 'NZ', region: 'AUK', sumLicense: 10, sumAppLicense: 0,
      adminFirstName: 'Rawiri', adminLastName: 'Admin', adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD,
    });
    expect(opened.message).toBe('success');
    const admin = apiAs(request, ADMIN_EMAIL, ADMIN_PASSWORD);
    const north = (await admin<{ departmentVo: { id: string } }>('/department/save', { departmentName: 'North' })).departmentVo.id;
    const weekly = (await admin<{ id: string }>('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).id;
    const employeeId = (await admin<{ id: string }>('/employee/save-without-photo', { firstName: 'Aroha', lastName: 'Rimu', departmentId: north, paygroupId: weekly, hireOnDateValue: '2026-01-05', payId: 'P-1' })).id;

    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('link', { name: 'OAuth Clients' }).click();
    await expect(page).toHaveURL(/\/oauth\/clients$/);
    await page.getByRole('button', { name: 'New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add OAuth Client' });
    await expect(dialog).toBeVisible();
    // The spec's way: the administrator types both (the product makes them unless told otherwise).
    await dialog.getByRole('radio', { name: 'Typed here' }).check();
    await dialog.getByLabel('Client ID').fill('rimu-payroll');
    await dialog.getByLabel('Secret', { exact: true }).fill(SECRET);
    await dialog.getByLabel('Confirm Secret').fill(`${SECRET}x`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('The two secrets that you entered do not match!')).toBeVisible();
    await dialog.getByLabel('Confirm Secret').fill(SECRET);
    const scopes = dialog.getByLabel('Scopes');
    await scopes.click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('Select all', { exact: true }).click();
    await dialog.getByText('Client ID', { exact: true }).click();
    await page.screenshot({ path: '/tmp/oauth-client-modal.png' });
    await keepScreenshot(page, 'oauth-client-modal');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'OAuth client is saved successfully.');
    const row = page.locator('tbody tr.ant-table-row', { hasText: 'rimu-payroll' });
    await expect(row).toContainText('punches:write timesheets:read employees:read employees:write leave:read leave:write roster:read payperiods:read');

    // The client's system: a token, then a punch.
    const granted = await tokenRequest(request, SECRET);
    expect(granted.status()).toBe(200);
    const { access_token: access } = await granted.json();
    const punched = await request.post('/server/api/punches/save', { data: { employeeId, day: DAY, punchTime: '07:45' }, headers: { authorization: `Bearer ${access}` } });
    expect((await punched.json()).message).toBe('success');

    // The timesheet shows the punch, and its history names the client.
    await page.goto(`/timesheet/view?id=${employeeId}&fromT=${DAY}&toT=2026-11-29`);
    await expect(page.getByRole('grid', { name: 'Punch record' })).toContainText('07:45');
    await page.getByRole('button', { name: 'History' }).click();
    const drawer = page.locator('.ant-drawer');
    await expect(drawer.getByLabel('Change 1', { exact: true })).toContainText('OAuth client rimu-payroll');
    await page.screenshot({ path: '/tmp/oauth-client-history.png' });
    await drawer.getByRole('button', { name: 'Close' }).click();

    // A new secret: the Client ID stays fixed, and the token issued before is refused.
    await page.goto('/oauth/clients');
    await page.getByRole('button', { name: 'Edit rimu-payroll' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit OAuth Client' });
    await expect(edit.getByLabel('Client ID')).toBeDisabled();
    await edit.getByRole('radio', { name: 'Type a new one' }).check();
    await edit.getByLabel('New Secret').fill('Rimu-payroll-secret-2');
    await edit.getByLabel('Confirm Secret').fill('Rimu-payroll-secret-2');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'OAuth client is saved successfully.');
    const refused = await request.get(`/server/api/timesheet/getPunchRecords?employeeId=${employeeId}`, { headers: { authorization: `Bearer ${access}` } });
    expect(refused.status()).toBe(401);
    expect((await tokenRequest(request, SECRET)).status()).toBe(401);
    expect((await tokenRequest(request, 'Rimu-payroll-secret-2')).status()).toBe(200);

    // The client's history says who gave it a new secret, as a version only.
    await page.getByRole('button', { name: 'Edit rimu-payroll' }).click();
    await page.getByRole('dialog', { name: 'Edit OAuth Client' }).getByRole('button', { name: 'History' }).click();
    const history = page.locator('.ant-drawer', { hasText: 'History of rimu-payroll' });
    await expect(history.getByLabel('Change 1', { exact: true })).toContainText('by Rawiri Admin');
    await expect(history.getByLabel('Change 1', { exact: true })).toContainText('Secret Version');
    await expect(history).not.toContainText('Rimu-payroll-secret');
    await page.screenshot({ path: '/tmp/oauth-client-audit.png' });
    await history.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog', { name: 'Edit OAuth Client' }).getByRole('button', { name: 'Cancel' }).click();

    // Revoked (issue 34 §3): the live token and the secret stop at once; deleted: the client is gone.
    const live = (await (await tokenRequest(request, 'Rimu-payroll-secret-2')).json()).access_token as string;
    await page.getByRole('button', { name: 'Revoke rimu-payroll' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Revoke' }).click();
    await expectNotice(page, 'The OAuth client is revoked: its tokens and its secret no longer work. Give it a new secret to let it in again.');
    expect((await request.get(`/server/api/timesheet/getPunchRecords?employeeId=${employeeId}`, { headers: { authorization: `Bearer ${live}` } })).status()).toBe(401);
    expect((await tokenRequest(request, 'Rimu-payroll-secret-2')).status()).toBe(401);
    await page.getByRole('button', { name: 'Delete rimu-payroll' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await expectNotice(page, 'The OAuth client is deleted: its tokens no longer work.');
    await expect(page.locator('tbody tr.ant-table-row', { hasText: 'rimu-payroll' })).toHaveCount(0);
    await keepScreenshot(page, 'oauth-clients-after-delete');
  });

  // Document 3 §2 (the modal 500 wide) and §8 "Imports and transfers" (the save's failure text).
  test('the Add OAuth Client modal is 500 wide, and a save failing outright says so and keeps the modal open', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/oauth/clients');
    await page.getByRole('button', { name: 'New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add OAuth Client' });
    await expect(dialog.locator('.ant-modal-content')).toHaveCSS('width', '500px');
    await dialog.getByRole('radio', { name: 'Typed here' }).check();
    await dialog.getByLabel('Client ID').fill('demo-failing');
    await dialog.getByLabel('Secret', { exact: true }).fill(SECRET);
    await dialog.getByLabel('Confirm Secret').fill(SECRET);
    await dialog.getByLabel('Scopes').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('Select all', { exact: true }).click();
    await dialog.getByText('Client ID', { exact: true }).click();
    await failCalls(page, 'POST', '/oauth/save');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Failed to save OAuth client.');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Client ID')).toHaveValue('demo-failing');
  });

  // Issue 34 §3: credentials the product makes, shown once; the client's use of the API.
  test('an admin has the product make a client’s credentials, sees them once, and sees the client’s calls; a new secret made later ends the old one', async ({ page, request }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/oauth/clients');
    await page.getByRole('button', { name: 'New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add OAuth Client' });
    await expect(dialog.getByRole('radio', { name: 'Made for me' })).toBeChecked();
    await expect(dialog.getByLabel('Secret', { exact: true })).toHaveCount(0);
    await dialog.getByLabel('Scopes').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('Read employees (employees:read)', { exact: true }).click();
    await dialog.getByText('Client ID', { exact: true }).click();
    await keepScreenshot(page, 'oauth-client-made');
    await dialog.getByRole('button', { name: 'Save' }).click();

    // Shown this once, each with its copy button; only Done closes it.
    const shown = page.getByRole('dialog', { name: 'Client Credentials' });
    await expect(shown.getByText('it is not shown again', { exact: false })).toBeVisible();
    const [clientId, secret] = (await shown.locator('code').allInnerTexts()).map((t) => t.trim());
    expect(clientId).toMatch(/^tk_[0-9a-f]{24}$/);
    expect(secret).toMatch(/^tks_/);
    // The Client ID, the secret, and the token endpoint's address on this server to ask with them.
    await expect(shown.getByRole('button', { name: /Copy/ })).toHaveCount(3);
    await expect(shown.getByText(/^http.*\/server\/oauth\/token$/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(shown).toBeVisible();
    await keepScreenshot(page, 'oauth-client-credentials');
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toHaveCount(0);

    // Its system takes a token with them and calls twice.
    const basic = `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;
    const granted = await request.post('/server/oauth/token', { form: { grant_type: 'client_credentials' }, headers: { authorization: basic } });
    expect(granted.status()).toBe(200);
    const access = (await granted.json()).access_token as string;
    for (let i = 0; i < 2; i++) expect((await request.get('/server/api/employees?page=1&pageSize=10', { headers: { authorization: `Bearer ${access}` } })).status()).toBe(200);

    // The list says when it last called and how often today; the edit shows the week.
    await page.goto('/oauth/clients');
    const row = page.locator('tbody tr.ant-table-row', { hasText: clientId });
    await expect(row).not.toContainText('Never');
    await expect(row.locator('td').nth(3)).toHaveText('2');
    await page.getByRole('button', { name: `Edit ${clientId}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit OAuth Client' });
    const use = edit.locator('.ant-descriptions', { hasText: 'Use of the API' });
    await expect(use.locator('.ant-descriptions-row')).toHaveCount(8);
    await expect(use.locator('.ant-descriptions-row').last()).toContainText('2 calls');
    await expect(edit.getByRole('radio', { name: 'Keep it' })).toBeChecked();
    await keepScreenshot(page, 'oauth-client-use');

    // A new secret made on the edit: shown once; the old token stops at once.
    await edit.getByRole('radio', { name: 'Make a new one' }).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(shown).toBeVisible();
    const renewed = (await shown.locator('code').allInnerTexts()).map((t) => t.trim());
    expect(renewed[0]).toBe(clientId);
    expect(renewed[1]).not.toBe(secret);
    await shown.getByRole('button', { name: 'Done' }).click();
    expect((await request.get('/server/api/employees?page=1&pageSize=10', { headers: { authorization: `Bearer ${access}` } })).status()).toBe(401);

    // On a phone the credentials fit the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: `Edit ${clientId}` }).click();
    await edit.getByRole('radio', { name: 'Make a new one' }).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(shown).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(page, 'oauth-client-credentials-phone');
    await shown.getByRole('button', { name: 'Done' }).click();
  });
});
