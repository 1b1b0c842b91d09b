import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { Button } from '../button';
import { longText, Sheet, SheetTile, sheetFitsPhone } from '../../internal/state-sheet';
import { Banner, type BannerType } from './banner';

const paymentFailed = "Unfortunately, we couldn't collect payment on your purchase. You can try again.";

const meta = {
  title: 'Design System/Feedback/Banner',
  component: Banner,
  args: {
    type: 'error',
    title: 'Payment failed',
    message: paymentFailed,
    open: true,
    dismissible: true,
    closeLabel: 'Close',
    onClose: fn(),
  },
  argTypes: {
    title: { table: { category: 'Content' } },
    message: { table: { category: 'Content' } },
    action: { control: false, table: { category: 'Content' } },
    type: {
      control: 'inline-radio',
      options: ['error', 'info', 'success', 'warning'],
      table: { category: 'Appearance' },
    },
    open: { table: { category: 'Behaviour' } },
    duration: { control: { type: 'number', step: 1000 }, table: { category: 'Behaviour' } },
    dismissible: { table: { category: 'Behaviour' } },
    onClose: { table: { category: 'Events' } },
    closeLabel: { table: { category: 'Accessibility' } },
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: the cart's payment-failed banner, announced as an alert. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Payment failed');
    await expect(alert).toHaveTextContent(paymentFailed);
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledWith('close');
  },
};

/**
 * Hides after `duration` ms — 6000 for payment failure in the product; a short one here. The same timer as
 * Snackbar, whose unit test checks the exact times.
 */
export const AutoHide: Story = {
  args: { duration: 400 },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <div style={{ display: 'grid', gap: tokens.space[4], justifyItems: 'start' }}>
        <Button onClick={() => setOpen(true)}>Pay now</Button>
        <Banner
          {...args}
          open={open}
          onClose={(reason) => {
            args.onClose?.(reason);
            setOpen(false);
          }}
        />
      </div>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
    await expect(await canvas.findByText(paymentFailed)).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(paymentFailed)).toBeNull(), { timeout: 3000 });
    await expect(args.onClose).toHaveBeenCalledWith('timeout');
  },
};

const retry = fn();

/** With an action beside the message. */
export const WithAction: Story = {
  args: {
    action: (
      <Button variant="text" size="sm" onClick={retry}>
        Try again
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    retry.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

/** Information, announced politely (`role="status"`). */
export const Info: Story = {
  args: {
    type: 'info',
    title: undefined,
    message: "Quest assign: Your next year's quest will be assigned soon.",
    onClose: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      "Your next year's quest will be assigned soon.",
    );
    await expect(canvas.queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

/** Something worked. */
export const Success: Story = {
  args: { type: 'success', title: undefined, message: 'Your password has been changed.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Your password has been changed.',
    );
  },
};

/** Something the reader should know before going on. */
export const Warning: Story = {
  args: {
    type: 'warning',
    title: 'Trial ends soon',
    message: 'Buy the product to keep your progress.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Trial ends soon');
  },
};

const kinds: { type: BannerType; title?: string; message: string; caption: string }[] = [
  {
    type: 'error',
    title: 'Payment failed',
    message: paymentFailed,
    caption: 'Error — with title, announced at once',
  },
  {
    type: 'info',
    message: "Quest assign: Your next year's quest will be assigned soon.",
    caption: 'Info — message only',
  },
  { type: 'success', message: 'Your password has been changed.', caption: 'Success — message only' },
  {
    type: 'warning',
    title: 'Trial ends soon',
    message: 'Buy the product to keep your progress.',
    caption: 'Warning — with title',
  },
];

/**
 * Every type, with and without close button and action, in Hindi and with very long content (a long title, a
 * 160-character message and an unbroken link); nothing overflows at 360 px.
 */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => (
    <Sheet>
      {kinds.map(({ caption, ...kind }) => (
        <SheetTile key={kind.type} caption={caption}>
          <Banner {...kind} onClose={() => {}} />
        </SheetTile>
      ))}
      <SheetTile caption="Info — not dismissible (no close button)">
        <Banner type="info" message="Without a close button." />
      </SheetTile>
      <SheetTile caption="Error — with an action beside the message">
        <Banner
          type="error"
          title="Payment failed"
          message={paymentFailed}
          action={
            <Button variant="text" size="sm">
              Try again
            </Button>
          }
          onClose={() => {}}
        />
      </SheetTile>
      <SheetTile caption="Hindi — error with action" lang="hi">
        <Banner
          type="error"
          title="भुगतान नहीं हो सका"
          message="माफ़ कीजिए, आपकी ख़रीद का भुगतान नहीं हो पाया। आप फिर से कोशिश कर सकते हैं।"
          action={
            <Button variant="text" size="sm">
              फिर से कोशिश करें
            </Button>
          }
          closeLabel="बंद करें"
          onClose={() => {}}
        />
      </SheetTile>
      <SheetTile caption="Very long — long title, 160-character message and an unbroken link wrap">
        <Banner
          type="warning"
          title={longText.title}
          message={`${longText.sentence} ${longText.url}`}
          onClose={() => {}}
        />
      </SheetTile>
    </Sheet>
  ),
  play: async (context) => {
    const sheet = within(context.canvasElement).getByTestId('sheet');
    await expect(within(sheet).getAllByRole('alert')).toHaveLength(3);
    await expect(sheet.clientWidth).toBeLessThanOrEqual(360);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
    await sheetFitsPhone(context);
  },
};
