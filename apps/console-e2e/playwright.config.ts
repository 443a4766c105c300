import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser; the app is booted the way `npm start` boots it.
export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.e2e.ts',
  outputDir: '../../test-results/console-e2e',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // Hang detectors, not speed checks: with another full test run beside this one on 2 cores, a
  // journey that takes 13 s on a quiet machine took 31 s; each step still waits for what it expects.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.TK_E2E_BASE_URL,
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    // The console turns antd's motion off when the system asks for reduced motion (apps/console/src/app/motion.ts):
    // modals, dropdowns and toasts appear and leave at once, so no step waits on, or races, an animation.
    reducedMotion: 'reduce',
    // The console's service worker (push, the clock offline) stays out of the tests that route or
    // count the page's own requests; the tests of push and of the offline clock allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
});
