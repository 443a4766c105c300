import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiAs } from '../support/api';
import { hireForTheClock } from '../support/people';
import { keepScreenshot } from '../support/screenshots';
import { ADMIN, DEMO_PASSWORD, signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * The clock without a network (issue 31 point 6, ADR 0071), on a phone: the page registered its
 * device while online; the network drops; a punch is kept on the device, shown as waiting to send;
 * the network comes back and the punch is sent, recorded once at the time it was taken, and the
 * timesheet marks it recorded offline. And the clock installs as an app.
 */
test.describe('the clock without a network', () => {
  test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Pacific/Auckland', serviceWorkers: 'allow' });

  test('a punch taken with the network down waits on the phone, is sent when the network is back, and appears once, marked recorded offline', async ({ page, request, browser, baseURL }) => {
    test.setTimeout(150_000);
    const admin = apiAs(request, ADMIN, DEMO_PASSWORD);
    const { id: hiredId, clockId } = await hireForTheClock(admin, { firstName: 'Tui', lastName: 'Offline', payIdPrefix: 'OFF', pin: '7351', password: 'Tui-pass-12' });

    // Online, the clock registers this phone's key before anything is kept.
    const registered = page.waitForResponse((r) => r.url().endsWith('/api/clock/devices') && r.ok());
    await page.goto('/clock');
    await registered;
    await page.getByLabel('Company code').fill('DEMO');
    await expect(page.getByLabel('Time now')).toBeVisible();

    // The network drops (a basement, a lift): the punch is kept on the phone.
    await page.context().setOffline(true);
    await page.getByRole('textbox', { name: 'Clock ID' }).fill(String(clockId));
    await page.getByLabel('PIN', { exact: true }).fill('7351');
    await page.getByRole('button', { name: 'In', exact: true }).click();
    const kept = page.getByRole('region', { name: 'Punch kept on this device' });
    await expect(kept).toContainText('No network: the punch is kept on this device and sent as soon as the network is back.');
    const shown = (await kept.locator('div').filter({ hasText: /^In at \d\d:\d\d$/ }).textContent()) ?? '';
    const at = shown.slice(-5);
    await expect(page.getByRole('region', { name: 'Waiting to send' }).getByRole('listitem')).toHaveAccessibleName(`In at ${at}, waiting to send`);
    await keepScreenshot(page, 'clock-offline-kept');
    await kept.getByRole('button', { name: 'Done' }).click();

    // The network is back: the phone sends it, and says so.
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/clock/punch') && r.request().method() === 'POST');
    await page.context().setOffline(false);
    expect((await sent).status()).toBe(200);
    await expect(page.getByRole('region', { name: 'Sent from this device' })).toContainText(`In at ${at} recorded for Tui Offline`);
    await expect(page.getByRole('region', { name: 'Waiting to send' })).toHaveCount(0);
    await keepScreenshot(page, 'clock-offline-sent');

    // On her timesheet, once, at the time it was taken, marked recorded offline.
    const desk = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    const console = await desk.newPage();
    await signIn(console, ADMIN);
    await expect(console).toHaveURL(/\/$/);
    await console.goto(`/timesheet/view?id=${hiredId}`);
    const offline = console.getByLabel(/^Recorded offline: Recorded offline at \d\d:\d\d, received \d\d:\d\d/);
    await expect(offline).toHaveCount(1);
    await expect(console.getByRole('button', { name: new RegExp(`^Punch In ${at} on `) })).toHaveCount(1);
    await keepScreenshot(console, 'clock-offline-timesheet');
    await desk.close();
  });

  test('the clock installs as an app: its manifest and service worker pass Chromium’s installability check', async ({ baseURL }) => {
    // Chromium does not install from an off-the-record profile, which a test's context is: a profile of its own.
    const profile = mkdtempSync(join(tmpdir(), 'tk-install-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'], baseURL, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto('/clock');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      // The worker controls the page once it has claimed it: installability asks for a controlling worker with a fetch handler.
      await page.reload();
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { url, errors } = await cdp.send('Page.getAppManifest');
      expect(url).toMatch(/\/manifest\.webmanifest$/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
