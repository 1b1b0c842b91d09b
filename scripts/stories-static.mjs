// Runs every story on the STATIC Storybook build, the one designers open (issue 25, ADR 0129): each story renders,
// its play function passes, axe finds no violation (addon-a11y's report), and no request fails.
// Usage: node scripts/stories-static.mjs [--docs-only] [--json=FILE] [--workers=N] [--only=id,id] [--no-build] [--dir=DIR]
//        [--no-docs] (leaves out the docs-page check) [--pages=Title,Title] (the docs-page check on those pages only)
//
// It builds ./storybook-static when an input is newer than the build, serves it on a free loopback port, and drives
// Debian Chromium: one page per worker switching stories through the preview's channel (as the sidebar does), then
// the stories the issue named again, each alone on a fresh page, at phone and desktop widths.
import { createReadStream, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromiumArgs, chromiumPath } from './browser-path.mjs';
import { newest, root, run } from './lib.mjs';

/** Stories that failed in the built Storybook, or in sequence, while their Vitest story test passed (issue 25). */
export const NAMED_STORIES = [
  'design-system-navigation-carousel--swipe',
  'design-system-player-watermark--bounce',
  'design-system-player-watermark--scroll-timing',
  'design-system-player-seek-slider--pointer',
  'design-system-player-control-bar--tap-shows',
  'screens-assessment-report--loaded',
  'screens-viewers--activity-finished',
  'screens-instruction--loaded',
  'screens-assessment--loaded',
];

export const WIDTHS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
};

