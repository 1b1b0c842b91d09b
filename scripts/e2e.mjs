// End-to-end: builds the app if stale, starts the reference server on a fresh database, runs Playwright.
// `E2E_BASE_URL=http://127.0.0.1:8080 npm run e2e -- FILE --project=phone` runs against a server already running.
// `--postgres` (or QUEST_E2E_POSTGRES=1) puts that fresh server on a throw-away PostgreSQL (scripts/postgres.mjs)
// instead of PGlite; `--slice=postgres` runs only the journeys of the Postgres slice (ADR 0126).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, runAsync, startDemoServer } from './lib.mjs';
import { chromiumPath } from './browser-path.mjs';
import { startPostgres } from './postgres.mjs';

/**
 * The e2e slice run on Postgres by the test command (issue 27, ADR 0126): the sign-in journeys, a test submitted to
 * its result, a checkout left Pending and settled, a double-clicked checkout making one order. The rest of the
 * journeys run on PGlite; the server code under them is the same.
 */
const POSTGRES_SLICE = [
  'apps/learner/e2e/sign-in.spec.ts',
  'apps/learner/e2e/test-runner.spec.ts',
  'apps/learner/e2e/payment.spec.ts',
  '--project=phone',
  '--grep=sign-in\\.spec|instructions, answers|Pending, then a reload|double-clicking Checkout',
];

let args = process.argv.slice(2);
const onPostgres = args.includes('--postgres') || process.env.QUEST_E2E_POSTGRES === '1';
if (args.includes('--slice=postgres')) args = [...POSTGRES_SLICE, ...args];
args = args.filter((arg) => arg !== '--postgres' && arg !== '--slice=postgres');

/** The server's idempotency counts (GET /__test/idempotency), or null when it cannot say. */
async function idempotencyCounts(url) {
  try {
    const response = await fetch(`${url}/__test/idempotency`);
    if (!response.ok) throw new Error(`status ${response.status}`);
    return await response.json();
  } catch (error) {
    console.warn(`e2e: idempotency counts unavailable (${error.message})`);
    return null;
  }
}

// E2E_BASE_URL set: the journeys run against that server, already running (a developer's fast loop; started with
// QUEST_DEMO_OTP=123456 for the OTP journeys). Otherwise a fresh one is started here and stopped after.
const running = process.env.E2E_BASE_URL;
const postgres = !running && onPostgres ? await startPostgres({ log: console.log }) : null;
const server = running
  ? { url: running.replace(/\/$/, ''), stop: async () => {} }
  : await startDemoServer('quest-e2e-', { databaseUrl: postgres?.url }).catch(async (error) => {
      await postgres?.stop();
      throw error;
    });
console.log(
  running
    ? `e2e: the running server at ${server.url}`
    : `e2e: reference server on ${server.url} with a fresh ${postgres ? `Postgres database at ${postgres.url}` : `database in ${server.dataDir}`}, its log in ${server.logFile}`,
);
let code = 1;
try {
  // Asynchronously: this process reads the server's log pipe, which must keep draining during the run.
  code = await runAsync(
    path.join(root, 'node_modules/.bin/playwright'),
    ['test', '-c', 'apps/learner/playwright.config.ts', ...args],
    { env: { ...process.env, E2E_BASE_URL: server.url, CHROME_PATH: chromiumPath() } },
  );
  // Every write the run made, counted by Idempotency-Key on the server (ADR 0090): one applied twice fails the run.
  const counts = await idempotencyCounts(server.url);
  if (counts) {
    console.log(
      `e2e: idempotent writes ${counts.keys}, replays ${counts.replays}, duplicate writes ${counts.duplicateWrites}`,
    );
    if (counts.duplicateWrites > 0 && code === 0) code = 1;
    // The test command's summary prints them (scripts/test-all.mjs).
    if (process.env.QUEST_E2E_WRITES) writeFileSync(process.env.QUEST_E2E_WRITES, JSON.stringify(counts));
  }
} finally {
  await server.stop();
  await postgres?.stop();
}
process.exit(code);
