import type { GuidanceProps } from '../../../../../../stories/docs-kit';
import { TrialExpiredDialog } from './trial-expired-dialog';

const noop = () => {};

/** Designer guidance for the Trial Expired Dialog docs page (trial-expired-dialog.mdx, ADR 0131). */
export const guidance: GuidanceProps = {
  use: [
    'Whenever the student reaches for the content of a quest whose trial is over: the spec’s message, the quest’s name, Buy now and Not now.',
  ],
  avoid: [
    'For content locked for another reason (location, not in quest): use the Locked Dialog.',
    'To remind the student before the trial ends: use a Banner ("Trial ends soon").',
  ],
  dos: [
    {
      caption: 'Name the quest under the message when the student holds several.',
      example: (
        <TrialExpiredDialog inline open questName="Science Explorer: Class 6" onBuy={noop} onClose={noop} />
      ),
    },
  ],
  donts: [
    {
      caption:
        'Don’t show the server’s raw failure when the purchase cannot start: give its message in plain words.',
      example: (
        <TrialExpiredDialog
          inline
          open
          questName="Science Explorer: Class 6"
          error="ERR_CART_409"
          onBuy={noop}
          onClose={noop}
        />
      ),
    },
  ],
  content: [
    'The texts are the spec’s: "Trial Expired", "Your trial has expired. Please buy the product to get access to its contents.", Buy now, Not now.',
    'Quest name as the catalogue has it; Hindi wraps, never cut.',
  ],
  a11y: [
    'An alertdialog: the title and message are read at once; focus goes to Not now, the safe choice.',
    'There is no ×: Not now, Escape or the backdrop close it; closing never unlocks the content.',
    'While Buy now prepares the purchase it is announced busy and the dialog cannot be closed.',
  ],
};
