// Development: the reference server on :8080 and Vite with hot reload on :5173, proxying API calls to it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled, root, startServer } from './lib.mjs';

ensureInstalled();
const apiPort = process.env.API_PORT ?? '8080';
const server = await startServer({ PORT: apiPort });
const vite = spawn(path.join(root, 'node_modules/.bin/vite'), ['--port', process.env.DEV_PORT ?? '5173'], {
  cwd: path.join(root, 'apps/learner'),
  stdio: 'inherit',
  env: { ...process.env, API_PORT: apiPort },
});
const stop = async () => {
  vite.kill('SIGTERM');
  await server.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
vite.on('exit', () => stop());
