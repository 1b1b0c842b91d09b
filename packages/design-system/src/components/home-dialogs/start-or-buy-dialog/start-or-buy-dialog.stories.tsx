import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { preloadRichText } from '../../rich-text';
import { StartOrBuyDialog } from './start-or-buy-dialog';
import { Sheet, SheetTile, expectCaptioned } from '../../../internal/state-sheet';

type Props = ComponentProps<typeof StartOrBuyDialog>;

const trial = fn();
const buy = fn();
const launch = fn();

const meta = {
  title: 'Design System/Dialogs/Start Or Buy Dialog',
  component: StartOrBuyDialog,
  // On docs pages each story is drawn in its own frame, so an open modal stays in it and does not cover the page.
  parameters: { docs: { story: { inline: false, iframeHeight: '640px' } } },
  args: {
    open: true,
    questName: 'Coding Quest — Grade 7',
    imageUrl: null,
    description:
      '<p>Build games and apps with blocks and Python. <strong>24 missions</strong>, live masterclasses and the national coding competition.</p>',
    price: 2999,
    originalPrice: 3999,
    priceNote: 'Plus 18% GST',
    tagLabel: 'Bestseller',
    tagColour: '#1565c0',
    actions: [
      { label: '7-Day Trial', trialDays: 7, onClick: trial },
      { label: 'Buy', onClick: buy },
    ],
    error: null,
    onClose: fn(),
  },
  loaders: [
    async () => {
      await preloadRichText();
      trial.mockClear();
      buy.mockClear();
      launch.mockClear();
      return {};
    },
  ],
  argTypes: {
    questName: { table: { category: 'Content' } },
    imageUrl: { table: { category: 'Content' } },
    description: { table: { category: 'Content' } },
    price: { table: { category: 'Content' } },
    originalPrice: { table: { category: 'Content' } },
    priceNote: { table: { category: 'Content' } },
    tagLabel: { table: { category: 'Content' } },
    tagColour: { table: { category: 'Content' } },
    note: { table: { category: 'Content' } },
    actions: { table: { category: 'Content' } },
    error: { table: { category: 'Content' } },
    open: { table: { category: 'Behaviour' } },
    inline: { control: false, table: { category: 'Appearance' } },
    onClose: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof StartOrBuyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name: string) => within(document.body).findByRole('dialog', { name });

/** A quest not yet held: the trial and Buy (the main action); focus on the first; each button reports. */
export const Default: Story = {
  play: async ({ args }) => {
    const d = within(await dialog(args.questName));
    await expect(d.getByText('Bestseller')).toBeVisible();
    await expect(d.getByText('₹2,999')).toBeVisible();
    await expect(await d.findByText('24 missions')).toBeVisible();
    const trialButton = d.getByRole('button', { name: '7-Day Trial' });
    await expect(trialButton).toHaveFocus();
    await userEvent.click(trialButton);
    await expect(trial).toHaveBeenCalledOnce();
    await userEvent.click(d.getByRole('button', { name: 'Buy' }));
    await expect(buy).toHaveBeenCalledOnce();
  },
};

/**
 * In Hindi (issue 29): Launch and a trial with its days, the description's name, Close and a failure in Hindi; the
 * quest's data as sent.
 */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: {
    price: undefined,
    originalPrice: undefined,
    priceNote: undefined,
    actions: [
      { label: '7-Day Trial', trialDays: 7, onClick: trial },
      { label: 'Launch', onClick: launch },
    ],
    error: 'Please check your connection and try again.',
  },
  play: async ({ args }) => {
    const d = within(await dialog(args.questName));
    await expect(d.getByLabelText('क्वेस्ट का विवरण')).toBeVisible();
    await expect(d.getByRole('alert')).toHaveTextContent('कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।');
    await expect(d.getByRole('button', { name: 'बंद करें' })).toBeVisible();
    await expect(d.getByRole('button', { name: '7 दिन का ट्रायल' })).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'शुरू करें' }));
    await expect(launch).toHaveBeenCalledOnce();
  },
};

