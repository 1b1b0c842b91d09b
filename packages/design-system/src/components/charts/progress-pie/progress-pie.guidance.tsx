import type { GuidanceProps } from '../../../../../../stories/docs-kit';
import { ProgressPie } from './progress-pie';

/** Designer guidance for ProgressPie (shown on its docs page by progress-pie.mdx). */
export const guidance: GuidanceProps = {
  use: ['Quest Progress on the dashboard: completed against remaining, the completed share in the centre.'],
  avoid: [
    'Progress split by kind (Watch, Think, Solve, Play): use Category Bar Chart.',
    'Progress in a row or a card header: use Progress Bar, which takes one line.',
    'More than two parts: the product has no many-slice pie; use a bar chart.',
  ],
  dos: [
    {
      caption: 'Two parts and the share in the centre; the legend repeats the numbers.',
      example: <ProgressPie title="Quest progress" completed={40} remaining={60} size={160} />,
    },
  ],
  donts: [
    {
      caption: "Don't write a sentence in the centre: it does not fit the hole and spills over the ring.",
      example: (
        <ProgressPie
          title="Quest progress (long centre)"
          completed={40}
          remaining={60}
          size={160}
          centreLabel="You have finished 40 percent"
        />
      ),
    },
  ],
  content: [
    'Centre: the completed share ("40%") or a short figure; legend labels "Completed" and "Remaining".',
    'Counts (unit count) when the parts are items ("12"); numbers in Indian grouping.',
  ],
  a11y: [
    'A figure named by its title (shown or read only); a hidden table holds every value for screen readers.',
    "Each slice can be focused and shows its value; colours are paired with the legend's words and numbers.",
  ],
};
