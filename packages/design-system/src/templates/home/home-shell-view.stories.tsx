import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectBarAtFrameBottom, ScreenFrame } from '../../components/page-layout/screen-frame';
import { mediaQuery } from '../../tokens';
import { HomeDashboardView, type HomeMissionItem, type HomeQuestItem } from './home-dashboard-view';
import { sampleUser as student } from './home.fixtures';
import { HomeShellView } from './home-shell-view';

const hrefs = {
  home: '/home',
  progress: '/home/dashboard',
  live: '/home/connect',
  queryBox: '/home/querybox',
  profile: '/home/profile',
};

/** The shortest home: a student with no quest yet sees only the "Quest assign" warning. */
const shortestHome = <HomeDashboardView state="loaded" user={student} quests={[]} />;

const subjects = ['Mathematics', 'Science', 'English', 'Hindi', 'Social Science', 'Computers'];
const manyMissions: HomeMissionItem[] = Array.from({ length: 12 }, (_, i) => ({
  missionId: 1100 + i,
  name: `${subjects[i % subjects.length]} ${Math.floor(i / subjects.length) + 1}`,
  progress: (i * 17) % 100,
  points: 10 * (i + 1),
  taskCount: 3 + (i % 5),
  totalTimeSeconds: 600 * (i + 1),
  hasOnlineSession: i % 4 === 2,
}));
const threeQuests: HomeQuestItem[] = [
  { questId: 101, name: 'Grade 6 Explorer Quest', current: true },
  { questId: 102, name: 'Spectrum Olympiad Prep', onTrial: true },
  { questId: 103, name: 'Summer Coding Camp', trialOver: true },
];

/** The longest home: twelve missions, three quests, the student's info. */
const longestHome = (
  <HomeDashboardView
    state="loaded"
    user={student}
    quests={threeQuests}
    currentQuest={{ name: 'Grade 6 Explorer Quest', progress: 35.29, points: 60 }}
    missions={manyMissions}
    onMissionOpen={fn()}
    onChangeQuest={fn()}
  />
);

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

/** In Hindi (issue 29): the greeting, the top bar's buttons and the destinations in Hindi; the buttons still report. */
export const Hindi: Story = {
  globals: { viewport: { value: 'phone' }, locale: 'hi' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('नमस्ते, Aarav')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'हमें कॉल करें' })).toHaveAttribute(
      'href',
      'tel:+911800000000',
    );
    await expect(canvas.getByRole('button', { name: 'ऐप शेयर करें' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'सूचनाएँ' }));
    await expect(args.onNotifications).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'लीडरबोर्ड' }));
    await expect(args.onLeaderboard).toHaveBeenCalledOnce();
    const nav = canvas.getByRole('navigation', { name: 'मुख्य' });
    await expect(within(nav).getByRole('link', { name: 'होम' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'लाइव क्लास' })).toBeVisible();
    await userEvent.click(within(nav).getByRole('link', { name: 'प्रगति' }));
    await expect(args.nav.onNavigate).toHaveBeenCalledWith('/home/dashboard', 'progress');
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

/**
 * The shortest home on a phone (a student with no quest): the bottom bar is fixed to the bottom of the screen, not
 * right under the warning.
 */
export const ShortHome: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { children: shortestHome },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveTextContent("Quest assign: Your next year's quest");
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(canvas.getByRole('main').getBoundingClientRect().bottom).toBeLessThan(
      window.innerHeight / 2,
    );
    await expect(Math.round(nav.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    await expect(Math.round(nav.getBoundingClientRect().width)).toBe(document.documentElement.clientWidth);
  },
};

/**
 * The longest home on a phone (many missions): the bar stays at the bottom of the screen, and once the page is
 * scrolled to its end the student's info ends above the bar (the page keeps the bar's height free at its end).
 */
export const LongHome: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { children: longestHome },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(document.documentElement.scrollHeight).toBeGreaterThan(window.innerHeight * 2);
    await expect(Math.round(nav.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(Math.round(nav.getBoundingClientRect().bottom)).toBe(window.innerHeight));
    const info = canvas.getByText('Aarav Sharma', { selector: 'p' });
    // Pictures that load as they scroll into view lengthen the page: scroll to its end again until it stays there.
    await waitFor(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      expect(info.getBoundingClientRect().bottom).toBeLessThanOrEqual(nav.getBoundingClientRect().top);
    });
    await expect(canvas.getByRole('main').getBoundingClientRect().bottom).toBeLessThanOrEqual(
      nav.getBoundingClientRect().top,
    );
    window.scrollTo(0, 0);
  },
};

/**
 * A home state sheet on a phone screen 640 px tall (ScreenFrame): nothing wider than the screen, and the bar at the
 * bottom of the screen below the page's main content. The bar shows below 960 px, so the play's checks run on a
 * phone-sized screen (the captures take both sizes).
 */
const framedSheet = {
  tags: ['!autodocs', 'state-sheet'],
  globals: { viewport: { value: 'phone' } },
  render: (args) => (
    <ScreenFrame>
      <HomeShellView {...args} />
    </ScreenFrame>
  ),
  play: async ({ canvasElement, canvas }) => {
    const scroller = canvas.getByTestId('screen-scroller');
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    if (!window.matchMedia(mediaQuery.mobile).matches) return;
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expectBarAtFrameBottom(canvasElement, nav, canvas.getByRole('main'));
  },
} satisfies Story;

/**
 * The shortest home for the visual tests, on a screen 640 px tall (one frame: a page has one set of landmarks): a
 * student with no quest, a long name, call link and share-app on phones, the Android wrapper's QueryBox item with
 * Profile current, and the bar at the bottom of the screen.
 */
export const StateSheetShortHome: Story = {
  ...framedSheet,
  args: {
    firstName: 'Venkatalakshmi Subramanian',
    fullName: 'Venkatalakshmi Subramanian',
    nav: { hrefs, current: 'profile', showQueryBox: true, onNavigate: fn() },
    children: shortestHome,
  },
};

/**
 * The longest home for the visual tests, on a screen 640 px tall: twelve missions, three quests and the student's
 * info; the bar at the bottom of the screen over the scrolling page, Home current.
 */
export const StateSheetLongHome: Story = {
  ...framedSheet,
  args: { children: longestHome },
};
