import type { GuidanceProps } from '../../../../../../stories/docs-kit';
import { MissionStartDialog } from './mission-start-dialog';

const noop = () => {};
const base = {
  inline: true,
  open: true,
  counts: { videos: 4, tests: 3, activities: 2, webContent: 1 },
  totalTime: 2730,
  points: 120,
  onStart: noop,
  onClose: noop,
};

/** Designer guidance for the Mission Start Dialog docs page (mission-start-dialog.mdx, ADR 0131). */
export const guidance: GuidanceProps = {
  use: [
    'On home, before a student starts a mission for the first time: what it holds (tasks by kind, total time, points) and "Let’s Start".',
  ],
  avoid: [
    'For a mission already started: open its task page directly.',
    'To describe a quest in the store: use the Quest Detail Dialog.',
  ],
  dos: [
    {
      caption: 'Name the mission as the student sees it on home; the counts and time come from the mission.',
      example: <MissionStartDialog {...base} displayName="Light and shadows" />,
    },
  ],
  donts: [
    {
      caption: 'Don’t put the whole description in the name: it names the dialog and is read first.',
      example: (
        <MissionStartDialog
          {...base}
          displayName="Light and shadows: how they form, why they change during the day and what they tell us about the Sun"
        />
      ),
    },
  ],
  content: [
    'Name: the mission’s display name, at most about 37 characters (two lines beside the × at 320 px, measured).',
    'Tasks read as a total with the split under it ("10", "4 videos · 3 tests · 2 activities · 1 web page"); time as mm:ss or hh:mm:ss; points in Indian grouping.',
    'Buttons are fixed: Not now and "Let’s Start".',
    'The description is the server’s text; Hindi wraps, never cut mid-akshara.',
  ],
  a11y: [
    'A dialog named by the mission’s name; focus goes to Not now; Tab reaches "Let’s Start".',
    'While starting, "Let’s Start" is announced busy, Not now waits and the dialog cannot be closed.',
    'A failure is an alert above the buttons.',
    'Each figure is read with its label (Tasks, Total time, Points).',
  ],
};
