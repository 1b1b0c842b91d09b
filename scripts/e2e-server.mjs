// `npm run e2e:server`: the reference server exactly as the e2e run starts it (the built app, a fresh database,
// NODE_ENV=test, every OTP 123456, content and gateway on port + 1 and + 2), kept running for a developer's fast
// loop: `E2E_BASE_URL=<its address> npm run e2e -- apps/learner/e2e/sign-in.spec.ts --project=phone`.
// Ctrl-C stops it and removes its database.
import { startDemoServer } from './lib.mjs';

const server = await startDemoServer('quest-e2e-server-');
console.log(`e2e server at ${server.url} (fresh database in ${server.dataDir})`);
console.log(
  `Run a spec against it:\n  E2E_BASE_URL=${server.url} npm run e2e -- apps/learner/e2e/sign-in.spec.ts --project=phone`,
);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void server.stop().then(() => process.exit(0));
  });
}
