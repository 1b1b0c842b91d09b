import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrorListSchema } from '@quest/api';
import { repoRoot } from '../src/paths.ts';
import { makeTempDir, postJson } from './helpers.ts';
import { freePort } from './support/server-process.ts';

const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 20_000;

interface RunningServer {
  child: ChildProcess;
  url: string;
  output: () => string;
}

const started: ChildProcess[] = [];
let temp: Awaited<ReturnType<typeof makeTempDir>>;

/** Starts the server the way a person does, in its own process group so nothing outlives the test. */
function startServer(dataDir: string, port: number): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    QUEST_DATA_DIR: dataDir,
    PORT: String(port),
    CONTENT_PORT: '0',
    GATEWAY_PORT: '0',
    HOST: '127.0.0.1',
  };
  delete env.DATABASE_URL;
  // Node itself with tsx's loader, as `npm start` runs it: the tsx CLI would relay SIGTERM and, when the child has
  // not acknowledged it within 30 ms (a loaded machine), SIGKILL it and exit 143.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  const expected = `Quest is running at http://127.0.0.1:${port}`;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`No "${expected}" line within ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.split('\n').includes(expected)) {
        clearTimeout(timer);
        resolve({ child, url: `http://127.0.0.1:${port}`, output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (code ${code}, signal ${signal}) before it was ready:\n${output}`));
    });
  });
}

function stopServer(server: RunningServer): Promise<number | null> {
  const { child } = server;
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Still running ${STOP_TIMEOUT_MS} ms after SIGTERM`)),
      STOP_TIMEOUT_MS,
    );
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
    child.kill('SIGTERM');
  });
}

function groupIsGone(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return false;
  } catch {
    return true;
  }
}

beforeAll(async () => {
  temp = await makeTempDir('restart');
});

afterAll(async () => {
  for (const child of started) {
    if (child.pid !== undefined && !groupIsGone(child.pid)) process.kill(-child.pid, 'SIGKILL');
  }
  await temp?.remove();
});

describe('the server process', () => {
  it(
    'keeps what it stored across a SIGTERM and a restart on the same data directory',
    async () => {
      // A folder of this attempt's own: a retry starts on an empty directory again.
      const dataDir = path.join(temp.dir, `not-yet-created-${Date.now()}`, 'pglite');
      const port = await freePort();

      const first = await startServer(dataDir, port);
      const health = await fetch(`${first.url}/health`);
      expect(await health.json()).toMatchObject({ status: 'ok', db: 'pglite' });
      const created = await fetch(
        `${first.url}/api/client-errors`,
        postJson({ message: 'crash before restart', url: '/home/profile' }),
      );
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: number };
      expect(await stopServer(first)).toBe(0);
      expect(first.output().match(/Quest is running at/g)).toHaveLength(1);

      const second = await startServer(dataDir, port);
      expect(second.output()).not.toContain('Applied migration');
      const list = clientErrorListSchema.parse(await (await fetch(`${second.url}/api/client-errors`)).json());
      expect(list.items).toEqual([
        expect.objectContaining({ id, message: 'crash before restart', url: '/home/profile' }),
      ]);
      expect(await stopServer(second)).toBe(0);
      for (const server of [first, second]) {
        await expect.poll(() => groupIsGone(server.child.pid ?? 0)).toBe(true);
      }
    },
    (START_TIMEOUT_MS + STOP_TIMEOUT_MS) * 2,
  );
});
