import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mediaQuery } from '../../tokens';
import { HomeShellView } from './home-shell-view';

const hrefs = {
  home: '/home',
  progress: '/home/dashboard',
  live: '/home/connect',
  queryBox: '/home/querybox',
  profile: '/home/profile',
};

const meta = {
  title: 'Templates/Home Shell',
  component: HomeShellView,
  parameters: { layout: 'fullscreen' },
  args: {
    firstName: 'Aarav',
    fullName: 'Aarav Sharma',
    callHref: 'tel:+911800000000',
    nav: { hrefs, current: 'home', showQueryBox: false, onNavigate: fn() },
    children: <p>The home dashboard shows here.</p>,
    onLeaderboard: fn(),
    onNotifications: fn(),
    onShare: fn(),
  },
  argTypes: {
    firstName: { table: { category: 'Content' } },
    fullName: { table: { category: 'Content' } },
    avatarSrc: { table: { category: 'Content' } },
    nav: { table: { category: 'Content' } },
    children: { table: { category: 'Content' }, control: false },
    callHref: { table: { category: 'Behaviour' } },
    onLeaderboard: { table: { category: 'Events' } },
    onNotifications: { table: { category: 'Events' } },
    onShare: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof HomeShellView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shell around a child screen: greeting, leaderboard, notifications; the bottom bar on small screens. */
export const Default: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Hi, Aarav')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('The home dashboard shows here.');
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    await expect(args.onNotifications).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Leaderboard' }));
    await expect(args.onLeaderboard).toHaveBeenCalledOnce();
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).queryByRole('link', { name: 'QueryBox' })).toBeNull();
  },
};

/** Small screens: the call link dials the support phone; share-app and the bottom bar items report presses. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(window.matchMedia(mediaQuery.mobile).matches).toBe(true);
    await expect(canvas.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+911800000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Share app' }));
    await expect(args.onShare).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('link', { name: 'Progress' }));
    await expect(args.nav.onNavigate).toHaveBeenCalledWith('/home/dashboard', 'progress');
  },
};

/**
 * Large screens: no call link, share-app or bottom bar; the destinations are a row in the top bar instead, so
 * Progress, Live classes and Profile stay one click away (ADR 0066).
 */
export const LargeScreen: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(window.matchMedia(mediaQuery.desktop).matches).toBe(true);
    await expect(canvas.queryByRole('link', { name: 'Call us' })).toBeNull();
    const navs = canvas.getAllByRole('navigation', { name: 'Main' });
    await expect(navs).toHaveLength(1);
    await expect(canvas.getByRole('banner')).toContainElement(navs[0]!);
    await userEvent.click(within(navs[0]!).getByRole('link', { name: 'Profile' }));
    await expect(args.nav.onNavigate).toHaveBeenCalledWith('/home/profile', 'profile');
  },
};

/** Inside the Android wrapper: the QueryBox item shows. */
export const AndroidWrapper: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { nav: { hrefs, current: 'profile', showQueryBox: true, onNavigate: fn() } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'QueryBox' })).toHaveAttribute(
      'href',
      '/home/querybox',
    );
    await expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Without a configured support phone or share links the call link and share-app are left out. */
export const WithoutCallAndShare: Story = {
  args: { callHref: undefined, onShare: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Call us' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Share app' })).toBeNull();
  },
};

/** The shell for the visual tests (one frame: a page has one set of landmarks): a long name, call link and
 * share-app on phones, and the Android wrapper's QueryBox item with Profile current. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  args: {
    firstName: 'Venkatalakshmi Subramanian',
    fullName: 'Venkatalakshmi Subramanian',
    nav: { hrefs, current: 'profile', showQueryBox: true, onNavigate: fn() },
  },
  render: (args) => (
    <div>
      <HomeShellView {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const sheet = canvasElement.firstElementChild as HTMLElement;
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};
