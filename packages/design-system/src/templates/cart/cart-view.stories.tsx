import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyImages } from '../../components/content-card/story-image';
import { CartView, cartViewTexts as t, type CartViewItem, type CartViewProps } from './cart-view';
import { questI18n } from '../../i18n/i18n';
import { expectCaptioned, longText, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const items: CartViewItem[] = [
  { key: 'product-205', name: 'Maths Booster', imageUrl: storyImages.product, netPrice: 449 },
  { key: 'quest-101-plan-2', name: 'Grade 6 Quest — 12 months', imageUrl: storyImages.quest, netPrice: 2999 },
];
const details = { name: 'Aarav', email: 'aarav@quest.example', city: 'Pune', pincode: '411001' };

const meta = {
  title: 'Templates/Cart',
  component: CartView,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'loaded',
    items,
    total: 3448,
    couponDiscount: 0,
    totalAmount: 3448,
    couponValue: '',
    appliedCouponCode: null,
    couponError: null,
    canCheckout: true,
    onBack: fn(),
    onKeepShopping: fn(),
    onRemove: fn(),
    onCouponValueChange: fn(),
    onApplyCoupon: fn(),
    onRemoveCoupon: fn(),
    onCheckout: fn(),
    onDetailsChange: fn(),
    onDetailsSubmit: fn(),
    onDialogClose: fn(),
    onPaymentFailedClose: fn(),
    onRecheckPayment: fn(),
    onOrderNotFoundClose: fn(),
    onRetry: fn(),
  },
  argTypes: {
    items: { table: { category: 'Content' } },
    total: { table: { category: 'Content' } },
    couponDiscount: { table: { category: 'Content' } },
    totalAmount: { table: { category: 'Content' } },
    couponValue: { table: { category: 'Content' } },
    appliedCouponCode: { control: 'text', table: { category: 'Content' } },
    couponError: { control: 'text', table: { category: 'Content' } },
    errorMessage: { table: { category: 'Content' } },
    dialogs: { control: false, table: { category: 'Content' } },
    state: {
      control: 'inline-radio',
      options: ['loading', 'loaded', 'failed'],
      table: { category: 'Behaviour' },
    },
    applyingCoupon: { table: { category: 'Behaviour' } },
    canCheckout: { table: { category: 'Behaviour' } },
    orderOpen: { table: { category: 'Behaviour' } },
    checkingPayment: { table: { category: 'Behaviour' } },
    paymentFailed: { table: { category: 'Behaviour' } },
    stillConfirming: { table: { category: 'Behaviour' } },
    orderNotFound: { table: { category: 'Behaviour' } },
    userDetails: { table: { category: 'Behaviour' } },
    checkoutProblem: { table: { category: 'Behaviour' } },
    as: { table: { category: 'Layout' } },
    onBack: { table: { category: 'Events' } },
    onKeepShopping: { table: { category: 'Events' } },
    onRemove: { table: { category: 'Events' } },
    onCouponValueChange: { table: { category: 'Events' } },
    onApplyCoupon: { table: { category: 'Events' } },
    onRemoveCoupon: { table: { category: 'Events' } },
    onCheckout: { table: { category: 'Events' } },
    onDetailsChange: { table: { category: 'Events' } },
    onDetailsSubmit: { table: { category: 'Events' } },
    onDialogClose: { table: { category: 'Events' } },
    onPaymentFailedClose: { table: { category: 'Events' } },
    onRecheckPayment: { table: { category: 'Events' } },
    onOrderNotFoundClose: { table: { category: 'Events' } },
    onRetry: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof CartView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cart's banners keep their live regions rendered: the one (alert) region that says `text`. */
function alertWith(canvas: ReturnType<typeof within>, text: string): HTMLElement {
  const found = canvas
    .getAllByRole('alert')
    .find((region: HTMLElement) => region.textContent?.includes(text));
  if (!found) throw new Error(`no alert says "${text}"`);
  return found;
}

/** Two items with Remove, the summary (Total, Coupon Discount, Total Amount), the coupon field and Checkout. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '2 Products in Cart' })).toBeVisible();
    await expect(questI18n.translate(t.heading, { count: 1 })).toBe('1 Product in Cart');
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getAllByText('₹3,448')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Maths Booster' }));
    await expect(args.onRemove).toHaveBeenCalledWith('product-205');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Coupon code' }), 'Q');
    await expect(args.onCouponValueChange).toHaveBeenCalledWith('Q');
    await userEvent.click(canvas.getByRole('button', { name: 'Checkout' }));
    await expect(args.onCheckout).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t.back }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/**
 * In Hindi (issue 29): the headings, Remove, the summary, the coupon field with the flow's kept-code note, Checkout
 * and the payment-failed banner in Hindi; item names stay as sent and amounts keep their digits.
 */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: {
    couponValue: 'FLAT50',
    keptCouponCode: 'FLAT50',
    paymentFailed: true,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'कार्ट' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'कार्ट में 2 प्रोडक्ट हैं' })).toBeVisible();
    await expect(alertWith(canvas, 'भुगतान नहीं हो सका')).toHaveTextContent(
      'माफ़ करें, आपकी खरीदारी का भुगतान नहीं हो सका। आप फिर से कोशिश कर सकते हैं।',
    );
    await expect(canvas.getByText('कुल राशि')).toBeVisible();
    await expect(canvas.getByText('कूपन छूट')).toBeVisible();
    await expect(canvas.getByText('लॉग इन करने के बाद चेकआउट पर FLAT50 कूपन लागू हो जाएगा।')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'कूपन कोड' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Maths Booster हटाएँ' }));
    await expect(args.onRemove).toHaveBeenCalledWith('product-205');
    await userEvent.click(canvas.getByRole('button', { name: 'चेकआउट करें' }));
    await expect(args.onCheckout).toHaveBeenCalledOnce();
  },
};

