import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { ShareFriendsDialog } from './share-friends-dialog';

const noop = () => {};
const friends = [
  { userId: 1, name: 'Ishaan Gupta', shared: true },
  { userId: 2, name: 'Meera Nair', shared: false },
  { userId: 3, name: 'Kabir Singh', shared: false },
];

/** Designer guidance for the Share Friends Dialog docs page (share-friends-dialog.mdx, ADR 0131). */
export const guidance: GuidanceProps = {
  use: [
    'When the student chooses which friends may see their quest status: a switch per friend, then Share.',
  ],
  avoid: [
    'To list friends without changing anything: use Friend Rows on the page.',
    'To invite someone new: the app has no invitation here; do not add one to this dialog.',
  ],
  dos: [
    {
      caption: 'Start from the friends as saved; Share sends only the switches the student changed.',
      example: (
        <ShareFriendsDialog inline open state="loaded" friends={friends} onShare={noop} onClose={noop} />
      ),
    },
    {
      caption: 'When the list is empty, say so in the spec’s words.',
      example: <ShareFriendsDialog inline open state="loaded" friends={[]} onShare={noop} onClose={noop} />,
    },
  ],
  donts: [
    {
      caption: 'Don’t show a raw error code when Share fails: say what failed in plain words.',
      example: (
        <ShareFriendsDialog
          inline
          open
          state="loaded"
          friends={friends}
          failure="Error 500"
          onShare={noop}
          onClose={noop}
        />
      ),
    },
  ],
  content: [
    'The texts are the spec’s: "Share with friends", Share, Cancel, "Friends list not available"; success is the toast "Sharing Successful.".',
    'Friends’ names as they registered them; long and Hindi names wrap beside the switch, never cut.',
  ],
  a11y: [
    'A dialog named "Share with friends"; each switch is named by the friend and says on or off.',
    'Share waits until a switch differs from what is saved; while sharing, switches and Share are announced busy.',
    'Cancel, Escape and the × close it without saving; focus returns to the opener.',
    'Switches are at least 44 px tall including their label.',
  ],
};
