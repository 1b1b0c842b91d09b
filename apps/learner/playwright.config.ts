import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/browser-path.mjs';

/** Specs that move the reference server's test clock (POST /__test/clock), in the order they run. */
const clockSpecs = ['session', 'live-classes', 'trial', 'redeem-points'].map((name) => `**/${name}.spec.ts`);

/**
 * One project per clock spec, each depending on the one before: the clock is shared, so two of them must never
 * run at the same time (workers would otherwise run different files in parallel).
 */
const clockProjects = clockSpecs.map((spec, index) => ({
  name: index === 0 ? 'clock' : `clock-${index + 1}`,
  testMatch: spec,
  dependencies:
    index === 0
      ? ['phone', 'small-phone', 'landscape', 'desktop']
      : [index === 1 ? 'clock' : `clock-${index}`],
  use: { browserName: 'chromium' as const },
}));

/**
 * An Android phone as Chromium emulates it (ADR 0098): a mobile layout viewport (it grows when a page is wider than
 * the screen, as on a real phone), touch, a device scale of 2 and Chrome for Android's user agent.
 */
const android = {
  browserName: 'chromium' as const,
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  /**
   * The phone projects ask for reduced motion (ADR 0148), as Android's "Remove animations" does: the skeletons'
   * shimmer and the spinners stop, so Chromium's software rasterization paints far fewer frames while a screen waits
   * for data (home, mission and test-runner specs: 71 CPU-seconds instead of 77–86). Every animation in the design
   * system has a reduced-motion rule; the desktop project keeps full motion, so the animated path still runs.
   */
  reducedMotion: 'reduce' as const,
  userAgent:
    'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
};

/** The core journeys, run on the 320 × 640 small phone as well: sign-in, home, mission, video, PDF, test, cart to payment. */
const coreJourneys = [
  'sign-in',
  'home',
  'mission',
  'player',
  'viewers',
  'test-runner',
  'cart',
  'payment',
].map((name) => `**/${name}.spec.ts`);
/** Run in landscape (800 × 360) as well: the player and the activities (viewers). */
const landscapeJourneys = ['player', 'viewers'].map((name) => `**/${name}.spec.ts`);
/** Phone-only specs: they set their own phone widths (320, 360, 412), or check texts, not layout (issue 29). */
const phoneOnly = ['layout', 'phone-runner', 'language', 'pseudo-locale'].map((name) => `**/${name}.spec.ts`);
/** Journeys tagged `@once` (support/once.ts, ADR 0147) test what the server keeps, not the screen: phone only. */
const notOnce = /@once\b/;

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
    // Recording a trace costs every test its screenshots and DOM snapshots: in CI only the retry of a failed test
    // records one (ADR 0093); locally (no retries) a failing test keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    // The production build registers a service worker (ADR 0089): journeys run without it (no precache per test);
    // offline-shell.spec.ts opts in.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'phone',
      testIgnore: clockSpecs,
      use: { ...android, viewport: { width: 360, height: 800 } },
    },
    {
      name: 'small-phone',
      testMatch: coreJourneys,
      grepInvert: notOnce,
      use: { ...android, viewport: { width: 320, height: 640 } },
    },
    {
      name: 'landscape',
      testMatch: landscapeJourneys,
      grepInvert: notOnce,
      use: { ...android, viewport: { width: 800, height: 360 } },
    },
    {
      name: 'desktop',
      testIgnore: [...clockSpecs, ...phoneOnly],
      grepInvert: notOnce,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    // The server's test clock is shared: moving it would expire the sessions and OTPs of journeys running at
    // the same time. Specs that move it run alone, after every other journey (phone and desktop inside the spec).
    // Run one on its own with `npm run e2e -- --no-deps apps/learner/e2e/session.spec.ts`.
    ...clockProjects,
  ],
});
