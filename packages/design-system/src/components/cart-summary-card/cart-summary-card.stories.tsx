import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CartSummaryCard } from './cart-summary-card';
import { cardColumn, pressIgnored } from '../card-stories-shared/story-helpers';
import { longText, Sheet, SheetTile, sheetFitsPhone } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Cards/Cart Summary Card',
  component: CartSummaryCard,
  args: {
    total: 1498,
    totalAmount: 1498,
    onApplyCoupon: fn(),
    onRemoveCoupon: fn(),
    onCouponValueChange: fn(),
    onCheckout: fn(),
  },
  argTypes: {
    total: { control: 'number', table: { category: 'Content' } },
    couponDiscount: { control: 'number', table: { category: 'Content' } },
    totalAmount: { control: 'number', table: { category: 'Content' } },
    appliedCouponCode: { control: 'text', table: { category: 'Content' } },
    couponError: { control: 'text', table: { category: 'Content' } },
    couponValue: { control: 'text', table: { category: 'Content' } },
    labels: { control: 'object', table: { category: 'Content' } },
    applyingCoupon: { control: 'boolean', table: { category: 'Behaviour' } },
    checkoutDisabled: { control: 'boolean', table: { category: 'Behaviour' } },
    checkoutPending: { control: 'boolean', table: { category: 'Behaviour' } },
    onCouponValueChange: { table: { category: 'Events' } },
    onApplyCoupon: { table: { category: 'Events' } },
    onRemoveCoupon: { table: { category: 'Events' } },
    onCheckout: { table: { category: 'Events' } },
    className: { table: { disable: true } },
  },
  decorators: [cardColumn(400)],
} satisfies Meta<typeof CartSummaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvasElement: HTMLElement, term: string) =>
  [...canvasElement.querySelectorAll('dt')].find((dt) => dt.textContent === term)!.nextElementSibling!;

/** Driven by the controls: Total, no discount yet, prices written like every price (paise only when there are any); Apply sends the code. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(row(canvasElement, 'Total')).toHaveTextContent('₹1,498');
    await expect(row(canvasElement, 'Coupon Discount')).toHaveTextContent('₹0');
    await expect(row(canvasElement, 'Total Amount')).toHaveTextContent('₹1,498');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Coupon code' }), 'QUEST5');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onApplyCoupon).toHaveBeenCalledWith('QUEST5');
  },
};

/** Checkout by pointer or keyboard. */
export const Checkout: Story = {
  play: async ({ args, canvas }) => {
    const checkout = canvas.getByRole('button', { name: 'Checkout' });
    await userEvent.click(checkout);
    checkout.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCheckout).toHaveBeenCalledTimes(2);
  },
};

/** Checking the coupon: Apply spins and ignores presses. */
export const ApplyingCoupon: Story = {
  args: { couponValue: 'QUEST5', applyingCoupon: true },
  play: pressIgnored('Apply', 'aria-busy', (args) => args.onApplyCoupon),
};

/** A coupon applied: "{code} coupon is applied", the discount with a minus, the lower Total Amount; Remove. */
export const AppliedCoupon: Story = {
  args: { appliedCouponCode: 'QUEST5', couponDiscount: 74.9, totalAmount: 1423.1 },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText('QUEST5 coupon is applied')).toBeVisible();
    await expect(row(canvasElement, 'Coupon Discount')).toHaveTextContent('-₹74.90');
    await expect(row(canvasElement, 'Total Amount')).toHaveTextContent('₹1,423.10');
    await expect(canvas.getByRole('textbox', { name: 'Coupon code' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(args.onRemoveCoupon).toHaveBeenCalledTimes(1);
  },
};

/** The server refused the coupon: its message under the field. */
export const CouponError: Story = {
  args: { couponValue: 'OLD10', couponError: 'This coupon has expired.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Coupon code' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('This coupon has expired.');
  },
};

/** Nothing to pay for: Checkout is shown but does nothing. */
export const CheckoutDisabled: Story = {
  args: { total: 0, totalAmount: 0, checkoutDisabled: true },
  play: pressIgnored('Checkout', 'aria-disabled', (args) => args.onCheckout),
};

/** Checking out: Checkout spins, presses are ignored and the coupon cannot change. */
export const CheckoutPending: Story = {
  args: { checkoutPending: true },
  play: async ({ args, canvas }) => {
    const checkout = canvas.getByRole('button', { name: 'Checkout' });
    await expect(checkout).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(checkout);
    await expect(args.onCheckout).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Coupon code' })).toBeDisabled();
  },
};

/** The whole coupon round trip with the caller's state: apply, the field clears, the discount shows, remove. */
export const CouponRoundTrip: Story = {
  render: function Render(args) {
    const [code, setCode] = useState('');
    const [applied, setApplied] = useState<string | undefined>();
    const discount = applied ? 50 : 0;
    return (
      <CartSummaryCard
        {...args}
        couponValue={code}
        appliedCouponCode={applied}
        couponDiscount={discount}
        totalAmount={args.total - discount}
        onCouponValueChange={setCode}
        onApplyCoupon={(value) => {
          setApplied(value);
          setCode('');
        }}
        onRemoveCoupon={() => setApplied(undefined)}
      />
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Coupon code' });
    await userEvent.type(input, 'FLAT50{Enter}');
    await expect(await canvas.findByText('FLAT50 coupon is applied')).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(row(canvasElement, 'Coupon Discount')).toHaveTextContent('-₹50');
    await expect(row(canvasElement, 'Total Amount')).toHaveTextContent('₹1,448');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(canvas.queryByText('FLAT50 coupon is applied')).toBeNull();
    await expect(row(canvasElement, 'Coupon Discount')).toHaveTextContent('₹0');
  },
};

/** Applying a coupon; applied while checking out; a coupon error with Checkout disabled. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet columnMin={280} gap={12}>
      <SheetTile caption="Applying coupon — Apply busy">
        <CartSummaryCard total={1498} totalAmount={1498} couponValue="QUEST5" applyingCoupon />
      </SheetTile>
      <SheetTile caption="Coupon applied — discount shown, checkout pending">
        <CartSummaryCard
          total={1498}
          totalAmount={1423.1}
          couponDiscount={74.9}
          appliedCouponCode="QUEST5"
          checkoutPending
        />
      </SheetTile>
      <SheetTile caption="Coupon error — expired, checkout unavailable">
        <CartSummaryCard
          total={0}
          totalAmount={0}
          couponValue="OLD10"
          couponError="This coupon has expired."
          checkoutDisabled
        />
      </SheetTile>
      <SheetTile caption="Very long — a long coupon code and a long error message wrap">
        <CartSummaryCard
          total={149999.99}
          totalAmount={149999.99}
          couponValue="DIWALIFESTIVEOFFER2026FORKENDRIYAVIDYALAYASTUDENTS"
          couponError={longText.sentence}
        />
      </SheetTile>
      <SheetTile caption="Hindi — labels and coupon error in Devanagari" lang="hi">
        <CartSummaryCard
          total={1498}
          totalAmount={1498}
          couponValue="OLD10"
          couponError="यह कूपन अब मान्य नहीं है।"
          labels={{
            total: 'कुल',
            couponDiscount: 'कूपन छूट',
            totalAmount: 'कुल राशि',
            coupon: 'कूपन कोड',
            checkout: 'भुगतान करें',
          }}
        />
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
