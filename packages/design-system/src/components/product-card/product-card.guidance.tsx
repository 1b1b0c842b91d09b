import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { ProductCard } from './product-card';
import { storyImages } from '../content-card/story-image';

const noop = () => {};
const column = { width: 220 };

/** Designer guidance for ProductCard (shown on its docs page by product-card.mdx). */
export const guidance: GuidanceProps = {
  use: [
    'In the products catalogue carousels: cover, tag, name, price (struck-through original when discounted), Details and the actions the rules give.',
  ],
  avoid: [
    'A quest (trial days, "I am interested"): use Quest Card.',
    'A partner product: use Partner Product Card; a plan: use Plan Card.',
  ],
  dos: [
    {
      caption: 'At most two actions: the main one last (primary), a trial before it (secondary).',
      example: (
        <div style={column}>
          <ProductCard
            name="Grade 6 Explorer"
            imageUrl={storyImages.product}
            price={999}
            originalPrice={1499}
            tagLabel="Bestseller"
            onDetails={noop}
            actions={[
              { label: '7-Day Trial', trialDays: 7, onClick: noop, variant: 'secondary' },
              { label: 'Buy', onClick: noop },
            ]}
          />
        </div>
      ),
    },
  ],
  donts: [
    {
      caption: "Don't give a card three primary actions: the learner cannot see which one buys.",
      example: (
        <div style={column}>
          <ProductCard
            name="Grade 6 Explorer"
            imageUrl={storyImages.product}
            price={999}
            onDetails={noop}
            actions={[
              { label: 'Trial', onClick: noop, variant: 'primary' },
              { label: 'Share', onClick: noop, variant: 'primary' },
              { label: 'Buy', onClick: noop, variant: 'primary' },
            ]}
          />
        </div>
      ),
    },
  ],
  content: [
    'Name: 2 lines at most (about 30 Latin characters in a phone column; Hindi fewer); the full name is the tooltip.',
    'Prices in whole rupees; written "₹999" and "₹1,25,000" (Indian grouping).',
    'Tag: one or two words ("Bestseller", "New"). Actions: Launch, "7-Day Trial", Buy.',
  ],
  a11y: [
    'The name is a heading; Details and every action are described by it, so "Buy" says what it buys.',
    'The struck-through price is read as the original price, not only shown as a line through.',
    'Pending actions are aria-busy; disabled ones stay focusable. Targets at least 44 px.',
  ],
};
