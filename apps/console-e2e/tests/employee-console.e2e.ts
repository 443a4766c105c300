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
  test('lands on Profile Setting, and the menu offers only her own screens', async ({ page }) => {
    await signIn(page, EMPLOYEE);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('tab', { name: 'Profile Setting', selected: true })).toBeVisible();
    // On a laptop the menu is folded from the first paint, with no section open over the page.
    await expect(page.locator('.ant-menu-submenu-popup:visible')).toHaveCount(0);
    const crumbs = page.locator('.ant-breadcrumb');
    await expect(crumbs).toHaveText('Home/Profile/Profile Setting');
    const menu = page.getByRole('menu').first();
    await expect(menu.getByText('Schedules')).toBeVisible();
    for (const section of ['My Company', 'Timesheet', 'Tools', 'Settings', 'Import & Export', 'Dashboard']) await expect(menu.getByText(section, { exact: true })).toHaveCount(0);
    // The menu marks the entry the breadcrumbs name.
    await menu.getByText('Profile', { exact: true }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile Setting' })).toHaveClass(/ant-menu-item-selected/);
    await expect(page.getByRole('menuitem', { name: 'Password' })).not.toHaveClass(/ant-menu-item-selected/);
    await keepScreenshot(page, 'employee-profile');
  });

  test('Employee Schedule shows her own days from her template', async ({ page }) => {
    await signIn(page, EMPLOYEE);
    await expect(page).toHaveURL(/\/profile$/);
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
    await expect(page).toHaveURL(/\/profile$/);
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
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto('/timesheet/view');
    await expect(page.getByLabel('Employee name')).toHaveText('Mere Walker');
    await expect(page).toHaveURL(/[?&]id=/);
    await expect(page.getByText('Choose an employee')).toHaveCount(0);
  });

  test("an unknown path shows 'Page Not Found' inside the console", async ({ page }) => {
    await signIn(page, EMPLOYEE);
    await expect(page).toHaveURL(/\/profile$/);
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
