import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { repoRoot } from '../../src/paths.ts';
import { freePort, isReadyLine, START_TIMEOUT_MS } from './server-process.ts';

/**
 * The built server (ADR 0127) as production runs it: `node apps/server/dist/main.js`, no tsx. The loader hook below
 * refuses any TypeScript module or anything of tsx's, so a server that still needed them would not start.
 */
export const NO_TYPESCRIPT_HOOK = `data:text/javascript,${encodeURIComponent(
  `import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(
    `export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (/\\.[cm]?tsx?$/.test(new URL(resolved.url).pathname) || /\\/node_modules\\/tsx\\//.test(resolved.url))
    throw new Error('TypeScript at run time: ' + resolved.url);
  return resolved;
}`,
  )}));`,
)}`;

/** `npm run build -w @quest/server` (under a second; files are replaced whole, so parallel runs are safe). */
export function buildServer(): void {
  const result = spawnSync(process.execPath, ['apps/server/scripts/build.mjs'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`server build failed:\n${result.stderr}`);
}

export interface OutputLine {
  stream: 'stdout' | 'stderr';
  line: string;
}

export interface BuiltServer {
  child: ChildProcess;
  url: string;
  /** Every complete line written so far, with the stream it went to. */
  lines(): OutputLine[];
  /** Resolves with the exit code once the process has exited and its output is read. */
  exited: Promise<number | null>;
  kill(): void;
}

/** The environment of a spawned server: this process's without the variables that change its behaviour. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (/^(QUEST_|VITE_|VITEST|NODE_OPTIONS$|DATABASE_URL$|NODE_ENV$|LOG_LEVEL$)/.test(name)) continue;
    env[name] = value;
  }
  return env;
}

/** Spawns the built server with `env` (a free PORT unless given) and resolves once its ready line is out. */
export async function startBuiltServer(env: NodeJS.ProcessEnv): Promise<BuiltServer> {
  const port = env.PORT ?? String(await freePort());
  const child = spawn(
    process.execPath,
    ['--no-warnings', '--import', NO_TYPESCRIPT_HOOK, 'apps/server/dist/main.js'],
    {
      cwd: repoRoot,
      env: { ...cleanEnv(), HOST: '127.0.0.1', CONTENT_PORT: '0', GATEWAY_PORT: '0', ...env, PORT: port },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const lines: OutputLine[] = [];
  const pending = { stdout: '', stderr: '' };
  for (const stream of ['stdout', 'stderr'] as const) {
    child[stream]?.on('data', (chunk: Buffer) => {
      const parts = (pending[stream] + chunk.toString()).split('\n');
      pending[stream] = parts.pop() ?? '';
      for (const line of parts) lines.push({ stream, line });
    });
  }
  // 'close', not 'exit': by then both pipes are read to their end.
  const exited = new Promise<number | null>((resolve) =>
    child.once('close', (code) => {
      for (const stream of ['stdout', 'stderr'] as const) {
        if (pending[stream]) lines.push({ stream, line: pending[stream] });
      }
      resolve(code);
    }),
  );
  const kill = () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  const url = `http://127.0.0.1:${port}`;
  const expected = `Quest is running at ${url}`;
  const started = Date.now();
  while (!lines.some(({ line }) => isReadyLine(line, expected))) {
    if (child.exitCode !== null || Date.now() - started > START_TIMEOUT_MS) {
      kill();
      throw new Error(
        `The built server did not get ready (exit ${child.exitCode}):\n${lines.map((l) => l.line).join('\n')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, url, lines: () => [...lines], exited, kill };
}
