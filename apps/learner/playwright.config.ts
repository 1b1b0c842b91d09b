import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/browser-path.mjs';

/** Specs that move the reference server's test clock (POST /__test/clock). */
const clockSpecs = ['**/session.spec.ts', '**/live-classes.spec.ts', '**/trial.spec.ts'];

/**
 * End-to-end journeys against a running server (`npm run e2e` at the root starts it; no webServer here).
 * Drives the system Chromium: Playwright never downloads a browser on these machines.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8090',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    {
      name: 'phone',
      testIgnore: clockSpecs,
      use: { browserName: 'chromium', viewport: { width: 360, height: 800 } },
    },
    {
      name: 'desktop',
      testIgnore: clockSpecs,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    // The server's test clock is shared: moving it would expire the sessions and OTPs of journeys running at
    // the same time. Specs that move it run alone, after every other journey (phone and desktop inside the spec).
    // Run one on its own with `npm run e2e -- --no-deps apps/learner/e2e/session.spec.ts`.
    {
      name: 'clock',
      testMatch: clockSpecs,
      dependencies: ['phone', 'desktop'],
      use: { browserName: 'chromium' },
    },
  ],
});
