import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks an option of an antd select or tree select, `select` being its combobox (as getByLabel or
 * getByRole('combobox') finds it). The select is opened with one click; the option is then waited
 * for in the open dropdown, so options the server is still sending are waited for as data, not for
 * a time. The browser tests run without antd motion (playwright.config.ts): a dropdown or modal is
 * where it will stay as soon as it shows, and a closed dropdown is hidden at once.
 */
export async function chooseOption(page: Page, select: Locator, title: string): Promise<void> {
  // What the select shows covers its combobox input: a person clicks the select's box.
  const box = select.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  // A select waiting on another choice (a task on its job) is disabled: a click on its box then opens
  // nothing, and Playwright clicks a disabled select's box all the same. Wait until a person could use it.
  await expect(select).toBeEnabled();
  await box.click();
  await expect(select).toHaveAttribute('aria-expanded', 'true');
  // A tree select may hold two nodes of one name (a Driver under two departments): the first is meant.
  await page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true }).first().click();
  await expect(box.getByTitle(title, { exact: true })).toBeVisible();
}
