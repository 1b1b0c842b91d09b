// Proves persistence through the README's start command: a row written, the command stopped and restarted,
// the row still there.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, READY_LINE, root } from './lib.mjs';

function startCommand(env) {
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error(`start command printed no URL in 120 s:\n${out}`)),
      120_000,
    );
    const onData = (c) => {
      out += c.toString();
      const at = out.indexOf(READY_LINE);
      if (at >= 0) {
        clearTimeout(timer);
        resolve({ url: out.slice(at + READY_LINE.length).split(/\s/)[0], child });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`start command exited with ${code}:\n${out}`)));
  });
}

function stop(child) {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', resolve);
    process.kill(-child.pid, 'SIGTERM');
  });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'quest-restart-'));
const env = { QUEST_DATA_DIR: dataDir, PORT: String(await freePort()), CONTENT_PORT: '0', GATEWAY_PORT: '0' };
const marker = `restart-check ${Date.now()}`;
let ok = false;
try {
  const first = await startCommand(env);
  const html = await fetch(first.url).then((r) => r.text());
  if (!html.includes('<div id="root">')) throw new Error('the app HTML was not served at the printed URL');
  const health = await fetch(new URL('/health', first.url)).then((r) => r.json());
  if (health.status !== 'ok') throw new Error(`health: ${JSON.stringify(health)}`);
  const posted = await fetch(new URL('/api/client-errors', first.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: marker, url: '/restart-check' }),
  });
  if (posted.status !== 201) throw new Error(`write failed with ${posted.status}`);
  await stop(first.child);

  const second = await startCommand(env);
  const { items } = await fetch(new URL('/api/client-errors?limit=100', second.url)).then((r) => r.json());
  await stop(second.child);
  ok = items.some((item) => item.message === marker);
  console.log(
    ok
      ? `Restart check: the start command printed ${first.url}; the app HTML and /health answered; the row survived a restart.`
      : 'Restart check FAILED: the row written before the restart is gone.',
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`restart: ${ok ? 1 : 0} passed, ${ok ? 0 : 1} failed`);
process.exit(ok ? 0 : 1);
