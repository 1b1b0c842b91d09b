import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { Link } from '../link';
import { DashboardCard } from './dashboard-card';

const noop = () => {};

/** Designer guidance for DashboardCard (shown on its docs page by dashboard-card.mdx). */
export const guidance: GuidanceProps = {
  use: [
    'For each panel of the home or progress dashboard: a heading and one data area (a chart, a list, a figure).',
    'Whenever the data is fetched: the card shows its loading, empty and failed states at the same height.',
  ],
  avoid: [
    'A card that opens something: use Card (interactive) or Content Card.',
    'A whole-page failure: use Error View.',
  ],
  dos: [
    {
      caption: 'A short title, a subtitle that scopes it, and a "View all" link in the header.',
      example: (
        <DashboardCard
          title="Quest Progress"
          subtitle="Class 8 Science"
          headerEnd={<Link href="#">View all</Link>}
          minBodyHeight={80}
        >
          12 of 30 items completed
        </DashboardCard>
      ),
    },
    {
      caption: 'When loading fails, say so and offer Try again.',
      example: (
        <DashboardCard
          title="Quest Progress"
          state="error"
          errorMessage="Could not load your progress."
          onRetry={noop}
          minBodyHeight={80}
        />
      ),
    },
  ],
  donts: [
    {
      caption:
        "Don't leave the data area blank when there is nothing to show: use the empty state and its text.",
      example: <DashboardCard title="Quest Progress" minBodyHeight={80} />,
    },
    {
      caption: "Don't write a sentence as the title: it wraps over the header and pushes the link down.",
      example: (
        <DashboardCard
          title="Here is how far you have come in your current quest this month"
          headerEnd={<Link href="#">View all</Link>}
          minBodyHeight={80}
        >
          12 of 30 items completed
        </DashboardCard>
      ),
    },
  ],
  content: [
    'Title: two or three words, title case as the product writes it ("Quest Progress", "Leaderboard").',
    'Empty text: the spec\'s "No data available" unless the panel has its own; failure: what failed, then Try again.',
    'Hindi titles are ~25 % longer: keep them to one line at 320 px (about 22 Devanagari characters).',
  ],
  a11y: [
    'The title is a heading (level by headingLevel); the card is an article named by it.',
    'Loading sets aria-busy and is read as "Loading…" once; the failure shows an icon with its text, not colour alone; Try again is a 44 px button.',
    'All states keep the same least height, so the page does not jump while it loads.',
  ],
};