/** While the cart loads: item and summary shapes, announced once; no Checkout yet. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.loading)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Checkout' })).toBeNull();
  },
};

/** No items: the spec's sentence and Keep shopping (back where the student came from, or the products). */
export const Empty: Story = {
  args: { items: [], total: 0, totalAmount: 0, canCheckout: false },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(t.empty)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Checkout' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t.keepShopping }));
    await expect(args.onKeepShopping).toHaveBeenCalledOnce();
  },
};

/** The cart could not load: the message and Try again. */
export const Failed: Story = {
  args: { state: 'failed', errorMessage: 'The server could not complete this request.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: t.failedTitle })).toBeVisible();
    await expect(canvas.getByText('The server could not complete this request.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A code typed: Apply sends it. */
export const CouponTyped: Story = {
  args: { couponValue: 'QUEST5' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onApplyCoupon).toHaveBeenCalledOnce();
  },
};

/** The coupon is being checked: Apply spins and ignores presses. */
export const ApplyingCoupon: Story = {
  args: { couponValue: 'QUEST5', applyingCoupon: true },
  play: async ({ canvas, args }) => {
    const apply = canvas.getByRole('button', { name: /Apply/ });
    await expect(apply).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(apply);
    await expect(args.onApplyCoupon).not.toHaveBeenCalled();
  },
};

/** A coupon applied: "{code} coupon is applied", the discount with a minus, the lower Total Amount; remove it. */
export const CouponApplied: Story = {
  args: { appliedCouponCode: 'QUEST5', couponDiscount: 172.4, totalAmount: 3275.6 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('QUEST5 coupon is applied')).toBeVisible();
    await expect(canvas.getByText('-₹172.40')).toBeVisible();
    await expect(canvas.getByText('₹3,275.60')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Coupon code' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(args.onRemoveCoupon).toHaveBeenCalledOnce();
  },
};

/** A visitor applied a code: it is kept and the field says it applies at checkout after login (ADR 0111). */
export const CouponKept: Story = {
  args: { couponValue: 'FLAT50', keptCouponCode: 'FLAT50' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('FLAT50 will be applied at checkout after you log in.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Coupon code' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Checkout' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(args.onRemoveCoupon).toHaveBeenCalledOnce();
  },
};

/** A refused coupon: the server's message under the field (the machine clears it after 3 s). */
export const CouponError: Story = {
  args: { couponValue: 'OLD10', couponError: 'This coupon has expired.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This coupon has expired.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Coupon code' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Back from a failed or cancelled payment: the spec's banner (6 s), which can also be closed; the cart is kept. */
export const PaymentFailed: Story = {
  args: { paymentFailed: true },
  play: async ({ canvas, args }) => {
    await expect(alertWith(canvas, t.paymentFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Checkout' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: t.close }));
    await expect(args.onPaymentFailedClose).toHaveBeenCalled();
  },
};

/** An order is open (created, or at the gateway): Checkout spins and ignores presses; nothing can change. */
export const CheckoutLocked: Story = {
  args: {
    orderOpen: true,
    canCheckout: false,
    appliedCouponCode: 'FLAT50',
    couponDiscount: 50,
    totalAmount: 3398,
  },
  play: async ({ canvas, args }) => {
    const checkout = canvas.getByRole('button', { name: /Checkout/ });
    await expect(checkout).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(checkout);
    await expect(args.onCheckout).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Maths Booster' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).not.toHaveBeenCalled();
    await expect(args.onRemoveCoupon).not.toHaveBeenCalled();
  },
};

/** Back from the gateway (or after a reload): the payment is being checked; Checkout stays locked. */
export const CheckingPayment: Story = {
  args: { checkingPayment: true, canCheckout: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.checkingPayment)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Checkout/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * The status checks stopped before the bank confirmed (ADR 0109): "still being confirmed" with Check again; the
 * items stay, Checkout stays locked so the same items are not paid twice.
 */
export const StillConfirming: Story = {
  args: { stillConfirming: true, orderOpen: true, canCheckout: false },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText(t.stillConfirming)).toBeVisible();
    await expect(canvas.getByText(t.stillConfirmingTitle)).toBeVisible();
    await expect(canvas.queryByText(t.checkingPayment)).toBeNull();
    await expect(canvas.getByRole('button', { name: /Checkout/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Remove Maths Booster' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: t.checkAgain }));
    await expect(args.onRecheckPayment).toHaveBeenCalledOnce();
  },
};

/** The order to check is unknown or another student's (ADR 0109): its failure at once, and the cart usable. */
export const OrderNotFound: Story = {
  args: { orderNotFound: true },
  play: async ({ canvas, args }) => {
    const banner = await waitFor(() => alertWith(canvas, t.orderNotFound));
    await expect(banner).toBeVisible();
    await expect(canvas.queryByText(t.checkingPayment)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Checkout' }));
    await expect(args.onCheckout).toHaveBeenCalledOnce();
    await userEvent.click(within(banner.parentElement!).getByRole('button', { name: t.close }));
    await expect(args.onOrderNotFoundClose).toHaveBeenCalledOnce();
  },
};

/** Checkout opens User details (prefilled from the profile): typing and Continue go to the caller. */
export const UserDetails: Story = {
  args: { userDetails: { values: details } },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: t.userDetailsTitle });
    const modal = within(dialog);
    await expect(modal.getByLabelText(/^Your City/)).toHaveValue('Pune');
    await userEvent.type(modal.getByLabelText(/^Your City/), 'x');
    await expect(args.onDetailsChange).toHaveBeenCalledWith('city', 'Punex');
    await userEvent.click(modal.getByRole('button', { name: t.continue }));
    await expect(args.onDetailsSubmit).toHaveBeenCalledOnce();
  },
};

/** User details with the spec's field errors. */
export const UserDetailsErrors: Story = {
  args: {
    userDetails: {
      values: { ...details, name: '', email: 'aarav@' },
      errors: { name: 'Name is required', email: 'Email ID is not valid' },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: t.userDetailsTitle });
    await expect(within(dialog).getByText('Name is required')).toBeVisible();
    await expect(within(dialog).getByText('Email ID is not valid')).toBeVisible();
  },
};

/** The order could not be created: Try again checks out again; Cancel closes. */
export const OrderFailed: Story = {
  args: { checkoutProblem: { kind: 'orderFailed' } },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', {
      name: t.orderFailedTitle,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: t.retry }));
    await expect(args.onCheckout).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: t.cancel }));
    await expect(args.onDialogClose).toHaveBeenCalled();
  },
};

