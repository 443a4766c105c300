import { startWebhookReceiver, type WebhookReceiver } from '@timekeep/testing-webhooks';
import { apiAs } from '../support/api';
import { expectNotice } from '../support/notice';
import { keepScreenshot } from '../support/screenshots';
import { signIn, SUPERADMIN, SUPERADMIN_PASSWORD } from '../support/sign-in';
import { expect, test } from '../support/test';

const ADMIN_EMAIL = 'admin@totara.example.com';
const ADMIN_PASSWORD = 'Totara-admin-1';

/** Issue 34 §1: an admin subscribes a receiver, tests it, reads its log and replays what failed once the receiver is back. */
test.describe('webhooks', () => {
  let receiver: WebhookReceiver;
  test.beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  test.afterAll(async () => receiver?.close());

  test('an admin creates a subscription, sends a test event, sees it in the log, and replays a failed delivery after the receiver comes back', async ({ page, request }) => {
    // A whole walk: four rounds through the worker (fan-out, then the sender) and two screens; 18 s on
    // an idle machine, past the default 90 s when three browser tiers share it. No step waits on a clock.
    test.setTimeout(180_000);
    const root = apiAs(request, SUPERADMIN, SUPERADMIN_PASSWORD);
    const opened = await root<{ message: string }>('/customer/save', {
      name: 'Tōtara Ltd', code: 'TOTARA', timeZone: 'Pacific/Auckland', country: 'NZ', region: 'AUK', sumLicense: 10, sumAppLicense: 0,
      adminFirstName: 'Tama', adminLastName: 'Admin', adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD,
    });
    expect(opened.message).toBe('success');
    const admin = apiAs(request, ADMIN_EMAIL, ADMIN_PASSWORD);
    const north = (await admin<{ departmentVo: { id: string } }>('/department/save', { departmentName: 'North' })).departmentVo.id;
    const weekly = (await admin<{ id: string }>('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).id;
    const employeeId = (await admin<{ id: string }>('/employee/save-without-photo', { firstName: 'Aroha', lastName: 'Tōtara', departmentId: north, paygroupId: weekly, hireOnDateValue: '2026-01-05', payId: 'T-1' })).id;

    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await expect(page).toHaveURL(/\/webhooks$/);
    await expect(page.getByText('No webhooks yet.')).toBeVisible();
    await page.getByRole('button', { name: 'New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Webhook' });
    // A private address is refused with the reason, and nothing is saved.
    await dialog.getByLabel('Receiver URL').fill('https://10.0.0.8/hooks');
    await dialog.getByLabel('Events').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('Punch recorded (punch.recorded)', { exact: true }).click();
    await dialog.getByLabel('Description').click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, '10.0.0.8 is a private or local address: webhooks are sent only to public addresses.');
    await dialog.getByLabel('Receiver URL').fill(receiver.url('/payroll'));
    await dialog.getByLabel('Description').fill('Payroll system');
    await keepScreenshot(page, 'webhook-modal');
    await dialog.getByRole('button', { name: 'Save' }).click();

    // The secret, shown this once.
    const secretDialog = page.getByRole('dialog', { name: 'Signing Secret' });
    await expect(secretDialog.getByText('The subscription is created. Copy its signing secret now: it is not shown again.')).toBeVisible();
    const secret = (await secretDialog.locator('code').innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    receiver.trust('payroll', secret);
    await keepScreenshot(page, 'webhook-secret');
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    const row = page.locator('tbody tr.ant-table-row', { hasText: 'Payroll system' });
    await expect(row).toContainText('Sending');
    await expect(row).toContainText('Punch recorded');

    // A test event, verified by the receiver with the secret, and in the log.
    await row.getByRole('button', { name: /^Send test event/ }).click();
    await expectNotice(page, 'A test event is on its way.');
    await expect.poll(() => receiver.received('/payroll').map((r) => [r.json.type, r.verifiedBy.join()])).toEqual([['webhook.test', 'payroll']]);
    await row.getByRole('button', { name: /^Deliveries/ }).click();
    const drawer = page.locator('.ant-drawer-content');
    const testRow = drawer.locator('tbody tr.ant-table-row', { hasText: 'Test event' });
    await expect(testRow).toContainText('Delivered');
    await expect(testRow).toContainText('200 in');
    await drawer.getByRole('button', { name: 'Close' }).click();

    // The receiver is gone (410): the subscription is disabled and the punch's delivery failed.
    receiver.answer('/payroll', { status: 410 });
    expect((await admin<{ message: string }>('/api/punches/save', { employeeId, day: '2026-11-23', punchTime: '07:45' })).message).toBe('success');
    await expect.poll(() => receiver.received('/payroll').length).toBe(2);
    // The worker disables it; the list shows it when next read (it does not poll).
    await expect.poll(async () => (await admin.get<Array<{ status: string }>>('/api/webhooks/subscriptions'))[0]?.status).toBe('disabled');
    await page.reload();
    await expect(row).toContainText('Disabled');
    await expect(row).toContainText('The receiver answered 410 Gone.');

    // Back: the admin resumes it and replays the failed delivery from the log.
    receiver.answer('/payroll', { status: 200 });
    await row.getByRole('button', { name: /^Resume/ }).click();
    await expectNotice(page, 'The subscription is sending again.');
    await expect(row).toContainText('Sending');
    await row.getByRole('button', { name: /^Deliveries/ }).click();
    const punchRow = drawer.locator('tbody tr.ant-table-row', { hasText: 'Punch recorded' });
    await expect(punchRow).toContainText('Failed');
    await expect(punchRow).toContainText('410 in');
    await punchRow.getByRole('button', { name: /^Details/ }).click();
    const details = page.getByRole('dialog', { name: 'Punch recorded: Failed' });
    await expect(details).toContainText(`"employeeId": "${employeeId}"`);
    await expect(details).toContainText('"punchTime": "07:45"');
    await keepScreenshot(page, 'webhook-delivery-details');
    await details.getByRole('button', { name: 'Close' }).click();
    await punchRow.getByRole('button', { name: /^Replay this delivery/ }).click();
    await expectNotice(page, 'One delivery will be sent again.');
    await expect.poll(() => receiver.received('/payroll').length).toBe(3);
    const [, failed, replayed] = receiver.received('/payroll');
    expect([replayed.id, replayed.body, replayed.verifiedBy]).toEqual([failed.id, failed.body, ['payroll']]);
    const subscriptionId = (await admin.get<Array<{ id: string }>>('/api/webhooks/subscriptions'))[0].id;
    await expect
      .poll(async () => (await admin.get<{ items: Array<{ eventType: string; status: string }> }>(`/api/webhooks/subscriptions/${subscriptionId}/deliveries?page=1&pageSize=10`)).items.find((d) => d.eventType === 'punch.recorded')?.status)
      .toBe('delivered');
    await page.reload();
    await row.getByRole('button', { name: /^Deliveries/ }).click();
    await expect(drawer.locator('tbody tr.ant-table-row', { hasText: 'Punch recorded' })).toContainText('Delivered');
    await keepScreenshot(page, 'webhook-deliveries');

    // On a phone: the list and the log fit the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.locator('tbody tr.ant-table-row', { hasText: 'Payroll system' })).toContainText('Sending');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(page, 'webhooks-phone');
    await page.locator('tbody tr.ant-table-row', { hasText: 'Payroll system' }).getByRole('button', { name: /^Deliveries/ }).click();
    await expect(page.locator('.ant-drawer-content tbody tr.ant-table-row', { hasText: 'Test event' })).toContainText('Delivered');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(page, 'webhook-deliveries-phone');
  });
});
