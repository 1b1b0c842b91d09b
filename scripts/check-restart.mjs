// Proves the README's start command on an empty data directory: it seeds the demo, the demo student signs in
// (basic credentials, as curl -u would), a row written survives stopping and restarting it, and
// `npm run reset-demo` restores the demo (the row is gone, the demo student still signs in).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, READY_LINE, root, run } from './lib.mjs';

const DEMO = { username: '9876543210', password: 'Demo@123' };

async function signInAsDemoStudent(base) {
  const auth = Buffer.from(`${DEMO.username}:${DEMO.password}`).toString('base64');
  const signIn = await fetch(new URL('/QuestUser/AuthenticateUser', base), {
    method: 'POST',
    headers: { Authorization: `Basic ${auth}`, AppId: '1' },
  });
  const { token } = await signIn.json();
  if (!token) throw new Error(`the demo student could not sign in (${signIn.status})`);
  const me = await fetch(new URL('/QuestUser/GetCurrentUser', base), {
    headers: { Authorization: `Bearer ${token}`, AppId: '1' },
  }).then((r) => r.json());
  if (me.userName !== DEMO.username || !me.userQuestList?.length) {
    throw new Error(`the demo student's data is not there: ${JSON.stringify(me).slice(0, 300)}`);
  }
  return me;
}

const rowsOf = async (base) =>
  (await fetch(new URL('/api/client-errors?limit=100', base)).then((r) => r.json())).items;

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
  // The app's page: its root element (holding the prerendered sign-in page since ADR 0125).
  if (!/<div id="root"[\s>]/.test(html)) throw new Error('the app HTML was not served at the printed URL');
  const health = await fetch(new URL('/health', first.url)).then((r) => r.json());
  if (health.status !== 'ok') throw new Error(`health: ${JSON.stringify(health)}`);
  await signInAsDemoStudent(first.url);
  const posted = await fetch(new URL('/api/client-errors', first.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: marker, url: '/restart-check' }),
  });
  if (posted.status !== 201) throw new Error(`write failed with ${posted.status}`);
  await stop(first.child);

  const second = await startCommand(env);
  const kept = (await rowsOf(second.url)).some((item) => item.message === marker);
  await signInAsDemoStudent(second.url);
  await stop(second.child);
  if (!kept) throw new Error('the row written before the restart is gone');

  if (
    run('npm', ['run', '--silent', 'reset-demo'], { env: { ...process.env, ...env }, stdio: 'ignore' }) !== 0
  ) {
    throw new Error('npm run reset-demo failed');
  }
  const third = await startCommand(env);
  const afterReset = await rowsOf(third.url);
  const me = await signInAsDemoStudent(third.url);
  await stop(third.child);
  if (afterReset.some((item) => item.message === marker))
    throw new Error('reset-demo kept a row written after seeding');

  ok = true;
  console.log(
    `Restart check: ${first.url} served the app and /health on a fresh data directory seeded with the demo; ` +
      `${me.firstName} (${DEMO.username}) signed in; a row survived a restart; reset-demo restored the demo.`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`restart: ${ok ? 1 : 0} passed, ${ok ? 0 : 1} failed`);
process.exit(ok ? 0 : 1);
