import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { acceptsGzip, COMPRESS_JSON_THRESHOLD } from '../src/compress-json.ts';
import { createHarness, type Harness } from './support/harness.ts';

/** A JSON answer as big as a catalogue page (about 11 KiB), and one under the threshold. */
const big = {
  items: Array.from({ length: 120 }, (_, i) => ({ id: i, name: `Quest number ${i}`, price: 499 })),
};
const small = { ok: true };

let h: Harness;
beforeAll(async () => {
  h = await createHarness({}, [
    (app) => {
      app.get('/__fixture/big', (c) => c.json(big));
      app.get('/__fixture/small', (c) => c.json(small));
      app.get('/__fixture/text', (c) => c.text('x'.repeat(5000)));
    },
  ]);
});
afterAll(() => h.close());

describe('JSON answers are gzipped for clients that accept it (issue 26)', () => {
  test('a large answer is gzipped, smaller, and unzips to the same JSON', async () => {
    const plain = await h.app.request('/__fixture/big');
    const plainBytes = (await plain.arrayBuffer()).byteLength;
    expect(plainBytes).toBeGreaterThan(COMPRESS_JSON_THRESHOLD);
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toMatch(/Accept-Encoding/);

    const zipped = await h.app.request('/__fixture/big', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(zipped.headers.get('Content-Type')).toMatch(/^application\/json/);
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(Number(zipped.headers.get('Content-Length'))).toBe(bytes.byteLength);
    expect(bytes.byteLength).toBeLessThan(plainBytes / 4);
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(big);
  });

  test('a small answer, a client that refuses gzip and a text answer pass unchanged', async () => {
    const tiny = await h.app.request('/__fixture/small', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(tiny.headers.get('Content-Encoding')).toBeNull();
    await expect(tiny.json()).resolves.toEqual(small);

    const refused = await h.app.request('/__fixture/big', {
      headers: { 'Accept-Encoding': 'gzip;q=0, identity' },
    });
    expect(refused.headers.get('Content-Encoding')).toBeNull();
    await expect(refused.json()).resolves.toEqual(big);

    const text = await h.app.request('/__fixture/text', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(text.headers.get('Content-Encoding')).toBeNull();
  });

  test('an error answer is JSON too, and keeps its status and body through the middleware', async () => {
    const refused = await h.app.request('/QuestUser/GetQuestCategory?UserId=5', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(refused.status).toBe(401);
    await expect(refused.json()).resolves.toHaveProperty('error');
  });

  test.each([
    [undefined, false],
    ['gzip', true],
    ['deflate, gzip;q=0.5', true],
    ['gzip;q=0', false],
    ['*', true],
    ['*;q=0', false],
    ['identity', false],
  ])('Accept-Encoding %s allows gzip: %s', (header, allowed) => {
    expect(acceptsGzip(header)).toBe(allowed);
  });
});
