import type { GuidanceProps } from '../../../../../../stories/docs-kit';
import { DashboardCard } from '../../dashboard-card';
import { CategoryBarChart } from './category-bar-chart';

/** Designer guidance for CategoryBarChart (shown on its docs page by category-bar-chart.mdx). */
export const guidance: GuidanceProps = {
  use: [
    'Beside the Quest Progress pie: how much of each kind is done, Watch, Think, Solve and Play, on the Completed(%) axis.',
  ],
  avoid: [
    'Progress per mission or operation: use Mission Bar Chart or Operation Bar Chart.',
    'One overall figure: use Progress Pie.',
  ],
  dos: [
    {
      caption:
        "Inside a dashboard card whose heading names it; the chart's own title stays for screen readers.",
      example: (
        <DashboardCard title="Progress by category" minBodyHeight={80}>
          <CategoryBarChart
            title="Progress by category"
            watch={75}
            think={40}
            solve={12.5}
            play={100}
            height={160}
          />
        </DashboardCard>
      ),
    },
  ],
  donts: [
    {
      caption:
        "Don't show the chart's title inside a card that already has the heading: it says the same thing twice.",
      example: (
        <DashboardCard title="Progress by category" minBodyHeight={80}>
          <CategoryBarChart
            title="Progress by category (shown twice)"
            showTitle
            watch={75}
            think={40}
            solve={12.5}
            play={100}
            height={160}
          />
        </DashboardCard>
      ),
    },
  ],
  content: [
    'The four categories are fixed (Watch, Think, Solve, Play); values are percentages 0–100, written to two decimals at most.',
    'When nothing is started, the empty message shows instead of four empty bars.',
  ],
  a11y: [
    'Each category has its own colour and its name under the bar; the hidden table lists every value.',
    'A figure named by its title; bars can be focused one at a time and show their values.',
  ],
};
