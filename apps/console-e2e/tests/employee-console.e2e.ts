import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { keepScreenshot } from '../support/screenshots';
import { chooseOption } from '../support/select';
import { ADMIN, EMPLOYEE, signIn } from '../support/sign-in';

/** The API's refusals while `act` runs; a 401 is the silent token refresh, not a refusal. */
async function refusalsDuring(page: Page, act: () => Promise<void>): Promise<string[]> {
  const refused: string[] = [];
  const note = (r: { status: () => number; url: () => string }) => r.status() >= 400 && r.status() !== 401 && refused.push(`${r.status()} ${r.url()}`);
  page.on('response', note);
  await act();
  page.off('response', note);
  return refused;
}

const shellHeader = (page: Page) => page.getByRole('banner').getByText('Greenfield Logistics (demo)');

test.describe("an employee's console", () => {
  test('lands on her home: in or out, her next shifts, her hours, balances and requests; on a phone too', async ({ page }) => {
    const refused = await refusalsDuring(page, async () => {
      await signIn(page, EMPLOYEE);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { name: 'Hello, Mere' })).toBeVisible();
      await expect(page.getByLabel('Now').getByLabel('Time now')).toHaveText(/^\d\d:\d\d$/);
      await expect(page.getByLabel('Now').getByRole('button', { name: /Clock (in|out)/ })).toBeVisible();
      // Her warehouse week (or the roster over it): a shift is never more than two days off.
      await expect(page.getByLabel('Next shifts').getByRole('listitem').first()).toContainText(/\d\d:\d\d – \d\d:\d\d/);
      const hours = page.getByLabel('My hours');
      await expect(hours.getByRole('listitem')).toHaveCount(2);
      await expect(hours.getByRole('listitem').first()).toContainText(/This pay period.*\d+\.\d\d h/);
      // Her Annual Leave holds two weeks when seeded (less whatever she has taken since).
      await expect(page.getByLabel('Leave balances')).toContainText('Annual Leave');
      await expect(page.getByLabel('My leave requests')).toContainText('Annual Leave');
    });
    expect(refused).toEqual([]);
    await keepScreenshot(page, 'employee-home');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { name: 'Hello, Mere' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(page, 'employee-home-phone');
    // On a phone the menu is a drawer the header's button opens; the page has no side column.
    await expect(page.locator('.ant-layout-sider')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Menu' });
    await drawer.getByText('Me', { exact: true }).click();
    await keepScreenshot(page, 'employee-menu-phone');
    await drawer.getByRole('menuitem', { name: 'My Timesheet' }).click();
    await expect(page).toHaveURL(/\/timesheet\/view\?id=/);
    await expect(page.getByLabel('Employee name')).toHaveText('Mere Walker');
    await expect(drawer).toBeHidden();
    // On a laptop, My hours opens it too.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await page.getByLabel('My hours').getByRole('link', { name: 'My timesheet' }).click();
    await expect(page.getByLabel('Employee name')).toHaveText('Mere Walker');
  });

  test('the menu offers her Me first and only her own screens', async ({ page }) => {
    await signIn(page, EMPLOYEE);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/profile');
    await expect(page.getByRole('tab', { name: 'Profile Setting', selected: true })).toBeVisible();
    // On a laptop the menu is folded from the first paint, with no section open over the page.
    await expect(page.locator('.ant-menu-submenu-popup:visible')).toHaveCount(0);
    const crumbs = page.locator('.ant-breadcrumb');
    await expect(crumbs).toHaveText('Home/Profile/Profile Setting');
    const menu = page.getByRole('menu').first();
    await expect(menu.getByText('Schedules')).toBeVisible();
    await expect(menu.getByText('Me', { exact: true })).toBeVisible();
    for (const section of ['My Company', 'Timesheet', 'Tools', 'Settings', 'Import & Export', 'Dashboard']) await expect(menu.getByText(section, { exact: true })).toHaveCount(0);
    // The roster planner works on other people's shifts: hers are on her home.
    await menu.getByText('Schedules').click();
    await expect(page.getByRole('menuitem', { name: 'Employee Schedule' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Roster' })).toHaveCount(0);
    // The menu marks the entry the breadcrumbs name.
    await menu.getByText('Profile', { exact: true }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile Setting' })).toHaveClass(/ant-menu-item-selected/);
    await expect(page.getByRole('menuitem', { name: 'Password' })).not.toHaveClass(/ant-menu-item-selected/);
    await keepScreenshot(page, 'employee-profile');
    await menu.getByText('Me', { exact: true }).click();
    await page.getByRole('menuitem', { name: 'My Timesheet' }).click();
    await expect(page.getByLabel('Employee name')).toHaveText('Mere Walker');
  });

  test("Contact Us is help with the product: whom to ask and how to do the everyday things, not the kiosk's contacts", async ({ page }) => {
    await signIn(page, EMPLOYEE);
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('menu').nth(1).getByText('SUPPORT').click();
    await page.getByRole('menuitem', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
    await expect(page.getByLabel('Your administrators')).toContainText('Aroha Ngata');
    await expect(page.getByLabel('Your administrators').getByRole('link', { name: 'admin@demo.timekeep.local' })).toHaveAttribute('href', 'mailto:admin@demo.timekeep.local');
    const how = page.getByLabel('How do I');
    await expect(how).toContainText('How do I ask for leave?');
    // What her menu does not offer is not explained to her.
    await expect(how).not.toContainText('How do I approve time?');
    // The kiosk's contacts (reception's numbers) are a setting she has no access to.
    await page.goto('/kiosk/contact');
    await expect(page.getByText('No Access')).toBeVisible();
    await page.goto('/support');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(page, 'contact-us-phone');
  });

  test('Employee Schedule shows her own days from her template', async ({ page }) => {
    await signIn(page, EMPLOYEE);
    await expect(page).toHaveURL(/\/$/);
    const refused = await refusalsDuring(page, async () => {
      await page.getByRole('menu').first().getByText('Schedules').click();
      await page.getByRole('menuitem', { name: 'Employee Schedule' }).click();
      await expect(page).toHaveURL(/\/schedule\/employee/);
      await chooseOption(page, page.getByRole('combobox', { name: 'Employee' }), 'Mere Walker');
      await expect(page.getByText('Mere Walker: Warehouse early')).toBeVisible();
      await expect(page.getByRole('grid', { name: 'Schedule days' })).toContainText('06:00 - 14:30');
    });
    expect(refused).toEqual([]);
    // She reads her days; changing them, or opening the employee form, is not hers to do.
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Employee', exact: true })).toHaveCount(0);
    await keepScreenshot(page, 'employee-own-schedule');
  });

  test('a screen she may not open says so inside the console, without asking the API', async ({ page }) => {
    await signIn(page, EMPLOYEE);
    await expect(page).toHaveURL(/\/$/);
    for (const path of ['/paygroup/list', '/employee/list']) {
      const refused = await refusalsDuring(page, async () => {
        await page.goto(path);
        await expect(page.getByText('No Access')).toBeVisible();
        await expect(page.getByText('You do not have permission to open this page.')).toBeVisible();
      });
      expect(refused).toEqual([]);
      await expect(shellHeader(page)).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
    }
    await keepScreenshot(page, 'employee-no-access');
  });

  test('the timesheet opens on her own, with nobody to pick', async ({ page }) => {
    await signIn(page, EMPLOYEE);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/timesheet/view');
    await expect(page.getByLabel('Employee name')).toHaveText('Mere Walker');
    await expect(page).toHaveURL(/[?&]id=/);
    await expect(page.getByText('Choose an employee')).toHaveCount(0);
  });

  test("an unknown path shows 'Page Not Found' inside the console", async ({ page }) => {
    await signIn(page, EMPLOYEE);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/no/such/screen');
    await expect(page.getByText('Page Not Found')).toBeVisible();
    await expect(shellHeader(page)).toBeVisible();
    await expect(page.getByRole('menu').first().getByText('Schedules')).toBeVisible();
    await keepScreenshot(page, 'signed-in-not-found');
  });
});

test('the History drawer reads Pay ID, Clock ID and Show on Dashboard, as the employee form labels them', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/employee/list');
  await page.getByPlaceholder('Search').fill('Yuki Fale');
  await page.getByPlaceholder('Search').press('Enter');
  await page.getByRole('button', { name: 'Edit Yuki Fale' }).click();
  await page.getByRole('button', { name: 'History' }).click();
  const hired = page.locator('.ant-drawer').getByLabel('Change 1');
  await expect(hired).toContainText('Employee Hired');
  for (const label of ['Pay ID', 'Clock ID', 'Show on Dashboard']) await expect(hired.getByRole('cell', { name: label, exact: true })).toBeVisible();
  for (const wrong of ['Pay', 'Clock', 'Showon Dashboard']) await expect(hired.getByRole('cell', { name: wrong, exact: true })).toHaveCount(0);
  await keepScreenshot(page, 'history-labels');
});
