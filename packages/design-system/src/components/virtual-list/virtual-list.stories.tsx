import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { tokens } from '../../tokens';
import { VirtualList, type VirtualItemProps } from './virtual-list';
import { expectCaptioned, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const itemStyle = {
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  minHeight: 40,
  padding: `0 ${tokens.space[3]}`,
  borderBottom: `${tokens.borderWidth.thin} solid ${tokens.color.border.default}`,
  color: tokens.color.text.primary,
} as const;

const renderItem = (index: number, { style, ...aria }: VirtualItemProps) => (
  <li {...aria} style={{ ...itemStyle, ...style }}>
    Item {index + 1}
  </li>
);

const meta = {
  title: 'Design System/Data/Virtual List',
  component: VirtualList,
  args: { count: 1000, itemSize: 40, gap: 0, overscan: 8, virtualizeFrom: 100, label: 'Items', renderItem },
  argTypes: {
    count: { control: { type: 'number', min: 0 }, table: { category: 'Content' } },
    renderItem: { control: false, table: { category: 'Content' } },
    itemSize: { control: { type: 'number', min: 1 }, table: { category: 'Layout' } },
    gap: { control: { type: 'number', min: 0 }, table: { category: 'Layout' } },
    overscan: { control: { type: 'number', min: 0 }, table: { category: 'Behaviour' } },
    virtualizeFrom: { control: { type: 'number', min: 1 }, table: { category: 'Behaviour' } },
    label: { table: { category: 'Accessibility' } },
    className: { table: { disable: true } },
  },
  // The list scrolls with its container: the single stories give it a 240 px scroll box.
  decorators: [
    (Story, { tags }) =>
      tags.includes('state-sheet') ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 400, height: 240, overflowY: 'auto' }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof VirtualList>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) => within(canvasElement).getByRole('list', { name: 'Items' });

/** 1,000 items: only the window in view (and the overscan) is drawn; each item says where it is in the list. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const items = within(list(canvasElement)).getAllByRole('listitem');
    await expect(items.length).toBeLessThan(30);
    await expect(items[0]).toHaveAttribute('aria-posinset', '1');
    await expect(items[0]).toHaveAttribute('aria-setsize', '1000');
    // The height is estimated first and settles once the drawn items are measured.
    await waitFor(() => expect(list(canvasElement).scrollHeight).toBeGreaterThanOrEqual(40_000));
  },
};

/** End, Home, Page Down and the arrows scroll the list once it has focus; the drawn window follows. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const ol = list(canvasElement);
    const scroller = ol.parentElement!;
    await userEvent.tab();
    await expect(ol).toHaveFocus();
    await userEvent.keyboard('{End}');
    const last = await within(ol).findByText('Item 1000');
    await expect(last).toHaveAttribute('aria-posinset', '1000');
    await userEvent.keyboard('{Home}');
    await within(ol).findByText('Item 1');
    await userEvent.keyboard('{PageDown}');
    // A page is the visible height less one item, so the last item in view stays in view.
    const page = scroller.clientHeight - 40;
    await waitFor(() => expect(scroller.scrollTop).toBe(page));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(scroller.scrollTop).toBe(page + 40));
  },
};

/** Below `virtualizeFrom` every item is drawn in a plain list: no fixed height, not focusable. */
export const Short: Story = {
  args: { count: 5 },
  play: async ({ canvasElement }) => {
    const ol = list(canvasElement);
    await expect(within(ol).getAllByRole('listitem')).toHaveLength(5);
    await expect(ol).not.toHaveAttribute('tabindex');
    await expect(within(ol).getByText('Item 5')).not.toHaveAttribute('aria-posinset');
  },
};

/** Nothing to list: an empty list, drawn as nothing. */
export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(list(canvasElement)).queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** A short list and a virtualized one in a 200 px scroll box, for the visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet maxWidth={400}>
      <SheetTile caption="Short — three items, drawn whole">
        <VirtualList {...args} count={3} label="Short" />
      </SheetTile>
      <SheetTile
        caption="Long — 1,000 items, only the window in view drawn"
        exampleStyle={{ height: 200, overflowY: 'auto' }}
      >
        <VirtualList {...args} label="Long" />
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      within(canvas.getByRole('list', { name: 'Long' })).getAllByRole('listitem').length,
    ).toBeLessThan(30);
    await expectCaptioned(within(canvasElement).getByTestId('sheet'));
  },
};
