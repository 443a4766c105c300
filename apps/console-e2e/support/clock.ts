import type { BrowserContext } from '@playwright/test';

/**
 * The product's clock as the app under test was booted with it (ADR 0053): with TK_E2E_CLOCK_START
 * set, the server, worker and seed started at that instant and run forward from it, and so do the
 * browser (agreeOnClock) and the tests' own dates (productNow). Unset, all of them read the system time.
 * The processes start a few seconds apart, so the clocks agree to those seconds: the fixed instants
 * are mid-morning in Auckland, far from a change of day.
 */
export function productNow(): Date {
  const start = process.env.TK_E2E_CLOCK_START;
  const bootedAt = Number(process.env.TK_E2E_CLOCK_BOOTED_AT);
  return start ? new Date(Date.parse(start) + (Date.now() - bootedAt)) : new Date();
}

/** The browser's Date starts at the product clock's reading and runs forward (console "today" comes from the browser). */
export async function agreeOnClock(context: BrowserContext): Promise<void> {
  if (process.env.TK_E2E_CLOCK_START) await context.clock.install({ time: productNow() });
}

/**
 * The browser's today, as the console's date defaults read it: the product clock's date in the
 * machine's zone, which the browser runs in unless a test sets its own `timezoneId`. On CI that is
 * UTC, a day behind Auckland from 11:00 or 12:00 UTC: a test comparing a default with the company's
 * date would pass or fail by the hour it runs.
 */
export function browserToday(): string {
  const d = productNow();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
