import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { AlertDialog, type AlertDialogType } from './alert-dialog';
import { longText, Sheet, SheetTile, sheetFitsPhone } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Dialogs/Alert Dialog',
  component: AlertDialog,
  args: {
    open: false,
    type: 'info',
    title: 'OTP was resent successfully!',
    body: 'Enter the new code to verify your mobile number.',
    actions: null,
    dismissible: true,
    onClose: fn(),
  },
  argTypes: {
    title: { control: 'text', table: { category: 'Content' } },
    body: { control: 'text', table: { category: 'Content' } },
    actions: { control: false, table: { category: 'Content' } },
    type: {
      control: 'inline-radio',
      options: ['info', 'success', 'danger', 'error', 'like'],
      table: { category: 'Appearance' },
    },
    open: { control: false, table: { category: 'Behaviour' } },
    dismissible: { table: { category: 'Behaviour' } },
    inline: { control: false, table: { category: 'Behaviour' } },
    onClose: { table: { category: 'Events' } },
  },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const close = () => {
      args.onClose?.();
      setOpen(false);
    };
    return (
      <>
        <Button onClick={() => setOpen(true)}>Show alert</Button>
        <AlertDialog {...args} open={open} onClose={close} actions={<Button onClick={close}>Ok</Button>} />
      </>
    );
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls. Ok closes it, focus returns to the button that opened it. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Show alert' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'OTP was resent successfully!' });
    await expect(dialog).toHaveAccessibleDescription('Enter the new code to verify your mobile number.');
    const ok = within(dialog).getByRole('button', { name: 'Ok' });
    await expect(ok).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
  },
};

/** Something worked, e.g. the cart sign-up form's "Registration completed successfully!". */
export const Success: Story = {
  args: { type: 'success', title: 'Registration completed successfully!', body: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show alert' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Registration completed successfully!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** A failure with the server's message (launch, OTP send, profile update): an `alertdialog`; Escape closes it. */
export const Danger: Story = {
  args: {
    type: 'danger',
    title: 'Something went wrong',
    body: 'Unable to launch this quest. Please try again.',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show alert' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Something went wrong' });
    await expect(dialog).toHaveAccessibleDescription('Unable to launch this quest. Please try again.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** `error` is another name for `danger`: the same look and role (the spec uses both words). */
export const ErrorType: Story = {
  args: { type: 'error', title: 'Login failed', body: 'Invalid user name or password.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show alert' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Login failed' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
  },
};

/** A thank-you after a like or a confirmation, with a waving thumbs-up. */
export const Like: Story = {
  args: { type: 'like', title: 'Thank you!', body: 'Thanks for rating this video.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show alert' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Thank you!' });
    const icon = dialog.querySelector('svg')!;
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

const kinds: { type: AlertDialogType; title: string; body?: string }[] = [
  { type: 'info', title: 'OTP was resent successfully!' },
  { type: 'success', title: 'Registration completed successfully!', body: 'You can now log in.' },
  { type: 'danger', title: 'Something went wrong', body: 'Unable to launch this quest. Please try again.' },
  { type: 'error', title: 'Login failed', body: 'Invalid user name or password.' },
  { type: 'like', title: 'Thank you!' },
];

const captions: Record<AlertDialogType, string> = {
  info: 'Info — title only',
  success: 'Success — title and a line of text',
  danger: 'Danger — failure, read at once (alertdialog)',
  error: 'Error — failure, read at once (alertdialog)',
  like: 'Like — thanks after a rating',
};

/** Every type on one sheet, drawn inline for visual review; at 360 px nothing overflows. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => (
    <Sheet columnMin={320} gap={12}>
      {kinds.map((kind) => (
        <SheetTile key={kind.type} caption={captions[kind.type]}>
          <AlertDialog inline open {...kind} actions={<Button size="sm">Ok</Button>} />
        </SheetTile>
      ))}
      <SheetTile caption="Hindi — error with the server's message" lang="hi">
        <AlertDialog
          inline
          open
          type="error"
          title="लॉग इन नहीं हो सका"
          body="यूज़र नेम या पासवर्ड सही नहीं है। कृपया दोबारा जाँचें।"
          actions={<Button size="sm">ठीक है</Button>}
        />
      </SheetTile>
      <SheetTile caption="Very long — a long title, a 160-character message and an unbroken email wrap">
        <AlertDialog
          inline
          open
          type="danger"
          title={longText.title}
          body={`${longText.sentence} ${longText.email}`}
          actions={<Button size="sm">Ok</Button>}
        />
      </SheetTile>
    </Sheet>
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const sheet = within(canvasElement).getByTestId('sheet');
    await sheetFitsPhone(context);
    await expect(within(sheet).getAllByRole('alertdialog')).toHaveLength(4);
    await expect(within(sheet).getAllByRole('dialog')).toHaveLength(3);
    await expect(sheet.clientWidth).toBeLessThanOrEqual(360);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};
