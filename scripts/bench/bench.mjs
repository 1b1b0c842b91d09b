// `npm run bench`: builds the learner app and a floor page (bare React + ReactDOM rendering one button) in one
// run, measures each route's first load against the budgets, writes bench/results.md and prints it.
// `--sizes-only` measures the sizes alone (what CI gates on). Exits 1 when a measured budget is missed (ADR 0081).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { root } from '../lib.mjs';
import { filesInHtml, firstLoad } from './first-load.mjs';
import { learnerRoutes } from './routes.mjs';
import { loadBudgetNames, loadDatabases, serverLoadBudgets } from './server-load.mjs';
import { reasonOf, timingBudgets } from './timings.mjs';

/** Budgets of issue 12, in KB of 1000 bytes. */
const budgets = { rootKb: 150, rootToFloor: 2.2, routeKb: 250 };

const sizesOnly = process.argv.includes('--sizes-only');
const appRoot = path.join(root, 'apps/learner');
const resultsFile = path.join(root, 'bench/results.md');
const kb = (bytes) => bytes / 1000;
const fmt = (bytes) => kb(bytes).toFixed(1);

/** Builds with Vite into `outDir` and returns a reader of the build: manifest, HTML files, file bytes. */
async function viteBuild(config, outDir) {
  await build({
    logLevel: 'warn',
    ...config,
    build: { ...config.build, outDir, emptyOutDir: true, manifest: true },
  });
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
  const htmlFiles = filesInHtml(readFileSync(path.join(outDir, 'index.html'), 'utf8'));
  const read = (file) => readFileSync(path.join(outDir, file));
  let chunkPackages = {};
  try {
    chunkPackages = JSON.parse(read('.vite/chunk-packages.json').toString());
  } catch {
    // Only the app's config writes it (apps/learner/vite.config.ts).
  }
  return { manifest, htmlFiles, read, chunkPackages };
}

/** The floor: React + ReactDOM rendering one button, built by Vite with the app's React plugin. */
async function buildFloor(workDir) {
  // Inside the repo's node_modules so `react` resolves to the app's own copy.
  const cache = path.join(root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const floorRoot = mkdtempSync(path.join(cache, 'quest-bench-floor-'));
  try {
    writeFileSync(
      path.join(floorRoot, 'index.html'),
      '<!doctype html>\n<html lang="en"><head><meta charset="UTF-8" /><title>Floor</title></head>' +
        '<body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>\n',
    );
    writeFileSync(
      path.join(floorRoot, 'main.jsx'),
      "import { createRoot } from 'react-dom/client';\n\n" +
        'createRoot(document.getElementById(\'root\')).render(<button type="button">Start</button>);\n',
    );
    const floor = await viteBuild({ root: floorRoot, configFile: false, plugins: [react()] }, workDir);
    return firstLoad(floor.manifest, [], floor.read, floor.htmlFiles);
  } finally {
    rmSync(floorRoot, { recursive: true, force: true });
  }
}

function commit() {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim();
    return dirty ? `${sha} + uncommitted changes` : sha;
  } catch {
    return 'unknown';
  }
}

