// End-to-end: builds the app if stale, starts the reference server on a fresh database, runs Playwright.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, freePort, root, run, startServer } from './lib.mjs';
import { chromiumPath } from './browser-path.mjs';

ensureBuilt();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quest-e2e-'));
const port = await freePort();
const server = await startServer(
  // Every OTP is the README's demo code, so journeys can type it (QUEST_DEMO_OTP is refused in production).
  // The gateway on port + 2, where a build without VITE_PAYMENT_GATEWAY_ORIGINS expects it (ADR 0070).
  {
    QUEST_DATA_DIR: dataDir,
    PORT: String(port),
    GATEWAY_PORT: String(port + 2),
    // The content origin on port + 1, where a build without VITE_EXTERNAL_TEST_URL expects it (ADR 0079).
    CONTENT_PORT: String(port + 1),
    NODE_ENV: 'test',
    QUEST_DEMO_OTP: '123456',
  },
  { echo: false },
);
console.log(`e2e: reference server on ${server.url} with a fresh database in ${dataDir}`);
let code = 1;
try {
  code = run(
    path.join(root, 'node_modules/.bin/playwright'),
    ['test', '-c', 'apps/learner/playwright.config.ts', ...process.argv.slice(2)],
    { env: { ...process.env, E2E_BASE_URL: server.url, CHROME_PATH: chromiumPath() } },
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
