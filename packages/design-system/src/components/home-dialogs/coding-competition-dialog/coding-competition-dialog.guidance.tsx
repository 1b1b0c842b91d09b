import type { GuidanceProps } from '../../../../../../stories/docs-kit';
import { CodingCompetitionDialog } from './coding-competition-dialog';

const noop = () => {};
const base = { inline: true, open: true, onConfirm: noop, onOk: noop, onClose: noop };

/** Designer guidance for the Coding Competition Dialog docs page (coding-competition-dialog.mdx, ADR 0131). */
export const guidance: GuidanceProps = {
  use: [
    'On home, once, for a student who can take part in the national coding competition and has not registered: the invitation with Confirm, then a thank-you with Ok.',
  ],
  avoid: [
    'For a student already registered: the Special Mission Dialog shows the competition and the upload.',
    'For any other announcement: use a Banner on home, not a dialog that interrupts.',
  ],
  dos: [
    {
      caption: 'Invite with the banner, one paragraph and two choices: Not now first, Confirm the main one.',
      example: <CodingCompetitionDialog {...base} step="invite" />,
    },
    {
      caption: 'After Confirm, thank the student and say what comes next; Ok closes it.',
      example: <CodingCompetitionDialog {...base} step="thanks" />,
    },
  ],
  donts: [
    {
      caption:
        'Don’t show a raw error when recording fails: say what failed and that Confirm can be tried again.',
      example: <CodingCompetitionDialog {...base} step="invite" error="500 Internal Server Error" />,
    },
  ],
  content: [
    'The texts are fixed: "National Coding Competition", the invitation, Confirm / Not now, "Thank you!" and Ok.',
    'The banner is the competition’s image; its words are not repeated in the text, so give it alt text only when they matter.',
    'A failure is the server’s message in one sentence; Hindi wraps, never cut.',
  ],
  a11y: [
    'A dialog named "National Coding Competition"; focus goes to Not now; Tab reaches Confirm.',
    'On the thank-you, focus moves to Ok; Escape there is Ok; there is no × on the thank-you.',
    'While confirming, Confirm is announced busy and the dialog cannot be closed.',
    'The banner is decorative by default.',
  ],
};
