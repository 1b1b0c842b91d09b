import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { RedeemPointsDialog } from './redeem-points-dialog';

const noop = () => {};
const base = {
  inline: true,
  open: true,
  state: 'loaded' as const,
  pointsPerRupee: 10,
  blockPoints: 100,
  storeHref: '/products',
  onRedeem: noop,
  onCopy: noop,
  onClose: noop,
};

/** Designer guidance for the Redeem Points Dialog docs page (redeem-points-dialog.mdx, ADR 0131). */
export const guidance: GuidanceProps = {
  use: [
    'When the student turns leaderboard points into a store coupon: their balance, the points to redeem in blocks of 100, then the new coupon with Copy code and Go to store.',
  ],
  avoid: [
    'To type a coupon at checkout: use the Coupon Field in the cart.',
    'To show the points alone on a page: use the Dashboard Card.',
  ],
  dos: [
    {
      caption: 'Show earned, redeemed and available points, and the rate, before asking how many to redeem.',
      example: (
        <RedeemPointsDialog
          {...base}
          earnedPoints={1250}
          redeemedPoints={300}
          availablePoints={950}
          coupons={[]}
        />
      ),
    },
    {
      caption: 'After redeeming, show the coupon, what it is worth and until when, with Copy code.',
      example: (
        <RedeemPointsDialog
          {...base}
          earnedPoints={1250}
          redeemedPoints={400}
          availablePoints={850}
          coupons={[]}
          result={{ code: 'QX7K2M', points: 100, amount: 10, validUntil: '30 Jul 2026', status: 'Available' }}
        />
      ),
    },
  ],
  donts: [
    {
      caption: 'Don’t open it on a balance that is still loading as if it were zero: use the loading state.',
      example: (
        <RedeemPointsDialog {...base} earnedPoints={0} redeemedPoints={0} availablePoints={0} coupons={[]} />
      ),
    },
  ],
  content: [
    'Points and rupees with Indian grouping (1,250 points; ₹1,000); the rate reads "10 points = ₹1".',
    'When too few points are left, say how many more are needed ("You need 40 more points to redeem.").',
    'Coupon codes are 6 capital letters and digits; dates read "30 Jul 2026".',
    'Say that redeeming leaves the leaderboard score unchanged: students worry about it.',
  ],
  a11y: [
    'A dialog named "Redeem Points"; each number of the balance carries its label (Earned, Redeemed, Available).',
    'The new coupon is a group named "Your new coupon"; the outcome of Copy code ("Code copied." or how to copy by hand) is read politely.',
    'While redeeming, Redeem is announced busy and the dialog cannot be closed.',
    'Buttons and the choice of points are at least 44 px tall.',
  ],
};
