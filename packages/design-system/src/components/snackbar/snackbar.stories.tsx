import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Snackbar, type SnackbarType } from './snackbar';
import { touchTargetProblems } from '../../internal/touch-targets';
import { expectCaptioned, longText, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Feedback/Snackbar',
  component: Snackbar,
  args: {
    open: false,
    message: 'Your mobile number is verified',
    type: 'success',
    duration: 6000,
    dismissible: true,
    closeLabel: 'Close',
    onClose: fn(),
  },
  argTypes: {
    message: { table: { category: 'Content' } },
    type: {
      control: 'inline-radio',
      options: ['success', 'error', 'info'],
      table: { category: 'Appearance' },
    },
    open: { control: false, table: { category: 'Behaviour' } },
    duration: { control: { type: 'number', step: 1000 }, table: { category: 'Behaviour' } },
    dismissible: { table: { category: 'Behaviour' } },
    inline: { table: { category: 'Behaviour' } },
    onClose: { table: { category: 'Events' } },
    closeLabel: { table: { category: 'Accessibility' } },
  },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Show snackbar</Button>
        <Snackbar
          {...args}
          open={open}
          onClose={(reason) => {
            args.onClose?.(reason);
            setOpen(false);
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof Snackbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: the OTP snackbar, 6 s. The close button hides it at once. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show snackbar' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your mobile number is verified');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByText('Your mobile number is verified')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledWith('close');
  },
};

/** Hides by itself after `duration` ms (a short one here; the unit test checks 2, 3, 4 and 6 s exactly). */
export const AutoHide: Story = {
  args: { duration: 400, type: 'info', message: 'Link copied' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show snackbar' }));
    await expect(await canvas.findByText('Link copied')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Link copied')).toBeNull(), { timeout: 3000 });
    await expect(args.onClose).toHaveBeenCalledWith('timeout');
  },
};

/** While the pointer is over it (or focus is in it) the timer stands still, so it can be read (WCAG 2.2.1). */
export const PausesOnHover: Story = {
  args: { duration: 300, type: 'info', message: 'Query sent' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show snackbar' }));
    const message = await canvas.findByText('Query sent');
    await userEvent.hover(message);
    // Held well past its 300 ms: still there while the pointer stays on it.
    await expect(
      waitFor(() => expect(canvas.queryByText('Query sent')).toBeNull(), { timeout: 900 }),
    ).rejects.toThrow();
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.unhover(message);
    await waitFor(() => expect(canvas.queryByText('Query sent')).toBeNull(), { timeout: 3000 });
    await expect(args.onClose).toHaveBeenCalledWith('timeout');
  },
};

/** A finger is no hover: a tap on the message does not hold it, and it hides on time. */
export const TapDoesNotHold: Story = {
  args: { duration: 300, type: 'info', message: 'Query sent' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show snackbar' }));
    const message = await canvas.findByText('Query sent');
    await userEvent.pointer({ keys: '[TouchA]', target: message });
    // What a phone sends around a tap: the finger's pointer events, then mouse events that never leave.
    message.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'touch' }));
    message.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    await waitFor(() => expect(canvas.queryByText('Query sent')).toBeNull(), { timeout: 3000 });
    await expect(args.onClose).toHaveBeenCalledWith('timeout');
  },
};

/** Focus inside it (a keyboard user on its close button) holds the timer too; leaving lets it run out. */
export const PausesOnFocus: Story = {
  args: { duration: 300, type: 'info', message: 'Link copied' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show snackbar' }));
    await canvas.findByText('Link copied');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await expect(
      waitFor(() => expect(canvas.queryByText('Link copied')).toBeNull(), { timeout: 900 }),
    ).rejects.toThrow();
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(canvas.queryByText('Link copied')).toBeNull(), { timeout: 3000 });
    await expect(args.onClose).toHaveBeenCalledWith('timeout');
  },
};

/** A failure (query send, sharing, OTP verify): `role="alert"`, announced at once. */
export const ErrorType: Story = {
  args: { type: 'error', message: 'Invalid OTP. Please try again.', duration: 6000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show snackbar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.');
  },
};

/** Neutral information: `role="status"`, announced politely. */
export const Info: Story = {
  args: { type: 'info', message: 'OTP was resent successfully!', duration: 3000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show snackbar' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('OTP was resent successfully!');
  },
};

/** No close button: it only hides by itself. */
export const NotDismissible: Story = {
  args: { dismissible: false, message: 'Flag submitted', duration: 2000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show snackbar' }));
    await canvas.findByText('Flag submitted');
    await expect(canvas.queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

const kinds: {
  caption: string;
  type: SnackbarType;
  message: string;
  dismissible?: boolean;
  closeLabel?: string;
  lang?: string;
}[] = [
  { caption: 'Success — dismissible', type: 'success', message: 'Your mobile number is verified' },
  {
    caption: 'Error — announced at once, a two-line message',
    type: 'error',
    message: 'Your password could not be changed. The current password is incorrect.',
  },
  { caption: 'Info', type: 'info', message: 'OTP was resent successfully!' },
  { caption: 'Success — not dismissible', type: 'success', message: 'Flag submitted', dismissible: false },
  {
    caption: 'Hindi — info with a Hindi close label',
    type: 'info',
    message: 'OTP दोबारा भेज दिया गया है। कृपया अपने फ़ोन पर SMS देखें।',
    closeLabel: 'बंद करें',
    lang: 'hi',
  },
  {
    caption: 'Very long — a 160-character message with an unbroken link wraps',
    type: 'success',
    message: `${longText.sentence} ${longText.url}`,
  },
];

/** Every type drawn inline (not fixed to the screen), Hindi and very long text wrap; nothing overflows at 360 px. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => (
    <Sheet gap={12}>
      {kinds.map(({ caption, lang, ...kind }) => (
        <SheetTile key={caption} caption={caption} lang={lang}>
          <Snackbar inline open duration={0} onClose={() => {}} {...kind} />
        </SheetTile>
      ))}
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    // Every target at least 24 × 24 px (WCAG 2.5.8), primary actions at least 44 px tall.
    await expect(touchTargetProblems(canvasElement)).toEqual([]);
    const sheet = within(canvasElement).getByTestId('sheet');
    await expect(within(sheet).getAllByRole('status')).toHaveLength(5);
    await expect(within(sheet).getByRole('alert')).toBeVisible();
    await expect(sheet.clientWidth).toBeLessThanOrEqual(360);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
    await expectCaptioned(sheet);
  },
};
