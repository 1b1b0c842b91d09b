import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Response } from './support/csp';
import { distDir } from './support/offline';
import { demoUsers, signIn } from './support/sign-in';

/*
 * Heavy engines stay out of the entry and load only on the routes that use them (DEVELOPERS.md; ADR 0005).
 * The build writes the Vite manifest and, beside it, the npm packages of every chunk (vite.config.ts
 * `chunkPackages`). The static part reads both: which chunks hold each engine, and that none of them is in the
 * entry's static import graph. The runtime part opens routes in a real browser and records the chunks each one
 * fetches: an engine's chunks are fetched on the routes that use it and on no other.
 */

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', distDir), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const chunkPackages = JSON.parse(
  readFileSync(new URL('.vite/chunk-packages.json', distDir), 'utf8'),
) as Record<string, string[]>;

const engines = {
  'video.js': (name: string) => name === 'video.js' || name.startsWith('@videojs/'),
  'pdf.js': (name: string) => name === 'pdfjs-dist',
  KaTeX: (name: string) => name === 'katex',
  visx: (name: string) => name.startsWith('@visx/'),
} as const;
type Engine = keyof typeof engines;
const engineNames = Object.keys(engines) as Engine[];

/** The chunk files holding each engine's modules (the pdf.js worker is its own file). */
const engineFiles = Object.fromEntries(
  engineNames.map((engine) => {
    const files = Object.entries(chunkPackages)
      .filter(([, packages]) => packages.some(engines[engine]))
      .map(([file]) => file);
    if (engine === 'pdf.js')
      files.push(
        ...Object.values(manifest)
          .filter((c) => c.file.includes('pdf.worker'))
          .map((c) => c.file),
      );
    return [engine, files];
  }),
) as Record<Engine, string[]>;

/** Files of the static import graph of one manifest key (what the browser loads with it, before any lazy import). */
function staticGraph(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticGraph(imported, seen);
  return seen;
}

const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);

test.describe('bundle', () => {
  test('each engine is bundled, only in lazily loaded chunks, none in the entry', () => {
    expect(entryKeys).toEqual(['index.html']);
    const entryFiles = staticGraph('index.html');
    for (const engine of engineNames) {
      expect(engineFiles[engine], `${engine} chunks`).not.toHaveLength(0);
      for (const file of engineFiles[engine])
        expect(entryFiles.has(file), `${engine} in the entry: ${file}`).toBe(false);
    }
    // Every engine chunk belongs to the static graph of a design-system `*-engine` module (or KaTeX's math
    // module), never to a route module's: routes reach engines only through those lazy modules.
    const lazyEngineKeys = Object.keys(manifest).filter((key) =>
      /-engine\.tsx$|rich-text-math\.ts$|pdf\.worker/.test(key),
    );
    const reachableFromEngines = new Set(lazyEngineKeys.flatMap((key) => [...staticGraph(key)]));
    const routeKeys = Object.keys(manifest).filter((key) => key.startsWith('src/'));
    const reachableFromRoutes = new Set(routeKeys.flatMap((key) => [...staticGraph(key)]));
    for (const engine of engineNames)
      for (const file of engineFiles[engine]) {
        expect(reachableFromEngines.has(file), `${engine}: ${file} outside the engine modules`).toBe(true);
        expect(reachableFromRoutes.has(file), `${engine}: ${file} statically imported by a route`).toBe(
          false,
        );
      }
  });
});

