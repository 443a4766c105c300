import { CLOCK_TEXTS } from '@timekeep/contracts';
import { agreeOnClock, productNow } from '../support/clock';
import { keepScreenshot } from '../support/screenshots';
import { expect, test } from '../support/test';
import { chooseOption } from '../support/select';
import { ADMIN, DEMO_PASSWORD, EMPLOYEE, signIn } from '../support/sign-in';
import { apiAs } from '../support/api';
import { hireForTheClock } from '../support/people';

/** The yard's fence: 60 m around this point; the phone stands 20 m from its centre. */
const YARD = { latitude: -36.8443, longitude: 174.7676 };
const PHONE = { latitude: -36.84448, longitude: 174.7676, accuracy: 15 };
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test.describe('the web time clock on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, geolocation: PHONE, permissions: ['geolocation'], timezoneId: 'Pacific/Auckland' });

  // Tagged: it waits out a real minute, so the fixed-day runs (tools/test/e2e-dates.mjs) take it on the Sunday only.
  test('an employee punches in and out with clock ID and PIN through a punch code inside the fence; the timesheet shows the pair with its location', { tag: '@a-minute-apart' }, async ({ page, request, browser }) => {
    // Two punches a minute apart at least: a second read within the minute is a double read (ADR 0044).
    test.setTimeout(150_000);
    const admin = apiAs(request, ADMIN, DEMO_PASSWORD);
    const { code: companyCode } = await admin.get<{ code: string }>('/api/company/info');
    const hired = await hireForTheClock(admin, { firstName: 'Kiri', lastName: 'Clocker', payIdPrefix: 'CLK', pin: '4826', password: 'Kiri-pass-1' });
    const { clockId } = hired;
    const site = await admin.post<{ message: string }>('/workPlace/save', {
      name: `Clock yard ${clockId}`, address: '1 Quay St, Auckland', coordinate: `${YARD.latitude},${YARD.longitude}`, radius: 60, description: '', siteCode: '', workSiteStatus: true, employeeIds: [hired.id],
    });
    expect(site.message).toBe('success');

    // The admin, on a desk, generates the yard's punch code and downloads punchCode.png to print.
    const desk = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: test.info().project.use.baseURL });
    await agreeOnClock(desk);
    const console = await desk.newPage();
    await signIn(console, ADMIN);
    await expect(console).toHaveURL(/\/$/);
    await console.goto('/punch/generate-code');
    await chooseOption(console, console.getByLabel('Position'), 'Picker');
    await chooseOption(console, console.getByLabel('Task'), 'T-PICK - Picking');
    await console.getByRole('button', { name: 'Generate' }).click();
    await expect(console.getByRole('img', { name: 'Punch code' })).toBeVisible();
    const [download] = await Promise.all([console.waitForEvent('download'), console.getByRole('link', { name: 'Download' }).click()]);
    const punchCodePng = await download.path();

    await page.goto('/clock');
    await expect(page.getByText(/Location found/)).toBeVisible();
    await page.getByLabel('Company code').fill(companyCode);
    await page.getByLabel('Shared tablet').click();
    const punch = async (direction: 'In' | 'Out') => {
      await page.getByRole('textbox', { name: 'Clock ID' }).click();
      for (const digit of String(clockId)) await page.getByRole('button', { name: digit, exact: true }).click();
      await page.getByLabel('PIN', { exact: true }).click();
      for (const digit of '4826') await page.getByRole('button', { name: digit, exact: true }).click();
      // The phone takes a picture of the printed code (here: the downloaded file itself).
      await page.getByText('Scan', { exact: true }).click();
      await page.getByLabel('Picture of the punch code').setInputFiles(punchCodePng);
      await expect(page.getByText('Picker · Supermarket distribution · Picking', { exact: true })).toBeVisible();
      if (direction === 'In') await keepScreenshot(page, 'time-clock-form');
      await page.getByRole('button', { name: direction, exact: true }).click();
      const confirmation = page.getByRole('region', { name: 'Punch recorded' });
      await expect(confirmation).toContainText(`${direction} at`);
      await expect(confirmation).toContainText('Kiri Clocker');
      await expect(confirmation).toContainText(`At Clock yard ${clockId}`);
      return (await confirmation.locator('div').first().textContent())?.match(/\d\d:\d\d/)?.[0] as string;
    };

    // A wrong PIN is refused with the clock's sentence, and nothing is punched.
    await page.getByRole('textbox', { name: 'Clock ID' }).fill(String(clockId));
    await page.getByLabel('PIN', { exact: true }).fill('1111');
    await page.getByRole('button', { name: 'In', exact: true }).click();
    await expect(page.getByText('The company code, clock ID or PIN is not right.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Clock ID' }).fill('');
    await expect(page.getByText('The company code, clock ID or PIN is not right.')).toHaveCount(0);

    const inAt = await punch('In');
    await keepScreenshot(page, 'time-clock-in');
    await page.getByRole('button', { name: 'Done' }).click();
    // The company code stays on the device for the next person.
    await expect(page.getByLabel('Company code')).toHaveValue(companyCode);
    await page.waitForTimeout(61_000);
    // The Out comes with a photo from the phone's camera (a 1x1 PNG here).
    await page.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('button', { name: /Photo added/ })).toBeVisible();
    const outAt = await punch('Out');
    await keepScreenshot(page, 'time-clock-out');

    // The admin sees the pair on the timesheet with where it was punched.
    await console.goto(`/timesheet/view?id=${hired.id}`);
    const pair = console.locator(`[aria-label="Pair ${inAt} to ${outAt}"]`);
    await expect(pair).toBeVisible();
    const link = pair.getByRole('link', { name: 'Location of the In punch' });
    await expect(link).toHaveAttribute('href', `https://www.openstreetmap.org/?mlat=${PHONE.latitude.toFixed(6)}&mlon=${PHONE.longitude.toFixed(6)}#map=18/${PHONE.latitude.toFixed(6)}/${PHONE.longitude.toFixed(6)}`);
    await expect(pair.getByRole('link', { name: 'Location of the Out punch' })).toBeVisible();
    await expect(pair.getByRole('button', { name: 'Photo of the In punch' })).toHaveCount(0);
    await pair.getByRole('button', { name: 'Photo of the Out punch' }).click();
    const photo = console.getByRole('dialog', { name: 'Photo of the Out punch' }).getByRole('img', { name: 'Taken with the Out punch' });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await console.keyboard.press('Escape');
    await keepScreenshot(console, 'time-clock-timesheet');
    await desk.close();
  });
});

