import type { Locator, Page } from '@playwright/test';
import { browserToday } from '../support/clock';
import { keepScreenshot } from '../support/screenshots';
import { ADMIN, signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const addDays = (date: string, days: number) => iso(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000));
/** The Monday of the browser's week (document 1 §9: the week starts on Monday). */
function monday(): string {
  const today = browserToday();
  return addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
}

/** The open range picker's panel: its presets and its calendars. */
const openPicker = (page: Page) => page.locator('.ant-picker-dropdown:visible');

/** Opens a range picker (its first date), and checks its calendars start the week on Monday. */
async function openRange(page: Page, picker: Locator) {
  await picker.locator('input').first().click();
  await expect(openPicker(page).locator('.ant-picker-presets')).toBeVisible();
  await expect(openPicker(page).locator('.ant-picker-content thead th').first()).toHaveText('Mo');
}

/** Chooses a preset of the open range picker, by the spec's label. */
const choosePreset = (page: Page, label: string) => openPicker(page).locator('.ant-picker-presets').getByText(label, { exact: true }).click();

test.describe('date range presets (document 1 §9)', () => {
  test("the employee schedule's range: the spec's presets in order, This Week from Monday, Last 7 Days back to the default", async ({ page }) => {
    await signIn(page, ADMIN);
    await page.getByRole('link', { name: 'Employees' }).click();
    await page.getByPlaceholder('Search').fill('Jack');
    await page.getByPlaceholder('Search').press('Enter');
    await page.getByRole('button', { name: 'Schedule of Jack Brown' }).click();
    const days = page.getByRole('grid', { name: 'Schedule days' }).getByRole('row');
    await expect(days).toHaveCount(8);

    const range = page.locator('.ant-picker-range');
    await openRange(page, range);
    await expect(openPicker(page).locator('.ant-picker-presets li')).toHaveText([
      'Today',
      'Yesterday',
      'Next Day',
      'Last 7 Days',
      'Last 30 Days',
      'Next 7 Days',
      'Next 30 Days',
      'Previous Week',
      'This Week',
      'Next Week',
      'Previous Fortnight',
      'This Month',
      'Last Month',
    ]);
    await keepScreenshot(page, 'date-range-presets');
    await choosePreset(page, 'This Week');
    await expect(page).toHaveURL(new RegExp(`startDate=${monday()}&endDate=${addDays(monday(), 6)}`));
    await expect(days).toHaveCount(7);
    await expect(days.first()).toHaveAttribute('aria-label', monday());

    await openRange(page, range);
    await choosePreset(page, 'Last 7 Days');
    await expect(page).toHaveURL(new RegExp(`startDate=${addDays(browserToday(), -7)}&endDate=${browserToday()}`));
    await expect(days).toHaveCount(8);
  });

  test('the roster: Previous Fortnight is the two Monday weeks before this one', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/standardshifts/rosterByEmployee');
    const range = page.locator('.ant-picker-range');
    // The roster opens at this week, Monday to Sunday.
    await expect(range.locator('input').first()).toHaveValue(monday());
    await openRange(page, range);
    await choosePreset(page, 'Previous Fortnight');
    await expect(page).toHaveURL(new RegExp(`startDate=${addDays(monday(), -14)}&endDate=${addDays(monday(), -1)}`));
    await expect(range.locator('input').first()).toHaveValue(addDays(monday(), -14));
  });

  test("the leave list's Search popover: Yesterday sets the one day", async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/leave/list');
    await page.getByRole('button', { name: 'Search' }).first().click();
    const popover = page.locator('.ant-popover:visible');
    await openRange(page, popover.locator('.ant-picker-range'));
    await keepScreenshot(page, 'date-range-presets-popover');
    await choosePreset(page, 'Yesterday');
    await popover.getByRole('button', { name: 'Search', exact: true }).click();
    const yesterday = addDays(browserToday(), -1);
    await expect(page).toHaveURL(new RegExp(`startDate=${yesterday}&endDate=${yesterday}`));
  });

  test('on a phone the presets and one month fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/standardshifts/rosterByEmployee');
    await openRange(page, page.locator('.ant-picker-range'));
    const box = await openPicker(page).locator('.ant-picker-panel-container').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await keepScreenshot(page, 'date-range-presets-phone');
    await choosePreset(page, 'Next Week');
    await expect(page).toHaveURL(new RegExp(`startDate=${addDays(monday(), 7)}&endDate=${addDays(monday(), 13)}`));
  });
});
