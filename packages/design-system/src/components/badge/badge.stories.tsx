import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IconButton } from '../icon-button';
import { Badge } from './badge';
import { Sheet, SheetTile, sheetFitsPhone } from '../../internal/state-sheet';

const itemsInCart = (n: number) => `${n} ${n === 1 ? 'item' : 'items'} in cart`;

const meta = {
  title: 'Design System/Display/Badge',
  component: Badge,
  args: { count: 3, label: itemsInCart, children: <IconButton icon="cart" label="Cart" /> },
  argTypes: {
    children: { control: false, table: { category: 'Content' } },
    count: { control: { type: 'number', min: 0 }, table: { category: 'Content' } },
    max: { table: { category: 'Appearance' } },
    label: { control: false, table: { category: 'Accessibility' } },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: the cart button with its count. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('badge-count')).toHaveTextContent('3');
    await expect(canvas.getByText('3 items in cart')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Cart' })).toBeVisible();
  },
};

/** An empty cart: no bubble and nothing extra read out. */
export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('badge-count')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/in cart/)).not.toBeInTheDocument();
  },
};

/** One item: the label reads in the singular. */
export const OneItem: Story = {
  args: { count: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 item in cart')).toBeInTheDocument();
  },
};

/** More than 99: the bubble is capped at "99+", the spoken text keeps the real count. */
export const Capped: Story = {
  args: { count: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('badge-count')).toHaveTextContent('99+');
    await expect(canvas.getByText('120 items in cart')).toBeInTheDocument();
  },
};

const counts = [0, 1, 9, 42, 99, 100, 5000];

const countCaption = (count: number) =>
  count === 0 ? 'Empty — 0, no badge' : count > 99 ? `Capped — ${count} shows 99+` : `Count — ${count}`;

/** Counts from empty to capped, on the cart and the notifications buttons. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet columnMin={120} gap={16}>
      {counts.map((count) => (
        <SheetTile key={count} caption={countCaption(count)}>
          <div style={{ padding: 8 }}>
            <Badge count={count} label={itemsInCart}>
              <IconButton icon="cart" label={`Cart ${count}`} variant="secondary" />
            </Badge>
          </div>
        </SheetTile>
      ))}
      <SheetTile caption="On the notifications bell — 4 new">
        <div style={{ padding: 8 }}>
          <Badge count={4} label={(n) => `${n} new notifications`}>
            <IconButton icon="bell" label="Notifications" />
          </Badge>
        </div>
      </SheetTile>
    </Sheet>
  ),
  play: async (context) => {
    const sheet = within(context.canvasElement).getByTestId('sheet');
    await sheetFitsPhone(context);
    await expect(within(sheet).getAllByTestId('badge-count')).toHaveLength(counts.length);
  },
};
