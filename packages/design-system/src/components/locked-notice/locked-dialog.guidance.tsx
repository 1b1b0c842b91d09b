import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { LockedDialog } from './locked-dialog';

const noop = () => {};

/** Designer guidance for the Locked Dialog docs page (locked-dialog.mdx, ADR 0131). */
export const guidance: GuidanceProps = {
  use: [
    'When the student taps something locked (a content card, a mission): say why — trial over, locked at their location, not in their quest, or refused by the server — and, for a trial, offer Buy now.',
  ],
  avoid: [
    'To mark content as locked on the page before it is tapped: use the Locked Notice.',
    'For the trial of the current quest on home: use the Trial Expired Dialog.',
  ],
  dos: [
    {
      caption: 'For a trial, offer Buy now next to Not now; name what was tapped under the text.',
      example: (
        <LockedDialog inline open reason="trial" subject="Light and shadows" onBuy={noop} onClose={noop} />
      ),
    },
    {
      caption: 'For a location lock, name the kind and say who decides: there is nothing to buy.',
      example: <LockedDialog inline open reason="location" kind="Solve" onClose={noop} />,
    },
  ],
  donts: [
    {
      caption:
        'Don’t write a vague reason of your own: "Not allowed." tells the student neither why nor what to do.',
      example: <LockedDialog inline open reason="refused" message="Not allowed." onClose={noop} />,
    },
  ],
  content: [
    'Titles and messages are the spec’s ("Trial Expired", "Your trial has expired. Please buy the product to get access to its contents."); the server’s own reason replaces the default text when it gives one.',
    'Say what to do next in one sentence ("Please ask your teacher.").',
    'Buttons: Buy now / Not now for a trial, OK otherwise.',
  ],
  a11y: [
    'An alertdialog named by its title and described by its message.',
    'Focus goes to Not now (or OK); Escape and the backdrop close it; closing never unlocks anything.',
    'While Buy now prepares the purchase it is announced busy and the dialog stays open.',
    'The lock icon is decorative; the title says it is locked.',
  ],
};
