import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

/** What the page tells a screen reader of the drag under way (dnd-kit's live region). */
export const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/**
 * Picks a shift up with the keyboard (Space) and waits until the drag hears the arrows. dnd-kit's
 * keyboard sensor starts the drag at once (the live region says "is over …") but only listens for
 * the next key from a `setTimeout(0)` queued in that keydown; React can draw the announcement before
 * that task runs, so an arrow pressed on the announcement alone was lost on a loaded machine (the
 * shift stayed over its own day). A `setTimeout(0)` queued in the page after the Space runs after
 * dnd-kit's (timers of one delay run in the order they were set): no clock is waited on.
 */
export async function pickUpWithKeyboard(page: Page, shift: Locator, announced: string | RegExp) {
  await shift.focus();
  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toContainText(announced);
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
