import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { FriendRow } from './friend-row';

const noop = () => {};

/** Designer guidance for FriendRow (shown on its docs page by friend-row.mdx). */
export const guidance: GuidanceProps = {
  use: [
    "In the friends list: one friend, their points and a switch for sharing the learner's quest status with them.",
  ],
  avoid: [
    'A ranked list: use Leaderboard Row.',
    'A choice submitted with a form: use Checkbox; the switch here takes effect at once.',
  ],
  dos: [
    {
      caption: 'Inside a list: name, points and the switch, on or off.',
      example: (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          <FriendRow name="Aarav Sharma" points={1250} shared onToggle={noop} />
          <FriendRow name="अनन्या वर्मा" points={980} shared={false} onToggle={noop} />
        </ul>
      ),
    },
  ],
  donts: [
    {
      caption: "Don't add the status to the name: the switch already says it, and the name wraps.",
      example: (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          <FriendRow name="Aarav Sharma (sharing is ON – tap to stop)" points={1250} shared onToggle={noop} />
        </ul>
      ),
    },
  ],
  content: [
    "Names as the learner's friend wrote them, in any script; long names wrap, the switch keeps its place.",
    'Points in Indian grouping ("1,250 Points"). Empty list: "Friends list not available".',
  ],
  a11y: [
    'The switch is a switch named "Share with {name}"; its state is announced as on or off.',
    'Click, Space and Enter toggle it; the target is at least 44 px. While saving it stays focusable and is announced as unavailable.',
    'Rows sit in a list (li), so a screen reader says how many friends there are.',
  ],
};