/** The server named a payment page outside the allowlist: nothing was posted; Ok closes. */
export const GatewayRefused: Story = {
  args: {
    checkoutProblem: {
      kind: 'gatewayRefused',
      message: 'The payment page is not on a trusted address, so nothing was sent. Please contact support.',
    },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', {
      name: t.gatewayRefusedTitle,
    });
    await expect(dialog).toHaveTextContent('nothing was sent');
    await userEvent.click(within(dialog).getByRole('button', { name: t.ok }));
    await waitFor(() => expect(args.onDialogClose).toHaveBeenCalled());
  },
};

const one = items.slice(0, 1);
const sheet: ReadonlyArray<readonly [string, Partial<CartViewProps>]> = [
  ['Loaded — two items, the summary', {}],
  [
    'Coupon applied, checkout locked',
    {
      items: one,
      total: 449,
      appliedCouponCode: 'QUEST5',
      couponDiscount: 22.45,
      totalAmount: 426.55,
      orderOpen: true,
    },
  ],
  [
    'Payment failed, coupon error',
    {
      items: one,
      total: 449,
      totalAmount: 449,
      paymentFailed: true,
      couponValue: 'OLD10',
      couponError: 'This coupon has expired.',
    },
  ],
  [
    'Checking payment',
    { items: one, total: 449, totalAmount: 449, checkingPayment: true, canCheckout: false },
  ],
  ['Empty — nothing in the cart', { items: [], total: 0, totalAmount: 0, canCheckout: false }],
  ['Failed — Try again', { state: 'failed' }],
  ['Loading', { state: 'loading' }],
];

