import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { PlansDialog } from './plans-dialog';

const noop = () => {};
const plans = [
  { planId: 301, name: 'Grade 6 Explorer — 12 months', planPrice: 1499 },
  { planId: 302, name: 'Grade 6 Explorer — 6 months', planPrice: 499 },
];

/** Designer guidance for the Plans Dialog docs page (plans-dialog.mdx, ADR 0131). */
export const guidance: GuidanceProps = {
  use: [
    'When a product in the store is sold in several plans (durations, bundles) and the student picks one to put in the cart.',
    'The title counts the plans ("2 Products"); the product’s name sits under it.',
  ],
  avoid: [
    'For a product with a single price: Buy on its Product Card adds it straight to the cart.',
    'To show what a quest contains: use the Quest Detail Dialog.',
  ],
  dos: [
    {
      caption:
        'Give each plan a name that says how it differs (the duration), so the prices can be compared.',
      example: (
        <PlansDialog
          inline
          open
          state="loaded"
          plans={plans}
          productName="Grade 6 Explorer"
          onBuy={noop}
          onClose={noop}
        />
      ),
    },
    {
      caption: 'While a plan is being added, only its Buy spins; the others wait and the dialog stays open.',
      example: (
        <PlansDialog
          inline
          open
          state="loaded"
          plans={plans}
          productName="Grade 6 Explorer"
          buyingPlanId={301}
          onBuy={noop}
          onClose={noop}
        />
      ),
    },
  ],
  donts: [
    {
      caption:
        'Don’t name plans by the product alone: two identical names leave only the price to tell them apart.',
      example: (
        <PlansDialog
          inline
          open
          state="loaded"
          plans={plans.map((plan) => ({ ...plan, name: 'Grade 6 Explorer' }))}
          productName="Grade 6 Explorer"
          onBuy={noop}
          onClose={noop}
        />
      ),
    },
    {
      caption: 'Don’t open it with an empty list while plans load: the loading state shows card shapes.',
      example: (
        <PlansDialog
          inline
          open
          state="loaded"
          plans={[]}
          productName="Grade 6 Explorer"
          onBuy={noop}
          onClose={noop}
        />
      ),
    },
  ],
  content: [
    'Plan names: the product and what differs, short enough for two lines on a plan card at 320 px (check in the Phone viewport).',
    'Prices in rupees with Indian grouping (₹1,499; ₹1,20,000); the card shows the price without the 18 % GST, as the spec asks.',
    'The plan description is the server’s text; keep it to one or two short lines.',
    'Hindi names run 20–30 % longer: they wrap, never cut mid-akshara.',
  ],
  a11y: [
    'A dialog named by its title ("2 Products"); each plan is a card with its own Buy button named by the plan.',
    'While a plan is added its Buy is announced busy and the dialog cannot be closed.',
    'Loading is announced once; the failure offers Try again.',
    'Buy buttons are at least 44 px tall.',
  ],
};
