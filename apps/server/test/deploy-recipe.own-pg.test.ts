// The deployment recipe of README.md ("Deploying"), run as written (ADR 0127): the block between the
// deploy-recipe markers goes to bash unchanged, with its settings given as the environment (a throw-away Postgres, a
// fake SMS gateway, free ports, a log folder). Then, through the proxy: /ready, a new user signs up with the code the
// gateway received, signs in, and the app's page is served; the addresses the instances hand out (the terms frame on
// the content origin, a profile picture, the card gateway) are the public origins and load through the proxy from
// both instances; both instances served requests, in JSON lines only.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, memorySessionStore, uploadProfilePic } from '@quest/api';
import { startPostgres, type ThrowAwayPostgres } from '../../../scripts/postgres.mjs';
import { repoRoot } from '../src/paths.ts';
import { makeTempDir, postJson } from './helpers.ts';

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

/** True when `port` can be listened on (all interfaces, as the recipe's proxy does). */
function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** Three runs of three free consecutive ports (the recipe's PORT, PORT+1, PORT+2): public, instance A, instance B. */
async function portRuns(): Promise<[number, number, number]> {
  const runs: number[] = [];
  for (let base = 20_000 + Math.floor(Math.random() * 900) * 40; runs.length < 3; base += 10) {
    const ports = [base, base + 1, base + 2];
    if ((await Promise.all(ports.map(portFree))).every(Boolean)) runs.push(base);
  }
  return runs as [number, number, number];
}

/** The instance logs' access lines for `origin` (app, content or gateway) and path, per log file. */
async function servedBy(logDir: string, origin: string, path_: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of ['quest-a.log', 'quest-b.log']) {
    const lines = (await readFile(path.join(logDir, name), 'utf8')).split('\n').filter(Boolean);
    counts[name] = lines
      .map((line) => JSON.parse(line) as { msg?: string; origin?: string; path?: string })
      .filter(
        (line) => line.msg === 'request' && line.path === path_ && (line.origin ?? 'app') === origin,
      ).length;
  }
  return counts;
}

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
    const [publicPort, portA, portB] = await portRuns();
    const env: NodeJS.ProcessEnv = {};
    const recipeSets =
      /^(QUEST_|VITE_|VITEST|NODE_OPTIONS$|NODE_ENV$|DATABASE_URL$|(CONTENT_|GATEWAY_)?PORT$|HOST$|LOG_LEVEL$)/;
    for (const [name, value] of Object.entries(process.env)) {
      if (!recipeSets.test(name)) env[name] = value;
    }
    Object.assign(env, {
      DATABASE_URL: pg!.url,
      QUEST_SMS_URL: `http://127.0.0.1:${(sms!.address() as AddressInfo).port}/send`,
      QUEST_SMS_TOKEN: 'recipe-token',
      PUBLIC_PORT: String(publicPort),
      PORT_A: String(portA),
      PORT_B: String(portB),
      LOG_DIR: logDir,
      PUBLIC_HOST: '127.0.0.1',
      PROXY_HOST: '127.0.0.1',
    });
    const run = await runRecipe(script!, env);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('"status":"ready"');

    const base = `http://127.0.0.1:${publicPort}`;
    const contentBase = `http://127.0.0.1:${publicPort + 1}`;
    const gatewayBase = `http://127.0.0.1:${publicPort + 2}`;
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
    let token = '';
    let userId = 0;
    for (let i = 0; i < 2; i++) {
      const auth = Buffer.from(`${MOBILE}:${PASSWORD}`).toString('base64');
      const signIn = await fetch(`${base}/QuestUser/AuthenticateUser`, {
        method: 'POST',
        headers: { Authorization: `Basic ${auth}`, AppId: '1' },
      });
      expect(signIn.status).toBe(200);
      ({ token } = (await signIn.json()) as { token: string });
      const me = await fetch(`${base}/QuestUser/GetCurrentUser`, {
        headers: { Authorization: `Bearer ${token}`, AppId: '1' },
      });
      const user = (await me.json()) as { userName: string; userId: number };
      expect(user).toMatchObject({ userName: MOBILE });
      userId = user.userId;
    }

    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<div id="root"[\s>]/);
    // The app's policy frames the public content origin and posts payment forms to the public gateway.
    const policy = page.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toMatch(new RegExp(`frame-src 'self' ${contentBase}[;\\s]`));
    expect(policy).toMatch(new RegExp(`form-action 'self' ${gatewayBase}[;\\s]`));

    // Addresses an instance hands out are the public origins, and each loads through the proxy from both instances
    // (twice, round-robin; the instances' logs show one request each).
    const config = (await (await fetch(`${base}/QuestUser/GetConfig?AppId=1`)).json()) as { tcUrl: string };
    expect(config.tcUrl).toBe(`${contentBase}/pages/terms.html`);
    for (let i = 0; i < 2; i++) {
      const terms = await fetch(config.tcUrl);
      expect(terms.status).toBe(200);
      // Framed by the app's public origin only, never by an instance's own port.
      expect(terms.headers.get('Content-Security-Policy')).toContain(`frame-ancestors ${base}`);
      await terms.body?.cancel();
    }
    const client = createApiClient({
      session: memorySessionStore(token),
      fetch: (input, init) => fetch(`${base}${String(input)}`, init),
    });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 9, 9, 9]);
    const { profilePic } = await uploadProfilePic(client, {
      body: { userId, profilePic: new File([png], 'me.png', { type: 'image/png' }) },
    });
    expect(profilePic.startsWith(`${base}/`), profilePic).toBe(true);
    for (let i = 0; i < 2; i++) {
      const picture = await fetch(profilePic);
      expect(picture.status).toBe(200);
      expect(new Uint8Array(await picture.arrayBuffer())).toEqual(png);
    }
    for (let i = 0; i < 2; i++) {
      const gateway = await fetch(`${gatewayBase}/`);
      expect(gateway.status).toBe(200);
      expect(await gateway.text()).toContain('Test card gateway');
    }
    const picturePath = new URL(profilePic).pathname;
    expect(await servedBy(logDir, 'content', '/pages/terms.html')).toEqual({
      'quest-a.log': 1,
      'quest-b.log': 1,
    });
    expect(await servedBy(logDir, 'app', picturePath)).toEqual({ 'quest-a.log': 1, 'quest-b.log': 1 });
    expect(await servedBy(logDir, 'gateway', '/')).toEqual({ 'quest-a.log': 1, 'quest-b.log': 1 });

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
