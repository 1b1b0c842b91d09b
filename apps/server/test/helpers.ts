import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Clock } from '../src/clock.ts';
import type { Db } from '../src/db.ts';

/** A database that fails every call, as one does when its server is down. */
export function brokenDb(message = 'connect ECONNREFUSED 127.0.0.1:5432'): Db {
  const fail = () => Promise.reject(new Error(message));
  return { kind: 'postgres', query: fail, exec: fail, transaction: fail, close: async () => {} };
}

/** A clock that stands still until moved. */
export function fixedClock(iso: string): Clock & { advance(ms: number): void } {
  let now = new Date(iso).getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
  };
}

export async function makeTempDir(prefix: string): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), `quest-${prefix}-`));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export async function writeFiles(root: string, files: Record<string, string>): Promise<void> {
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(root, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
}

export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}
