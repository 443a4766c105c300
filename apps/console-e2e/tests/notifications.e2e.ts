import type { Page } from '@playwright/test';
import { startPushService, type PushService } from '@timekeep/testing-push';
import { apiAs } from '../support/api';
import { productNow } from '../support/clock';
import { expectNotice } from '../support/notice';
import { keepScreenshot } from '../support/screenshots';
import { requestDayOfLeave } from '../support/leave';
import { DEMO_PASSWORD, EMPLOYEE, signIn, SUPERVISOR } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * Notifications that reach people (issue 31 point 5, ADR 0070), on the demo and on phones: Mere
 * Walker turns push on for her phone in her profile, asks for leave; Sam Patel approves it on his
 * phone; the server pushes the decision through a push service on loopback that checks the VAPID
 * signature and decrypts it as her browser's would, and the push is handed to her page's service
 * worker through Chromium's DevTools protocol (headless Chromium has no push service of its own).
 */
const PHONE = { viewport: { width: 390, height: 844 }, permissions: ['notifications'] };
const pad = (n: number) => String(n).padStart(2, '0');
/** A Thursday eleven weeks ahead: clear of the demo's leave and of the other leave tests' days. */
function thursdayIn(weeks: number): string {
  const d = productNow();
  d.setUTCDate(d.getUTCDate() + 7 * weeks + ((4 - d.getUTCDay() + 7) % 7));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/**
 * The browser's push service, as the page sees it: headless Chromium cannot reach Google's, so
 * PushManager hands out the loopback service's subscription, keeping the key the console asked
 * it with. Everything else (the permission, the service worker, the console's calls) is real.
 */
async function phoneWithPushService(page: Page, push: PushService) {
  const device = push.subscribe();
  await page.addInitScript((sub) => {
    const held = () => localStorage.getItem('tk-e2e-push') === 'on';
    const subscription = () => ({
      endpoint: sub.endpoint,
      expirationTime: null,
      options: {},
      getKey: () => null,
      toJSON: () => sub,
      unsubscribe: async () => {
        localStorage.removeItem('tk-e2e-push');
        return true;
      },
    });
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey as Uint8Array;
      localStorage.setItem('tk-e2e-push-key', btoa(String.fromCharCode(...key)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''));
      localStorage.setItem('tk-e2e-push', 'on');
      return subscription() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return (held() ? subscription() : null) as unknown as PushSubscription;
    };
  }, device);
  return device;
}

test.describe('notifications', () => {
  test.use({ serviceWorkers: 'allow' });
  let push: PushService;
  test.beforeAll(async () => {
    push = await startPushService({ port: Number(process.env.TK_E2E_PUSH_PORT) });
  });
  test.afterAll(() => push?.close());

  test('she turns push on for her phone; his approval on his phone reaches her phone’s service worker and her bell', async ({ page, browser, baseURL, request }) => {
    test.setTimeout(180_000);
    const day = thursdayIn(11);
    await page.setViewportSize(PHONE.viewport);
    await page.context().grantPermissions(PHONE.permissions);
    const device = await phoneWithPushService(page, push);

    // Her profile's Notifications: what she can receive, and this device.
    await signIn(page, EMPLOYEE);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/profile/notifications');
    await expect(page.getByRole('tab', { name: 'Notifications', selected: true })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Decisions on my leave: Push' })).toBeChecked();
    await expect(page.getByRole('switch', { name: /Leave requests waiting/ })).toHaveCount(0);
    const thisDevice = page.getByRole('region', { name: 'This device' });
    await thisDevice.getByRole('button', { name: 'Turn on on this device' }).click();
    await expect(thisDevice).toContainText('Push notifications are on for this device. One device receives your push notifications.');
    // The console subscribed with the server's own VAPID key.
    const preferences = await apiAs(request, EMPLOYEE, DEMO_PASSWORD).get<{ push: { publicKey: string; devices: number } }>('/api/notifications/preferences');
    expect(preferences.push.devices).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('tk-e2e-push-key'))).toBe(preferences.push.publicKey);
    await keepScreenshot(page, 'notifications-phone');

    // She asks for a day of Annual Leave, on her phone.
    await requestDayOfLeave(page, day);
    await page.goto('/');

    // Sam approves it on his phone.
    const his = await browser.newContext({ baseURL, viewport: PHONE.viewport, reducedMotion: 'reduce' });
    const sam = await his.newPage();
    await signIn(sam, SUPERVISOR);
    await expect(sam).toHaveURL(/\/$/);
    await sam.goto(`/leave/list?startDate=${day}&endDate=${day}&status=Pending`);
    await sam.getByRole('button', { name: `Examine the leave of Mere Walker from ${day}` }).click();
    const approval = sam.getByRole('dialog', { name: 'Leave Approval · Mere Walker' });
    await approval.getByRole('radio', { name: 'Approved' }).check();
    await approval.getByRole('button', { name: 'Save' }).click();
    await expectNotice(sam, 'The leave is updated successfully.');
    await his.close();

    // The server's push reached the push service, signed and encrypted to her phone.
    await expect.poll(() => push.received(device.endpoint).length, { timeout: 30_000 }).toBe(1);
    const [received] = push.received(device.endpoint);
    expect(received.vapidKey).toBe(preferences.push.publicKey);
    const payload = JSON.parse(received.payload) as { title: string; body: string; link: string };
    expect(payload).toMatchObject({ title: 'Your leave was approved', link: `/leave/list?startDate=${day}&endDate=${day}&status=Approved` });

    // Handed to her page's service worker as her browser's push service would: it tells the open console.
    const cdp = await page.context().newCDPSession(page);
    const registered = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const live = registrations.find((r) => !r.isDeleted && r.scopeURL === `${new URL(page.url()).origin}/`);
        if (live) resolve(live.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registered;
    // Listening before the push is handed over: a message posted before the page listens is not replayed.
    await page.evaluate(() => {
      const heard: unknown[] = [];
      Object.assign(window, { heardFromWorker: heard });
      navigator.serviceWorker.addEventListener('message', (e) => heard.push(e.data));
    });
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(page.url()).origin, registrationId, data: received.payload });
    await expect.poll(() => page.evaluate(() => (window as unknown as { heardFromWorker: unknown[] }).heardFromWorker)).toEqual([{ type: 'timekeep-push', title: 'Your leave was approved', body: payload.body, link: payload.link }]);
    // The bell asked again at once, without waiting for its minute.
    await expect(page.getByRole('banner').getByRole('button', { name: /^Messages, \d+ unread$/ })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: /^Messages/ }).click();
    await expect(page.getByRole('tooltip').getByRole('listitem', { name: 'Unread: Your leave was approved' }).first()).toBeVisible();

    // She turns it off again: the server forgets this device.
    await page.keyboard.press('Escape');
    await page.goto('/profile/notifications');
    await thisDevice.getByRole('button', { name: 'Turn off on this device' }).click();
    await expect(thisDevice).toContainText('Turn push on to be told on this device even when Timekeep is closed.');
    expect((await apiAs(request, EMPLOYEE, DEMO_PASSWORD).get<{ push: { devices: number } }>('/api/notifications/preferences')).push.devices).toBe(0);
  });
});