/** Two more rows for the sheet without items: the cart in Hindi and with very long content. */
const textSheet: ReadonlyArray<readonly [string, Partial<CartViewProps>, string?]> = [
  [
    'Hindi — product names in Hindi',
    {
      items: [
        { ...items[0]!, name: 'गणित बूस्टर: भिन्न और दशमलव' },
        { ...items[1]!, name: 'कक्षा 6 क्वेस्ट — 12 महीने' },
      ],
    },
    'hi',
  ],
  [
    'Very long — a long and an unbroken product name',
    {
      items: [
        { ...items[0]!, name: longText.title },
        { ...items[1]!, name: longText.word },
      ],
    },
  ],
];

function renderSheet(rows: ReadonlyArray<readonly [string, Partial<CartViewProps>, string?]>) {
  return function CartSheet(args: CartViewProps) {
    return (
      <Sheet>
        {rows.map(([label, state, lang]) => (
          <SheetTile key={label} caption={label} lang={lang}>
            <section aria-label={label}>
              <CartView {...args} {...state} as="div" />
            </section>
          </SheetTile>
        ))}
      </Sheet>
    );
  };
}

const noOverflow: Story['play'] = async ({ canvasElement }) => {
  const sheet = canvasElement.querySelector<HTMLElement>('[data-testid="sheet"]')!;
  await expectCaptioned(sheet);
  await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
};

/**
 * The cart with items in each state, stacked for the visual tests (the dialogs have their own stories). Split
 * from the sheet below: on a phone all states in one sheet are taller than the browser can capture at once.
 */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: renderSheet(sheet.slice(0, 2)),
  play: noOverflow,
};

/** The cart when a payment failed, and while a payment is checked, stacked for the visual tests. */
export const StateSheetPayment: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: renderSheet(sheet.slice(2, 4)),
  play: noOverflow,
};

/** A payment still being confirmed after the checks stopped, and an unknown order's failure (ADR 0109). */
export const StateSheetConfirming: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: renderSheet([
    [
      'Still being confirmed',
      {
        items: one,
        total: 449,
        totalAmount: 449,
        stillConfirming: true,
        orderOpen: true,
        canCheckout: false,
      },
    ],
    ['Payment not found', { items: one, total: 449, totalAmount: 449, orderNotFound: true }],
  ]),
  play: noOverflow,
};

/** Empty, failed and loading carts, and a cart in Hindi and with very long content, stacked for the visual tests. */
export const StateSheetWithoutItems: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: renderSheet([...sheet.slice(4), ...textSheet]),
  play: noOverflow,
};
