import { keepScreenshot } from '../support/screenshots';
import { ADMIN, signIn } from '../support/sign-in';
import { expect, test } from '../support/test';

/** Issue 34 §2: the integrators' OpenAPI document as a page in the console, beside the OAuth clients. */
test.describe('API reference', () => {
  test('an admin reads what a client may call: each path, its scope, its body and answers, on a desktop and a phone', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.getByRole('link', { name: 'API Reference' }).click();
    await expect(page).toHaveURL(/\/api-reference$/);
    await expect(page.getByText(/Timekeep API for integrations, version 1 \(OpenAPI 3\.1/)).toBeVisible();
    const punch = page.getByRole('button', { name: /POST\s*\/api\/punches\/save/ });
    await punch.click();
    const panel = page.locator('.ant-collapse-item-active');
    await expect(panel.getByText('punches:write', { exact: true })).toBeVisible();
    await expect(panel.getByText('Request body')).toBeVisible();
    await expect(panel.locator('pre').first()).toContainText('"punchTime"');
    await expect(panel.getByRole('cell', { name: '409', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /POST\s*\/leave\/save/ })).toBeVisible();
    await keepScreenshot(page, 'api-reference');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(panel.getByText('punches:write', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(page, 'api-reference-phone');
    // Where the paths start, and how a list is followed page after page (ADR 0082).
    await expect(page.getByText('Every path below starts at')).toBeVisible();
    await punch.click();
    await page.getByRole('button', { name: /GET\s*\/api\/employees\s/ }).click();
    const employees = page.locator('.ant-collapse-item-active');
    await expect(employees.getByRole('row', { name: /cursor/ })).toContainText('The previous page');
    await employees.getByRole('row').filter({ has: page.getByText('200', { exact: true }) }).getByRole('button', { name: 'Expand row' }).click();
    await expect(employees.getByText('EmployeePage', { exact: true })).toBeVisible();
    await expect(employees.locator('pre').last()).toContainText('"nextCursor"');
    await keepScreenshot(page, 'api-reference-cursor-phone');
  });

  test('on a laptop, the folded menu’s Settings flyout fits the window and reaches the API Reference', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, ADMIN);
    await page.getByRole('menuitem', { name: /Settings/ }).hover();
    const flyout = page.locator('.ant-menu-submenu-popup:visible .ant-menu-sub');
    await expect(flyout.getByRole('menuitem', { name: 'API Reference' })).toBeVisible();
    const box = await flyout.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(900);
    await keepScreenshot(page, 'settings-flyout-laptop');
    await flyout.getByRole('menuitem', { name: 'API Reference' }).click();
    await expect(page).toHaveURL(/\/api-reference$/);
  });
});
