import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { repoRoot } from '../../src/paths.ts';

/** A server process started as `npm start` runs it (node with tsx's loader), in its own process group. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL to the whole group (cleanup after a failed test). */
  kill(): void;
}

export const START_TIMEOUT_MS = 90_000;

/** The public origins production requires (behind a proxy; ADR 0127), for tests that start it; none of them answers. */
export const PRODUCTION_ORIGINS = {
  QUEST_PUBLIC_URL: 'https://quest.example.test',
  QUEST_CONTENT_URL: 'https://content.quest.example.test',
  QUEST_GATEWAY_URL: 'https://pay.quest.example.test',
} as const;
const STOP_TIMEOUT_MS = 20_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The environment of a spawned server: this process's, without anything that would change its behaviour. */
function baseEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) {
    if (/^(QUEST_|VITE_)/.test(name) || ['DATABASE_URL', 'NODE_ENV', 'LOG_LEVEL', 'VITEST'].includes(name)) {
      delete env[name];
    }
    if (name.startsWith('VITEST_')) delete env[name];
  }
  return env;
}

function spawnServer(env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...baseEnv(), HOST: '127.0.0.1', CONTENT_PORT: '0', GATEWAY_PORT: '0', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

function killGroup(child: ChildProcess): void {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** The readiness line: plain text, or in production a JSON log line with it as its message (ADR 0127). */
export function isReadyLine(line: string, expected: string): boolean {
  if (line === expected) return true;
  if (!line.startsWith('{')) return false;
  try {
    return (JSON.parse(line) as { msg?: unknown }).msg === expected;
  } catch {
    return false;
  }
}

/** Starts the server with `env` (plus a free PORT) and resolves once it prints its readiness line. */
export async function startServer(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const port = await freePort();
  const { child, output } = spawnServer({ PORT: String(port), ...env });
  const url = `http://127.0.0.1:${port}`;
  const expected = `Quest is running at ${url}`;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      killGroup(child);
      reject(new Error(`No "${expected}" line within ${START_TIMEOUT_MS} ms:\n${output()}`));
    }, START_TIMEOUT_MS);
    const check = () => {
      if (
        output()
          .split('\n')
          .some((line) => isReadyLine(line, expected))
      ) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(
        new Error(`The server exited (code ${code}, signal ${signal}) before it was ready:\n${output()}`),
      );
    });
  });
  return {
    child,
    url,
    output,
    kill: () => killGroup(child),
    stop: () =>
      child.exitCode !== null
        ? Promise.resolve(child.exitCode)
        : new Promise((resolve, reject) => {
            const timer = setTimeout(() => {
              killGroup(child);
              reject(new Error(`Still running ${STOP_TIMEOUT_MS} ms after SIGTERM`));
            }, STOP_TIMEOUT_MS);
            child.once('exit', (code) => {
              clearTimeout(timer);
              resolve(code);
            });
            child.kill('SIGTERM');
          }),
  };
}

/** Runs the server with `env` expecting it to refuse to start; resolves with its exit code and output. */
export function runUntilExit(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const { child, output } = spawnServer({ PORT: '0', ...env });
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      killGroup(child);
      resolve({ code: null, output: `${output()}\n(still running after ${START_TIMEOUT_MS} ms)` });
    }, START_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output: output() });
    });
  });
}
