// `npm run test:e2e:dates`: the journeys that depend on today, each against an app booted at a fixed
// instant (TIMEKEEP_CLOCK_START, ADR 0053) with the browser's clock agreeing, so they pass on any day
// they run and are seen on the days that used to break them. Mid-morning in Auckland, far from midnight.
import { spawnSync } from 'node:child_process';

// The clock punch that waits out a real minute (@a-minute-apart) runs on the Sunday only, where it used to fail:
// four more minutes of waiting would buy little.
// Each instant is mid-morning in Auckland and still the day before in UTC, as CI's browser reads it:
// the Monday also runs the journeys whose forms default to the browser's today or last week
// (paths anchored: Playwright reads each as a pattern, and "reports.e2e.ts" also names scheduled-reports).
const FIXED_DAYS = [
  ['a Sunday (an off day on the demo schedules)', '2026-11-28T21:00:00Z', []],
  ['a Monday', '2026-11-29T21:00:00Z', ['--grep-invert', '@a-minute-apart', 'tests/reports.e2e.ts', 'tests/timesheet-transfer.e2e.ts']],
  ['a public holiday (Christmas Day, a Friday)', '2026-12-24T21:00:00Z', ['--grep-invert', '@a-minute-apart']],
  ['the day daylight saving ends (clocks go back at 03:00)', '2027-04-03T22:00:00Z', ['--grep-invert', '@a-minute-apart']],
];
const DATE_SENSITIVE = ['schedules.e2e.ts', 'time-clock.e2e.ts', 'dashboard.e2e.ts'];

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
for (const [day, instant, only] of FIXED_DAYS) {
  const started = Date.now();
  console.log(`\n--- at ${instant}: ${day}`);
  const { status } = spawnSync(npx, ['playwright', 'test', '-c', 'apps/console-e2e/playwright.config.ts', ...only, ...DATE_SENSITIVE], {
    stdio: 'inherit',
    env: { ...process.env, TK_E2E_CLOCK_START: instant },
  });
  console.log(`--- ${day}: ${((Date.now() - started) / 1000).toFixed(1)}s`);
  if (status !== 0) process.exit(status ?? 1);
}
