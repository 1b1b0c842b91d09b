import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { QuestDetailDialog } from './quest-detail-dialog';

const noop = () => {};
const description = '<p>24 missions of videos, tests and activities for Class 6 Science.</p>';

/** Designer guidance for the Quest Detail Dialog docs page (quest-detail-dialog.mdx, ADR 0131). */
export const guidance: GuidanceProps = {
  use: [
    'When a student taps a quest or product in the store to learn what it holds before trying or buying it: its video, "About the Quest", the price and the actions its rules allow.',
  ],
  avoid: [
    'For a quest the student already has, opened from home: use the Start Or Buy Dialog.',
    'To choose between a product’s plans: use the Plans Dialog.',
  ],
  dos: [
    {
      caption: 'Show the actions the quest’s rules give, in order; the last one is the main one.',
      example: (
        <QuestDetailDialog
          inline
          open
          name="Science Explorer: Class 6"
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
      caption:
        'Don’t add actions the rules don’t give, or make them all primary: one main action per dialog.',
      example: (
        <QuestDetailDialog
          inline
          open
          name="Science Explorer: Class 6"
          description={description}
          price={2999}
          actions={[
            { label: '7-Day Trial', trialDays: 7, onClick: noop, variant: 'primary' },
            { label: 'I am interested', onClick: noop, variant: 'primary' },
            { label: 'Buy', onClick: noop, variant: 'primary' },
          ]}
          onClose={noop}
        />
      ),
    },
  ],
  content: [
    'Name: the quest’s or product’s name as the catalogue has it; long names wrap.',
    'Price in rupees with Indian grouping (₹2,999), with the note the price rule gives ("Plus 18% GST"); leave the price out when the rule says so.',
    'Action labels are the quest action rules’ words: Launch, "<n>-Day Trial", Buy, I am interested.',
    'Description: the server’s text under "About the Quest"; Hindi text wraps, never cut mid-akshara.',
  ],
  a11y: [
    'A dialog named by the quest’s name; the video, when it is a plain file, has the browser’s own controls.',
    'While an action runs, its button is announced busy, the others are locked and the dialog cannot be closed.',
    'A failed action shows the server’s message as an alert above the buttons.',
    'The × button, Escape and the backdrop close it; focus returns to the card.',
  ],
};
