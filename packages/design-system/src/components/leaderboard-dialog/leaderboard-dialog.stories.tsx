import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LeaderboardDialog } from './leaderboard-dialog';
import { Sheet, SheetTile, expectCaptioned } from '../../internal/state-sheet';

const entries = [
  { name: 'Ishita Verma', score: 1480 },
  { name: 'Aarav Sharma', score: 1250 },
  { name: 'Kabir Singh', score: 990 },
  { name: 'Meera Nair', score: 640 },
  { name: 'Rohan Gupta', score: 0 },
];

const meta = {
  title: 'Design System/Dialogs/Leaderboard Dialog',
  component: LeaderboardDialog,
  // On docs pages each story is drawn in its own frame, so an open modal stays in it and does not cover the page.
  parameters: { docs: { story: { inline: false, iframeHeight: '640px' } } },
  args: {
    open: true,
    title: 'Leaderboard',
    state: 'loaded',
    entries,
    currentUserName: 'Aarav Sharma',
    onRetry: fn(),
    onClose: fn(),
  },
  argTypes: {
    title: { table: { category: 'Content' } },
    state: {
      control: 'inline-radio',
      options: ['loading', 'loaded', 'failed', 'locked'],
      table: { category: 'Content' },
    },
    entries: { table: { category: 'Content' } },
    currentUserName: { table: { category: 'Content' } },
    failedMessage: { table: { category: 'Content' } },
    lockedMessage: { table: { category: 'Content' } },
    open: { table: { category: 'Behaviour' } },
    inline: { control: false, table: { category: 'Appearance' } },
    onRetry: { table: { category: 'Events' } },
    onClose: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof LeaderboardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).getByRole('dialog', { name: 'Leaderboard' });

/** Learners in rank order with their points; the student's own row is marked. Escape closes. */
export const Default: Story = {
  play: async ({ args }) => {
    const d = within(dialog());
    const rows = d.getAllByRole('listitem');
    await expect(rows).toHaveLength(5);
    await expect(rows[0]).toHaveTextContent('Ishita Verma');
    await expect(rows[0]).toHaveTextContent(/1,480 Points/);
    await expect(rows[1]).toHaveTextContent('You');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** In Hindi (issue 29): the title, the points, the student's "You" and the rank's hidden word in Hindi. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  play: async () => {
    const d = within(within(document.body).getByRole('dialog', { name: 'लीडरबोर्ड' }));
    const rows = d.getAllByRole('listitem');
    await expect(rows).toHaveLength(5);
    await expect(rows[0]).toHaveTextContent(/रैंक 1/);
    await expect(rows[0]).toHaveTextContent(/1,480 पॉइंट्स/);
    await expect(rows[1]).toHaveTextContent('आप');
  },
};

/** Nobody has points yet: "Leader board list not available!". */
export const Empty: Story = {
  args: { entries: [] },
  play: async () => {
    await expect(within(dialog()).getByText('Leader board list not available!')).toBeVisible();
  },
};

/** The list is loading: skeleton rows under one "Loading leaderboard…" label. */
export const Loading: Story = {
  args: { state: 'loading', entries: [] },
  play: async () => {
    await expect(within(dialog()).getByText('Loading leaderboard…')).toBeInTheDocument();
  },
};

/** The list could not load: the reason and Try again. */
export const Failed: Story = {
  args: { state: 'failed', entries: [] },
  play: async ({ args }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The server refused this quest's leaderboard (ADR 0105): its reason under a lock, no Try again, no names. */
export const Locked: Story = {
  args: {
    state: 'locked',
    entries: [],
    lockedMessage: 'Your trial has expired. Please buy the product to get access to its contents.',
  },
  play: async () => {
    const body = within(dialog());
    await expect(body.getByText(/Your trial has expired/)).toBeVisible();
    await expect(body.queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(body.queryByRole('list')).toBeNull();
  },
};

/** The × button closes. */
export const CloseButton: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** 10,000 learners: only the rows in view are drawn; End on the focused list scrolls to the last learner. */
export const TenThousandRows: Story = {
  args: {
    entries: Array.from({ length: 10_000 }, (_, i) => ({ name: `Learner ${i + 1}`, score: 10_000 - i })),
    currentUserName: 'Learner 3',
  },
  play: async () => {
    const list = within(dialog()).getByRole('list', { name: 'Leaderboard' });
    const drawn = within(list).getAllByRole('listitem');
    await expect(drawn.length).toBeLessThan(60);
    await expect(drawn[2]).toHaveTextContent('Learner 3You');
    await expect(drawn[0]).toHaveAttribute('aria-setsize', '10000');
    // The list is the first thing to take focus in the dialog; the keys scroll the dialog's body.
    await expect(list).toHaveFocus();
    await userEvent.keyboard('{End}');
    const last = await within(list).findByText('Learner 10000');
    await expect(last.closest('li')).toHaveAttribute('aria-posinset', '10000');
    await expect(last.closest('li')).toHaveTextContent(/Rank 10,000/);
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(60);
  },
};

/** Loaded, empty, loading and failed side by side (drawn in the page flow) for the visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet>
      <SheetTile caption="Loaded — this week’s leaders">
        <LeaderboardDialog {...args} inline />
      </SheetTile>
      <SheetTile caption="Empty — no leaders yet">
        <LeaderboardDialog {...args} inline entries={[]} />
      </SheetTile>
      <SheetTile caption="Loading — skeleton rows">
        <LeaderboardDialog {...args} inline state="loading" entries={[]} />
      </SheetTile>
      <SheetTile caption="Failed — could not load">
        <LeaderboardDialog {...args} inline state="failed" entries={[]} />
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = canvasElement.firstElementChild as HTMLElement;
    await expectCaptioned(sheet);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};
