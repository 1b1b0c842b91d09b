import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { MasterclassLink } from './masterclass-link';

/** Designer guidance for MasterclassLink (shown on its docs page by masterclass-link.mdx). */
export const guidance: GuidanceProps = {
  use: [
    'Inside the masterclass area: one masterclass as a link that opens it, with a "Live" badge while it is on.',
  ],
  avoid: [
    'The whole list with loading, empty and upload parts: use Masterclass Area.',
    'A scheduled class with Join / View recording: use Live Class Card.',
  ],
  dos: [
    {
      caption: "The masterclass's name as the link text; the badge shows while it is live.",
      example: <MasterclassLink name="Build a game in Scratch" href="https://example.com/masterclass" live />,
    },
  ],
  donts: [
    {
      caption: 'Don\'t use "Click here" or "Join now" as the name: a list of links must say where each goes.',
      example: <MasterclassLink name="Click here" href="https://example.com/masterclass" live />,
    },
  ],
  content: [
    "Name: the masterclass's own name; long names wrap and the badge follows them.",
    'Badge text: "Live" (one word).',
  ],
  a11y: [
    'A link (not a button) that opens in a new tab, announced "(opens in a new tab)".',
    'The badge is read as part of the link\'s name ("Build a game in Scratch, Live"), not only shown in colour.',
  ],
};
