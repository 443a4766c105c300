import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks an option of an antd select. A select inside a modal can miss the click that should open
 * it while the modal still animates in, so the click is repeated until the option can be chosen.
 */
export async function chooseOption(page: Page, select: Locator, title: string): Promise<void> {
  await expect(async () => {
    await select.click({ force: true });
    await page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true }).click({ timeout: 2000 });
  }).toPass();
}
