import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { LiveClassCard } from './live-class-card';

const noop = () => {};
const start = new Date('2026-11-21T10:00:00+05:30');

/** Designer guidance for LiveClassCard (shown on its docs page by live-class-card.mdx). */
export const guidance: GuidanceProps = {
  use: [
    "For each class of today's live-class schedule: course, class, teacher, start time, duration and the one action it offers now.",
  ],
  avoid: [
    "A session of a mission's schedule (with a date and Share): use Session Card.",
    'A masterclass link: use Masterclass Link.',
  ],
  dos: [
    {
      caption: 'Live now: Join is the main action.',
      example: (
        <LiveClassCard
          courseName="Class 8 Science"
          scheduleName="Forces and pressure"
          teacher="Mrs. Iyer"
          start={start}
          durationMinutes={45}
          status="join"
          onJoin={noop}
        />
      ),
    },
    {
      caption: 'Not open yet: Upcoming shows, but cannot be pressed.',
      example: (
        <LiveClassCard
          courseName="Class 8 Science"
          scheduleName="बल और दाब"
          teacher="श्रीमती अय्यर"
          start={start}
          durationMinutes={45}
          status="upcoming"
        />
      ),
    },
  ],
  donts: [
    {
      caption: "Don't put the time or teacher into the class name: the card lays them out already.",
      example: (
        <LiveClassCard
          courseName="Class 8 Science"
          scheduleName="Forces and pressure at 10 AM with Mrs. Iyer (45 min)"
          teacher="Mrs. Iyer"
          start={start}
          durationMinutes={45}
          status="recording"
          onViewRecording={noop}
        />
      ),
    },
  ],
  content: [
    'Class name: what is taught, up to about 60 Latin characters (it wraps); course and teacher as the schedule gives them.',
    'Time is written for you in India time ("10:00 AM"); duration in minutes.',
    'The action texts are fixed: Join, Upcoming, View recording.',
  ],
  a11y: [
    'The class name is a heading; the action is a button of at least 44 px.',
    'Upcoming is announced as unavailable and stays focusable, so a screen-reader user learns the class has not started.',
  ],
};
