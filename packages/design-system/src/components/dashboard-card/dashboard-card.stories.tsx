import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from '../link';
import { ProgressBar } from '../progress-bar';
import { DashboardCard } from './dashboard-card';
import { cardColumn } from '../card-stories-shared/story-helpers';
import { longText, Sheet, SheetTile, sheetFitsPhone } from '../../internal/state-sheet';

/** Stand-in data for the slot: the dashboards put charts and lists here. */
const progress = (
  <div style={{ display: 'grid', gap: 12 }}>
    <ProgressBar value={72} label="Watch" showValue />
    <ProgressBar value={40} label="Think" showValue />
    <ProgressBar value={18} label="Solve" showValue />
  </div>
);

const meta = {
  title: 'Design System/Cards/Dashboard Card',
  component: DashboardCard,
  args: {
    title: 'Quest Progress',
    subtitle: 'Class 8 Science',
    children: progress,
    state: 'ready',
    onRetry: fn(),
    minBodyHeight: 160,
    headingLevel: 2,
  },
  argTypes: {
    title: { table: { category: 'Content' } },
    subtitle: { control: 'text', table: { category: 'Content' } },
    headerEnd: { control: false, table: { category: 'Content' } },
    children: { control: false, table: { category: 'Content' } },
    emptyMessage: { table: { category: 'Content' } },
    errorMessage: { table: { category: 'Content' } },
    retryLabel: { table: { category: 'Content' } },
    minBodyHeight: { control: { type: 'number', min: 0 }, table: { category: 'Appearance' } },
    state: {
      control: 'inline-radio',
      options: ['ready', 'loading', 'empty', 'error'],
      table: { category: 'Behaviour' },
    },
    onRetry: { table: { category: 'Events' } },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4], table: { category: 'Accessibility' } },
    className: { table: { disable: true } },
  },
  decorators: [cardColumn(420)],
} satisfies Meta<typeof DashboardCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: a titled panel with its data in the slot. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Quest Progress' });
    await expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Quest Progress');
    await expect(within(card).getAllByRole('progressbar')).toHaveLength(3);
  },
};

/** With a link in the header, e.g. to the full report. */
export const WithHeaderEnd: Story = {
  args: {
    headerEnd: (
      <Link href="#progress" onClick={(event) => event.preventDefault()}>
        View all
      </Link>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View all' })).toBeVisible();
  },
};

/** The data is loading: a placeholder of the data area's height, `aria-busy`. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** Nothing to show: the spec's "No data available". */
export const Empty: Story = {
  args: { state: 'empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data available')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** The data failed to load: the message and Try again, by click or keyboard. */
export const Failed: Story = {
  args: { state: 'error' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Failed to fetch data')).toBeVisible();
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

/** A failure with no way to retry here: only the message. */
export const FailedWithoutRetry: Story = {
  args: { state: 'error', onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to fetch data')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Every state side by side, all with the same least height. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet columnMin={280} gap={16}>
      <SheetTile caption="Ready — the data">
        <DashboardCard {...args} title="Ready" state="ready" />
      </SheetTile>
      <SheetTile caption="Loading — skeleton of the same height">
        <DashboardCard {...args} title="Loading" state="loading" />
      </SheetTile>
      <SheetTile caption="Empty — the empty message">
        <DashboardCard {...args} title="Empty" state="empty" />
      </SheetTile>
      <SheetTile caption="Error — failure with Try again">
        <DashboardCard {...args} title="Error" state="error" />
      </SheetTile>
      <SheetTile caption="Hindi — title, subtitle, failure and retry in Devanagari" lang="hi">
        <DashboardCard
          {...args}
          title="क्वेस्ट की प्रगति"
          subtitle="कक्षा 8 विज्ञान"
          state="error"
          errorMessage="प्रगति लोड नहीं हो सकी।"
          retryLabel="फिर से कोशिश करें"
        />
      </SheetTile>
      <SheetTile caption="Very long — a long title and subtitle wrap, a long failure message">
        <DashboardCard
          {...args}
          title={longText.title}
          subtitle={longText.email}
          state="error"
          errorMessage={longText.sentence}
        />
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
