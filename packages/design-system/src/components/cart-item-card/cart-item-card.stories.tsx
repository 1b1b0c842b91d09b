import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyImages } from '../content-card/story-image';
import { Skeleton, SkeletonGroup } from '../skeleton';
import { CartItemCard } from './cart-item-card';
import { cardColumn, pressIgnored } from '../card-stories-shared/story-helpers';
import { longText, Sheet, SheetTile, sheetFitsPhone } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Cards/Cart Item Card',
  component: CartItemCard,
  args: { name: 'Grade 6 Explorer', imageUrl: storyImages.product, netPrice: 999.5, onRemove: fn() },
  argTypes: {
    name: { control: 'text', table: { category: 'Content' } },
    imageUrl: { control: 'text', table: { category: 'Content' } },
    netPrice: { control: 'number', table: { category: 'Content' } },
    removeLabel: { control: 'text', table: { category: 'Content' } },
    removing: { control: 'boolean', table: { category: 'Behaviour' } },
    removeDisabled: { control: 'boolean', table: { category: 'Behaviour' } },
    onRemove: { table: { category: 'Events' } },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4], table: { category: 'Accessibility' } },
    className: { table: { disable: true } },
  },
  decorators: [cardColumn(560)],
} satisfies Meta<typeof CartItemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: icon, name, net price in whole rupees and Remove (named with the item). */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Grade 6 Explorer' })).toBeVisible();
    await expect(canvas.getByText('₹999.50')).toBeVisible();
    const remove = canvas.getByRole('button', { name: 'Remove Grade 6 Explorer' });
    await expect(remove).toHaveTextContent('Remove');
    await userEvent.click(remove);
    remove.focus();
    await userEvent.keyboard(' ');
    await expect(args.onRemove).toHaveBeenCalledTimes(2);
  },
};

/** Removing: Remove spins and ignores presses. */
export const Removing: Story = {
  args: { removing: true },
  play: pressIgnored('Remove Grade 6 Explorer', 'aria-busy', (args) => args.onRemove),
};

/** Remove unavailable (checking out). */
export const RemoveDisabled: Story = {
  args: { removeDisabled: true },
  play: pressIgnored('Remove Grade 6 Explorer', 'aria-disabled', (args) => args.onRemove),
};

/** No icon: the default tile. */
export const NoImage: Story = {
  args: { imageUrl: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** A long name wraps; Remove moves under it on a narrow screen. */
export const LongName: Story = {
  args: {
    name: 'Raymond Smart Learning Pack with tablet, stylus, printed workbooks and a year of live classes',
  },
};

/** While the cart loads. */
export const Loading: Story = {
  render: () => (
    <SkeletonGroup label="Loading cart…">
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Skeleton variant="rect" width={96} height={54} />
        <div style={{ flex: 1 }}>
          <Skeleton variant="text" lines={2} />
        </div>
      </div>
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading cart…')).toBeInTheDocument();
  },
};

/** With icon, without, removing, disabled and a long name. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet maxWidth={560} gap={12}>
      <SheetTile caption="Default — image, name, price and remove">
        <CartItemCard name="Grade 6 Explorer" imageUrl={storyImages.product} netPrice={999} />
      </SheetTile>
      <SheetTile caption="Removing — no image, a six-digit price, remove busy">
        <CartItemCard name="Fractions Quest" netPrice={149999.99} removing />
      </SheetTile>
      <SheetTile caption="Free — remove unavailable">
        <CartItemCard name="Science Lab Kit" imageUrl={storyImages.quest} netPrice={0} removeDisabled />
      </SheetTile>
      <SheetTile caption="Long name — wraps between words">
        <CartItemCard
          name="Raymond Smart Learning Pack with tablet, stylus, printed workbooks and a year of live classes"
          netPrice={1180}
        />
      </SheetTile>
      <SheetTile caption="Very long — an unbroken product code breaks inside the word">
        <CartItemCard name={longText.url} netPrice={1180} />
      </SheetTile>
      <SheetTile caption="Hindi — product name in Devanagari" lang="hi">
        <CartItemCard
          name="कक्षा 8 विज्ञान क्वेस्ट: प्रयोग, वीडियो और अभ्यास"
          imageUrl={storyImages.product}
          netPrice={1499}
          removeLabel="हटाएँ"
        />
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
