import { expect, test as base } from '@playwright/test';
import { agreeOnClock } from './clock';

/** What the browser says when the Content-Security-Policy blocks something (ADR 0049). */
export const CSP_REFUSAL = /Content Security Policy|Content-Security-Policy|securitypolicyviolation/i;

/**
 * A test that feeds the page hostile markup on purpose names the directive it expects to refuse
 * it (`test.info().annotations.push({ type: CSP_REFUSAL_EXPECTED, description: 'script-src-attr' })`):
 * those refusals are the policy doing its work; any other still fails the test.
 */
export const CSP_REFUSAL_EXPECTED = 'csp-refusal-expected';

/**
 * Every browser test, with what the page said kept aside: when a test fails, the browser's
 * errors and every API answer of 400 or more are printed, so a failure seen once in CI can be
 * explained from its log. The browser's clock agrees with the app's (support/clock.ts). The app's
 * Content-Security-Policy is enforced in every test, and a test whose page it blocked anything on
 * fails, naming what (ADR 0049).
 */
export const test = base.extend<{ pageLog: void }>({
  pageLog: [
    async ({ page }, use, testInfo) => {
      await agreeOnClock(page.context());
      const lines: string[] = [];
      const cspRefusals: string[] = [];
      const at = () => new Date().toISOString().slice(11, 23);
      page.on('console', (m) => CSP_REFUSAL.test(m.text()) && cspRefusals.push(m.text()));
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (e) => console.error(`securitypolicyviolation: ${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} in ${e.sourceFile}:${e.lineNumber}`)),
      );
      page.on('console', (m) => m.type() === 'error' && lines.push(`${at()} console: ${m.text()}`));
      page.on('pageerror', (e) => lines.push(`${at()} page error: ${e.message}`));
      page.on('framenavigated', (f) => f === page.mainFrame() && lines.push(`${at()} navigated: ${f.url()}`));
      // Saves are few: each one's start and end are kept, to tell a slow answer from one never asked.
      page.on('request', (r) => r.method() === 'POST' && lines.push(`${at()} sent POST ${r.url()}`));
      page.on('requestfinished', (r) => r.method() === 'POST' && lines.push(`${at()} answered POST ${r.url()}`));
      page.on('response', async (r) => {
        if (r.status() < 400) return;
        const body = r.status() === 401 ? '' : ` ${(await r.text().catch(() => '')).slice(0, 300)}`;
        lines.push(`${at()} ${r.request().method()} ${r.url()} → ${r.status()}${body}`);
      });
      page.on('requestfailed', (r) => lines.push(`${at()} ${r.method()} ${r.url()} failed: ${r.failure()?.errorText}`));
      await use();
      if (testInfo.status !== testInfo.expectedStatus) console.log(`--- what the page said in "${testInfo.title}":\n${lines.join('\n') || '(nothing)'}`);
      const expected = testInfo.annotations.filter((a) => a.type === CSP_REFUSAL_EXPECTED).map((a) => a.description ?? '');
      expect(
        cspRefusals.filter((text) => !expected.some((directive) => text.includes(directive))),
        'what the Content-Security-Policy blocked',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
