import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GST_NOTE, planPriceExcludingGst } from '../../format';
import { Price } from './price';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Display/Price',
  component: Price,
  args: { amount: 1499 },
  argTypes: {
    amount: { control: 'number', table: { category: 'Content' } },
    originalAmount: { control: 'number', table: { category: 'Content' } },
    note: { control: 'text', table: { category: 'Content' } },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'], table: { category: 'Appearance' } },
    originalLabel: { table: { category: 'Accessibility' } },
    className: { table: { disable: true } },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whole rupees without decimals: 1499 shows as ₹1,499 (on a card, a cart line and the summary alike). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹1,499')).toBeVisible();
  },
};

/** Indian digit grouping for large amounts. */
export const LargeAmount: Story = {
  args: { amount: 149999 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹1,49,999')).toBeVisible();
  },
};

/** An amount with paise (a total after a percentage coupon) shows them, to two decimals. */
export const WithPaise: Story = {
  args: { amount: 1271.186, size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹1,271.19')).toBeVisible();
  },
};

/** A discount: the original price is struck through and announced as such. */
export const Discounted: Story = {
  args: { amount: 999, originalAmount: 1499 },
  play: async ({ canvas }) => {
    const original = canvas.getByText('₹1,499');
    await expect(original.tagName).toBe('DEL');
    await expect(original).toHaveTextContent('Original price: ₹1,499');
  },
};

/** A plan price shown without tax, floor(planPrice × 100 / 118), with the GST note. */
export const PlanPriceWithoutGst: Story = {
  args: { amount: planPriceExcludingGst(1180), note: GST_NOTE },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹1,000')).toBeVisible();
    await expect(canvas.getByText('Plus 18% GST')).toBeVisible();
  },
};

/** Free: zero rupees. */
export const Free: Story = { args: { amount: 0 } };

/** Every size with whole amounts and amounts with paise, discounts and the GST note. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet gap={16}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <SheetTile key={size} caption={`Size ${size} — whole, paise, discounted, with the GST note`} row>
          <Price size={size} amount={1499} />
          <Price size={size} amount={1499.5} />
          <Price size={size} amount={9999} originalAmount={14999} />
          <Price size={size} amount={planPriceExcludingGst(11800)} note={GST_NOTE} />
        </SheetTile>
      ))}
      <SheetTile caption="Hindi — the note in Hindi" lang="hi">
        <Price amount={9999} originalAmount={14999} note="18% GST अलग से" originalLabel="पहले की क़ीमत" />
      </SheetTile>
      <SheetTile caption="Very long — crores with a discount, and a long note wrap">
        <Price amount={12345678.9} originalAmount={99999999} size="lg" note={longText.sentence} />
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
