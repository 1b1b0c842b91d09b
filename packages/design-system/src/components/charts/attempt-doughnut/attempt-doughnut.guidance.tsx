import type { GuidanceProps } from '../../../../../../stories/docs-kit';
import { AttemptDoughnut } from './attempt-doughnut';

/** Designer guidance for AttemptDoughnut (shown on its docs page by attempt-doughnut.mdx). */
export const guidance: GuidanceProps = {
  use: [
    'A test result: Current Attempt (and Best Attempt) as Correct (green), Incorrect (red) and Skip (grey), the score in the centre.',
  ],
  avoid: ['Quest progress: use Progress Pie.', 'Marks across attempts: use Attempts Line Chart.'],
  dos: [
    {
      caption:
        'The three parts from the spec, the score as obtained/total in the centre, a legend with the counts.',
      example: (
        <AttemptDoughnut
          title="Current Attempt"
          correct={6}
          incorrect={3}
          skipped={1}
          scoreObtained={6}
          scoreTotal={10}
        />
      ),
    },
  ],
  donts: [
    {
      caption: "Don't shrink it to an icon: the score in the centre becomes unreadable.",
      example: (
        <AttemptDoughnut
          title="Current Attempt (small)"
          correct={6}
          incorrect={3}
          skipped={1}
          scoreObtained={6}
          scoreTotal={10}
          size={72}
        />
      ),
    },
  ],
  content: [
    'Titles as the spec names them: "Current Attempt", "Best Attempt". Legend: Skip, Correct, Incorrect.',
    'Score: obtained/total ("6/10"); a perfect attempt still lists Skip 0 and Incorrect 0.',
  ],
  a11y: [
    'Red and green are never the only sign: every slice is named in the legend with its count, and the hidden table lists them.',
    'A figure named by its title; slices can be focused to show their values.',
  ],
};
