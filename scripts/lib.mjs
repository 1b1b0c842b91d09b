// Process helpers shared by the start, e2e and check scripts.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const READY_LINE = 'Quest is running at ';

/** Runs a command in the repo, inheriting output; resolves with its exit code. */
/**
 * Like `run`, but the command runs beside this process's event loop, so pipes this process reads (a server's log
 * started with `startServer`) keep draining: `spawnSync` would leave them full and the server blocked on its next
 * log line. Resolves with the exit code.
 */
export function runAsync(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...options });
    child.once('error', () => resolve(1));
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

/** Folders that never go into the app build: editing a journey must not rebuild the app. */
const notBuilt = new Set(['node_modules', 'dist', 'e2e', 'test-results', 'playwright-report']);

/** Newest modification time (ms) of any file below the given folders. */
export function newest(dirs) {
  let latest = 0;
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (notBuilt.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else latest = Math.max(latest, statSync(full).mtimeMs);
    }
  };
  dirs.forEach(walk);
  return latest;
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies (npm ci)…');
  if (run('npm', ['ci', '--no-audit', '--no-fund']) !== 0) throw new Error('npm ci failed');
}

/** The learner build folder: `QUEST_LEARNER_DIST` (one of its own, so parallel runs do not rebuild each other's), else apps/learner/dist. */
export const learnerDist = () =>
  process.env.QUEST_LEARNER_DIST
    ? path.resolve(process.env.QUEST_LEARNER_DIST)
    : path.join(root, 'apps/learner/dist');

/** Builds the learner app when its build is missing or older than any source it depends on. */
export function ensureBuilt({ force = false } = {}) {
  const dist = learnerDist();
  const index = path.join(dist, 'index.html');
  const sources = [
    'apps/learner',
    'packages/design-system/src',
    'packages/flows/src',
    'packages/api/src',
  ].map((d) => path.join(root, d));
  if (!force && existsSync(index) && statSync(index).mtimeMs >= newest(sources)) return;
  console.log('Building the learner app…');
  const outDir = process.env.QUEST_LEARNER_DIST ? ['--', '--outDir', dist] : [];
  if (run('npm', ['run', 'build', '-w', '@quest/learner', ...outDir]) !== 0)
    throw new Error('learner build failed');
}

/** The built server (ADR 0127): apps/server/dist/main.js and reset.js, plain JavaScript run by node alone. */
export const serverDist = path.join(root, 'apps/server/dist');

/** Builds the server (`npm run build -w @quest/server`) when its bundle is missing or older than its sources. */
export function ensureServerBuilt({ force = false } = {}) {
  const outputs = ['main.js', 'reset.js'].map((file) => path.join(serverDist, file));
  const sources = [
    'apps/server/src',
    'apps/server/scripts/build.mjs',
    'apps/server/package.json',
    'packages/api/src',
  ];
  const built = outputs.every((file) => existsSync(file))
    ? Math.min(...outputs.map((file) => statSync(file).mtimeMs))
    : 0;
  const newestSource = Math.max(
    ...sources.map((source) => {
      const full = path.join(root, source);
      return statSync(full).isDirectory() ? newest([full]) : statSync(full).mtimeMs;
    }),
  );
  if (!force && built >= newestSource) return;
  console.log('Building the server…');
  if (run('npm', ['run', 'build', '--silent', '-w', '@quest/server']) !== 0)
    throw new Error('server build failed');
}

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts the reference server in its own process group (so stopping it stops everything it started)
 * and resolves once it prints its ready line. Returns { url, child, stop }.
 */
export function startServer(env = {}, { echo = true, logFile } = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { CONTENT_PORT: '0', GATEWAY_PORT: '0', ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const stop = (signal = 'SIGTERM') =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
      child.once('exit', (code) => resolve(code));
      try {
        process.kill(-child.pid, signal);
      } catch {
        resolve(child.exitCode);
      }
    });
  // The server logs every request (ADR 0103): its pipes are always read, into `logFile` when given, so a full pipe
  // never blocks it; only the text before the ready line is kept in memory.
  const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : null;
  return new Promise((resolve, reject) => {
    let buffer = '';
    let ready = false;
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${buffer}`)), 60_000);
    const onData = (chunk) => {
      const text = chunk.toString();
      if (echo) process.stdout.write(text);
      log?.write(text);
      if (ready) return;
      buffer += text;
      const at = buffer.indexOf(READY_LINE);
      if (at >= 0) {
        ready = true;
        clearTimeout(timer);
        // The line is plain text, or the message of a JSON log line in production (ADR 0127).
        const url = buffer.slice(at + READY_LINE.length).split(/[\s"]/)[0];
        resolve({ url, child, stop });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (c) => {
      if (echo) process.stderr.write(c);
      log?.write(c);
      if (!ready) buffer += c.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready:\n${buffer}`));
    });
  });
}

/**
 * The reference server as the end-to-end run and the bench use it: the built app, a fresh database in a temp
 * folder, every OTP the README's demo code (refused in production), the content origin on port + 1 and the
 * payment gateway on port + 2, where a build without VITE_EXTERNAL_TEST_URL / VITE_PAYMENT_GATEWAY_ORIGINS
 * expects them (ADRs 0070, 0079). `databaseUrl` puts it on that (empty) Postgres database instead of PGlite.
 * `stop()` stops it and removes the database.
 */
export async function startDemoServer(prefix = 'quest-demo-', { build = true, databaseUrl } = {}) {
  // The API alone (the load bench) needs no learner build.
  if (build) ensureBuilt();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  try {
    // The port is free when picked, but it, or port + 1 or + 2, can be taken (by any socket on the machine) before
    // the server listens: another port is picked then, up to three times.
    let server;
    for (let attempt = 1; !server; attempt += 1) {
      const port = await freePort();
      try {
        server = await startServer(
          {
            QUEST_DATA_DIR: dataDir,
            PORT: String(port),
            GATEWAY_PORT: String(port + 2),
            CONTENT_PORT: String(port + 1),
            NODE_ENV: 'test',
            QUEST_DEMO_OTP: '123456',
            // Every journey comes from 127.0.0.1: per-address throttle limits × 100; per-number and per-account
            // limits stay real (ADR 0099).
            QUEST_ADDRESS_LIMIT_FACTOR: '100',
            // On Postgres when given (the e2e slice on Postgres, ADR 0126): the server migrates and seeds it at start.
            ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
          },
          { echo: false, logFile: `${dataDir}.log` },
        );
      } catch (error) {
        if (attempt >= 3 || !String(error?.message).includes('EADDRINUSE')) throw error;
      }
    }
    return {
      url: server.url,
      /** The server's process (its memory is the load bench's figure). */
      pid: server.child.pid,
      dataDir,
      logFile: `${dataDir}.log`,
      stop: async () => {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
