// Docs-page check (issue 25, ADR 0130): on every Screens and Flows docs page, each story renders in a frame of its
// own and shows the same state as its canvas. Called by the static-build story runner (scripts/stories-static.mjs)
// against the static Storybook it serves.

/** Docs pages whose stories must each show their own state. */
const CHECKED_TITLES = /^(Screens|Flows)\//;
/** Docs pages open at once, each in a context of its own (every story frame is a whole Storybook preview). */
const PAGES_AT_ONCE = 2;
/** Longest wait for one story to finish (load, render, play). */
const STORY_TIMEOUT_MS = 60_000;

/** Whitespace collapsed, so a line break where the docs frame wraps differently is no difference. */
const normalize = (text) => text.replace(/\s+/g, ' ').trim();

/**
 * Runs in every frame before Storybook does: when the story finishes (rendered, played, checked) it keeps the
 * visible text of the whole body (dialogs and toasts are portals beside the story root) and whether the story
 * failed, keyed by story id. Read at that moment, not later: a banner that hides after 6 s or a refetch when another
 * frame takes the focus would change the page after the story ended.
 */
function recordFinishedStories() {
  const finished = (globalThis.__docsCheckFinished = {});
  const listen = () => {
    const channel = globalThis.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) return setTimeout(listen, 10);
    const failed = new Set();
    const ended = new Map();
    // The play's exception, so a mismatch that is a failed play says why.
    let lastError = '';
    const keep = (error) => {
      lastError = String(error?.message ?? error?.description ?? error).split('\n')[0];
    };
    channel.on('playFunctionThrewException', keep);
    channel.on('storyThrewException', keep);
    channel.on('storyErrored', keep);
    channel.on('unhandledErrorsWhilePlaying', (errors) => keep(errors?.[0]));
    // The state a story ends in: its page once the play has ended (or, without a play, once rendered) and the
    // lazy parts it shows have arrived (no busy region, the DOM quiet for 300 ms; at most 2 s, less than the
    // shortest banner, unless a region still says busy), before a banner that hides after a few seconds is gone.
    const settle = () =>
      new Promise((resolve) => {
        const done = () => {
          observer.disconnect();
          clearTimeout(limitTimer);
          clearTimeout(quiet);
          resolve(document.body.innerText);
        };
        let quiet;
        const started = Date.now();
        const busy = () => document.querySelector('[aria-busy="true"]') !== null;
        const wait = () => {
          clearTimeout(quiet);
          quiet = setTimeout(() => (busy() ? wait() : done()), 300);
        };
        const observer = new MutationObserver(wait);
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
        // A region still loading (a PDF on a loaded machine) may take longer: up to 10 s while one says busy.
        let limitTimer = setTimeout(function stop() {
          if (busy() && Date.now() - started < 10_000) limitTimer = setTimeout(stop, 250);
          else done();
        }, 2000);
        wait();
      });
    channel.on('storyRenderPhaseChanged', ({ newPhase, storyId }) => {
      // A play that throws ends in the phase `errored`; `storyFinished` may still say `success`.
      if (newPhase === 'errored') failed.add(storyId);
      if ((newPhase === 'played' || newPhase === 'completing') && !ended.has(storyId)) {
        ended.set(storyId, settle());
      }
    });
    channel.on('storyFinished', async ({ storyId, status }) => {
      const text = await (ended.get(storyId) ?? document.body.innerText);
      finished[storyId] = {
        text,
        errored:
          status === 'error' ||
          failed.has(storyId) ||
          document.body.classList.contains('sb-show-errordisplay'),
        error: lastError,
      };
      failed.delete(storyId);
      ended.delete(storyId);
    });
  };
  listen();
}

/** What the story `id` showed in `frame` when it finished. */
async function finishedRender(frame, id) {
  const handle = await frame.waitForFunction((storyId) => globalThis.__docsCheckFinished?.[storyId], id, {
    timeout: STORY_TIMEOUT_MS,
    polling: 100,
  });
  return handle.jsonValue();
}

/** A short diff: the first place the two texts part, with some words around it. */
function shortDiff(docs, canvas) {
  const a = docs.split(' ');
  const b = canvas.split(' ');
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const around = (words) => words.slice(Math.max(0, i - 3), i + 8).join(' ') || '(nothing)';
  return `docs "…${around(a)}…" vs canvas "…${around(b)}…"`;
}

/**
 * Opens every Screens and Flows docs page of a served static Storybook and compares each story's docs render with
 * its canvas render (visible text after the play finished, the canvas at the docs frame's size).
 *
 * @param {{ browser: import('playwright-core').Browser, baseUrl: string, index: { entries: Record<string, any> }, titles?: string[] }} options
 *   `baseUrl`: where the static build is served (with or without a trailing slash); `index`: its parsed index.json;
 *   `titles`: only these docs pages (all Screens and Flows pages when left out).
 * @returns {Promise<{ pages: number, stories: number, mismatches: string[] }>}
 */
