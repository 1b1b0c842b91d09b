import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { OnlineTestCard } from './online-test-card';

const noop = () => {};
const assignStart = new Date('2026-11-20T09:00:00+05:30');
const assignEnd = new Date('2026-11-27T18:00:00+05:30');
const facts = {
  typeName: 'Unit Test',
  questionCount: 20,
  totalMarks: 40,
  durationMinutes: 30,
  assignStart,
  assignEnd,
};

/** Designer guidance for OnlineTestCard (shown on its docs page by online-test-card.mdx). */
export const guidance: GuidanceProps = {
  use: [
    "In the Ongoing, Upcoming and Past lists of online tests: the test's facts, its window, its status and the report actions.",
  ],
  avoid: [
    'A test inside a task\'s content list: use Content Card (kind "test").',
    'The result of an attempt: use Test Result or Score Summary.',
  ],
  dos: [
    {
      caption: 'Ongoing: one main action, Start Test.',
      example: <OnlineTestCard name="Fractions – Unit Test 2" {...facts} status="start" onStart={noop} />,
    },
    {
      caption: 'Past and attempted: the status in words, then the reports that are ready.',
      example: (
        <OnlineTestCard
          name="भिन्न – इकाई परीक्षा 1"
          {...facts}
          status="attempted"
          showViewReport
          showDownloadReport
          onViewReport={noop}
          onDownloadReport={noop}
        />
      ),
    },
  ],
  donts: [
    {
      caption:
        "Don't show report buttons for a report that isn't ready: leave showViewReport / showDownloadReport off.",
      example: (
        <OnlineTestCard
          name="Fractions – Unit Test 2"
          {...facts}
          status="not-attempted"
          showViewReport
          showDownloadReport
          onViewReport={noop}
          onDownloadReport={noop}
        />
      ),
    },
  ],
  content: [
    "Name: the test's alternate name, up to about 60 Latin characters (it wraps).",
    'Facts line is written for you: "Unit Test | 20 Questions | 40 Marks | 30 min"; dates in India time.',
    'Status texts are fixed: Start Test, Upcoming, Not Attempted, Attempted Successfully.',
  ],
  a11y: [
    'The name is a heading; every button is described by it, so "Start Test" says which test.',
    'Upcoming is an unavailable button that stays focusable; statuses carry an icon and words, not colour alone.',
    'Buttons are at least 44 px; a downloading report is aria-busy.',
  ],
};
