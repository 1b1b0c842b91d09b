import type { GuidanceProps } from '../../../../../../stories/docs-kit';
import { DashboardCard } from '../../dashboard-card';
import { OperationBarChart } from './operation-bar-chart';

const operations = [
  { id: 'o1', label: 'Plane mirrors', value: 100 },
  { id: 'o2', label: 'Laws of reflection', value: 66.67 },
  { id: 'o3', label: 'Refraction', value: 20 },
];

/** Designer guidance for OperationBarChart (shown on its docs page by operation-bar-chart.mdx). */
export const guidance: GuidanceProps = {
  use: ['Under the Mission Bar Chart: progress per operation of the mission the learner picked.'],
  avoid: [
    'Choosing something by its bar: use Mission Bar Chart (its bars are buttons).',
    'Progress of one operation only: use Progress Bar.',
  ],
  dos: [
    {
      caption:
        "Inside a card headed by the mission's name, so the learner knows which mission the bars belong to.",
      example: (
        <DashboardCard title="Light and shadows" subtitle="Progress by operation" minBodyHeight={80}>
          <OperationBarChart
            title="Light and shadows: progress by operation"
            operations={operations}
            height={160}
          />
        </DashboardCard>
      ),
    },
  ],
  donts: [
    {
      caption:
        'Don\'t show it without saying which mission it is for: "Progress by operation" alone leaves the learner guessing.',
      example: (
        <OperationBarChart title="Progress by operation" showTitle operations={operations} height={160} />
      ),
    },
  ],
  content: [
    'Operation names: the distinguishing word first; 20 characters show under the bar, the whole name in the tooltip and table.',
    'When the mission has no operations, the empty message shows instead of a chart.',
  ],
  a11y: [
    "A figure named by its title (include the mission's name); a hidden table lists every operation and value.",
    'Bars can be focused one at a time and show their values; they are not buttons.',
  ],
};
