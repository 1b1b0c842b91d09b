import { createRoot, type Root } from 'react-dom/client';
import { act } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { composeStories } from '@storybook/react-vite';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * Every story tagged `state-sheet` (one per component or template: kinds × states in one frame, and every
 * screen story) is captured at phone and desktop widths and compared with the committed baseline.
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

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
});

describe.each(Object.entries(viewports))('%s', (viewportName, size) => {
  test('there is at least one state sheet to capture', () => {
    expect(sheets.length).toBeGreaterThan(0);
  });

  test.each(sheets.map((story) => [story.id, story] as const))('%s', async (id, Story) => {
    await page.viewport(size.width, size.height);
    host = document.createElement('div');
    host.dataset.testid = 'visual-root';
    host.style.width = `${size.width}px`;
    host.style.padding = '16px';
    host.style.boxSizing = 'border-box';
    document.body.appendChild(host);
    root = createRoot(host);
    await act(async () => root!.render(<Story />));
    await document.fonts.ready;
    // A sheet taller than the screen is captured whole: the viewport grows to fit it (width stays fixed).
    await page.viewport(size.width, Math.max(size.height, Math.ceil(host.getBoundingClientRect().height)));
    await expect.element(page.getByTestId('visual-root')).toMatchScreenshot(`${id}--${viewportName}`);
  });
});
