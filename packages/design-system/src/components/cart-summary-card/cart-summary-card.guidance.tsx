import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { CartSummaryCard } from './cart-summary-card';

const noop = () => {};

/** Designer guidance for CartSummaryCard (shown on its docs page by cart-summary-card.mdx). */
export const guidance: GuidanceProps = {
  use: [
    'Once per cart, beside or under the items: Total, Coupon Discount, Total Amount, the coupon entry and Checkout.',
  ],
  avoid: ['A single item: use Cart Item Card.', 'A coupon field alone (sign-up wizard): use Coupon Field.'],
  dos: [
    {
      caption: 'An applied coupon: its name, the discount with a minus and the lower Total Amount.',
      example: (
        <CartSummaryCard
          total={1998}
          couponDiscount={200}
          totalAmount={1798}
          appliedCouponCode="FLAT20"
          onRemoveCoupon={noop}
          onCheckout={noop}
        />
      ),
    },
    {
      caption: "The server's coupon message, as it says it, under the field.",
      example: (
        <CartSummaryCard
          total={1998}
          totalAmount={1998}
          couponValue="SAVE10"
          onCouponValueChange={noop}
          couponError="This coupon has expired."
          onApplyCoupon={noop}
          onCheckout={noop}
        />
      ),
    },
  ],
  donts: [
    {
      caption:
        "Don't rename the rows with long phrases: the amounts are pushed under their labels on a phone.",
      example: (
        <CartSummaryCard
          total={1998}
          totalAmount={1998}
          labels={{
            total: 'Total of all the items you have added',
            totalAmount: 'The final amount you will pay today',
            checkout: 'Proceed to the secure payment page',
          }}
          onCheckout={noop}
        />
      ),
    },
  ],
  content: [
    'Row labels as the spec names them: Total, Coupon Discount, Total Amount; the button says Checkout.',
    'Amounts are passed as rupees and written with ₹ and Indian grouping (₹1,25,000); paise only when there are any.',
    'Coupon codes: at most 6 characters (store-and-assessment.md §6), shown as typed.',
    'Errors: the server\'s words; if you write one, say what to do ("Check the code and try again").',
  ],
  a11y: [
    'The rows are a description list, read label then amount; the discount is read with its minus.',
    'The coupon field has a visible label; its error is joined to the input and announced.',
    'Checkout is the one primary action (at least 44 px tall); while pending it is aria-busy and stays focusable.',
  ],
};
