import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { PartnerProductCard } from './partner-product-card';
import { storyImages } from '../content-card/story-image';

const noop = () => {};
const column = { width: 200 };

/** Designer guidance for PartnerProductCard (shown on its docs page by partner-product-card.mdx). */
export const guidance: GuidanceProps = {
  use: [
    'In the partner products list (/raymond-products): the product, its price without GST and Buy; Launch once the student has it.',
  ],
  avoid: [
    'Products of the main catalogue (with a tag, trial and Details): use Product Card.',
    "A product's plans: use Plan Card.",
  ],
  dos: [
    {
      caption: 'Price shown without GST, with the note; an owned product shows Launch and no price.',
      example: (
        <div style={{ display: 'flex', gap: 8 }}>
          <div style={column}>
            <PartnerProductCard
              name="Coding Kit"
              imageUrl={storyImages.product}
              planPrice={1180}
              onBuy={noop}
            />
          </div>
          <div style={column}>
            <PartnerProductCard name="Robotics Kit" planPrice={2360} owned onLaunch={noop} />
          </div>
        </div>
      ),
    },
  ],
  donts: [
    {
      caption:
        "Don't put the price or offer in the name: the card writes the price, and the name is clamped.",
      example: (
        <div style={column}>
          <PartnerProductCard
            name="Coding Kit – only ₹1,000 + GST, best offer of the year"
            planPrice={1180}
            onBuy={noop}
          />
        </div>
      ),
    },
  ],
  content: [
    'Pass the plan price with tax; the card shows it without the 18 % GST ("₹1,000", "Plus 18% GST").',
    'Name: 2 lines at most (about 30 Latin characters in a phone column).',
    'Buttons: "Buy", "Launch".',
  ],
  a11y: [
    'The name is a heading; Buy and Launch are described by it ("Buy", Coding Kit).',
    'Buying shows a spinner, sets aria-busy and ignores presses; targets at least 44 px.',
  ],
};
