import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { CartItemCard } from './cart-item-card';

const noop = () => {};

/** Designer guidance for CartItemCard (shown on its docs page by cart-item-card.mdx). */
export const guidance: GuidanceProps = {
  use: ['For each quest or product in the cart: its icon, name, net price and Remove.'],
  avoid: [
    'Items in the catalogue: use Quest Card or Product Card (they carry Buy, not Remove).',
    'The totals and coupon: use Cart Summary Card beside the list.',
  ],
  dos: [
    {
      caption:
        'The product name as the catalogue spells it; the price is written for you (₹, Indian grouping).',
      example: <CartItemCard name="Grade 6 Explorer" netPrice={125000} onRemove={noop} />,
    },
    {
      caption: 'While the item is being removed, Remove spins and ignores more presses.',
      example: <CartItemCard name="Fractions Quest" netPrice={499} removing onRemove={noop} />,
    },
  ],
  donts: [
    {
      caption: "Don't repeat the price or add notes inside the name: it wraps and says the price twice.",
      example: (
        <CartItemCard
          name="Fractions Quest – ₹499 only, offer ends today, limited seats!"
          netPrice={499}
          onRemove={noop}
        />
      ),
    },
    {
      caption:
        'Don\'t write a sentence on the button: Remove already says which item ("Remove Fractions Quest").',
      example: (
        <CartItemCard
          name="Fractions Quest"
          netPrice={499}
          removeLabel="Remove this item from my cart"
          onRemove={noop}
        />
      ),
    },
  ],
  content: [
    "Name: the item's own name, up to 2 lines at 320 px; long and Hindi names wrap and Remove moves below them.",
    'Price: pass whole rupees as a number; the card writes "₹1,25,000" (Indian grouping), never "Rs." or "1.25 lakh".',
    'Button: "Remove", one word.',
  ],
  a11y: [
    'The name is a heading; Remove is a button whose name adds the item ("Remove Fractions Quest").',
    'While removing, the button is aria-busy and stays focusable; the press target is at least 44 px.',
  ],
};
