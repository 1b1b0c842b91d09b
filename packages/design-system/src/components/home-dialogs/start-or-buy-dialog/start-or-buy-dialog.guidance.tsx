import type { GuidanceProps } from '../../../../../../stories/docs-kit';
import { StartOrBuyDialog } from './start-or-buy-dialog';

const noop = () => {};
const description = '<p>24 missions of videos, tests and activities for Class 6 Science.</p>';

/** Designer guidance for the Start Or Buy Dialog docs page (start-or-buy-dialog.mdx, ADR 0131). */
export const guidance: GuidanceProps = {
  use: [
    'When a student taps a quest card on home: the quest’s cover, description, price and the actions its rules give (Launch, a trial, Buy, I am interested).',
  ],
  avoid: [
    'In the store, with the quest’s video: use the Quest Detail Dialog.',
    'For a trial that has ended: use the Trial Expired Dialog.',
  ],
  dos: [
    {
      caption: 'A quest the student holds: one line about their access and Launch.',
      example: (
        <StartOrBuyDialog
          inline
          open
          questName="Science Explorer: Class 6"
          description={description}
          note="This quest is assigned to you."
          actions={[{ label: 'Launch', onClick: noop }]}
          onClose={noop}
        />
      ),
    },
    {
      caption: 'A quest to buy: price with its note, the trial first and Buy last, the main action.',
      example: (
        <StartOrBuyDialog
          inline
          open
          questName="Science Explorer: Class 6"
          description={description}
          price={2999}
          priceNote="Plus 18% GST"
          actions={[
            { label: '7-Day Trial', trialDays: 7, onClick: noop },
            { label: 'Buy', onClick: noop },
          ]}
          onClose={noop}
        />
      ),
    },
  ],
  donts: [
    {
      caption: 'Don’t show a price for a quest the student already holds: it reads as a second charge.',
      example: (
        <StartOrBuyDialog
          inline
          open
          questName="Science Explorer: Class 6"
          description={description}
          price={2999}
          note="This quest is assigned to you."
          actions={[{ label: 'Launch', onClick: noop }]}
          onClose={noop}
        />
      ),
    },
  ],
  content: [
    'Action labels are the quest action rules’ words (Launch, "<n>-Day Trial", Buy, I am interested); at most three.',
    'Price in rupees with Indian grouping (₹2,999), struck-through original price when discounted, note such as "Plus 18% GST".',
    'The note is one line about access ("Your 7-day trial ends on 12 Aug 2025.").',
  ],
  a11y: [
    'A dialog named by the quest’s name; focus goes to the first action.',
    'While an action runs its button is announced busy, the others are locked and the dialog cannot be closed.',
    'A failure is an alert above the buttons.',
    'The × button, Escape and the backdrop close it.',
  ],
};
