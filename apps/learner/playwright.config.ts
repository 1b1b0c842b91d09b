import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/browser-path.mjs';

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
    { name: 'phone', use: { browserName: 'chromium', viewport: { width: 360, height: 800 } } },
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
  ],
});
