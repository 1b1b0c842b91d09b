import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AttemptsLineChart } from './attempts-line-chart';
import { AttemptsLineChartEngine } from './attempts-line-chart-engine';
import {
  StateSheetGrid,
  chartBaseArgTypes,
  contentArg,
  expectTableRows,
  pixelRangeArg,
  playEmpty,
  playLoading,
  playStateSheet,
  preloadEngine,
} from '../shared/story-helpers';
import { SheetTile } from '../../../internal/state-sheet';

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
  loaders: preloadEngine(AttemptsLineChart),
  args: { title: 'Score-All Attempts', attempts, totalMarks: 10 },
  argTypes: {
    attempts: contentArg,
    totalMarks: contentArg,
    height: pixelRangeArg,
    ...chartBaseArgTypes,
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

    await expectTableRows(
      within(canvas.getByRole('table', { name: 'Score-All Attempts' })),
      attempts.map(({ attempt, marks }) => [String(attempt), `${marks}/10`] as const),
    );
  },
};

/** The axis's tick labels, bottom to top (bare ticks, with no label, left out). */
const tickLabels = (canvas: { getAllByText: (m: RegExp, o: { selector: string }) => HTMLElement[] }) =>
  canvas.getAllByText(/^\d+$/, { selector: '.visx-axis-tick tspan' }).map((t) => t.textContent);

/** A 20-mark test: the y axis runs to total + 1 = 21 in steps of 1, every step labelled (the plot grows). */
export const TwentyMarks: Story = {
  args: {
    attempts: [
      { attempt: 1, marks: 12 },
      { attempt: 2, marks: 17 },
    ],
    totalMarks: 20,
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('img', { name: 'Attempt 2: 17/20' }, { timeout: 10_000 });
    await expect(tickLabels(canvas)).toEqual(Array.from({ length: 22 }, (_, i) => String(i)));
  },
};

/**
 * A long test (50 marks) with many attempts: a tick at every mark up to 51; past 32 marks the labels thin (to
 * every 2 here) so they never overlap; the points scroll on a phone.
 */
export const ManyAttempts: Story = {
  args: { attempts: manyAttempts, totalMarks: 50 },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('img', { name: 'Attempt 14: 16/50' }, { timeout: 10_000 });
    await expect(tickLabels(canvas)).toEqual(Array.from({ length: 26 }, (_, i) => String(i * 2)));
    // Ticks 0…51: one at every mark, the odd ones bare.
    await expect(canvasElement.querySelectorAll('.visx-axis-tick')).toHaveLength(52);
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
  play: playLoading,
};

/** No attempts yet: the empty message instead of a chart. */
export const Empty: Story = {
  args: { attempts: [] },
  play: playEmpty,
};

/** Every state in one frame for the visual tests (the engine is rendered directly, so the sheet is drawn at once). */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <StateSheetGrid minColumn={520}>
      <SheetTile caption="Loaded — a few attempts out of 10 marks">
        <AttemptsLineChartEngine
          title="Score-All Attempts"
          showTitle
          attempts={attempts}
          totalMarks={10}
          height={160}
        />
      </SheetTile>
      <SheetTile caption="Many attempts, 50 marks — the plot grows and scrolls">
        <AttemptsLineChartEngine
          title="Many attempts, 50 marks"
          showTitle
          attempts={manyAttempts}
          totalMarks={50}
          height={160}
        />
      </SheetTile>
      <SheetTile caption="Loading — skeleton of the chart’s size">
        <AttemptsLineChart title="Loading" attempts={[]} totalMarks={10} loading height={160} />
      </SheetTile>
      <SheetTile caption="Empty — no attempts, the empty message">
        <AttemptsLineChart title="No attempts" showTitle attempts={[]} totalMarks={10} />
      </SheetTile>
    </StateSheetGrid>
  ),
  play: playStateSheet(3),
};