/** An assigned quest: one Launch button (start it); no price. Enter on the focused button starts. */
export const Start: Story = {
  args: {
    price: undefined,
    originalPrice: undefined,
    priceNote: undefined,
    note: 'This quest is assigned to you.',
    actions: [{ label: 'Launch', onClick: launch }],
  },
  play: async ({ args }) => {
    const d = within(await dialog(args.questName));
    await expect(d.queryByText('₹2,999')).toBeNull();
    await expect(d.getByText('This quest is assigned to you.')).toBeVisible();
    await expect(d.getByRole('button', { name: 'Launch' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(launch).toHaveBeenCalledOnce();
  },
};

/** Escape and the close button ask to close. */
export const Dismiss: Story = {
  play: async ({ args }) => {
    const d = within(await dialog(args.questName));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await userEvent.click(d.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** Starting the trial: its button shows progress, Buy is locked, the dialog cannot be closed. */
export const Busy: Story = {
  args: {
    actions: [
      { label: '7-Day Trial', trialDays: 7, onClick: trial, loading: true },
      { label: 'Buy', onClick: buy },
    ],
  },
  play: async ({ args }) => {
    const d = within(await dialog(args.questName));
    await expect(d.getByRole('button', { name: '7-Day Trial' })).toHaveAttribute('aria-busy', 'true');
    const buyButton = d.getByRole('button', { name: 'Buy' });
    await expect(buyButton).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(buyButton);
    await userEvent.keyboard('{Escape}');
    await expect(d.queryByRole('button', { name: 'Close' })).toBeNull();
    await expect(buy).not.toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The trial could not start: the server's message as an alert; the buttons work again. */
export const Failed: Story = {
  args: { error: 'Trial already taken for this quest.' },
  play: async ({ args }) => {
    const d = within(await dialog(args.questName));
    await expect(d.getByRole('alert')).toHaveTextContent('Trial already taken for this quest.');
    await userEvent.click(d.getByRole('button', { name: 'Buy' }));
    await expect(buy).toHaveBeenCalledOnce();
  },
};

/** A long name and description: the body scrolls inside the dialog, nothing overflows sideways. */
export const LongText: Story = {
  args: {
    questName:
      'Spectrum Foundation Programme for Olympiad Preparation — Physics, Chemistry, Mathematics (Grade 10)',
    description: Array.from(
      { length: 10 },
      (_, i) =>
        `<p>Module ${i + 1}: videos, tests, activities and web content, with points for every first access.</p>`,
    ).join(''),
  },
  play: async ({ args }) => {
    const el = await dialog(args.questName);
    await expect(el.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    const panel = el.firstElementChild as HTMLElement;
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
  },
};

/** At phone width (360 px) the cover, price and both buttons fit. */
export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args }) => {
    const el = await dialog(args.questName);
    await expect(el.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    const panel = el.firstElementChild as HTMLElement;
    await waitFor(() => expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth));
    await userEvent.click(within(el).getByRole('button', { name: 'Buy' }));
    await expect(buy).toHaveBeenCalledOnce();
  },
};

/** The captions of the state sheet's tiles, in the order of its states. */
const sheetCaptions = [
  'For sale — price, trial and buy',
  'Assigned — no price, Launch only',
  'Starting trial — 7-Day Trial busy',
  'Error — trial already taken',
];

/** Every state side by side (drawn in the page flow) for the visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet>
      {(
        [
          {},
          {
            price: undefined,
            originalPrice: undefined,
            priceNote: undefined,
            note: 'This quest is assigned to you.',
            actions: [{ label: 'Launch' }],
          },
          { actions: [{ label: '7-Day Trial', trialDays: 7, loading: true }, { label: 'Buy' }] },
          { error: 'Trial already taken for this quest.', actions: [{ label: 'Buy' }] },
        ] as Partial<Props>[]
      ).map((state, i) => (
        <SheetTile key={i} caption={sheetCaptions[i]!}>
          <StartOrBuyDialog {...args} {...state} inline />
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
