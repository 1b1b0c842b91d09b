import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { PlanCard } from './plan-card';
import { storyImages } from '../content-card/story-image';

const noop = () => {};
const column = { width: 240 };

/** Designer guidance for PlanCard (shown on its docs page by plan-card.mdx). */
export const guidance: GuidanceProps = {
  use: [
    "In a product's plans dialog: each plan with its description, price without GST and Buy. Plans above ₹600 get a picture.",
  ],
  avoid: [
    'The product itself in the catalogue: use Product Card.',
    'A partner product: use Partner Product Card.',
  ],
  dos: [
    {
      caption: 'A short description in a few bullet points; the price written for you.',
      example: (
        <div style={column}>
          <PlanCard
            name="Premium plan"
            descriptionHtml="<ul><li>All missions of Class 8</li><li>Live classes every week</li></ul>"
            planPrice={1180}
            imageUrl={storyImages.plan}
            onBuy={noop}
          />
        </div>
      ),
    },
  ],
  donts: [
    {
      caption:
        "Don't paste a brochure into the description: a plan card is compared with its neighbours at a glance.",
      example: (
        <div style={column}>
          <PlanCard
            name="Basic plan"
            descriptionHtml="<p>With the basic plan you get access to all the missions of Class 8 Science and Mathematics, weekly live classes with expert teachers, doubt solving through the query box within 24 hours, downloadable worksheets for every chapter, and monthly progress reports sent to your parents by email and SMS.</p>"
            planPrice={590}
            onBuy={noop}
          />
        </div>
      ),
    },
  ],
  content: [
    'Name: 2 lines at most; description: 2–4 short points.',
    'Pass the price with tax; the card shows it without the 18 % GST with "Plus 18% GST", in ₹ with Indian grouping.',
    'Descriptions come as server HTML and are cleaned (scripts never run); keep formatting to lists and bold.',
  ],
  a11y: [
    'The name is a heading; Buy is described by it. The picture is decorative.',
    'Buying sets aria-busy and ignores presses; Buy is at least 44 px tall.',
  ],
};