const work = mkdtempSync(path.join(os.tmpdir(), 'quest-bench-'));
let failed = false;
try {
  console.log('bench: building the learner app and the floor page…');
  const started = Date.now();
  const app = await viteBuild(
    { root: appRoot, configFile: path.join(appRoot, 'vite.config.ts') },
    path.join(work, 'app'),
  );
  const floorDir = path.join(work, 'floor');
  const floor = await buildFloor(floorDir);
  const buildSeconds = ((Date.now() - started) / 1000).toFixed(1);

  const routes = learnerRoutes(appRoot).map((route) => ({
    ...route,
    load: firstLoad(app.manifest, route.modules, app.read, app.htmlFiles),
  }));
  const rootRoute = routes.find((route) => route.path === '/');
  if (!rootRoute) throw new Error('no screen for / in screens.ts');
  const ratio = rootRoute.load.total / floor.total;
  const largest = routes.reduce((a, b) => (b.load.total > a.load.total ? b : a));
  const overRoute = routes.filter((route) => kb(route.load.total) > budgets.routeKb);

  const sizeRows = [
    [
      `\`/\` first load ≤ ${budgets.rootKb} KB`,
      `${fmt(rootRoute.load.total)} KB`,
      kb(rootRoute.load.total) <= budgets.rootKb,
    ],
    [
      `\`/\` first load ≤ ${budgets.rootToFloor} × floor`,
      `${ratio.toFixed(2)} ×`,
      ratio <= budgets.rootToFloor,
    ],
    [
      `no route's first load > ${budgets.routeKb} KB`,
      `${overRoute.length} of ${routes.length} routes over; largest \`${largest.path}\` ${fmt(largest.load.total)} KB`,
      overRoute.length === 0,
    ],
  ];
  if (!sizesOnly) console.log('bench: timings (reference server, Chromium, Lighthouse; a few minutes)…');
  const timings = sizesOnly
    ? { rows: [], details: [], fetched: new Map() }
    : await timingBudgets({ root, floorDir, routes });
  const load = { rows: [], details: [] };
  for (const database of sizesOnly ? [] : loadDatabases) {
    console.log(`bench: server load on ${database} (autocannon, 2 rounds of 3 calls × 20 s)…`);
    const measured = await serverLoadBudgets({ database }).catch((error) => ({
      rows: loadBudgetNames(database).map((name) => [name, `not measured: ${reasonOf(error)}`, undefined]),
      details: [],
    }));
    load.rows.push(...measured.rows);
    load.details.push(...measured.details);
  }
  const timingRows = [...timings.rows, ...load.rows];
  failed = [...sizeRows, ...timingRows].some(([, , ok]) => ok === false);

  const verdict = (ok) => (ok === true ? 'pass' : ok === false ? '**MISS**' : 'not measured');
  const lines = [
    '# Bench results',
    '',
    `Measured ${new Date().toISOString()} on commit ${commit()}, Node ${process.version}, ` +
      `${os.cpus().length} CPUs; both builds took ${buildSeconds} s. Written by \`npm run bench\`` +
      `${sizesOnly ? ' -- --sizes-only' : ''} (scripts/bench).`,
    '',
    "First load: every JS and CSS file that `index.html` and the route's lazy modules pull in through static",
    'imports (Vite manifest), each gzipped at level 9; fonts, images and media excluded. 1 KB = 1000 bytes.',
    '',
    '## Budgets',
    '',
    '| budget | measured | result |',
    '|---|---|---|',
    ...[...sizeRows, ...timingRows].map(([name, value, ok]) => `| ${name} | ${value} | ${verdict(ok)} |`),
    '',
    '## First load per route',
    '',
    'The last column: every script and style sheet the route fetched in a real Chromium until the network was',
    'idle (lazy chunks after paint included; gzip -9 each; visitors on public routes, the demo student elsewhere).',
    '',
    '| route | lazy modules (apps/learner/src/features/) | files | JS KB | CSS KB | total KB | × floor | fetched until idle KB |',
    '|---|---|--:|--:|--:|--:|--:|--:|',
    ...routes.map(({ path: p, modules, load }) => {
      const idle = timings.fetched.get(p);
      return (
        `| \`${p}\` | ${modules.map((m) => `\`${m.replace(/^src\/features\//, '')}\``).join(' + ')} | ` +
        `${load.files.length} | ${fmt(load.js)} | ${fmt(load.css)} | ${fmt(load.total)} | ` +
        `${(load.total / floor.total).toFixed(2)} | ${idle ? `${fmt(idle.bytes)} (${idle.files} files)` : '—'} |`
      );
    }),
    `| floor: React + ReactDOM, one button | — | ${floor.files.length} | ${fmt(floor.js)} | ${fmt(floor.css)} | ` +
      `${fmt(floor.total)} | 1.00 | — |`,
    '',
    `Ratio of \`/\` to the floor: ${fmt(rootRoute.load.total)} KB / ${fmt(floor.total)} KB = ${ratio.toFixed(2)}.`,
    '',
    ...(timings.details.length ? ['## Timings', '', ...timings.details] : []),
    ...load.details,
    '## The largest files of `/`',
    '',
    'Where to look first when `/` misses: its ten largest files and the npm packages bundled into each',
    '(`.vite/chunk-packages.json`; "app code" when none).',
    '',
    '| file | gzip KB | packages |',
    '|---|--:|---|',
    ...Object.entries(rootRoute.load.sizes)
      .sort(([, a], [, b]) => b - a)
      .slice(0, 10)
      .map(
        ([file, bytes]) =>
          `| \`${file}\` | ${fmt(bytes)} | ` +
          `${(app.chunkPackages[file] ?? []).join(', ') || 'app code'} |`,
      ),
    '',
  ];
  const table = lines.join('\n');
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, table);
  console.log(table);
  console.log(
    `bench: ${failed ? 'a budget was missed' : 'every measured budget holds'} (${path.relative(root, resultsFile)})`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
