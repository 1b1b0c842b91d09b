// The one command a newcomer needs: installs, builds what is stale, starts the server, prints the URL.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// lib.mjs only uses Node built-ins, so it is safe to import before dependencies exist.
const { ensureInstalled, ensureBuilt } = await import('./lib.mjs');

ensureInstalled();
ensureBuilt();

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { PORT: '8080', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
