// The timing budgets of issue 12 (ADR 0084): the reference server on a fresh database serving the built app, the
// system Chromium driven by puppeteer-core, then a Lighthouse user flow (lighthouse.mjs), the first video frame and
// the first PDF page (media.mjs) and the interactions (interactions.mjs, when present). Timings are reported,
// never gated in CI (too noisy on shared machines); `npm run bench` exits 1 on a miss.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from '../browser-path.mjs';
import { budgetName, reasonOf, startReferenceServer, timingBudgetNames } from './timing-parts.mjs';

export {
  budgetName,
  demoStudent,
  median,
  reasonOf,
  signIn,
  startReferenceServer,
  timingBudgetNames,
} from './timing-parts.mjs';

/** Exact versions that support Node 20 (lighthouse 13 needs Node 22.19; it depends on puppeteer-core ^24.17.1). */
export const timingPackages = { lighthouse: '12.8.2', 'puppeteer-core': '24.43.1' };

/** Installed timing packages, by name (a package resolves from the repo root or it is missing). */
function installed({ root }) {
  const require = createRequire(path.join(root, 'package.json'));
  return Object.keys(timingPackages).filter((name) => {
    try {
      require.resolve(`${name}/package.json`);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * Runs one group of measurements; on a failure its budgets are "not measured" with the reason.
 * @param {string[]} names budgets the group reports
 * @param {() => Promise<{ rows: [string, string, boolean | undefined][], details?: string[] }>} measure
 */
async function measured(names, measure) {
  try {
    return await measure();
  } catch (error) {
    return { rows: names.map((name) => [name, `not measured: ${reasonOf(error)}`, undefined]), details: [] };
  }
}

/**
 * One row per timing budget, in {@link timingBudgetNames} order: [budget, measured, ok] (ok undefined when the
 * figure was not measured), and Markdown lines with the details behind each figure.
 * @param {{ root: string, log?: (line: string) => void }} options
 * @returns {Promise<{ rows: [string, string, boolean | undefined][], details: string[] }>}
 */
export async function timingBudgets({ root, log = console.log, floorDir, routes = [] }) {
  const have = installed({ root });
  const missing = Object.keys(timingPackages).filter((name) => !have.includes(name));
  if (missing.length) {
    const reason = `not installed: ${missing.map((name) => `\`${name}@${timingPackages[name]}\``).join(', ')}`;
    return { rows: timingBudgetNames.map((name) => [name, reason, undefined]), details: [] };
  }

  const { default: puppeteer } = await import('puppeteer-core');
  const { lighthouseFlow, lighthouseBudgetNames } = await import('./lighthouse.mjs');
  const { measureMedia, mediaBudgetNames } = await import('./media.mjs');
  const interactionNames = [budgetName('answer-and-Next'), budgetName('10,000-row leaderboard')];

  const server = await startReferenceServer();
  const floor = floorDir ? await serveFolder(floorDir) : null;
  log(`bench: reference server on ${server.url}; Chromium ${chromiumPath()}`);
  let fetched = new Map();
  const browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: chromiumArgs,
  });
  const groups = [];
  try {
    log('bench: first video frame and first PDF page (3 runs each)…');
    groups.push(await measured(mediaBudgetNames, () => measureMedia({ browser, baseUrl: server.url })));

    const interactionsFile = path.join(root, 'scripts/bench/interactions.mjs');
    if (existsSync(interactionsFile)) {
      log('bench: answer-and-Next and the leaderboard…');
      groups.push(
        await measured(interactionNames, async () => {
          const { measureInteractions } = await import('./interactions.mjs');
          return { rows: await measureInteractions({ browser, baseUrl: server.url }) };
        }),
      );
    } else {
      groups.push({
        rows: interactionNames.map((name) => [
          name,
          'not measured: scripts/bench/interactions.mjs is missing',
          undefined,
        ]),
      });
    }

    log('bench: Lighthouse user flow (/, /products, sign-in, /home, /assessment)…');
    groups.push(
      await measured(lighthouseBudgetNames, () =>
        lighthouseFlow({
          browser,
          baseUrl: server.url,
          floorUrl: floor?.url,
          reportFile: path.join(root, 'bench/lighthouse-flow.html'),
        }),
      ),
    );

    const fetchedBudget = budgetName('everything `/` fetches until the network is idle');
    log(`bench: what each of ${routes.length} routes fetches until the network is idle…`);
    groups.push(
      await measured([fetchedBudget], async () => {
        const { fetchedUntilIdle } = await import('./fetched.mjs');
        fetched = await fetchedUntilIdle({ browser, baseUrl: server.url, routes });
        const root = fetched.get('/');
        if (!root) throw new Error('/ was not opened');
        return {
          rows: [
            [
              fetchedBudget,
              `${(root.bytes / 1000).toFixed(1)} KB in ${root.files} files (scripts and style sheets, landed on \`${root.landed}\`)`,
              root.bytes / 1000 <= 150,
            ],
          ],
        };
      }),
    );
  } finally {
    await browser.close().catch(() => undefined);
    await server.stop();
    await floor?.stop();
  }

  const byName = new Map(groups.flatMap((group) => group.rows).map((row) => [row[0], row]));
  return {
    rows: timingBudgetNames.map(
      (name) => byName.get(name) ?? [name, 'not measured: no run reports it', undefined],
    ),
    details: groups.flatMap((group) => group.details ?? []),
    fetched,
  };
}

const contentTypes = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** A plain static server for a built folder (the floor page), on a free loopback port. */
async function serveFolder(dir) {
  const server = createServer((request, response) => {
    const name = new URL(request.url ?? '/', 'http://x').pathname;
    const file = path.join(
      dir,
      name === '/' ? 'index.html' : path.normalize(name).replace(/^(\.\.[/\\])+/, ''),
    );
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, stop: () => new Promise((resolve) => server.close(resolve)) };
}