test.describe('the web time clock as the README offers it', () => {
  // A phone set to London: the clock still shows the time in Auckland, where the company is.
  test.use({ viewport: { width: 390, height: 844 }, geolocation: PHONE, permissions: ['geolocation'], timezoneId: 'Europe/London' });

  test("a newcomer punches with the README's company code, clock ID and PIN; the clock shows the company's time, not the phone's", async ({ page, request }) => {
    await page.goto('/clock');
    await expect(page.getByLabel('Time now')).toHaveCount(0);
    await page.getByLabel('Company code').fill('DEMO');
    const auckland = (at: Date) => new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
    const before = auckland(productNow());
    const shown = await page.getByLabel('Time now').textContent({ timeout: 20_000 });
    expect([before, auckland(productNow())]).toContain(shown);
    // Her seeded days may have her in at this hour: the README's "In or Out" is the one she is not.
    const [mine] = await apiAs(request, EMPLOYEE, DEMO_PASSWORD).get<Array<{ status: string }>>('/api/punches/status');
    const direction = mine.status === 'In' ? 'Out' : 'In';
    await page.getByRole('textbox', { name: 'Clock ID' }).fill('1000');
    await page.getByLabel('PIN', { exact: true }).fill('2580');
    const [reply] = await Promise.all([page.waitForResponse('**/api/clock/punch'), page.getByRole('button', { name: direction, exact: true }).click()]);
    // Her seeded punches run to the current minute: one a moment ago is a double read to the clock,
    // refused after the PIN was taken (a wrong one is refused first, as the test above shows).
    if (reply.status() !== 200) {
      await expect(page.getByRole('alert')).toHaveText(CLOCK_TEXTS.tooSoon);
      return;
    }
    const confirmation = page.getByRole('region', { name: 'Punch recorded' });
    await expect(confirmation).toContainText('Mere Walker');
    await expect(confirmation).toContainText(`${direction} at`);
    await keepScreenshot(page, 'time-clock-readme');

    // Mere's punch is taken back, so that the journeys after this one find her demo days as seeded.
    const { punchId, local } = (await reply.json()) as { punchId: string; local: string };
    const admin = apiAs(request, ADMIN, DEMO_PASSWORD);
    const mere = (await admin.get<{ items: Array<{ id: string; clockId: number }> }>('/api/employees?pageSize=10&search=Walker')).items.find((e) => e.clockId === 1000);
    const day = local.slice(0, 10);
    const sheet = await admin.get<{ version: number }>(`/api/timesheet/getPunchRecords?employeeId=${mere?.id}&fromT=${day}&endT=${day}`);
    expect(await admin.post<{ message: string }>('/timesheet/deleteSinglePunch', { employeeId: mere?.id, punchId, reason: 'Tried the clock', version: sheet.version })).toMatchObject({ message: 'success' });
  });
});