/** What the build is made from: a change in any of these makes ./storybook-static stale. */
const INPUTS = [
  '.storybook',
  'stories',
  'packages/design-system/src',
  'packages/flows/src',
  'packages/api/src',
];
// Twice the Vitest project's test timeout: a state sheet on a loaded 2-core machine takes 20-40 s; a hang still fails.
const STORY_TIMEOUT_MS = 60_000;

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
  '.key': 'application/octet-stream',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Whether a response is a failed request: any status >= 400 the mock service worker did not make up. A mocked error
 * (a story's "Failed" state) is the story's data; a worker's pass-through that came back 404 is still a 404 and is
 * caught on the worker's own request (`fromWorker`).
 */
export function isFailedResponse({ status, fromServiceWorker, fromWorker = false }) {
  if (status < 400) return false;
  return fromWorker || !fromServiceWorker;
}

/** Whether a request that got no response is a failure: a load the page cancelled (story switched) is not. */
export function isFailedRequest({ errorText }) {
  return !/ERR_ABORTED|NS_BINDING_ABORTED/.test(errorText ?? '');
}

/** Serves `dir` on a free loopback port: MIME types for every file the build holds, byte ranges for media. */
export function serveStatic(dir) {
  const server = http.createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(dir, urlPath);
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const size = statSync(file).size;
    const headers = {
      'Content-Type': MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Accept-Ranges': 'bytes',
      'Cache-Control': 'no-cache',
    };
    const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
    if (range) {
      const start = range[1] ? Number(range[1]) : size - Number(range[2]);
      const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      if (start > end || start >= size) {
        res.writeHead(416, { 'Content-Range': `bytes */${size}` }).end();
        return;
      }
      res.writeHead(206, {
        ...headers,
        'Content-Range': `bytes ${start}-${end}/${size}`,
        'Content-Length': end - start + 1,
      });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file, { start, end }).pipe(res);
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Length': size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}

/** Builds ./storybook-static when it is missing or older than any input (cf. ensureBuilt in lib.mjs). */
export function ensureStorybookBuilt(dir = path.join(root, 'storybook-static')) {
  const index = path.join(dir, 'index.json');
  const sources = INPUTS.map((d) => path.join(root, d));
  if (existsSync(index) && statSync(index).mtimeMs >= newest(sources)) return false;
  console.log('Building the static Storybook…');
  if (run('npx', ['storybook', 'build', '--quiet', '-o', dir]) !== 0)
    throw new Error('storybook build failed');
  return true;
}

/**
 * The stories a run covers: every `story` entry of index.json tagged `test` (Storybook's default; `!test` removes
 * it) and not `no-test`, as the Vitest project picks them.
 */
export function storiesOf(index) {
  return Object.values(index.entries).filter(
    (e) => e.type === 'story' && (e.tags ?? []).includes('test') && !(e.tags ?? []).includes('no-test'),
  );
}

/**
 * Opens a page on the preview, with every failed request and page error recorded against the story on screen.
 * Returns the page and `runStory(id)`, which switches to the story through the preview's channel and resolves with
 * the story's outcome.
 */
async function openPreview(browser, baseUrl, width, { reducedMotion = false } = {}) {
  const context = await browser.newContext({
    ...WIDTHS[width],
    serviceWorkers: 'allow',
    ...(process.env.UA_TR ? { userAgent: 'Mozilla/5.0 StorybookTestRunner' } : {}),
  });
  const page = await context.newPage();
  const current = { problems: [], requests: [] };
  const onResponse = (response, fromWorker) => {
    const failed = isFailedResponse({
      status: response.status(),
      fromServiceWorker: response.fromServiceWorker(),
      fromWorker,
    });
    if (failed) current.requests.push(`${response.status()} ${response.url()}`);
  };
  // The page's own requests, and the mock service worker's pass-through fetches (reported on the context).
  page.on('response', (r) => onResponse(r, false));
  context.on('response', (r) => {
    if (r.request().serviceWorker()) onResponse(r, true);
  });
  const onFailed = (request) => {
    const errorText = request.failure()?.errorText;
    if (isFailedRequest({ errorText })) current.requests.push(`${errorText} ${request.url()}`);
  };
  page.on('requestfailed', onFailed);
  context.on('requestfailed', (r) => {
    if (r.serviceWorker()) onFailed(r);
  });
  page.on('pageerror', (error) => current.problems.push(`page error: ${error.message.split('\n')[0]}`));

  // The preview alone, no story yet: every story (the first too) is then chosen as the sidebar does.
  await page.goto(`${baseUrl}/iframe.html`);
  await page.waitForFunction(() => window.__STORYBOOK_PREVIEW__?.storyStoreValue, null, { timeout: 60_000 });
  let size = WIDTHS[width].viewport;
  // Reduced motion in the run of every story (ADR 0148): skeletons and spinners stop painting frames. Set story by
  // story, since a story tagged `motion` (its play watches something move) keeps full motion; the named stories
  // alone at phone and desktop keep it too.
  let media = 'no-preference';
  async function runStory(id) {
    const at = Date.now();
    // A story that names a viewport (`globals.viewport`) is drawn at that size, as Storybook's toolbar draws it.
    const needs = await withTimeout(page.evaluate(storyNeeds, id), 10_000);
    const wanted = needs.viewport ?? WIDTHS[width].viewport;
    const motion = reducedMotion && !needs.motion ? 'reduce' : 'no-preference';
    if (motion !== media) {
      await page.emulateMedia({ reducedMotion: motion });
      media = motion;
    }
    if (wanted.width !== size.width || wanted.height !== size.height) {
      await page.setViewportSize(wanted);
      size = wanted;
    }
    current.problems = [];
    current.requests = [];
    const outcome = await withTimeout(
      page.evaluate(
        ({ id, timeout }) =>
          new Promise((resolve) => {
            const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
            const problems = [];
            const events = {
              storyErrored: (e) => problems.push(`render error: ${e?.title ?? ''} ${e?.description ?? ''}`),
              storyThrewException: (e) => problems.push(`exception: ${e?.message ?? e}`),
              playFunctionThrewException: (e) => problems.push(`play: ${e?.message ?? e}`),
              unhandledErrorsWhilePlaying: (errors) =>
                problems.push(...errors.map((e) => `unhandled error while playing: ${e?.message ?? e}`)),
              storyMissing: () => problems.push('story missing'),
            };
            const done = (result) => {
              clearTimeout(timer);
              for (const [name, fn] of Object.entries(events)) channel.off(name, fn);
              channel.off('storyFinished', onFinished);
              channel.off('storyMissing', onMissing);
              resolve(result);
            };
            const onFinished = (e) => {
              if (e.storyId !== id) return;
              const a11y = (e.reporters ?? []).filter((r) => r.type === 'a11y' && r.status === 'failed');
              for (const report of a11y) {
                const violations = report.result?.violations ?? [];
                problems.push(
                  report.result?.error
                    ? `a11y: ${report.result.error?.message ?? report.result.error}`
                    : `a11y: ${violations.map((v) => `${v.id} (${v.nodes.length})`).join(', ')}`,
                );
              }
              done({ status: e.status, problems });
            };
            const onMissing = () => done({ status: 'error', problems: [...problems, 'story missing'] });
            const timer = setTimeout(
              () => done({ status: 'error', problems: [...problems, `no outcome in ${timeout / 1000} s`] }),
              timeout,
            );
            for (const [name, fn] of Object.entries(events)) channel.on(name, fn);
            channel.on('storyFinished', onFinished);
            channel.on('storyMissing', onMissing);
            channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
          }),
        { id, timeout: STORY_TIMEOUT_MS },
      ),
      STORY_TIMEOUT_MS + 5_000,
    );
    // Requests still landing for the story (images decode after its play ended) belong to it.
    await page.waitForTimeout(50);
    const problems = [...outcome.problems, ...current.problems];
    if (outcome.status !== 'success' && problems.length === 0) problems.push(`status ${outcome.status}`);
    return {
      id,
      ok: problems.length === 0 && current.requests.length === 0,
      problems,
      requests: [...current.requests],
      ms: Date.now() - at,
    };
  }
  return { page, context, runStory };
}

/**
 * What a story asks of the page, read in the page: `viewport`, its `globals.viewport` (or
 * `parameters.viewport.defaultViewport`) among the viewport options as the toolbar (and addon-vitest) resolve it,
 * null when it names none; `motion`, whether it is tagged `motion` (its play watches something move).
 */
async function storyNeeds(id) {
  const story = await window.__STORYBOOK_PREVIEW__.loadStory({ storyId: id });
  const motion = (story.tags ?? []).includes('motion');
  const param = story.parameters?.viewport ?? {};
  if (param.disable || param.disabled) return { viewport: null, motion };
  const name = story.storyGlobals?.viewport?.value ?? param.defaultViewport;
  const styles = name ? { ...param.viewports, ...param.options }[name]?.styles : undefined;
  const px = (v) => (/^\d+(px)?$/.test(String(v)) ? Number.parseInt(v, 10) : undefined);
  const width = px(styles?.width);
  const height = px(styles?.height);
  return { viewport: width && height ? { width, height } : null, motion };
}

/** Runs `ids` in sequence on one page per worker, `workers` pages side by side. */
export async function runInSequence(browser, baseUrl, ids, { width, workers }) {
  const queue = [...ids];
  const results = [];
  await Promise.all(
    Array.from({ length: Math.min(workers, ids.length) }, async () => {
      let preview = await openPreview(browser, baseUrl, width, { reducedMotion: true });
      for (let id = queue.shift(); id; id = queue.shift()) {
        const result = await preview.runStory(id).catch((e) => failure(id, e));
        results.push(result);
        if (!result.ok)
          console.log(
            `  failed ${result.id}: ${[...result.problems, ...result.requests].join('; ').slice(0, 300)}`,
          );
        // A page that stopped answering (a story hung its main thread) is replaced for the next story.
        if (result.problems.some((p) => /no outcome|runner:/.test(p))) {
          await preview.context.close().catch(() => {});
          preview = await openPreview(browser, baseUrl, width, { reducedMotion: true });
        }
      }
      await preview.context.close();
    }),
  );
  return results;
}

/** `promise`, or a rejection after `ms` (a page whose main thread hangs never answers an evaluate). */
const withTimeout = (promise, ms) =>
  Promise.race([
    promise,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`no answer from the page in ${ms / 1000} s`)), ms).unref(),
    ),
  ]);

