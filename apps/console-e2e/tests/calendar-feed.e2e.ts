import ICAL from 'ical.js';
import { expect, test } from '../support/test';
import { keepScreenshot } from '../support/screenshots';
import { EMPLOYEE, signIn } from '../support/sign-in';

test.use({ viewport: { width: 390, height: 844 } });

/** Issue 33 §5, ADR 0076: on her phone, the employee makes her calendar address, a calendar app reads her shifts from it, and she turns it off. */
test("the employee's calendar address: made on her phone, read as a calendar app reads it, turned off", async ({ page }) => {
  await signIn(page, EMPLOYEE);
  const next = page.getByLabel('Next shifts');
  const firstShift = (await next.getByRole('listitem').first().innerText()).match(/(\d\d):(\d\d) – (\d\d):(\d\d)/);
  expect(firstShift).not.toBeNull();
  await next.getByRole('button', { name: 'Add to my calendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'My calendar' });
  await dialog.getByRole('button', { name: /Make (my calendar address|a new address)/ }).click();
  await expect(dialog.getByText('Your calendar address is ready. Copy it now: it is not shown again.')).toBeVisible();
  const url = (await dialog.getByLabel('Calendar address').innerText()).trim();
  expect(url).toMatch(/\/server\/api\/calendar\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}\.ics$/);
  await expect(dialog.getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute('href', url.replace(/^https?:/, 'webcal:'));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await keepScreenshot(page, 'calendar-feed-phone');

  // A calendar app asks without signing in; ical.js reads her next shift at the times her home shows.
  const reply = await page.request.get(url, { headers: { authorization: '' } });
  expect([reply.status(), reply.headers()['content-type']]).toEqual([200, 'text/calendar; charset=utf-8']);
  const calendar = new ICAL.Component(ICAL.parse(await reply.text()));
  const starts = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).startDate);
  const [, hh, mm] = firstShift as RegExpMatchArray;
  expect(starts.some((t) => !t.isDate && t.hour === Number(hh) && t.minute === Number(mm))).toBe(true);
  expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Pacific/Auckland');

  // Turned off: the address answers nothing more.
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await page.getByRole('dialog', { name: 'Turn off your calendar address?' }).getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Your calendar address no longer works.')).toBeVisible();
  await expect(dialog.getByText('You have no calendar address yet.')).toBeVisible();
  expect((await page.request.get(url)).status()).toBe(404);
});