export async function checkDocsPages({ browser, baseUrl, index, titles }) {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const entries = Object.values(index.entries);
  const docsPages = entries.filter(
    (e) => e.type === 'docs' && CHECKED_TITLES.test(e.title) && (!titles || titles.includes(e.title)),
  );
  const mismatches = [];
  let stories = 0;

  /** Checks one docs page; its stories counted and its mismatches pushed onto `found`. */
  const checkPage = async (docs, docsPage, canvasPage, found) => {
    const mismatches = found;
    // The stories autodocs shows: every story of the title but those tagged `!autodocs`.
    const expected = entries.filter(
      (e) => e.type === 'story' && e.title === docs.title && (e.tags ?? []).includes('autodocs'),
    );
    await docsPage.goto(`${base}iframe.html?id=${docs.id}&viewMode=docs`);
    await docsPage.waitForSelector('.sbdocs-content, #storybook-docs .sbdocs', { timeout: STORY_TIMEOUT_MS });
    // Every story block is on the page (inline or framed).
    await docsPage
      .waitForFunction(
        (count) => document.querySelectorAll('[data-story-block="true"]').length >= count,
        expected.length,
        { timeout: STORY_TIMEOUT_MS, polling: 100 },
      )
      .catch(() => {});
    // The frames load lazily as the reader scrolls; the check holds them all back and loads one at a time, so a
    // story's play does not share the 2 cores with a whole page of previews (its waits would time out).
    await docsPage.evaluate(() => {
      for (const frame of document.querySelectorAll('iframe[id^="iframe--"]')) {
        frame.dataset.storySrc = frame.getAttribute('src');
        frame.setAttribute('src', 'about:blank');
      }
    });
    for (const story of expected) {
      const where = `${docs.title} › ${story.name}`;
      stories += 1;
      found.checked += 1;
      const handle = await docsPage.$(`iframe[id="iframe--${story.id}"]`);
      if (!handle) {
        mismatches.push(`${where}: no frame of its own on the docs page (rendered inline, mocks shared)`);
        continue;
      }
      await handle.scrollIntoViewIfNeeded();
      await handle.evaluate((element) => {
        element.loading = 'eager';
        element.setAttribute('src', element.dataset.storySrc);
      });
      const frame = await handle.contentFrame();
      const box = await handle.boundingBox();
      const docsRender = await finishedRender(frame, story.id).catch((error) => ({ failed: error.message }));
      if (docsRender.failed) {
        mismatches.push(`${where}: the docs frame never finished (${docsRender.failed.split('\n')[0]})`);
        continue;
      }
      // The canvas at the frame's size, so a layout that changes with width shows the same words.
      await canvasPage.setViewportSize({
        width: Math.round(box?.width ?? 1000),
        height: Math.round(box?.height ?? 720),
      });
      // A fresh page per story: switching stories in one page leaves what earlier stories put beside the root.
      await canvasPage.goto(`${base}iframe.html?id=${story.id}&viewMode=story`);
      const canvasRender = await finishedRender(canvasPage.mainFrame(), story.id).catch((error) => ({
        failed: error.message,
      }));
      if (canvasRender.failed) {
        mismatches.push(`${where}: the canvas never finished (${canvasRender.failed.split('\n')[0]})`);
        continue;
      }
      const [docsText, canvasText] = [normalize(docsRender.text), normalize(canvasRender.text)];
      if (docsRender.errored !== canvasRender.errored) {
        const [failed, passed] = docsRender.errored ? ['docs frame', 'canvas'] : ['canvas', 'docs frame'];
        const error = (docsRender.errored ? docsRender : canvasRender).error;
        mismatches.push(
          `${where}: its play failed in the ${failed} and passed in the ${passed}${error ? ` (${error})` : ''}`,
        );
      } else if (docsText !== canvasText) {
        mismatches.push(`${where}: ${shortDiff(docsText, canvasText)}`);
      }
    }
  };

  const queue = [...docsPages];
  const worker = async () => {
    const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    await context.addInitScript(recordFinishedStories);
    const [docsPage, canvasPage] = [await context.newPage(), await context.newPage()];
    try {
      for (let docs = queue.shift(); docs; docs = queue.shift()) {
        const at = Date.now();
        const found = Object.assign([], { checked: 0 });
        await checkPage(docs, docsPage, canvasPage, found).catch((error) =>
          found.push(
            `${docs.title}: the page could not be checked (${String(error.message).split('\n')[0]})`,
          ),
        );
        mismatches.push(...found);
        // Progress, one line a page: the whole check runs for many minutes.
        console.log(
          `  docs ${docs.title}: ${found.checked} stories, ${found.length} mismatches, ` +
            `${Math.round((Date.now() - at) / 1000)} s${found.length ? `\n    ${found.join('\n    ')}` : ''}`,
        );
      }
    } finally {
      await context.close();
    }
  };
  await Promise.all(Array.from({ length: Math.min(PAGES_AT_ONCE, docsPages.length) }, worker));
  return { pages: docsPages.length, stories, mismatches };
}
