import { expect, test } from '../support/test';
import { expectNotice } from '../support/notice';
import { ADMIN, signIn } from '../support/sign-in';

test.describe('time approvals', () => {
  test('an admin approves a punch pair of the previous pay period from the list, as the dashboard links it', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/time-approvals/list?status=Unapproved&period=Previous');
    await expect(page.getByRole('heading', { name: 'Time Approvals' })).toBeVisible();
    await expect(page.getByText(/^Show 1 to \d+ of \d+ entries$/)).toBeVisible();

    const approve = page.getByRole('button', { name: /(^|\s)Approve$/ });
    await expect(approve).toBeDisabled();
    const first = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await expect(first).toContainText('Unapproved');
    // Employee, date and actual in name the pair.
    const cells = first.locator('td');
    const name = (await cells.nth(2).textContent())?.trim() ?? '';
    const date = (await cells.nth(3).textContent())?.trim() ?? '';
    const actualIn = (await cells.nth(4).textContent())?.trim() ?? '';
    const total = Number((await page.getByText(/^Show 1 to \d+ of \d+ entries$/).textContent())?.match(/of (\d+) entries/)?.[1]);

    await first.getByRole('checkbox').check();
    await approve.click();
    await expect(page.getByText('Approve the selected punch pairs?')).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await expectNotice(page, 'The selected punch pairs are approved.');
    // It leaves the Unapproved view...
    await expect(page.getByText(new RegExp(`of ${total - 1} entries$`))).toBeVisible();

    // ...and shows as Approved, by the admin, in the Approved view.
    await page.goto('/time-approvals/list?status=Approved&period=Previous');
    const approved = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: name }).filter({ hasText: date }).filter({ hasText: actualIn });
    await expect(approved).toHaveCount(1);
    await expect(approved).toContainText('Approved');
    await expect(approved).not.toContainText('Unapproved');

    // The row links to the employee's timesheet at that date.
    await approved.getByRole('button', { name: new RegExp(`^Timesheet of ${name}`) }).click();
    await expect(page).toHaveURL(/\/timesheet\/view\?id=[0-9a-f-]+&fromT=\d{4}-\d{2}-\d{2}/);
  });
});
