import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { brokenDb, makeTempDir, writeFiles } from './helpers.ts';

const INDEX = '<!doctype html><title>Quest test build</title><div id="root"></div>';
const SCRIPT = 'console.log("learner app");';
const BIG_SCRIPT = Array.from({ length: 200 }, (_, i) => `console.log("line ${i}");`).join('\n');
const SERVICE_WORKER = 'self.addEventListener("fetch", () => {});';
const HTML = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let temp: Awaited<ReturnType<typeof makeTempDir>>;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  temp = await makeTempDir('static');
  await writeFiles(temp.dir, {
    'dist/index.html': INDEX,
    'dist/assets/app-abc123.js': SCRIPT,
    'dist/assets/app-abc123.css': 'body{margin:0}',
    'dist/assets/big-abc123.js': BIG_SCRIPT,
    'dist/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'dist/sw.js': SERVICE_WORKER,
    'dist/.env': 'SECRET=1',
    'outside.txt': 'not part of the build',
  });
  app = createApp({ db: brokenDb(), staticDir: path.join(temp.dir, 'dist') });
});

afterAll(async () => {
  await temp?.remove();
});

describe('serving the built learner app', () => {
  it('serves index.html for / without long caching', async () => {
    const response = await app.request('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX);
  });

  it('serves index.html for a deep link a browser navigates to', async () => {
    for (const deepLink of ['/home/profile', '/home/profile/', '/quest/42?tab=videos']) {
      const response = await app.request(deepLink, { headers: HTML });
      expect(response.status, deepLink).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX);
    }
  });

  it('serves hashed assets with their content type and a year of immutable caching', async () => {
    const script = await app.request('/assets/app-abc123.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await script.text()).toBe(SCRIPT);
    const style = await app.request('/assets/app-abc123.css');
    expect(style.headers.get('Content-Type')).toBe('text/css; charset=utf-8');
  });

  it('gzips a script for a browser that accepts gzip, and sends it as it is to one that does not', async () => {
    const zipped = await app.request('/assets/big-abc123.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.headers.get('Vary')).toBe('Accept-Encoding');
    const bytes = new Uint8Array(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(BIG_SCRIPT.length / 4);
    expect(gunzipSync(bytes).toString('utf8')).toBe(BIG_SCRIPT);
    const plain = await app.request('/assets/big-abc123.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(BIG_SCRIPT);
    // Files under 1 KB are not worth it.
    const small = await app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(small.headers.get('Content-Encoding')).toBeNull();
  });

  it('serves other files from the build root, revalidated', async () => {
    const response = await app.request('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('serves the service worker as a revalidated script, like the browser checks for updates', async () => {
    // A registration fetches it with `Service-Worker: script`; an address-bar visit accepts HTML.
    for (const headers of [{ 'Service-Worker': 'script', Accept: '*/*' }, HTML]) {
      const response = await app.request('/sw.js', { headers });
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript\b/);
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(await response.text()).toBe(SERVICE_WORKER);
    }
  });

  it('answers a revalidation with 304 when the file has not changed', async () => {
    // HTML pages carry a fresh CSP nonce per response (ADR 0086), so only other files have an ETag.
    const first = await app.request('/favicon.svg');
    const etag = first.headers.get('ETag');
    expect(etag).toBeTruthy();
    const again = await app.request('/favicon.svg', { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await app.request('/assets/app-abc123.js', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('answers a missing asset with 404, never index.html', async () => {
    for (const headers of [{}, HTML]) {
      const response = await app.request('/assets/app-gone99.js', { headers });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('Quest test build');
    }
  });

  it('answers 404 to a non-page request for an unknown path', async () => {
    const response = await app.request('/home/profile', { headers: { Accept: 'application/json' } });
    expect(response.status).toBe(404);
  });

  it('keeps /api and /health paths out of the fallback', async () => {
    const api = await app.request('/api/unknown', { headers: HTML });
    expect(api.status).toBe(404);
    expect(api.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await api.json()).toEqual({ error: 'Not found' });
    const health = await app.request('/health/deep', { headers: HTML });
    expect(health.status).toBe(404);
    expect(await health.text()).not.toContain('Quest test build');
  });

  it('never serves files outside the build or hidden files', async () => {
    for (const attempt of [
      '/..%2foutside.txt',
      '/%2e%2e/outside.txt',
      '/assets/..%2f..%2foutside.txt',
      '/.env',
    ]) {
      const response = await app.request(attempt, { headers: HTML });
      const body = await response.text();
      expect(body, attempt).not.toContain('not part of the build');
      expect(body, attempt).not.toContain('SECRET');
    }
  });
});

describe('when the learner app is not built', () => {
  const unbuilt = () => createApp({ db: brokenDb(), staticDir: path.join(temp.dir, 'missing-dist') });

  it('answers pages with a 503 that says how to build it', async () => {
    for (const [url, headers] of [
      ['/', {}],
      ['/home/profile', HTML],
    ] as const) {
      const response = await unbuilt().request(url, { headers });
      expect(response.status, url).toBe(503);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      const page = await response.text();
      expect(page).toContain('The learner app is not built yet.');
      expect(page).toContain('npm run build');
    }
  });

  it('still answers assets with 404 and the API with JSON', async () => {
    expect((await unbuilt().request('/assets/app-abc123.js')).status).toBe(404);
    // No service worker in the build: a 404, never the page (the browser would refuse an HTML worker anyway).
    for (const headers of [{ 'Service-Worker': 'script' }, HTML]) {
      const worker = await unbuilt().request('/sw.js', { headers });
      expect(worker.status).toBe(404);
      expect(await worker.text()).not.toContain('not built');
    }
    expect(await (await unbuilt().request('/api/x')).json()).toEqual({ error: 'Not found' });
  });
});
