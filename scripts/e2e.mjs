// End-to-end: builds the app if stale, starts the reference server on a fresh database, runs Playwright.
import path from 'node:path';
import { root, run, startDemoServer } from './lib.mjs';
import { chromiumPath } from './browser-path.mjs';

const server = await startDemoServer('quest-e2e-');
console.log(`e2e: reference server on ${server.url} with a fresh database in ${server.dataDir}`);
let code = 1;
try {
  code = run(
    path.join(root, 'node_modules/.bin/playwright'),
    ['test', '-c', 'apps/learner/playwright.config.ts', ...process.argv.slice(2)],
    { env: { ...process.env, E2E_BASE_URL: server.url, CHROME_PATH: chromiumPath() } },
  );
} finally {
  await server.stop();
}
process.exit(code);