test.describe('the web time clock for a signed-in employee', () => {
  test.use({ viewport: { width: 390, height: 844 }, geolocation: PHONE, permissions: ['geolocation'], timezoneId: 'Pacific/Auckland' });

  test('an employee signed in on their own phone punches as themself, without clock ID or PIN', async ({ page, request }) => {
    const admin = apiAs(request, ADMIN, DEMO_PASSWORD);
    const someone = (await admin.get<{ items: Array<{ id: string }> }>('/api/employees?pageSize=10')).items[0];
    const { departmentId, paygroupId } = await admin.get<{ departmentId: string; paygroupId: string }>(`/api/employees/${someone.id}`);
    const { clockId } = await admin.get<{ clockId: number }>('/api/employees/next-clock-id');
    const email = `hana.${clockId}@demo.timekeep.local`;
    const hired = await admin.post<{ message: string }>('/employee/save-without-photo', {
      firstName: 'Hana', lastName: 'Phone', departmentId, paygroupId, hireOnDateValue: '2026-01-05', payId: `PH-${clockId}`, clockId: String(clockId), email, password: 'Hana-pass-1', confirm_password: 'Hana-pass-1',
    });
    expect(hired.message).toBe('success');

    await signIn(page, email, 'Hana-pass-1');
    await expect(page).not.toHaveURL(/\/login$/);
    // From her home, whose work was just read: out, with Clock in.
    await expect(page.getByLabel('Now', { exact: true })).toContainText('Not punched in');
    await page.getByLabel('Now', { exact: true }).getByRole('button', { name: 'Clock in' }).click();
    await expect(page).toHaveURL(/\/clock$/);
    await expect(page.getByText('Me', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Clock ID' })).toHaveCount(0);
    await expect(page.getByText(/Location found/)).toBeVisible();
    await page.getByRole('button', { name: 'In', exact: true }).click();
    const confirmation = page.getByRole('region', { name: 'Punch recorded' });
    await expect(confirmation).toContainText('In at');
    await expect(confirmation).toContainText('Hana Phone');
    const inAt = (await confirmation.locator('div').first().textContent())?.match(/\d\d:\d\d/)?.[0] as string;
    await keepScreenshot(page, 'time-clock-signed-in');
    // Back at the clock, she sees that she is in, and since when.
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('region', { name: 'Your status' })).toContainText(`In since ${inAt}`);
    // Back on her home at once, it says so too (its read of a moment ago is not shown again).
    await page.goBack();
    await expect(page.getByLabel('Now', { exact: true })).toContainText(`In since ${inAt}`);
    await expect(page.getByLabel('Now', { exact: true }).getByRole('button', { name: 'Clock out' })).toBeVisible();
  });

  test('an employee with No GPS is never asked for a location: the page says so and punches without one', async ({ page, request }) => {
    const admin = apiAs(request, ADMIN, DEMO_PASSWORD);
    const someone = (await admin.get<{ items: Array<{ id: string }> }>('/api/employees?pageSize=10')).items[0];
    const { departmentId, paygroupId } = await admin.get<{ departmentId: string; paygroupId: string }>(`/api/employees/${someone.id}`);
    const { clockId } = await admin.get<{ clockId: number }>('/api/employees/next-clock-id');
    const email = `rewi.${clockId}@demo.timekeep.local`;
    const hired = await admin.post<{ message: string; id: string }>('/employee/save-without-photo', {
      firstName: 'Rewi', lastName: 'Nogps', departmentId, paygroupId, hireOnDateValue: '2026-01-05', payId: `NG-${clockId}`, clockId: String(clockId), email, password: 'Rewi-pass-1', confirm_password: 'Rewi-pass-1', noGPS: true,
    });
    expect(hired.message).toBe('success');
    // Counts every time the page asks the browser where it is.
    await page.addInitScript(() => {
      const geolocation = navigator.geolocation;
      const ask = geolocation.getCurrentPosition.bind(geolocation);
      (window as unknown as { asked: number }).asked = 0;
      geolocation.getCurrentPosition = (...args: Parameters<Geolocation['getCurrentPosition']>) => {
        (window as unknown as { asked: number }).asked += 1;
        ask(...args);
      };
    });

    await signIn(page, email, 'Rewi-pass-1');
    await expect(page).not.toHaveURL(/\/login$/);
    await page.goto('/clock');
    await expect(page.getByText('Your location is not taken.')).toBeVisible();
    await page.getByRole('button', { name: 'In', exact: true }).click();
    const confirmation = page.getByRole('region', { name: 'Punch recorded' });
    await expect(confirmation).toContainText('Rewi Nogps');
    expect(await page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(0);

    // Someone else punching on this phone with clock ID and PIN is another person: the page asks then.
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByText('Clock ID and PIN', { exact: true }).click();
    await expect(page.getByText(/Location found/)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { asked: number }).asked)).toBeGreaterThan(0);
  });
});
