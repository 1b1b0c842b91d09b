import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { mediaQuery } from '../../tokens';
import { BottomNav, type BottomNavHrefs } from '../bottom-nav';
import { Card } from '../card';
import { ResponsiveGrid } from '../responsive-grid';
import { TopBar } from '../top-bar';
import { PageLayout } from './page-layout';
import { expectBarAtFrameBottom, ScreenFrame } from './screen-frame';

const hrefs: BottomNavHrefs = {
  home: '/home',
  progress: '/home/dashboard',
  live: '/home/connect',
  profile: '/home/profile',
};

const noop = () => {};

const content = (
  <>
    <h1 style={{ marginTop: 0 }}>Light and shadows</h1>
    <ResponsiveGrid list label="Contents">
      {['Watch', 'Think', 'Solve', 'Play', 'Worksheet', 'Quiz'].map((title) => (
        <Card key={title} title={title} subtitle="10 min · 5 Points" headingLevel={2} />
      ))}
    </ResponsiveGrid>
  </>
);

const aside = (
  <Card title="Asha Verma" subtitle="Class 8 · CBSE" headingLevel={2}>
    1,250 Points
  </Card>
);

const meta = {
  title: 'Design System/Layout/Page Layout',
  component: PageLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    header: (
      <TopBar
        firstName="Asha"
        callHref="tel:+911800000000"
        onShare={noop}
        onLeaderboard={noop}
        onNotifications={noop}
      />
    ),
    children: content,
    aside,
    asideLabel: 'Your profile',
    bottomNav: <BottomNav hrefs={hrefs} current="home" />,
  },
  argTypes: {
    header: { control: false, table: { category: 'Content' } },
    children: { control: false, table: { category: 'Content' } },
    aside: { control: false, table: { category: 'Content' } },
    bottomNav: { control: false, table: { category: 'Content' } },
    asideLabel: { table: { category: 'Accessibility' } },
    className: { table: { disable: true } },
  },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const isPhone = () => window.matchMedia(mediaQuery.mobile).matches;

/** Driven by the controls: the home shell's slots filled with real components. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveTextContent('Light and shadows');
    await expect(canvas.getByRole('complementary', { name: 'Your profile' })).toBeInTheDocument();
  },
};

/** Phone (below 960 px): one column, the side column under the main one, the bottom bar at the screen's foot. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(isPhone()).toBe(true);
    const main = canvas.getByRole('main');
    const side = canvas.getByRole('complementary', { name: 'Your profile' });
    await expect(side.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      main.getBoundingClientRect().bottom,
    );
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(Math.round(nav.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Where the bar is and what it covers: its edges, and whether the page's end clears it once scrolled down. */
const barAtBottom = async (nav: HTMLElement, last: HTMLElement) => {
  window.scrollTo(0, document.documentElement.scrollHeight);
  await waitFor(() => expect(Math.round(nav.getBoundingClientRect().bottom)).toBe(window.innerHeight));
  const bar = nav.getBoundingClientRect();
  await expect(Math.round(bar.left)).toBe(0);
  await expect(Math.round(bar.right)).toBe(document.documentElement.clientWidth);
  await expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.top);
};

const shortContent = (
  <>
    <h1 style={{ marginTop: 0 }}>Notifications</h1>
    <Card
      title="No notifications yet"
      subtitle="New messages from your teachers show here."
      headingLevel={2}
    />
  </>
);

const longContent = (
  <>
    <h1 style={{ marginTop: 0 }}>Light and shadows</h1>
    <ResponsiveGrid list label="Contents">
      {Array.from({ length: 16 }, (_, i) => (
        <Card
          key={i}
          title={`Topic ${i + 1}`}
          subtitle="10 min · 5 Points"
          headingLevel={2}
          href={`#topic-${i + 1}`}
        />
      ))}
    </ResponsiveGrid>
  </>
);

/**
 * A short page on a phone (a student with no quest, an empty notification list): the bar is fixed to the bottom of
 * the screen, not placed right under the content.
 */
export const ShortPage: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { children: shortContent, aside: undefined },
  play: async ({ canvas }) => {
    await expect(isPhone()).toBe(true);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const main = canvas.getByRole('main');
    await expect(main.getBoundingClientRect().bottom).toBeLessThan(window.innerHeight / 2);
    await barAtBottom(nav, main);
    await expect(document.documentElement.scrollHeight).toBe(window.innerHeight);
  },
};

/**
 * A long page on a phone: the bar stays at the bottom of the screen while the page scrolls, and the page keeps the
 * bar's height free at its end, so the last card scrolls fully above the bar; a card focused under the bar is
 * scrolled clear of it.
 */
export const LongPage: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { children: longContent },
  play: async ({ canvas }) => {
    await expect(isPhone()).toBe(true);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(document.documentElement.scrollHeight).toBeGreaterThan(window.innerHeight + 200);
    window.scrollTo(0, 0);
    await expect(Math.round(nav.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    // A card's link under the bar gets keyboard focus: the page scrolls it above the bar (WCAG 2.4.11).
    const barTop = nav.getBoundingClientRect().top;
    const covered = canvas
      .getAllByRole('link')
      .filter((link) => link.closest('main'))
      .find((link) => {
        const box = link.getBoundingClientRect();
        return box.bottom > barTop && box.top < window.innerHeight;
      });
    await expect(covered).toBeDefined();
    covered!.focus();
    await waitFor(() =>
      // Within a pixel: the page scrolls by whole pixels, the bar's height may be fractional.
      expect(covered!.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        nav.getBoundingClientRect().top + 1,
      ),
    );
    await barAtBottom(nav, canvas.getByRole('complementary', { name: 'Your profile' }));
    window.scrollTo(0, 0);
  },
};

/** Desktop (960 px and wider): main and side columns side by side, no bottom bar and no room kept for it. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(isPhone()).toBe(false);
    const main = canvas.getByRole('main').getBoundingClientRect();
    const side = canvas.getByRole('complementary', { name: 'Your profile' }).getBoundingClientRect();
    await expect(side.left).toBeGreaterThanOrEqual(main.right);
    await expect(Math.round(side.top)).toBe(Math.round(main.top));
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const root = canvas.getByRole('main').closest('[data-has-bottom-nav]')!;
    await expect(getComputedStyle(root).paddingBottom).toBe('0px');
  },
};

/** Without a side column the main column takes the whole width. */
export const WithoutAside: Story = {
  args: { aside: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('complementary')).not.toBeInTheDocument();
  },
};

/** A viewer page: only a header and the main content. */
export const ContentOnly: Story = {
  args: { aside: undefined, bottomNav: undefined },
};

/**
 * The home shell on a screen 640 px tall: at 360 px one column with the bottom bar fixed to the bottom of the screen
 * over the scrolling page, at 1280 px two columns and no bar.
 */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  // The arrangement follows the screen width, so the 360 px check runs on a phone-sized screen.
  globals: { viewport: { value: 'phone' } },
  render: (args) => (
    <ScreenFrame>
      <PageLayout {...args} />
    </ScreenFrame>
  ),
  play: async ({ canvasElement, canvas }) => {
    const scroller = canvas.getByTestId('screen-scroller');
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    if (!isPhone()) return;
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expectBarAtFrameBottom(
      canvasElement,
      nav,
      canvas.getByRole('complementary', { name: 'Your profile' }),
    );
  },
};
