import { createRoot, type Root } from 'react-dom/client';
import { act } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { composeStories } from '@storybook/react-vite';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { inspectLayout } from '../tests/layout/inspect-layout';
import { viewports as storyViewports } from '../.storybook/preview';
import { activateLocale } from '../packages/design-system/src/i18n/i18n';

/**
 * Every story tagged `state-sheet` (one per component or template: kinds × states in one frame; and each screen's
 * loaded state, its data from the mock server, ADR 0088) is captured at phone and desktop widths and compared with the committed baseline.
 * Update baselines with `npm run visual:update`.
 */
type StoryModule = { default: Meta } & Record<string, StoryObj>;
const modules = import.meta.glob<StoryModule>(
  ['../packages/design-system/src/**/*.stories.tsx', '../stories/**/*.stories.tsx'],
  { eager: true },
);

const viewports = { phone: { width: 360, height: 800 }, desktop: { width: 1280, height: 800 } } as const;

const sheets = Object.values(modules).flatMap((mod) =>
  Object.values(composeStories(mod)).filter((story) => story.tags.includes('state-sheet')),
);

/**
 * The state sheets of the text-bearing components and templates, those whose stories file has a `Hindi` story
 * (issue 29, ADR 0142): captured again in Hindi at 360 px.
 */
const hindiSheets = Object.values(modules).flatMap((mod) =>
  'Hindi' in mod
    ? Object.values(composeStories(mod)).filter((story) => story.tags.includes('state-sheet'))
    : [],
);

/**
 * Waits until the sheet has settled: lazy engines (visx, KaTeX, pdf.js, video.js) arrive in their own chunks and
 * replace their fallbacks a moment after the first render, so capture only once the DOM has been quiet for a
 * while (bounded, for sheets that show a loading state on purpose) and every image has decoded.
 */
async function settled(element: HTMLElement, { always = false, quietMs = 300, maxMs = 8000 } = {}) {
  // Nothing is loading (no `aria-busy` region, the mark of every fallback): no need to wait for quiet. Screens
  // always wait: their data, route chunks and engines (a PDF's pages) arrive one after another.
  // A screen's sheet is its loaded state: first wait (bounded) for every busy region to finish, since a quiet
  // spell can come while pdf.js fetches its worker and the document with nothing changing in the DOM.
  if (always) await notBusy(element, maxMs);
  if (always || element.querySelector('[aria-busy="true"]')) await quiet(element, quietMs, maxMs);
  await Promise.all([...element.querySelectorAll('img')].map((img) => img.decode().catch(() => undefined)));
  // `fonts.ready` resolves at once when no font load has started yet (a busy machine is slow to start them), and
  // the sheet would be captured in the fallback font: ask for the product font's weights outright.
  await Promise.all(productFontWeights.map((weight) => document.fonts.load(`${weight} 16px "Noto Sans"`)));
  // Hindi tiles (`lang="hi"`, ADR 0133) draw in Noto Sans's Devanagari subset, a separate file (unicode-range) that
  // the load above (Latin text) does not fetch: ask for it with Devanagari text.
  if (element.closest('[lang|="hi"]') || element.querySelector('[lang|="hi"]')) {
    await Promise.all(
      productFontWeights.map((weight) => document.fonts.load(`${weight} 16px "Noto Sans"`, 'हिंदी')),
    );
  }
  // Typeset math draws in KaTeX's own fonts, which load when the first formula lays out.
  if (element.querySelector('.katex')) {
    await Promise.all(['16px KaTeX_Main', 'italic 16px KaTeX_Math'].map((font) => document.fonts.load(font)));
  }
  await document.fonts.ready;
}

async function notBusy(element: HTMLElement, maxMs: number) {
  const until = performance.now() + maxMs;
  while (element.querySelector('[aria-busy="true"]') && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The weights of Noto Sans the design system loads (packages/design-system/src/theme/fonts.ts). */
const productFontWeights = [400, 500, 700] as const;

function quiet(element: HTMLElement, quietMs: number, maxMs: number) {
  return new Promise<void>((resolve) => {
    let timer = setTimeout(done, quietMs);
    const limit = setTimeout(done, maxMs);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    });
    observer.observe(element, { subtree: true, childList: true, attributes: true, characterData: true });
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(limit);
      resolve();
    }
  });
}

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
});

type Size = { width: number; height: number };
type Sheet = (typeof sheets)[number];

/**
 * The screen a sheet is drawn for when it names one of Storybook's other viewports in `globals.viewport` (a phone
 * turned sideways, 800×360): such a sheet is captured at that size only, since its layout follows the screen.
 */
function ownViewport(story: Sheet): [string, Size] | undefined {
  const name = (story.globals as { viewport?: { value?: string } }).viewport?.value;
  if (!name || name in viewports || !(name in storyViewports)) return undefined;
  const { width, height } = storyViewports[name as keyof typeof storyViewports].styles;
  return [name, { width: Number.parseInt(width, 10), height: Number.parseInt(height, 10) }];
}

