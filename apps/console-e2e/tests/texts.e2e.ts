import { REPORT_TEXTS } from '@timekeep/contracts';
import { keepScreenshot } from '../support/screenshots';
import { ADMIN, signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/** Issue 28, "texts and small defects a user meets": the words and states a new user saw wrong. */
test.describe('texts a user meets', () => {
  for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
    test(`the dashboard's Exceptions card says All Exceptions and Unapproved Overtime (${viewport.width} wide)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signIn(page, ADMIN);
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/dashboard');
      await expect(page.getByRole('link', { name: /^All Exceptions: \d+$/ })).toHaveAttribute('href', '/times/timecardExceptionList?type=AllException');
      await expect(page.getByRole('link', { name: /^Unapproved Overtime: \d+$/ })).toHaveAttribute('href', '/times/timecardExceptionList?type=UnprovedOvertime');
      await expect(page.getByText(/Unproved|All Exception:/)).toHaveCount(0);
      await expect(page.locator('.ant-skeleton')).toHaveCount(0);
      await keepScreenshot(page, `dashboard-texts-${viewport.width}`);
    });
  }

  test("the timesheet's breadcrumbs name it: Home / Timesheet", async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/employee/list');
    await page.getByRole('button', { name: /^Timesheet of / }).first().click();
    await expect(page).toHaveURL(/\/timesheet\/view\?id=/);
    const crumbs = page.locator('.ant-breadcrumb li');
    await expect(crumbs.last()).toHaveText('Timesheet');
    await expect(crumbs.first()).toHaveText('Home');
  });

  for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
    test(`a report refuses End Date before Start Date on the field, before anything is sent (${viewport.width} wide)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signIn(page, ADMIN);
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/jasper/condition?type=TimesheetSummaryReport');
      const start = page.getByLabel('Start Date', { exact: true });
      const end = page.getByLabel('End Date', { exact: true });
      for (const [input, date] of [[start, '2026-11-20'], [end, '2026-11-10']] as const) {
        await input.click();
        await input.fill(date);
        await input.press('Enter');
        await expect(input).toHaveValue(date);
      }
      let sent = false;
      page.on('request', (r) => r.url().includes('/jasper/download') && (sent = true));
      await page.getByRole('button', { name: 'Download' }).click();
      await expect(page.getByText(REPORT_TEXTS.endBeforeStart)).toBeVisible();
      await keepScreenshot(page, `report-end-before-start-${viewport.width}`);
      expect(sent).toBe(false);
      // Put right, the field says nothing more.
      await end.click();
      await end.fill('2026-11-26');
      await end.press('Enter');
      await expect(page.getByText(REPORT_TEXTS.endBeforeStart)).toHaveCount(0);
    });
  }
});
