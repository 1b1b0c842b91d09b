import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AttemptsLineChart } from './attempts-line-chart';
import { AttemptsLineChartEngine } from './attempts-line-chart-engine';

const attempts = [
  { attempt: 1, marks: 4 },
  { attempt: 2, marks: 6 },
  { attempt: 3, marks: 5 },
  { attempt: 4, marks: 9 },
];

const manyAttempts = Array.from({ length: 14 }, (_, i) => ({ attempt: i + 1, marks: (i * 13) % 51 }));

const meta = {
  title: 'Design System/Charts/Attempts Line Chart',
  component: AttemptsLineChart,
  // Fetch the visx engine before the story renders, so tests and docs see the drawn chart quickly.
  loaders: [
    async () => {
      await AttemptsLineChart.preload();
      return {};
    },
  ],
  args: { title: 'Score-All Attempts', attempts, totalMarks: 10 },
  argTypes: {
    attempts: { table: { category: 'Content' } },
    totalMarks: { table: { category: 'Content' } },
    emptyMessage: { control: 'text', table: { category: 'Content' } },
    height: { control: { type: 'range', min: 120, max: 320, step: 20 }, table: { category: 'Appearance' } },
    showTitle: { table: { category: 'Appearance' } },
    className: { table: { category: 'Appearance' } },
    loading: { table: { category: 'Behaviour' } },
    title: { control: 'text', table: { category: 'Accessibility' } },
  },
} satisfies Meta<typeof AttemptsLineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: marks per attempt; the y axis runs to total marks + 1 in steps of 1. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const first = await canvas.findByRole('img', { name: 'Attempt 1: 4/10' }, { timeout: 10_000 });
    const ticks = canvas
      .getAllByText(/^\d+$/, { selector: '.visx-axis-tick tspan' })
      .map((t) => t.textContent);
    await expect(ticks).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);

    await userEvent.hover(first);
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Attempt 14/10');
    await userEvent.unhover(first);

    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('img', { name: 'Attempt 4: 9/10' })).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Attempt 49/10');

    const table = within(canvas.getByRole('table', { name: 'Score-All Attempts' }));
    for (const { attempt, marks } of attempts) {
      const row = table.getByRole('rowheader', { name: String(attempt) }).closest('tr')!;
      await expect(row).toHaveTextContent(`${attempt}${marks}/10`);
    }
  },
};

/** A long test (50 marks) with many attempts: the y ticks thin to every 5, the points scroll on a phone. */
export const ManyAttempts: Story = {
  args: { attempts: manyAttempts, totalMarks: 50 },
  play: async ({ canvas }) => {
    await canvas.findByRole('img', { name: 'Attempt 14: 16/50' }, { timeout: 10_000 });
    const ticks = canvas
      .getAllByText(/^\d+$/, { selector: '.visx-axis-tick tspan' })
      .map((t) => t.textContent);
    await expect(ticks).toEqual(['0', '5', '10', '15', '20', '25', '30', '35', '40', '45', '50']);
  },
};

/** The first attempt only: a single point. */
export const SingleAttempt: Story = {
  args: { attempts: [{ attempt: 1, marks: 7 }] },
  play: async ({ canvas }) => {
    await canvas.findByRole('img', { name: 'Attempt 1: 7/10' }, { timeout: 10_000 });
  },
};

/** While the attempts load: a skeleton of the chart's size. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading chart…')).toBeInTheDocument();
  },
};

/** No attempts yet: the empty message instead of a chart. */
export const Empty: Story = {
  args: { attempts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data available')).toBeVisible();
  },
};

/** Every state in one frame for the visual tests (the engine is rendered directly, so the sheet is drawn at once). */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <div
      data-testid="sheet"
      style={{
        display: 'grid',
        gap: 24,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 520px), 1fr))',
      }}
    >
      <AttemptsLineChartEngine
        title="Score-All Attempts"
        showTitle
        attempts={attempts}
        totalMarks={10}
        height={160}
      />
      <AttemptsLineChartEngine
        title="Many attempts, 50 marks"
        showTitle
        attempts={manyAttempts}
        totalMarks={50}
        height={160}
      />
      <AttemptsLineChart title="Loading" attempts={[]} totalMarks={10} loading height={160} />
      <AttemptsLineChart title="No attempts" showTitle attempts={[]} totalMarks={10} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByTestId('sheet');
    await expect(within(sheet).getAllByRole('figure')).toHaveLength(3);
    sheet.style.width = '360px';
    await waitFor(() => expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth));
    sheet.style.width = '';
  },
};
