import type { Page } from '@playwright/test';
import { EXCEPTION_TEXTS } from '@timekeep/contracts';
import { expect, test } from '../support/test';
import { expectNotice } from '../support/notice';
import { chooseOption } from '../support/select';
import { ADMIN, signIn } from '../support/sign-in';

/** The demo's punches (tools/seed/demo-punches.ts) give late arrivals, a missing out and absences; which period holds one depends on today. */
const CANDIDATES = [
  { type: 'LateArrival', label: 'Late Arrival' },
  { type: 'MissingPunch', label: 'Missing Punch' },
  { type: 'Absent', label: 'Absent' },
];

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
/**
 * The list's total as its pager says it. An empty list has no pager: read without waiting, so a poll
 * sees 0 there (the demo may hold a single exception of a type, depending on the day the test runs).
 */
const totalOf = async (page: Page) => {
  const pager = page.getByText(/^Show \d+ to \d+ of \d+ entries$/);
  if (!(await pager.count())) return rows(page).count();
  return Number(((await pager.textContent()) ?? '').match(/of (\d+) entries/)?.[1] ?? 0);
};

/** A link with a type and day type whose list has rows: the list as the query string filters it. */
async function openListWithRows(page: Page): Promise<{ url: string; label: string }> {
  for (const dayType of ['Previous', 'Current']) {
    for (const { type, label } of CANDIDATES) {
      const url = `/times/timecardExceptionList?type=${type}&dayType=${dayType}`;
      await page.goto(url);
      await expect(page.getByRole('heading', { name: 'Time Card Exceptions' })).toBeVisible();
      await expect(page.locator('.ant-table-tbody')).toBeVisible();
      await page.waitForLoadState('networkidle');
      if ((await rows(page).count()) > 0) return { url, label };
    }
  }
  throw new Error('The demo has no exceptions in the previous or current pay period');
}

test.describe('time card exceptions', () => {
  test('an admin filters by type from the query string, reviews one, finds it under All Reviewed and reverts it', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    const { url, label } = await openListWithRows(page);
    // Every row is of the type the link named.
    const types = await rows(page).locator('.ant-tag').allTextContents();
    expect(new Set(types)).toEqual(new Set([label]));
    const before = await totalOf(page);

    const first = rows(page).first();
    const employee = ((await first.locator('a').first().textContent()) ?? '').trim();
    const href = (await first.locator('a').first().getAttribute('href')) ?? '';
    // The row opens the timesheet at the exception's day (the server answers the pay period holding it).
    expect(href).toMatch(/^\/timesheet\/view\?id=[0-9a-f-]{36}&fromT=\d{4}-\d{2}-\d{2}$/);

    await first.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Review' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expectNotice(page, EXCEPTION_TEXTS.reviewed);
    await expect.poll(() => totalOf(page)).toBe(before - 1);

    // All Reviewed, through the Search popover: the reviewed one is there, with its reviewer.
    await page.getByRole('button', { name: 'Search' }).first().click();
    await chooseOption(page, page.getByRole('combobox', { name: 'Exception Type' }), 'All Reviewed');
    await page.getByRole('button', { name: 'Search', exact: true }).last().click();
    await expect(page).toHaveURL(/type=AllReviewed/);
    const reviewed = rows(page).filter({ has: page.locator(`a[href="${href}"]`) });
    await expect(reviewed).toHaveCount(1);
    await expect(reviewed.getByText(employee).first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Reviewed By' })).toBeVisible();

    await reviewed.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Revert' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expectNotice(page, EXCEPTION_TEXTS.reverted);
    await expect(rows(page).filter({ has: page.locator(`a[href="${href}"]`) })).toHaveCount(0);

    await page.goto(url);
    await expect.poll(() => totalOf(page)).toBe(before);
  });

  test("an exception's employee link opens the pay period holding its day: the summary pays what the pay card pays", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await openListWithRows(page);
    const link = rows(page).first().locator('a').first();
    const day = /fromT=(\d{4}-\d{2}-\d{2})/.exec((await link.getAttribute('href')) ?? '')?.[1] ?? '';
    await link.click();
    // The address names the whole period (the timesheet puts it in), the day within it.
    await expect(page).toHaveURL(/fromT=\d{4}-\d{2}-\d{2}&toT=\d{4}-\d{2}-\d{2}/);
    const url = new URL(page.url());
    const [fromT, toT] = [url.searchParams.get('fromT') ?? '', url.searchParams.get('toT') ?? ''];
    expect(fromT <= day && day <= toT && fromT < toT).toBe(true);

    // Before, a one-day range: a summary of 8.25 h beside a pay card of 40 + 8.25. Now each pay type's hours agree.
    const card = page.getByRole('table', { name: 'Pay Card' });
    await expect(card.locator('tbody tr.ant-table-row').first()).toBeVisible();
    const lines = page.getByLabel('Period totals').locator('div').filter({ has: page.locator('strong') });
    const summary = new Map<string, string>();
    for (const line of await lines.all()) {
      const name = ((await line.locator('span').first().textContent()) ?? '').trim();
      if (name && name !== 'Total hours') summary.set(name, ((await line.locator('strong').textContent()) ?? '').trim());
    }
    const paid = new Map<string, string>();
    for (const row of await card.locator('tbody tr.ant-table-row').all()) {
      const cells = row.getByRole('cell');
      paid.set(((await cells.nth(0).textContent()) ?? '').trim(), ((await cells.nth(1).textContent()) ?? '').trim());
    }
    expect(summary.size).toBeGreaterThan(0);
    expect(summary).toEqual(paid);
  });
});
