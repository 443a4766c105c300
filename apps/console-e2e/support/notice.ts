import { expect, type Page } from '@playwright/test';

const TAKEN = 'data-e2e-taken';

/**
 * Expects the newest toast (antd message) to say `text`, exactly. Toasts stay a few seconds, so a
 * save's toast can still show when the next save's arrives, with the same words: only the newest
 * is looked at, and each call takes the toast it matched, so the next call waits for a toast of its
 * own rather than passing on the one before.
 */
export async function expectNotice(page: Page, text: string): Promise<void> {
  await expect
    .poll(
      // A navigation between two looks leaves the page without a context for a moment: look again.
      () => page.evaluate(takeNewest, { text, taken: TAKEN }).catch(() => null),
      { message: `the newest toast says "${text}"`, intervals: [100, 250] },
    )
    .toBe(text);
}

/** In the page: the newest toast not taken yet, taken when it says `text`; what it says. */
function takeNewest({ text, taken }: { text: string; taken: string }): string | null {
  const notices = document.querySelectorAll(`.ant-message-notice:not([${taken}])`);
  const newest = notices[notices.length - 1];
  if (!newest) return null;
  const said = newest.textContent?.trim() ?? '';
  if (said === text) newest.setAttribute(taken, '');
  return said;
}
