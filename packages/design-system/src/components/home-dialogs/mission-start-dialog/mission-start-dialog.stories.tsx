import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { preloadRichText } from '../../rich-text';
import { MissionStartDialog, missionStartDialogTexts as t } from './mission-start-dialog';
import { Sheet, SheetTile, expectCaptioned } from '../../../internal/state-sheet';

type Props = ComponentProps<typeof MissionStartDialog>;

const meta = {
  title: 'Design System/Dialogs/Mission Start Dialog',
  component: MissionStartDialog,
  // On docs pages each story is drawn in its own frame, so an open modal stays in it and does not cover the page.
  parameters: { docs: { story: { inline: false, iframeHeight: '640px' } } },
  args: {
    open: true,
    displayName: 'Mission 1: Light and Shadows',
    counts: { videos: 4, tests: 3, activities: 2, webContent: 1 },
    totalTime: 2730,
    points: 120,
    description:
      '<p>Find out how <strong>light travels</strong>, why shadows change during the day and how mirrors work.</p>',
    starting: false,
    error: null,
    onStart: fn(),
    onClose: fn(),
  },
  // The description's sanitizer loads lazily; load it first so stories and the sheet show the real text.
  loaders: [
    async () => {
      await preloadRichText();
      return {};
    },
  ],
  argTypes: {
    displayName: { table: { category: 'Content' } },
    counts: { table: { category: 'Content' } },
    totalTime: { table: { category: 'Content' } },
    points: { table: { category: 'Content' } },
    description: { table: { category: 'Content' } },
    error: { table: { category: 'Content' } },
    open: { table: { category: 'Behaviour' } },
    starting: { table: { category: 'Behaviour' } },
    inline: { control: false, table: { category: 'Appearance' } },
    onStart: { table: { category: 'Events' } },
    onClose: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof MissionStartDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogNamed = (name: string) => within(document.body).findByRole('dialog', { name });

/**
 * A mission to start: the task count is videos + tests + activities + web content (4 + 3 + 2 + 1 = 10), total time
 * as mm:ss, points and the rich-text description. Focus starts on "Not now"; "Let's Start" starts the quest.
 */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await dialogNamed(args.displayName);
    const d = within(dialog);
    await expect(d.getByText(t.tasks).closest('div')).toHaveTextContent(
      /Tasks10\s*4 videos · 3 tests · 2 activities · 1 web page/,
    );
    await expect(d.getByText(t.totalTime).closest('div')).toHaveTextContent('45:30');
    await expect(d.getByText(t.points).closest('div')).toHaveTextContent('120');
    await expect(await d.findByText('light travels')).toBeVisible();
    await expect(d.getByRole('button', { name: t.notNow })).toHaveFocus();
    await userEvent.click(d.getByRole('button', { name: t.start }));
    await expect(args.onStart).toHaveBeenCalledOnce();
    await userEvent.click(d.getByRole('button', { name: t.notNow }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** In Hindi (issue 29): the facts with their counts in Hindi, the buttons and a failure; the mission's name as sent. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { error: 'Please check your connection and try again.' },
  play: async ({ args }) => {
    const d = within(await dialogNamed(args.displayName));
    await expect(d.getByText('टास्क').closest('div')).toHaveTextContent(
      /टास्क10\s*4 वीडियो · 3 टेस्ट · 2 एक्टिविटी · 1 वेब पेज/,
    );
    await expect(d.getByText('कुल समय').closest('div')).toHaveTextContent('45:30');
    await expect(d.getByText('पॉइंट्स').closest('div')).toHaveTextContent('120');
    await expect(d.getByRole('alert')).toHaveTextContent('कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।');
    await expect(d.getByRole('button', { name: 'अभी नहीं' })).toHaveFocus();
    await userEvent.click(d.getByRole('button', { name: 'चलिए शुरू करें' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};

/** Keyboard: Tab moves from "Not now" to "Let's Start" and Enter starts; Escape asks to close like "Not now". */
export const Keyboard: Story = {
  play: async ({ args }) => {
    const d = within(await dialogNamed(args.displayName));
    // The dialog moves the focus in an effect: on a loaded machine, a moment after it shows.
    await waitFor(() => expect(d.getByRole('button', { name: t.notNow })).toHaveFocus());
    await userEvent.tab();
    await expect(d.getByRole('button', { name: t.start })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStart).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Starting the quest: "Let's Start" shows progress and ignores presses; "Not now", Escape and × do nothing. */
export const Starting: Story = {
  args: { starting: true },
  play: async ({ args }) => {
    const d = within(await dialogNamed(args.displayName));
    const start = d.getByRole('button', { name: t.start });
    await expect(start).toHaveAttribute('aria-busy', 'true');
    await expect(d.getByRole('button', { name: t.notNow })).toHaveAttribute('aria-disabled', 'true');
    await expect(d.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.click(start);
    await userEvent.click(d.getByRole('button', { name: t.notNow }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onStart).not.toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Starting failed: the server's message is announced as an alert; both buttons work again. */
export const StartFailed: Story = {
  args: { error: 'This quest is not assigned to you.' },
  play: async ({ args }) => {
    const d = within(await dialogNamed(args.displayName));
    await expect(d.getByRole('alert')).toHaveTextContent('This quest is not assigned to you.');
    await userEvent.click(d.getByRole('button', { name: t.start }));
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};

/** The close button (×) asks to close, like "Not now". */
export const CloseButton: Story = {
  play: async ({ args }) => {
    const d = within(await dialogNamed(args.displayName));
    await userEvent.click(d.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

const longDescription = Array.from(
  { length: 8 },
  (_, i) =>
    `<p>Part ${i + 1}: watch the videos, try the activity and take the test. Every completed item adds its points to the mission, the operation and the quest.</p>`,
).join('');

/** A long name and description: the text wraps, the body scrolls inside the dialog and nothing overflows sideways. */
export const LongText: Story = {
  args: {
    displayName: 'Mission 12: Electricity, Magnetism and the Wonderful World of Electromagnetic Induction',
    counts: { videos: 1200, tests: 340, activities: 56, webContent: 7 },
    totalTime: 45_296,
    points: 125_000,
    description: longDescription,
  },
  play: async ({ args }) => {
    const dialog = await dialogNamed(args.displayName);
    await expect(within(dialog).getByText(t.tasks).closest('div')).toHaveTextContent('1,603');
    await expect(within(dialog).getByText(t.totalTime).closest('div')).toHaveTextContent('12:34:56');
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    const panel = dialog.firstElementChild as HTMLElement;
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
  },
};

/** At phone width (360 px) the dialog keeps a margin each side and nothing overflows; the buttons stay reachable. */
export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args }) => {
    const dialog = await dialogNamed(args.displayName);
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    const panel = dialog.firstElementChild as HTMLElement;
    await waitFor(() => expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth));
    await userEvent.click(within(dialog).getByRole('button', { name: t.start }));
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};

/** The captions of the state sheet's tiles, in the order of its states. */
const sheetCaptions = [
  'Open — description, counts, time and points',
  'Starting — Start busy',
  'Error — the quest is not assigned',
  'Empty mission — no description, no contents',
];

/** Every state side by side (drawn in the page flow) for the visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet>
      {(
        [
          {},
          { starting: true },
          { error: 'This quest is not assigned to you.' },
          {
            description: '',
            counts: { videos: 0, tests: 0, activities: 0, webContent: 0 },
            totalTime: 0,
            points: 0,
          },
        ] as Partial<Props>[]
      ).map((state, i) => (
        <SheetTile key={i} caption={sheetCaptions[i]!}>
          <MissionStartDialog {...args} {...state} inline />
        </SheetTile>
      ))}
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = canvasElement.firstElementChild as HTMLElement;
    await expectCaptioned(sheet);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};