describe.each(Object.entries(viewports))('%s', (viewportName, size) => {
  test('there is at least one state sheet to capture', () => {
    expect(sheets.length).toBeGreaterThan(0);
  });

  test.each(sheets.filter((story) => !ownViewport(story)).map((story) => [story.id, story] as const))(
    '%s',
    (id, Story) => capture(id, Story, viewportName, size),
  );
});

describe('own viewport', () => {
  test.each(sheets.filter((story) => ownViewport(story)).map((story) => [story.id, story] as const))(
    '%s',
    (id, Story) => {
      const [viewportName, size] = ownViewport(Story)!;
      return capture(id, Story, viewportName, size);
    },
  );
});

/** Whether a bar fixed to the bottom edge of the screen (not a full-screen overlay) lies below the sheet's end. */
function barBelow(sheet: HTMLElement) {
  const end = sheet.getBoundingClientRect().bottom;
  return [...sheet.querySelectorAll('*')].some((element) => {
    if (getComputedStyle(element).position !== 'fixed') return false;
    const box = element.getBoundingClientRect();
    return Math.round(box.bottom) === window.innerHeight && box.top > 0 && box.bottom > end;
  });
}

describe('hindi at 360 px', () => {
  test('there are Hindi sheets to capture', () => {
    expect(hindiSheets.length).toBeGreaterThan(0);
  });

  test.each(hindiSheets.map((story) => [story.id, story] as const))('%s', async (id, Story) => {
    try {
      await capture(id, Story, 'phone-hi', viewports.phone, 'hi');
      // Hindi runs longer than English: nothing may reach past the phone's width either.
      const report = inspectLayout({
        selector: ':not(*)',
        only: 'page',
        root: '[data-testid="visual-root"]',
      });
      expect(report.problems.join('\n'), `${id} in Hindi at 360 px`).toBe('');
    } finally {
      await activateLocale('en');
    }
  });
});

async function capture(id: string, Story: Sheet, viewportName: string, size: Size, locale?: 'hi') {
  await page.viewport(size.width, size.height);
  host = document.createElement('div');
  host.dataset.testid = 'visual-root';
  // In Hindi the Devanagari font files are asked for (settled() looks for `lang="hi"`).
  if (locale) host.setAttribute('lang', 'hi-IN');
  host.style.width = `${size.width}px`;
  host.style.padding = '16px';
  host.style.boxSizing = 'border-box';
  document.body.appendChild(host);
  root = createRoot(host);
  // Loaders first, as Storybook runs them: screen stories get their mock-server handlers this way. The story's
  // language is the toolbar's (English); a Hindi capture switches after them.
  await Story.load();
  if (locale) await activateLocale(locale);
  await act(async () => root!.render(<Story />));
  await settled(host, { always: id.startsWith('screens-') });
  // A bar fixed to the bottom of the screen (the home shell's bottom navigation) is drawn where the screen ends: a
  // sheet shorter than the screen is captured at the screen's height, so the bar shows where a phone shows it.
  if (barBelow(host)) host.style.minHeight = `${size.height}px`;
  // A sheet taller than the screen is captured whole: the viewport grows to fit it (width stays fixed).
  await page.viewport(size.width, Math.max(size.height, Math.ceil(host.getBoundingClientRect().height)));
  await expect.element(page.getByTestId('visual-root')).toMatchScreenshot(`${id}--${viewportName}`);
}

/**
 * The phone layout check at 320 px (issue 21, ADR 0098): every state sheet rendered on the smallest phone has
 * nothing reaching past the screen outside a declared horizontal scroller, and the page does not grow sideways.
 * No screenshot: the rule, not the look (the look is captured at 360 px above).
 */
describe('layout at 320 px', () => {
  test.each(sheets.map((story) => [story.id, story] as const))('%s', async (id, Story) => {
    await page.viewport(320, 640);
    host = document.createElement('div');
    host.dataset.testid = 'layout-root';
    host.style.width = '320px';
    // A screen is the whole phone screen (it has its own page padding); a component sits in a page's padding.
    host.style.padding = id.startsWith('screens-') ? '0' : '16px';
    host.style.boxSizing = 'border-box';
    document.body.appendChild(host);
    root = createRoot(host);
    await Story.load();
    await act(async () => root!.render(<Story />));
    await settled(host, { always: id.startsWith('screens-'), maxMs: 4000 });
    // Dialogs in sheets are drawn inline, one under another: only widths are checked here.
    const report = inspectLayout({ selector: ':not(*)', only: 'page', root: '[data-testid="layout-root"]' });
    expect(report.problems.join('\n'), `${id} at 320 px`).toBe('');
  });
});
