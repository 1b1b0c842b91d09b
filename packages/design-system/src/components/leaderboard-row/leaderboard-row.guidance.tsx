import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { LeaderboardRow } from './leaderboard-row';

const list = { listStyle: 'none', margin: 0, padding: 0 };

/** Designer guidance for LeaderboardRow (shown on its docs page by leaderboard-row.mdx). */
export const guidance: GuidanceProps = {
  use: [
    'In the leaderboard dialog: one learner\'s rank, name and points; the first three marked, the learner\'s own row tagged "You".',
    'In lists of thousands: the row has no state of its own, so a virtualized list can draw it cheaply.',
  ],
  avoid: [
    'A friend with a sharing switch: use Friend Row.',
    'A short ranked summary inside a card: a plain list in Dashboard Card is enough.',
  ],
  dos: [
    {
      caption:
        "Ranks in order, names as written, points with Indian grouping; the learner's own row highlighted.",
      example: (
        <ul style={list}>
          <LeaderboardRow rank={1} name="Aarav Sharma" score={125000} />
          <LeaderboardRow rank={2} name="अनन्या वर्मा" score={98450} />
          <LeaderboardRow rank={14} name="Riya Patel" score={4210} isCurrentUser />
        </ul>
      ),
    },
  ],
  donts: [
    {
      caption: "Don't write the score into the name or the rank into the tag: the row already shows both.",
      example: (
        <ul style={list}>
          <LeaderboardRow
            rank={14}
            name="Riya Patel – 4,210 pts"
            score={4210}
            isCurrentUser
            currentUserLabel="You are 14th"
          />
        </ul>
      ),
    },
  ],
  content: [
    'Names wrap to two lines, points stay on one line ("1,25,000 Points", Indian grouping).',
    'The tag on the learner\'s row is one word: "You". Empty list: "Leader board list not available!".',
  ],
  a11y: [
    'Rows are list items; a virtualized list sets aria-posinset / aria-setsize so "14 of 2,000" is still announced.',
    'Each rank is read as "Rank 1"; the medal colour of the top three is extra, the number says it. "You" is text, not only a highlight.',
    'Rows are not interactive: no focus stop per row.',
  ],
};
