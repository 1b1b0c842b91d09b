/**
 * A screen-sized frame for page stories and their visual captures. Stories only; not exported from the package index.
 *
 * A page's fixed bottom bar is placed against the browser window, so in a capture that grows the window to the
 * sheet's height it ends up wherever the window ends. Inside this frame it sits at the bottom of the frame instead:
 * the frame's transform makes it the containing block of fixed descendants, and the page scrolls in the frame's
 * inner box (found as `screen-scroller`), as it would on a phone `height` px tall.
 */
import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

/** Props of {@link ScreenFrame}. */
export interface ScreenFrameProps {
  /** The screen's height in px (a phone's is 640–900). */
  height?: number;
  children: ReactNode;
}

/** A box of a screen's height that holds fixed descendants and scrolls its page; found as `screen`. */
export function ScreenFrame({ height = 640, children }: ScreenFrameProps) {
  return (
    <div
      data-testid="screen"
      style={{ position: 'relative', height, overflow: 'hidden', transform: 'translateZ(0)' }}
    >
      <div data-testid="screen-scroller" style={{ height: '100%', overflowY: 'auto' }}>
        {children}
      </div>
    </div>
  );
}

/** A decorator that renders the story in a {@link ScreenFrame}. */
export function inScreenFrame(height?: number): Decorator {
  const InScreenFrame: Decorator = (Story) => (
    <ScreenFrame height={height}>
      <Story />
    </ScreenFrame>
  );
  return InScreenFrame;
}

/**
 * A play's check of a page in a {@link ScreenFrame}: the bar `nav` is at the bottom of the screen, edge to edge,
 * before and after the page is scrolled to its end, and then `last` (the page's last content) ends above the bar.
 */
export async function expectBarAtFrameBottom(
  canvasElement: HTMLElement,
  nav: HTMLElement,
  last: HTMLElement,
) {
  const screen = within(canvasElement).getByTestId('screen');
  const scroller = within(canvasElement).getByTestId('screen-scroller');
  const frame = screen.getBoundingClientRect();
  scroller.scrollTop = 0;
  await waitFor(() => expect(Math.round(nav.getBoundingClientRect().bottom)).toBe(Math.round(frame.bottom)));
  scroller.scrollTop = scroller.scrollHeight;
  await waitFor(() => expect(Math.round(nav.getBoundingClientRect().bottom)).toBe(Math.round(frame.bottom)));
  const bar = nav.getBoundingClientRect();
  await expect(Math.round(bar.left)).toBe(Math.round(frame.left));
  await expect(Math.round(bar.right)).toBe(Math.round(frame.right));
  await expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.top);
  scroller.scrollTop = 0;
}