const failure = (id, error) => ({
  id,
  ok: false,
  problems: [`runner: ${error.message.split('\n')[0]}`],
  requests: [],
});

/** Runs each story alone: a fresh page (and context) for each, no story rendered before it. */
export async function runAlone(browser, baseUrl, ids, { width }) {
  const results = [];
  for (const id of ids) {
    let preview;
    try {
      preview = await openPreview(browser, baseUrl, width);
      results.push(await preview.runStory(id));
    } catch (error) {
      results.push(failure(id, error));
    } finally {
      await preview?.context.close().catch(() => {});
    }
  }
  return results;
}

async function main() {
  const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const jsonFile = arg('json');
  const workers = Number(arg('workers') ?? 2);
  const dir = path.resolve(arg('dir') ?? path.join(root, 'storybook-static'));
  // `--named`: only the stories issue 25 named (in sequence, then each alone at phone and desktop): the test command's
  // share of the static run, while the whole run is its own command (`npm run stories:static`, ADR 0129 amendment).
  const only = process.argv.includes('--named') ? NAMED_STORIES : arg('only')?.split(',');
  // `--docs-only`: the docs-page check alone (ADR 0130), its own command (`npm run stories:docs`): at 2-10 s a story
  // it does not fit the test command's budget beside the whole run.
  const docsOnly = process.argv.includes('--docs-only');
  const started = Date.now();
  const built = process.argv.includes('--no-build') ? false : ensureStorybookBuilt(dir);
  const buildSeconds = Math.round((Date.now() - started) / 1000);

  const index = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8'));
  const stories = docsOnly ? [] : storiesOf(index).filter((e) => !only || only.includes(e.id));
  const ids = stories.map((e) => e.id);
  const named = NAMED_STORIES.filter((id) => ids.includes(id));
  const missingNamed = only || docsOnly ? [] : NAMED_STORIES.filter((id) => !ids.includes(id));

  const server = await serveStatic(dir);
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const runAt = Date.now();
  const failures = [];
  let passed = 0;
  let failedRequests = 0;
  // As the Vitest projects: one retry in CI for a story that failed (alone, on a fresh page, at the same width);
  // a story that passes on its retry counts as passed and is named in the summary as flaky.
  const retries = process.env.CI ? 1 : 0;
  const flaky = [];
  const tally = async (label, results, width) => {
    for (const first of results) {
      let r = first;
      if (!r.ok && retries) {
        const [again] = await runAlone(browser, server.url, [r.id], { width });
        if (again.ok) {
          flaky.push(
            `${label} ${r.id} (passed on retry; first: ${[...r.problems, ...r.requests].join('; ').slice(0, 200)})`,
          );
          r = again;
        }
      }
      if (process.env.QUEST_STORIES_VERBOSE)
        console.log(`${label} ${r.id} ${r.ms} ms ${r.ok ? 'ok' : 'FAIL'}`);
      failedRequests += r.requests.length;
      if (r.ok) passed += 1;
      else
        failures.push(
          `${label} ${r.id}: ${[...r.problems, ...r.requests.map((q) => `request ${q}`)].join('; ')}`,
        );
    }
  };
  let docs;
  try {
    const sequence = docsOnly
      ? []
      : await runInSequence(browser, server.url, ids, { width: 'desktop', workers });
    await tally('[desktop, in sequence]', sequence, 'desktop');
    const sequenceSeconds = Math.round((Date.now() - runAt) / 1000);
    for (const r of [...sequence].sort((a, b) => b.ms - a.ms).slice(0, 10))
      console.log(`  slowest ${(r.ms / 1000).toFixed(1).padStart(5)} s  ${r.id}`);
    for (const width of ['phone', 'desktop'])
      await tally(`[${width}, alone]`, await runAlone(browser, server.url, named, { width }), width);
    for (const id of missingNamed) failures.push(`named story ${id} is not in the build`);
    console.log(
      `static build: ${built ? `built in ${buildSeconds} s` : 'up to date'}; ${ids.length} stories in sequence ` +
        `(${workers} workers) in ${sequenceSeconds} s; ${named.length} named stories alone at phone and desktop`,
    );
    const docsCheck = path.join(root, 'scripts/stories-docs-check.mjs');
    if (!only && !process.argv.includes('--no-docs') && existsSync(docsCheck)) {
      const docsAt = Date.now();
      const { checkDocsPages } = await import(pathToFileURL(docsCheck).href);
      // `--pages=Flows/Cart,Screens/Home`: only those docs pages.
      docs = await checkDocsPages({ browser, baseUrl: server.url, index, titles: arg('pages')?.split(',') });
      for (const m of docs.mismatches) failures.push(`docs: ${m}`);
      console.log(`docs pages checked in ${Math.round((Date.now() - docsAt) / 1000)} s`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const failed = failures.length;
  for (const f of failures) console.log(`  FAIL ${f}`);
  for (const f of flaky) console.log(`  flaky ${f}`);
  console.log(
    `stories: ${passed} passed, ${failed} failed, ${failedRequests} failed requests (static build)` +
      (docs
        ? `; docs pages: ${docs.pages} pages, ${docs.stories} stories, ${docs.mismatches.length} mismatches`
        : '') +
      `; ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (jsonFile)
    writeFileSync(
      jsonFile,
      JSON.stringify({ passed, failed, failures, flaky, failedRequests, docs }, null, 2),
    );
  process.exit(failed === 0 && failedRequests === 0 ? 0 : 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
