import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chromiumArgs, chromiumPath } from './browser-path.mjs';
import { isFailedResponse, runAlone, runInSequence, serveStatic } from './stories-static.mjs';

/**
 * Canary of the static-build story run (ADR 0129): a stand-in preview (the channel and store the runner drives, no
 * Storybook) whose stories fail in each way the runner must catch, and one that passes.
 */
const preview = `<!doctype html><html lang="en"><title>canary preview</title><body><script>
const listeners = {};
const channel = {
  on: (name, fn) => (listeners[name] ??= []).push(fn),
  off: (name, fn) => (listeners[name] = (listeners[name] ?? []).filter((f) => f !== fn)),
  emit(name, payload) {
    for (const fn of [...(listeners[name] ?? [])]) fn(payload);
    if (name === 'setCurrentStory') render(payload.storyId);
  },
};
window.__STORYBOOK_ADDONS_CHANNEL__ = channel;
window.__STORYBOOK_PREVIEW__ = { storyStoreValue: {}, loadStory: async () => ({ parameters: {}, storyGlobals: {} }) };
const finish = (storyId, status, reporters = []) =>
  setTimeout(() => channel.emit('storyFinished', { storyId, status, reporters }), 20);
function render(id) {
  document.body.textContent = id;
  if (id === 'fine') finish(id, 'success', [{ type: 'a11y', status: 'passed', result: { violations: [] } }]);
  if (id === 'missing-image') {
    const img = new Image();
    img.alt = '';
    img.onerror = () => finish(id, 'success');
    img.src = '/media/images/missing.svg';
    document.body.append(img);
  }
  if (id === 'play-fails') {
    channel.emit('playFunctionThrewException', { message: 'Canary: this text is not there' });
    finish(id, 'error');
  }
  if (id === 'axe-fails')
    finish(id, 'error', [
      { type: 'a11y', status: 'failed', result: { violations: [{ id: 'button-name', nodes: [{}] }] } },
    ]);
  if (id === 'page-error') {
    setTimeout(() => { throw new Error('Canary page error'); });
    finish(id, 'success');
  }
}
</script></body></html>`;

let dir: string;
let server: Awaited<ReturnType<typeof serveStatic>>;
let browser: Browser;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'quest-stories-canary-'));
  writeFileSync(path.join(dir, 'iframe.html'), preview);
  server = await serveStatic(dir);
  browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the static-build story run', () => {
  test('fails a story on a 404, a play failure, an axe violation or a page error; passes a clean one', async () => {
    const ids = ['fine', 'missing-image', 'play-fails', 'axe-fails', 'page-error', 'fine'];
    const results = await runInSequence(browser, server.url, ids, { width: 'desktop', workers: 1 });
    const byId = (id: string) => results.filter((r) => r.id === id);
    expect(byId('fine').map((r) => r.ok)).toEqual([true, true]);
    expect(byId('missing-image')[0]!.requests).toEqual([`404 ${server.url}/media/images/missing.svg`]);
    expect(byId('play-fails')[0]!.problems).toContain('play: Canary: this text is not there');
    expect(byId('axe-fails')[0]!.problems).toContain('a11y: button-name (1)');
    expect(byId('page-error')[0]!.problems).toContain('page error: Canary page error');
    expect(results.filter((r) => !r.ok).map((r) => r.id)).toEqual([
      'missing-image',
      'play-fails',
      'axe-fails',
      'page-error',
    ]);
  });

  test('alone, at a phone width: each story on a fresh page', async () => {
    const results = await runAlone(browser, server.url, ['fine', 'missing-image'], { width: 'phone' });
    expect(results.map((r) => r.ok)).toEqual([true, false]);
  });

  test("a mocked error response is the story's data; a pass-through 404 is a failed request", () => {
    expect(isFailedResponse({ status: 500, fromServiceWorker: true })).toBe(false);
    expect(isFailedResponse({ status: 404, fromServiceWorker: true, fromWorker: true })).toBe(true);
    expect(isFailedResponse({ status: 404, fromServiceWorker: false })).toBe(true);
    expect(isFailedResponse({ status: 304, fromServiceWorker: false })).toBe(false);
  });
});
