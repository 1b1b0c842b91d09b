import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { SessionCard } from './session-card';

const noop = () => {};
const start = new Date('2026-11-21T16:00:00+05:30');

/** Designer guidance for SessionCard (shown on its docs page by session-card.mdx). */
export const guidance: GuidanceProps = {
  use: [
    "In a mission's schedule: one session with its date, time, duration, the action it offers now and Share.",
  ],
  avoid: [
    "Today's live classes (with course and teacher): use Live Class Card.",
    'An operation tile of the schedule screen: use Operation Tile.',
  ],
  dos: [
    {
      caption: 'Live: Join; Share invites a friend whatever the status.',
      example: (
        <SessionCard
          sessionName="Robotics: sensors and motors"
          start={start}
          durationMinutes={60}
          status="join"
          onJoin={noop}
          onShare={noop}
        />
      ),
    },
    {
      caption: 'A Hindi session name wraps inside the card.',
      example: (
        <div lang="hi">
          <SessionCard
            sessionName="रोबोटिक्स: सेंसर और मोटर कैसे काम करते हैं"
            start={start}
            durationMinutes={60}
            status="upcoming"
            onShare={noop}
          />
        </div>
      ),
    },
  ],
  donts: [
    {
      caption: "Don't write the date or time into the name: the card shows them in India time already.",
      example: (
        <SessionCard
          sessionName="Robotics – Saturday 21 Nov, 4 PM (1 hour)"
          start={start}
          durationMinutes={60}
          status="recording"
          onViewRecording={noop}
          onShare={noop}
        />
      ),
    },
  ],
  content: [
    'Session name: what is taught, up to about 60 Latin characters (it wraps).',
    'Date and time are written for you: "Saturday 21 Nov 2026", "4:00 PM" (India time). Actions: Join, Upcoming, View recording, Share.',
  ],
  a11y: [
    'The session name is a heading; the status button comes first in Tab order, then Share.',
    'Upcoming is announced as unavailable and stays focusable; buttons are at least 44 px.',
  ],
};
