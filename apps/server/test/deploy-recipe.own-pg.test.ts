// The deployment recipe of README.md ("Deploying"), run as written (ADR 0127): the block between the
// deploy-recipe markers goes to bash unchanged, with its settings given as the environment (a throw-away Postgres, a
// fake SMS gateway, free ports, a log folder). Then, through the proxy: /ready, a new user signs up with the code the
// gateway received, signs in, and the app's page is served; both instances served requests, in JSON lines only.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type ThrowAwayPostgres } from '../../../scripts/postgres.mjs';
import { repoRoot } from '../src/paths.ts';
import { makeTempDir, postJson } from './helpers.ts';
import { freePort } from './support/server-process.ts';

const RECIPE = /<!-- deploy-recipe:begin -->\s*```sh\n([\s\S]*?)```\s*<!-- deploy-recipe:end -->/;
const MOBILE = '9123456789';
const PASSWORD = 'Recipe@2026';

let pg: ThrowAwayPostgres | undefined;
let temp: Awaited<ReturnType<typeof makeTempDir>>;
let recipe: ChildProcess | undefined;
let sms: http.Server | undefined;
const texts: string[] = [];

beforeAll(async () => {
  temp = await makeTempDir('deploy-recipe');
  pg = await startPostgres();
  // The SMS gateway: answers 200 and keeps each message's text (the OTP code is in it).
  sms = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.headers.authorization === 'Bearer recipe-token') texts.push(String(JSON.parse(body).text));
      res.writeHead(req.headers.authorization === 'Bearer recipe-token' ? 200 : 401).end();
    });
  });
  await new Promise<void>((resolve) => sms!.listen(0, '127.0.0.1', resolve));
}, 120_000);

afterAll(async () => {
  // SIGTERM to the recipe's process group: the instances drain and exit, so does the proxy.
  if (recipe?.pid !== undefined) {
    try {
      process.kill(-recipe.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    try {
      process.kill(-recipe.pid, 'SIGKILL');
    } catch {
      // all exited
    }
  }
  sms?.close();
  await pg?.stop();
  await temp?.remove();
});

function runRecipe(script: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  recipe = spawn('bash', ['-euo', 'pipefail', '-c', script], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  recipe.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  recipe.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => recipe!.once('close', (code) => resolve({ code, output })));
}

describe('the deployment recipe in README.md', () => {
  it('starts Postgres-backed instances behind the proxy; a new user signs up and signs in through it', async () => {
    const readme = await readFile(path.join(repoRoot, 'README.md'), 'utf8');
    const script = RECIPE.exec(readme)?.[1];
    expect(script, 'the deploy-recipe block in README.md').toBeTruthy();

    const logDir = path.join(temp.dir, 'logs');
    const [publicPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
    const env: NodeJS.ProcessEnv = {};
    for (const [name, value] of Object.entries(process.env)) {
      if (!/^(QUEST_|VITE_|VITEST|NODE_OPTIONS$|NODE_ENV$|DATABASE_URL$|PORT$|LOG_LEVEL$)/.test(name)) {
        env[name] = value;
      }
    }
    Object.assign(env, {
      DATABASE_URL: pg!.url,
      QUEST_SMS_URL: `http://127.0.0.1:${(sms!.address() as AddressInfo).port}/send`,
      QUEST_SMS_TOKEN: 'recipe-token',
      PUBLIC_PORT: String(publicPort),
      PORT_A: String(portA),
      PORT_B: String(portB),
      LOG_DIR: logDir,
      // Free ports for each instance's content origin and gateway (PORT+1 and PORT+2 may be taken here).
      CONTENT_PORT: '0',
      GATEWAY_PORT: '0',
    });
    const run = await runRecipe(script!, env);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('"status":"ready"');

    const base = `http://127.0.0.1:${publicPort}`;
    expect((await fetch(`${base}/ready`)).status).toBe(200);

    // A new user signs up through the proxy: the code goes to the SMS gateway, never to the log.
    const sent = await fetch(`${base}/QuestUser/SendOTP`, postJson({ MobileNumber: MOBILE }));
    expect(sent.status).toBe(200);
    const code = /OTP is (\d+)/.exec(texts.at(-1) ?? '')?.[1];
    expect(code, 'the code the SMS gateway received').toBeTruthy();
    const valid = await fetch(`${base}/QuestUser/ValidateOTP?OTP=${code}&MobileNumber=${MOBILE}`);
    expect(valid.status).toBe(200);
    const registered = await fetch(
      `${base}/QuestUser/RegisterUser`,
      postJson({ userName: MOBILE, password: PASSWORD, firstName: 'Recipe' }),
    );
    expect(registered.status, await registered.clone().text()).toBe(200);

    // Signs in (twice: one answer from each instance, round-robin) and reads their account.
    for (let i = 0; i < 2; i++) {
      const auth = Buffer.from(`${MOBILE}:${PASSWORD}`).toString('base64');
      const signIn = await fetch(`${base}/QuestUser/AuthenticateUser`, {
        method: 'POST',
        headers: { Authorization: `Basic ${auth}`, AppId: '1' },
      });
      expect(signIn.status).toBe(200);
      const { token } = (await signIn.json()) as { token: string };
      const me = await fetch(`${base}/QuestUser/GetCurrentUser`, {
        headers: { Authorization: `Bearer ${token}`, AppId: '1' },
      });
      expect(await me.json()).toMatchObject({ userName: MOBILE });
    }

    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<div id="root"[\s>]/);

    // Both instances served requests; every line they wrote is JSON; no code or number in them.
    for (const name of ['quest-a.log', 'quest-b.log']) {
      const lines = (await readFile(path.join(logDir, name), 'utf8')).split('\n').filter(Boolean);
      const parsed = lines.map((line) => JSON.parse(line) as { msg?: string });
      expect(parsed.filter((line) => line.msg === 'request').length, name).toBeGreaterThan(0);
      const text = lines.join('\n');
      expect(text).not.toContain(MOBILE);
      expect(text).not.toContain(`OTP is ${code}`);
    }
  }, 240_000);
});