test.describe('engines per route', () => {
  test.beforeEach(() => {
    test.skip(
      test.info().project.name !== 'desktop',
      'the chunks are the same at every width: one browser is enough',
    );
  });

  /** Opens `href` and returns the JS files the page fetched, and their bytes (raw and gzip). */
  async function chunksOf(page: Page, open: () => Promise<void>) {
    const files = new Map<string, number>();
    const gzip = new Map<string, number>();
    const onResponse = async (response: Response) => {
      const { pathname } = new URL(response.url());
      if (!pathname.startsWith('/assets/') || !/\.(m?js|css)$/.test(pathname)) return;
      const body = await response.body().catch(() => null);
      if (!body) return;
      files.set(pathname.slice(1), body.length);
      gzip.set(pathname.slice(1), gzipSync(body).length);
    };
    page.on('response', onResponse);
    await open();
    await page.waitForLoadState('networkidle');
    page.off('response', onResponse);
    return { files, gzip };
  }
  const enginesIn = (files: Map<string, number>) =>
    engineNames.filter((engine) => engineFiles[engine].some((file) => files.has(file)));

  test('sign-in and /home load no engine; the note reports /home first-load size', async ({ page }) => {
    const signInPage = await chunksOf(page, async () => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    });
    expect(enginesIn(signInPage.files)).toEqual([]);
    await signIn(page, demoUsers.aarav);
    // A cold load of /home (the browser cache emptied): everything the first paint of home needs.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    const home = await chunksOf(page, async () => {
      await page.goto('/home');
      await expect(page.getByRole('list', { name: 'Missions' })).toBeVisible();
    });
    expect(enginesIn(home.files)).toEqual([]);
    const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
    const size = `/home first load: ${home.files.size} JS/CSS files, ${kb(sum(home.files))} raw, ${kb(sum(home.gzip))} gzip`;
    test.info().annotations.push({ type: 'first-load', description: size });
    console.log(size);
  });

  test("a deep link preloads the entry only: the route's scripts come through its imports (ADR 0141)", async ({
    page,
  }) => {
    await signIn(page, demoUsers.aarav);
    await page.goto(
      '/assessment?questId=101&missionId=1011&operationId=10111&contentId=201005&testCode=QT-FRAC-06',
    );
    await expect(page.getByRole('heading', { name: /^Question 1 of \d+$/ })).toBeVisible({ timeout: 20_000 });
    const preloaded = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname.slice(1)));
    const entry = staticGraph('index.html');
    expect(preloaded.length).toBeGreaterThan(0);
    expect(preloaded.filter((file) => !entry.has(file))).toEqual([]);
    // The route's own chunk and its imports were still fetched and run: the question is on screen (above), and its
    // style sheet (KaTeX's) was preloaded as before.
    await expect(page.locator('link[rel="stylesheet"][href*="/assets/rich-text-math-"]')).toHaveCount(1);
  });

  const place = '?questId=101&missionId=1011&operationId=10111';
  /** Routes and the engines each one uses (ids from apps/server/src/seed/learning-ids.ts). */
  const routes: { name: string; href: string; ready: (page: Page) => Promise<void>; uses: Engine[] }[] = [
    {
      name: 'the mission page',
      href: `/task${place}`,
      ready: (page) => expect(page.getByRole('heading', { name: 'Mathematics', level: 1 })).toBeVisible(),
      uses: [],
    },
    {
      name: 'the PDF viewer',
      href: `/pdf${place}&contentId=201003`,
      ready: (page) =>
        expect(page.getByRole('img', { name: 'Page 1 of 6' })).toBeVisible({ timeout: 20_000 }),
      uses: ['pdf.js'],
    },
    {
      name: 'the video player',
      href: `/player${place}&contentId=201001`,
      ready: (page) => expect(page.locator('video').first()).toBeAttached({ timeout: 20_000 }),
      uses: ['video.js'],
    },
    {
      name: 'the raw HTML viewer',
      href: `/contentviewer${place}&contentId=201004`,
      ready: (page) =>
        expect(page.getByRole('heading', { level: 1, name: 'Fractions at a Glance' })).toBeVisible(),
      uses: [],
    },
    {
      name: 'the online tests',
      href: '/assessment-tests?tab=past&page=1',
      ready: (page) => expect(page.getByRole('button', { name: 'Download Report' }).first()).toBeVisible(),
      uses: [],
    },
    {
      name: 'the assessment report steps (manual closed)',
      href: '/assessment-report',
      ready: (page) => expect(page.getByRole('list').first()).toBeVisible(),
      uses: [],
    },
    {
      name: 'the test report',
      href: '/report/502',
      ready: (page) =>
        expect(
          page.getByRole('table', { name: 'Question-wise Analysis' }).locator('.katex').first(),
        ).toBeVisible({ timeout: 20_000 }),
      // The science test's questions have formulas, typeset in the question-wise table (ADR 0115).
      uses: ['KaTeX'],
    },
  ];

  test('each learning route loads exactly the engines it uses', async ({ page }) => {
    await signIn(page, demoUsers.aarav);
    const cdp = await page.context().newCDPSession(page);
    for (const route of routes) {
      // A fresh document each time, so chunks a previous route loaded are fetched again when needed.
      await page.goto('about:blank');
      await cdp.send('Network.clearBrowserCache');
      const { files } = await chunksOf(page, async () => {
        await page.goto(route.href);
        await route.ready(page);
      });
      expect(enginesIn(files), route.name).toEqual(route.uses);
    }
  });
});
