import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mediaQuery } from '../../tokens';
import { BottomNav, type BottomNavHrefs } from '../bottom-nav';
import { Card } from '../card';
import { ResponsiveGrid } from '../responsive-grid';
import { TopBar } from '../top-bar';
import { PageLayout } from './page-layout';

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
    // Sticky at the bottom: while the page is longer than the screen the bar sits at the viewport's bottom edge.
    await expect(Math.round(nav.getBoundingClientRect().bottom)).toBeLessThanOrEqual(window.innerHeight);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Desktop (960 px and wider): main and side columns side by side, no bottom bar. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(isPhone()).toBe(false);
    const main = canvas.getByRole('main').getBoundingClientRect();
    const side = canvas.getByRole('complementary', { name: 'Your profile' }).getBoundingClientRect();
    await expect(side.left).toBeGreaterThanOrEqual(main.right);
    await expect(Math.round(side.top)).toBe(Math.round(main.top));
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
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

/** The home shell: at 360 px one column with the bottom bar, at 1280 px two columns. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  // The arrangement follows the screen width, so the 360 px check runs on a phone-sized screen.
  globals: { viewport: { value: 'phone' } },
  render: (args) => (
    <div data-testid="sheet">
      <PageLayout {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByTestId('sheet');
    sheet.style.width = '360px';
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
    sheet.style.width = '';
  },
};
