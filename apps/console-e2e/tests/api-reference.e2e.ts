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
  });
});
