import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { LeaderboardDialog } from './leaderboard-dialog';

const noop = () => {};
const entries = [
  { name: 'Ananya Iyer', score: 1840 },
  { name: 'Rohan Verma', score: 1625 },
  { name: 'Priya Sharma', score: 1410 },
];

/** Designer guidance for the Leaderboard Dialog docs page (leaderboard-dialog.mdx, ADR 0131). */
export const guidance: GuidanceProps = {
  use: [
    'When the student asks to see how the learners of their quest rank, from the home dashboard’s leaderboard card.',
    'With the student’s own row marked "You", so they find themselves at a glance.',
  ],
  avoid: [
    'To show the student’s own progress over time: use the Progress charts.',
    'Inside a page that already has room for a list: use Leaderboard Rows in the page.',
  ],
  dos: [
    {
      caption: 'Show the list as the server orders it, highest score first, with the student’s row marked.',
      example: (
        <LeaderboardDialog
          inline
          open
          state="loaded"
          entries={entries}
          currentUserName="Rohan Verma"
          onClose={noop}
        />
      ),
    },
    {
      caption: 'When the quest is not theirs, show the server’s reason with the lock: no Try again.',
      example: <LeaderboardDialog inline open state="locked" entries={[]} onClose={noop} />,
    },
  ],
  donts: [
    {
      caption:
        'Don’t show an empty list while it loads: use the loading state, which draws placeholder rows.',
      example: <LeaderboardDialog inline open state="loaded" entries={[]} onClose={noop} />,
    },
    {
      caption: 'Don’t rename the dialog with a sentence: the title is the word the card uses.',
      example: (
        <LeaderboardDialog
          inline
          open
          title="See how you rank against all the other learners in your quest this week"
          state="loaded"
          entries={entries}
          onClose={noop}
        />
      ),
    },
  ],
  content: [
    'Title: "Leaderboard". Names as the student registered them; long names wrap, never cut mid-word or mid-akshara.',
    'Scores in Indian digit grouping (1,840; 1,20,000).',
    'Failure and locked messages: one plain sentence saying what happened and what to do.',
  ],
  a11y: [
    'A dialog named "Leaderboard"; the student’s row is marked "You" in words, not only by colour.',
    'While loading the list is marked busy; the failure offers Try again, the locked state does not.',
    'The × button, Escape and the backdrop close it; focus returns to the card that opened it.',
  ],
};
