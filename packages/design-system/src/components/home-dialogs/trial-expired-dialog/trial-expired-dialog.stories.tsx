import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TrialExpiredDialog, trialExpiredDialogTexts as t } from './trial-expired-dialog';
import { Sheet, SheetTile, expectCaptioned } from '../../../internal/state-sheet';

type Props = ComponentProps<typeof TrialExpiredDialog>;

const meta = {
  title: 'Design System/Dialogs/Trial Expired Dialog',
  component: TrialExpiredDialog,
  // On docs pages each story is drawn in its own frame, so an open modal stays in it and does not cover the page.
  parameters: { docs: { story: { inline: false, iframeHeight: '640px' } } },
  args: {
    open: true,
    questName: 'Science Quest — Grade 6',
    buying: false,
    error: null,
    onBuy: fn(),
    onClose: fn(),
  },
  argTypes: {
    questName: { table: { category: 'Content' } },
    error: { table: { category: 'Content' } },
    open: { table: { category: 'Behaviour' } },
    buying: { table: { category: 'Behaviour' } },
    inline: { control: false, table: { category: 'Appearance' } },
    onBuy: { table: { category: 'Events' } },
    onClose: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof TrialExpiredDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const alert = () => within(document.body).findByRole('alertdialog', { name: t.title });

/**
 * The quest's isTrialOver is true: "Trial Expired" with the spec's text (ADR 0108), focus on "Not now"; "Buy now" asks
 * to buy the quest, "Not now" closes the message.
 */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await alert();
    await expect(dialog).toHaveAccessibleDescription(
      'Your trial has expired. Please buy the product to get access to its contents.',
    );
    const d = within(dialog);
    await expect(d.getByText(args.questName!)).toBeVisible();
    await expect(d.getByRole('button', { name: t.notNow })).toHaveFocus();
    await expect(d.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.click(d.getByRole('button', { name: t.buyNow }));
    await expect(args.onBuy).toHaveBeenCalledOnce();
    await userEvent.click(d.getByRole('button', { name: t.notNow }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** In Hindi (issue 29): the title, the spec's message, the buttons and a failure in Hindi; the quest's name as sent. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { error: 'Please check your connection and try again.' },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'ट्रायल समाप्त हो गया' });
    await expect(dialog).toHaveAccessibleDescription(
      'आपका ट्रायल समाप्त हो गया है। इसकी सामग्री देखने के लिए कृपया यह प्रोडक्ट खरीदें।',
    );
    const d = within(dialog);
    await expect(d.getByText(args.questName!)).toBeVisible();
    await expect(d.getByRole('alert')).toHaveTextContent('कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।');
    await expect(d.getByRole('button', { name: 'अभी नहीं' })).toHaveFocus();
    await userEvent.click(d.getByRole('button', { name: 'अभी खरीदें' }));
    await expect(args.onBuy).toHaveBeenCalledOnce();
  },
};

/** Keyboard: Tab reaches "Buy now" and Enter buys; Escape answers "Not now". */
export const Keyboard: Story = {
  play: async ({ args }) => {
    const d = within(await alert());
    await userEvent.tab();
    await expect(d.getByRole('button', { name: t.buyNow })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBuy).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(d.getByRole('button', { name: t.notNow })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Preparing the purchase: "Buy now" shows progress; "Not now", Escape and the backdrop do nothing. */
export const Buying: Story = {
  args: { buying: true },
  play: async ({ args }) => {
    const dialog = await alert();
    const d = within(dialog);
    await expect(d.getByRole('button', { name: t.buyNow })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(d.getByRole('button', { name: t.buyNow }));
    await userEvent.click(d.getByRole('button', { name: t.notNow }));
    await userEvent.keyboard('{Escape}');
    await userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords: { clientX: 2, clientY: 2 } });
    await expect(args.onBuy).not.toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

/** The purchase could not start: the server's message as an alert; "Buy now" can be tried again. */
export const BuyFailed: Story = {
  args: { error: 'Something went wrong. Please try again.' },
  play: async ({ args }) => {
    const d = within(await alert());
    await expect(d.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    await userEvent.click(d.getByRole('button', { name: t.buyNow }));
    await expect(args.onBuy).toHaveBeenCalledOnce();
  },
};

/** A long quest name wraps inside the dialog. */
export const LongText: Story = {
  args: {
    questName:
      'Spectrum Foundation Programme for Olympiad Preparation — Physics, Chemistry, Mathematics and Biology (Grade 10)',
  },
  play: async () => {
    const dialog = await alert();
    const panel = dialog.firstElementChild as HTMLElement;
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
  },
};

/** At phone width (360 px) the text wraps and both buttons fit. */
export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args }) => {
    const dialog = await alert();
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    const panel = dialog.firstElementChild as HTMLElement;
    await waitFor(() => expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth));
    await userEvent.click(within(dialog).getByRole('button', { name: t.buyNow }));
    await expect(args.onBuy).toHaveBeenCalledOnce();
  },
};

/** The captions of the state sheet's tiles, in the order of its states. */
const sheetCaptions = [
  'Open — names the quest',
  'No quest name — the general text',
  'Buying — Buy busy',
  'Error — buying failed',
];

/** Every state side by side (drawn in the page flow) for the visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet>
      {(
        [
          {},
          { questName: undefined },
          { buying: true },
          { error: 'Something went wrong. Please try again.' },
        ] as Partial<Props>[]
      ).map((state, i) => (
        <SheetTile key={i} caption={sheetCaptions[i]!}>
          <TrialExpiredDialog {...args} {...state} inline />
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
