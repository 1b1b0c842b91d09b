import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { splitWords } from '../card-stories-shared/story-helpers';
import { BottomNav, type BottomNavHrefs } from './bottom-nav';
import { Sheet, SheetTile, sheetFitsPhone } from '../../internal/state-sheet';

const hrefs: BottomNavHrefs = {
  home: '/home',
  progress: '/home/dashboard',
  live: '/home/connect',
  queryBox: '/home/querybox',
  profile: '/home/profile',
};

const meta = {
  title: 'Design System/Navigation/Bottom Nav',
  component: BottomNav,
  parameters: { layout: 'fullscreen' },
  args: { hrefs, current: 'home', onNavigate: fn() },
  argTypes: {
    hrefs: { control: 'object', table: { category: 'Content' } },
    current: {
      control: 'select',
      options: ['home', 'progress', 'live', 'queryBox', 'profile'],
      table: { category: 'Content' },
    },
    showQueryBox: { table: { category: 'Behaviour' } },
    layout: { control: 'inline-radio', options: ['bar', 'inline'], table: { category: 'Appearance' } },
    renderLink: { control: false, table: { category: 'Behaviour' } },
    label: { table: { category: 'Accessibility' } },
    onNavigate: { table: { category: 'Events' } },
    className: { table: { disable: true } },
  },
} satisfies Meta<typeof BottomNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: four items, Home current; a tap is reported with the item's address. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual(['Home', 'Progress', 'Live classes', 'Profile']);
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Progress' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/home/dashboard', 'progress');
    within(nav).getByRole('link', { name: 'Live classes' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/home/connect', 'live');
  },
};

/** Inside the Android wrapper: the QueryBox item shows. */
export const WithQueryBox: Story = {
  args: { showQueryBox: true, current: 'queryBox' },
  play: async ({ args, canvas }) => {
    const queryBox = canvas.getByRole('link', { name: 'QueryBox' });
    await expect(queryBox).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('link')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('link', { name: 'Profile' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/home/profile', 'profile');
  },
};

const routerNavigate = fn();

/** With a render prop, as the app does with its router's Link; the design system imports no router. */
export const WithRenderLink: Story = {
  args: {
    current: 'profile',
    onNavigate: undefined,
    renderLink: ({ href, children, 'aria-current': current }) => (
      <a
        href={href}
        aria-current={current}
        data-router-link
        onClick={(event) => {
          event.preventDefault();
          routerNavigate(href);
        }}
      >
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    routerNavigate.mockClear();
    const home = canvas.getByRole('link', { name: 'Home' });
    await expect(home).toHaveAttribute('data-router-link');
    await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(home);
    await expect(routerNavigate).toHaveBeenCalledWith('/home');
  },
};

/** A click with a modifier key (open in new tab) is left to the browser and not reported. */
export const ModifiedClick: Story = {
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Progress' });
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(link, { ctrlKey: true });
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** `layout="inline"`: the same destinations as one row of icon and label pairs, for the desktop top bar. */
export const Inline: Story = {
  args: { layout: 'inline', current: 'progress' },
  play: async ({ args, canvas }) => {
    const links = canvas.getAllByRole('link');
    const tops = new Set(links.map((link) => Math.round(link.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(canvas.getByRole('link', { name: 'Progress' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Live classes' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(args.hrefs.live, 'live');
  },
};

/** Each item current in turn, with and without QueryBox. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet>
      {(['home', 'progress', 'live', 'queryBox', 'profile'] as const).map((current) => (
        <SheetTile key={current} caption={`Current: ${current} — five items with QueryBox`}>
          <BottomNav label={`Main, ${current}`} hrefs={hrefs} current={current} showQueryBox />
        </SheetTile>
      ))}
      <SheetTile caption="Without QueryBox — four items, Live classes current">
        <BottomNav label="Main, without QueryBox" hrefs={hrefs} current="live" />
      </SheetTile>
    </Sheet>
  ),
  play: async (context) => {
    await sheetFitsPhone(context);
    const sheet = within(context.canvasElement).getByTestId('sheet');
    sheet.style.width = '360px';
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
    for (const link of within(sheet).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    // On the smallest phone five items share 320 px: a label wraps between its words ("Live / classes").
    sheet.style.width = '320px';
    for (const link of within(sheet).getAllByRole('link')) {
      await expect(splitWords(link)).toEqual([]);
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    sheet.style.width = '';
  },
};
