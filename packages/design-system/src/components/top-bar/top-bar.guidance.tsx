import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { TopBar } from './top-bar';

const noop = () => {};

/** Designer guidance for the Top Bar docs page (top-bar.mdx, ADR 0131). */
export const guidance: GuidanceProps = {
  use: [
    'At the top of the main pages (home, progress, live classes, profile): the Quest logo, a greeting with the student’s first name, and the leaderboard and notifications buttons; on phones also Call us and Share app.',
    'From 960 px it also carries the destinations row (the Bottom Nav’s inline layout).',
  ],
  avoid: [
    'On a page reached from another one (a viewer, a report): use the Back Header.',
    'During a test: the test runner has its own header with the timer.',
  ],
  dos: [
    {
      caption: 'Greet with the first name only; the avatar uses the full name’s initials.',
      example: (
        <TopBar
          firstName="Asha"
          fullName="Asha Verma"
          callHref="tel:+911800000000"
          onLeaderboard={noop}
          onNotifications={noop}
          onShare={noop}
        />
      ),
    },
  ],
  donts: [
    {
      caption: 'Don’t put the full name in the greeting: on a phone it pushes the buttons off the bar.',
      example: (
        <div style={{ maxWidth: 360 }}>
          <TopBar
            firstName="Venkata Lakshmi Narasimha Sai Srinivasan"
            onLeaderboard={noop}
            onNotifications={noop}
          />
        </div>
      ),
    },
  ],
  content: [
    'Greeting: "Hi," and the first name; names are shown as the student registered them.',
    'Hindi names: the first name only, never cut mid-akshara.',
  ],
  a11y: [
    'The logo is an image named "Quest"; the avatar is decorative (the greeting already names the student).',
    'Leaderboard, Notifications, Share app and Call us are named buttons and links; each is at least 44 px.',
    'Call us is a tel: link, so phones offer to dial.',
  ],
};
