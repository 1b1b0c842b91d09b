import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mediaQuery } from '../../tokens';
import { splitWords } from '../card-stories-shared/story-helpers';
import { QuestLogo } from './quest-logo';
import { TopBar } from './top-bar';
import { expectCaptioned, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Navigation/Top Bar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: {
    firstName: 'Asha',
    fullName: 'Asha Verma',
    callHref: 'tel:+911800000000',
    onLeaderboard: fn(),
    onNotifications: fn(),
    onShare: fn(),
  },
  argTypes: {
    firstName: { table: { category: 'Content' } },
    fullName: { table: { category: 'Content' } },
    avatarSrc: { control: 'text', table: { category: 'Content' } },
    greeting: { table: { category: 'Content' } },
    callHref: { table: { category: 'Behaviour' } },
    onLeaderboard: { table: { category: 'Events' } },
    onNotifications: { table: { category: 'Events' } },
    onShare: { table: { category: 'Events' } },
    nav: { control: false, table: { category: 'Content' } },
    className: { table: { disable: true } },
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const isPhone = () => window.matchMedia(mediaQuery.mobile).matches;

/** Driven by the controls: greeting, logo, and each button reports its press. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Quest' })).toBeVisible();
    await expect(canvas.getByText('Hi, Asha')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Leaderboard' }));
    await expect(args.onLeaderboard).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    await expect(args.onNotifications).toHaveBeenCalledTimes(1);
  },
};

/** Small screens: a "Call us" link to the support number and a share-app button (both hidden from 960 px). */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ args, canvas }) => {
    await expect(isPhone()).toBe(true);
    await expect(canvas.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+911800000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Share app' }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
  },
};

/** Large screens: one row, no call link or share button. */
export const LargeScreen: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(isPhone()).toBe(false);
    await expect(canvas.queryByRole('link', { name: 'Call us' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Share app' })).not.toBeInTheDocument();
  },
};

/** From 960 px the `nav` slot shows between the logo and the greeting; phones hide it (the bottom bar has it). */
export const WithNav: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: {
    nav: (
      <nav aria-label="Main">
        <a href="/home/dashboard">Progress</a>
      </nav>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Progress' })).toBeVisible();
  },
};

/** Without a support number or share handler, only the common buttons show. */
export const WithoutCallAndShare: Story = {
  args: { callHref: undefined, onShare: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Call us' })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
  },
};

/** The greeting's text and the line of its first letter of the name and of "Hi,". */
const greetingLines = (canvas: { getByText: (text: RegExp) => HTMLElement }) => {
  const text = canvas.getByText(/^Hi,/);
  const node = text.firstChild!;
  const lineOf = (index: number) => {
    const range = document.createRange();
    range.setStart(node, index);
    range.setEnd(node, index + 1);
    return Math.round(range.getBoundingClientRect().top);
  };
  return { text, hi: lineOf(0), name: lineOf('Hi, '.length) };
};

/**
 * A long first name (one word wider than the line) is cut with an ellipsis rather than pushing the buttons away; it
 * stays on the line of "Hi," (a no-break space joins them) and the greeting keeps one line.
 */
export const LongName: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { firstName: 'Venkatalakshminarasimhaswamy', fullName: 'Venkatalakshminarasimhaswamy Iyer' },
  play: async ({ canvas }) => {
    const { text, hi, name } = greetingLines(canvas);
    await expect(name).toBe(hi);
    await expect(text.scrollHeight).toBeGreaterThan(text.clientHeight);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A first name of three words that does not fit: one line, cut after a whole word ("Hi, Venkatalakshmi
 * Subramaniam…"). */
export const ManyWordName: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { firstName: 'Venkatalakshmi Subramaniam Krishnamurthy', fullName: 'Venkatalakshmi Subramaniam' },
  play: async ({ canvas }) => {
    const { text, hi, name } = greetingLines(canvas);
    await expect(name).toBe(hi);
    await expect(splitWords(text)).toEqual([]);
    // The clamped line: the last word is hidden below it, the ellipsis follows "Subramaniam".
    await expect(text.scrollHeight).toBeGreaterThan(text.clientHeight);
  },
};

/** The logo alone. */
export const Logo: Story = {
  render: () => <QuestLogo height={48} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Quest' })).toBeVisible();
  },
};

const noop = () => {};
/** What every tile's bar does (the sheet's tiles differ only in the name). */
const barActions = {
  callHref: 'tel:+911800000000',
  onShare: noop,
  onLeaderboard: noop,
  onNotifications: noop,
};

/** Full, minimal, Hindi, many-word and long-name bars; at 360 px the greeting moves to a second row and nothing overflows. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  // Each bar sits in its own labelled section, so the sheet does not show several page banners at once.
  render: () => (
    <Sheet>
      <SheetTile caption="Full — greeting, call, share, leaderboard, notifications">
        <section aria-label="Full">
          <TopBar firstName="Asha" fullName="Asha Verma" {...barActions} />
        </section>
      </SheetTile>
      <SheetTile caption="Minimal — no call or share">
        <section aria-label="Minimal">
          <TopBar firstName="Rahul" onLeaderboard={noop} onNotifications={noop} />
        </section>
      </SheetTile>
      <SheetTile caption="Hindi — a name written in Devanagari" lang="hi">
        <section aria-label="Hindi name">
          <TopBar firstName="आराध्या" fullName="आराध्या श्रीवास्तव" {...barActions} />
        </section>
      </SheetTile>
      <SheetTile caption="Many-word name — cut with an ellipsis">
        <section aria-label="Many-word name">
          <TopBar firstName="Venkatalakshmi Subramaniam Krishnamurthy" {...barActions} />
        </section>
      </SheetTile>
      <SheetTile caption="Very long — one unbroken name, cut with an ellipsis">
        <section aria-label="Long name">
          <TopBar firstName="Venkatalakshminarasimhaswamy" {...barActions} />
        </section>
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByTestId('sheet');
    sheet.style.width = '360px';
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
    for (const bar of within(sheet).getAllByRole('region')) {
      await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
    }
    sheet.style.width = '';
    await expectCaptioned(sheet);
  },
};
