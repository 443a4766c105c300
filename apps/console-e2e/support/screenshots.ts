import type { Page } from '@playwright/test';
import { join } from 'node:path';

/** Screenshots kept for a human to look at: apps/console-e2e/artifacts/<name>.png. */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(__dirname, '..', 'artifacts', `${name}.png`), fullPage: true });
}
