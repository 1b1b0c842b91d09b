import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { CouponField } from './coupon-field';

const noop = () => {};

/** Designer guidance for CouponField (shown on its docs page by coupon-field.mdx). */
export const guidance: GuidanceProps = {
  use: [
    "A coupon code with Apply: the sign-up wizard's optional step and, inside Cart Summary Card, the cart.",
  ],
  avoid: ["The cart's totals and Checkout: use Cart Summary Card, which includes this field."],
  dos: [
    {
      caption: 'Applied: "{code} coupon is applied" with Remove; the input and Apply are disabled meanwhile.',
      example: <CouponField label="Coupon code" appliedCode="FLAT20" onRemove={noop} />,
    },
    {
      caption: "The server's message when a code is refused.",
      example: (
        <CouponField
          label="Coupon code"
          defaultValue="SAVE10"
          error="This coupon has expired."
          onApply={noop}
        />
      ),
    },
  ],
  donts: [
    {
      caption: "Don't rename Apply to a sentence: it squeezes the 6-character box on a phone.",
      example: <CouponField label="Coupon code" applyLabel="Apply this coupon now" onApply={noop} />,
    },
  ],
  content: [
    'Label: "Coupon code". Codes are at most 6 characters (store-and-assessment.md §6) and kept as typed.',
    "Errors: the server's words; the caller decides how long they show (3 s in the spec).",
  ],
  a11y: [
    'Enter in the box applies; Apply and Remove are 44 px buttons; checking sets aria-busy.',
    'The applied message and errors are read with the field.',
  ],
};
