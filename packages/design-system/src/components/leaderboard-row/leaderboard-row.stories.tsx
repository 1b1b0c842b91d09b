import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyState } from '../empty-state';
import { LEADERBOARD_EMPTY_MESSAGE, LeaderboardRow, LeaderboardRowsSkeleton } from './leaderboard-row';
import { longText, Sheet, SheetTile, sheetFitsPhone } from '../../internal/state-sheet';

const leaders = [
  { rank: 1, name: 'Ananya Sharma', score: 12450 },
  { rank: 2, name: 'Rohan Verma', score: 11980 },
  { rank: 3, name: 'Fatima Sheikh', score: 10020 },
  { rank: 4, name: 'Arjun Nair', score: 9870 },
  { rank: 5, name: 'Asha Rao', score: 9500 },
];

const meta = {
  title: 'Design System/Cards/Leaderboard Row',
  component: LeaderboardRow,
  args: { rank: 4, name: 'Arjun Nair', score: 9870, isCurrentUser: false, as: 'li' },
  argTypes: {
    rank: { control: { type: 'number', min: 1 }, table: { category: 'Content' } },
    name: { table: { category: 'Content' } },
    score: { control: { type: 'number', min: 0 }, table: { category: 'Content' } },
    currentUserLabel: { table: { category: 'Content' } },
    isCurrentUser: { table: { category: 'Appearance' } },
    style: { control: false, table: { category: 'Appearance' } },
    as: { control: 'inline-radio', options: ['li', 'div'], table: { category: 'Behaviour' } },
    className: { table: { disable: true } },
  },
  // A row lives in a list: the single stories get one around them.
  decorators: [
    (Story, { tags, args, parameters }) =>
      tags.includes('state-sheet') ? (
        <Story />
      ) : parameters.list === false ? (
        <div style={{ maxWidth: 400 }}>
          <Story />
        </div>
      ) : args.as === 'div' ? (
        <div role="list" aria-label="Leaderboard" style={{ maxWidth: 400 }}>
          <Story />
        </div>
      ) : (
        <ul aria-label="Leaderboard" style={{ maxWidth: 400, margin: 0, padding: 0 }}>
          <Story />
        </ul>
      ),
  ],
} satisfies Meta<typeof LeaderboardRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: rank, name and "{score} Points" (en-IN grouping). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const row = canvas.getByRole('listitem');
    await expect(row).toHaveTextContent('Rank 4');
    await expect(row).toHaveTextContent('Arjun Nair');
    await expect(row).toHaveTextContent('9,870 Points');
  },
};

/** The signed-in learner's own row: highlighted, with a "You" tag. */
export const CurrentUser: Story = {
  args: { isCurrentUser: true, name: 'Asha Rao', rank: 5, score: 9500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Asha RaoYou');
  },
};

/** The first three places are marked. */
export const TopThree: Story = {
  render: () => (
    <>
      {leaders.slice(0, 3).map((leader) => (
        <LeaderboardRow key={leader.rank} {...leader} />
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Long names wrap; the points stay on one line. */
export const LongText: Story = {
  args: { name: 'Venkataraghavan Subramaniam Krishnamurthy Iyengar', rank: 10000, score: 1250000 },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('listitem');
    await expect(row).toHaveTextContent('12,50,000 Points');
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
};

/** In a virtualized list: a `div` with role listitem, positioned by the virtualizer's `style`. */
export const Virtualized: Story = {
  args: { as: 'div', style: { height: 56 } },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('listitem');
    await expect(row.tagName).toBe('DIV');
    await expect(row.getBoundingClientRect().height).toBe(56);
  },
};

/** While the leaderboard loads. */
export const Loading: Story = {
  parameters: { list: false },
  render: () => <LeaderboardRowsSkeleton rows={4} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading…')).toBeInTheDocument();
  },
};

/** No entries: the list shows the spec's empty text. */
export const Empty: Story = {
  parameters: { list: false },
  render: () => <EmptyState icon="leaderboard" size="sm" message={LEADERBOARD_EMPTY_MESSAGE} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Leader board list not available!')).toBeVisible();
  },
};

/** A list with the top three, the learner's own row and a long name; the loading rows and the empty list. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet gap={16} maxWidth={480}>
      <SheetTile caption="Leaderboard — top ranks, the learner highlighted, a five-digit rank with a long name">
        <ul aria-label="Leaderboard" style={{ margin: 0, padding: 0 }}>
          {leaders.map((leader) => (
            <LeaderboardRow key={leader.rank} {...leader} isCurrentUser={leader.rank === 5} />
          ))}
          <LeaderboardRow
            rank={10000}
            name="Venkataraghavan Subramaniam Krishnamurthy Iyengar"
            score={1250000}
          />
        </ul>
      </SheetTile>
      <SheetTile caption="Loading — two skeleton rows">
        <LeaderboardRowsSkeleton rows={2} />
      </SheetTile>
      <SheetTile caption="Empty — no leaders yet">
        <EmptyState icon="leaderboard" size="sm" message={LEADERBOARD_EMPTY_MESSAGE} />
      </SheetTile>
      <SheetTile caption="Hindi — names in Devanagari" lang="hi">
        <ul aria-label="लीडरबोर्ड" style={{ margin: 0, padding: 0 }}>
          <LeaderboardRow rank={1} name="अनन्या शर्मा" score={12450} />
          <LeaderboardRow rank={2} name="रोहन वर्मा" score={11980} isCurrentUser />
        </ul>
      </SheetTile>
      <SheetTile caption="Very long — a name without spaces">
        <ul aria-label="Long names" style={{ margin: 0, padding: 0 }}>
          <LeaderboardRow rank={42} name={longText.email} score={980} />
        </ul>
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
