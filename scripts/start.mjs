// The one command a newcomer needs: installs, builds what is stale (the learner app and the server), starts the
// built server (`node apps/server/dist/main.js`: no TypeScript at run time, ADR 0127), prints the URL.
// `node scripts/start.mjs --build-only` builds what is stale and exits (the deployment recipe in README.md).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// lib.mjs only uses Node built-ins, so it is safe to import before dependencies exist.
const { ensureInstalled, ensureBuilt, ensureServerBuilt } = await import('./lib.mjs');

ensureInstalled();
ensureBuilt();
ensureServerBuilt();
if (process.argv.includes('--build-only')) process.exit(0);

// In production Node's own warnings are logged by the server as JSON lines, not printed as text.
const flags = process.env.NODE_ENV === 'production' ? ['--no-warnings'] : [];
const server = spawn(process.execPath, [...flags, 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { PORT: '8080', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
