import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { iconNames } from '../icon';
import { EmptyState } from './empty-state';
import { longText, Sheet, SheetTile, sheetFitsPhone } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Feedback/Empty State',
  component: EmptyState,
  args: { message: 'No data available', icon: 'inbox', size: 'md' },
  argTypes: {
    message: { table: { category: 'Content' } },
    icon: { control: 'select', options: iconNames, table: { category: 'Content' } },
    action: { control: false, table: { category: 'Content' } },
    size: { control: 'inline-radio', options: ['sm', 'md'], table: { category: 'Appearance' } },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: the reports' "No data available". The icon is decorative. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data available')).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The notification list with nothing in it. */
export const Notifications: Story = {
  args: { message: 'Notification not available.', icon: 'bell' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Notification not available.')).toBeVisible();
  },
};

/** The leaderboard dialog with no entries (small, inside the dialog). */
export const Leaderboard: Story = {
  args: { message: 'Leader board list not available!', icon: 'leaderboard', size: 'sm' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Leader board list not available!')).toBeVisible();
  },
};

/** The friends list with no friends yet. */
export const Friends: Story = {
  args: { message: 'Friends list not available', icon: 'users' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Friends list not available')).toBeVisible();
  },
};

const keepShopping = fn();

/** The empty cart, with the way back to the shop. */
export const EmptyCart: Story = {
  args: {
    message: 'Your cart is empty. Keep shopping to find a Quest!',
    icon: 'cart',
    action: <Button onClick={keepShopping}>Keep shopping</Button>,
  },
  play: async ({ canvasElement }) => {
    keepShopping.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your cart is empty. Keep shopping to find a Quest!')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Keep shopping' }));
    await expect(keepShopping).toHaveBeenCalledTimes(1);
  },
};

/** The plans list with no plans. */
export const NoProducts: Story = {
  args: { message: 'No Products!', icon: 'package' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Products!')).toBeVisible();
  },
};

/** Every empty text of the spec, at both sizes; nothing overflows at 360 px. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => (
    <Sheet columnMin={240} gap={8}>
      <SheetTile caption="Small — notifications">
        <EmptyState size="sm" icon="bell" message="Notification not available." />
      </SheetTile>
      <SheetTile caption="Small — leaderboard">
        <EmptyState size="sm" icon="leaderboard" message="Leader board list not available!" />
      </SheetTile>
      <SheetTile caption="Small — friends">
        <EmptyState size="sm" icon="users" message="Friends list not available" />
      </SheetTile>
      <SheetTile caption="Small — any data (charts, tables)">
        <EmptyState size="sm" icon="inbox" message="No data available" />
      </SheetTile>
      <SheetTile caption="Large with action — empty cart">
        <EmptyState
          icon="cart"
          message="Your cart is empty. Keep shopping to find a Quest!"
          action={<Button>Keep shopping</Button>}
        />
      </SheetTile>
      <SheetTile caption="Large — no products">
        <EmptyState icon="package" message="No Products!" />
      </SheetTile>
      <SheetTile caption="Hindi — message and action in Devanagari" lang="hi">
        <EmptyState
          icon="cart"
          message="आपकी कार्ट ख़ाली है। अपना क्वेस्ट ढूँढने के लिए ख़रीदारी जारी रखें!"
          action={<Button>ख़रीदारी जारी रखें</Button>}
        />
      </SheetTile>
      <SheetTile caption="Very long — a 160-character message and an unbroken link">
        <EmptyState size="sm" icon="inbox" message={`${longText.sentence} ${longText.url}`} />
      </SheetTile>
    </Sheet>
  ),
  play: async (context) => {
    const sheet = within(context.canvasElement).getByTestId('sheet');
    await sheetFitsPhone(context);
    await expect(within(sheet).getByText('No Products!')).toBeVisible();
  },
};
