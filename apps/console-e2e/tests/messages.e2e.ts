import type { Page } from '@playwright/test';
import { productNow } from '../support/clock';
import { expectNotice } from '../support/notice';
import { keepScreenshot } from '../support/screenshots';
import { requestDayOfLeave } from '../support/leave';
import { EMPLOYEE, signIn, signOut, SUPERVISOR } from '../support/sign-in';
import { expect, test } from '../support/test';

/**
 * The message centre (issue 30, ADR 0063) as its readers meet it, on the demo: Mere Walker (the
 * Employee login) reports to Sam Patel (the Supervisor login). Her request reaches his bell; his
 * decision reaches hers.
 */
const EMPLOYEE_NAME = 'Mere Walker';

const pad = (n: number) => String(n).padStart(2, '0');
/** A Wednesday nine weeks ahead: clear of the demo's leave and of the leave test's days. */
function wednesdayIn(weeks: number): string {
  const d = productNow();
  d.setUTCDate(d.getUTCDate() + 7 * weeks + ((3 - d.getUTCDay() + 7) % 7));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const spoken = (day: string) => `${Number(day.slice(8))} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Messages/ });

/** Starts from an inbox with nothing unread, whatever the demo and the tests before this one told. */
async function readEverything(page: Page) {
  await expect(async () => {
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/messages/summary'));
    await page.goto('/messages/view');
    const { unread } = (await (await answered).json()) as { unread: number };
    if (unread) {
      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await expect(bell(page)).toHaveAccessibleName('Messages');
    }
    // Seen empty on a fresh load: nothing the worker was still telling is left unread.
    expect(unread).toBe(0);
  }).toPass({ timeout: 60_000 });
  await expect(bell(page)).toHaveAccessibleName('Messages');
}

test.describe('the message centre', () => {
  test('a leave request lights the approver’s bell and opens the request; the decision lights the employee’s, on a phone too', async ({ page }) => {
    test.setTimeout(180_000);
    const day = wednesdayIn(9);

    await signIn(page, SUPERVISOR);
    await expect(page).toHaveURL(/\/$/);
    await readEverything(page);
    await signOut(page);

    // Mere asks for half a day of Annual Leave.
    await signIn(page, EMPLOYEE);
    await expect(page).toHaveURL(/\/$/);
    await readEverything(page);
    await requestDayOfLeave(page, day, 4);
    await signOut(page);

    // Her Report To's bell counts it; its popover shows it first.
    await signIn(page, SUPERVISOR);
    await expect(page).toHaveURL(/\/$/);
    await expect(bell(page)).toHaveAccessibleName('Messages, 1 unread', { timeout: 30_000 });
    await bell(page).click();
    const popover = page.getByRole('tooltip');
    const request = popover.getByRole('listitem', { name: `Unread: Leave request from ${EMPLOYEE_NAME}` });
    await expect(request).toContainText(`Annual Leave, ${spoken(day)}, 4 hours. Waits for approval.`);
    await keepScreenshot(page, 'messages-bell');

    // All of them on their page; following one opens the request and reads it.
    await popover.getByRole('link', { name: 'View all messages' }).click();
    await expect(page).toHaveURL(/\/messages\/view$/);
    await expect(page.locator('.ant-breadcrumb')).toContainText('Messages');
    const list = page.getByRole('region', { name: 'Messages' });
    await expect(list.getByRole('listitem').first()).toHaveAccessibleName(`Unread: Leave request from ${EMPLOYEE_NAME}`);
    // antd's Segmented keeps its radios out of sight: its option's label is what a person clicks.
    await page.getByText('Unread (1)', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Unread (1)' })).toBeChecked();
    await expect(list).toContainText('Show 1 to 1 of 1 entries');
    await keepScreenshot(page, 'messages-page');
    await list.getByRole('link', { name: `Leave request from ${EMPLOYEE_NAME}` }).click();
    await expect(page).toHaveURL(new RegExp(`/leave/list\\?startDate=${day}&endDate=${day}&status=Pending$`));
    await expect(bell(page)).toHaveAccessibleName('Messages');

    // He declines it there.
    const examine = page.getByRole('button', { name: `Examine the leave of ${EMPLOYEE_NAME} from ${day}` });
    await examine.click();
    const approval = page.getByRole('dialog', { name: `Leave Approval · ${EMPLOYEE_NAME}` });
    await approval.getByRole('radio', { name: 'Declined' }).check();
    await approval.getByLabel('Reason').fill('Stocktake that week');
    await approval.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'The leave is updated successfully.');
    await signOut(page);

    // Mere, on her phone, hears of it.
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, EMPLOYEE);
    await expect(page).toHaveURL(/\/$/);
    await expect(bell(page)).toHaveAccessibleName('Messages, 1 unread', { timeout: 30_000 });
    await bell(page).click();
    await expect(page.getByRole('tooltip').getByRole('listitem', { name: 'Unread: Your leave was declined' })).toContainText('By Sam Patel. Reason: Stocktake that week');
    await keepScreenshot(page, 'messages-bell-phone');
    await page.getByRole('tooltip').getByRole('link', { name: 'View all messages' }).click();
    const hers = page.getByRole('region', { name: 'Messages' }).getByRole('listitem', { name: 'Unread: Your leave was declined' });
    await expect(hers).toContainText(`Annual Leave, ${spoken(day)}, 4 hours.`);
    await keepScreenshot(page, 'messages-page-phone');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByRole('region', { name: 'Messages' }).getByRole('listitem', { name: 'Your leave was declined' }).first()).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Messages');
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});
