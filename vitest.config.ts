import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumBrowser, demoMedia } from './vitest.shared.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));
// Tests on a loaded 2-core CI machine (browsers, child processes): one retry in CI; the test command's summary names
// every test that needed it.
const retry = process.env.CI ? 1 : 0;

/**
 * Test projects (run one with `--project NAME`):
 * - unit: Node tests for api, flows and the design system's pure modules, and the server's PGlite slice.
 * - server-pg: the server's tests (apps/server/test) on a real PostgreSQL, in full (ADR 0126, ADR 0134).
 * - storybook: every story is a browser test; play functions and accessibility (violations fail). Not isolated:
 *   the story files share one page.
 * - hooks: the flows' hook façades (and the learner app's hooks) rendered in headless Chromium (`*.test.tsx`
 *   beside them).
 * - visual: state-sheet stories captured at phone and desktop widths against committed baselines.
 * The canary check (tests/canaries) has its own config: it must fail, on purpose.
 */
/**
 * The server's tests on PGlite (ADR 0134): the server's whole suite runs on Postgres (`server-pg`), production's
 * database; PGlite, the demo's and the e2e run's, gets every call once through the contract suites, the migration
 * and template checks, and the files about PGlite itself or that start their own Postgres (kept out of `server-pg`,
 * each for the reason given there). The e2e run exercises the rest of the server on PGlite.
 */
const serverPgliteSlice = [
  'apps/server/test/contract/**/*.test.ts',
  'apps/server/test/db.test.ts',
  'apps/server/test/**/*.own-pg.test.ts',
  'apps/server/test/restart.test.ts',
  'apps/server/test/production.test.ts',
  'apps/server/test/production-start.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/learner/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            // The server's tests run in full on Postgres (server-pg); on PGlite, the slice of ADR 0134.
            ...serverPgliteSlice,
          ],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          retry,
        },
      },
      {
        test: {
          name: 'server-pg',
          environment: 'node',
          // The server's tests again, on a real PostgreSQL (ADR 0126): the globalSetup starts one (or uses
          // TEST_DATABASE_URL) and every harness gets its own database from a migrated template.
          include: ['apps/server/test/**/*.test.ts'],
          exclude: [
            '**/node_modules/**',
            // Files that start their own Postgres (issue 27's instance and production-start tests) run in unit.
            '**/*.own-pg.test.ts',
            // Spawned servers on a PGlite data directory (restarts, the production start's private files) and
            // configuration checks without a database: nothing in them would run on Postgres.
            'apps/server/test/restart.test.ts',
            'apps/server/test/production.test.ts',
            'apps/server/test/production-start.test.ts',
          ],
          globalSetup: ['scripts/vitest-postgres.mjs'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          retry,
        },
      },
      {
        plugins: [
          storybookTest({ configDir: path.join(dirname, '.storybook'), tags: { exclude: ['no-test'] } }),
        ],
        test: {
          name: 'storybook',
          // One page for every story file (ADR 0093): the preview, addons, axe-core and the mock server's worker
          // load once instead of once per file (1.8 s each, 196 files). Each story still mounts afresh and runs its
          // loaders; a story that leaks state into the next one is a bug in that story.
          isolate: false,
          browser: chromiumBrowser(),
          testTimeout: 30_000,
          retry,
        },
      },
      {
        plugins: [react()],
        // The reference server's demo media (HLS stream, key) as static files for the player's browser test.
        publicDir: 'apps/server/media',
        // The learner app's hooks read SWR: bundled up front, or its discovery mid-run reloads React twice.
        optimizeDeps: { include: ['swr'] },
        test: {
          name: 'hooks',
          include: ['packages/*/src/**/*.test.tsx', 'apps/learner/src/**/*.test.tsx'],
          browser: chromiumBrowser(),
          testTimeout: 45_000,
          retry,
        },
      },
      {
        plugins: [react(), demoMedia(path.join(dirname, 'apps/server/media'))],
        // The mock server's worker script: screen stories fetch their data through it, as in Storybook.
        publicDir: '.storybook/public',
        test: {
          name: 'visual',
          include: ['visual-tests/**/*.visual.test.tsx'],
          browser: {
            ...chromiumBrowser({ width: 1280, height: 800 }),
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 },
                resolveScreenshotPath: ({ arg, browserName, platform, ext, root }) =>
                  path.join(
                    root,
                    'visual-tests',
                    '__screenshots__',
                    `${arg}-${browserName}-${platform}${ext}`,
                  ),
              },
            },
          },
          setupFiles: ['visual-tests/setup.ts'],
          testTimeout: 60_000,
          retry,
        },
      },
    ],
  },
});
