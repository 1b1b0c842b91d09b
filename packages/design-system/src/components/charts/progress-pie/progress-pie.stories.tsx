import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProgressPie } from './progress-pie';
import { ProgressPieEngine } from './progress-pie-engine';
import {
  StateSheetGrid,
  chartBaseArgTypes,
  contentArg,
  pixelRangeArg,
  playStateSheet,
  preloadEngine,
} from '../shared/story-helpers';
import { SheetTile } from '../../../internal/state-sheet';

const meta = {
  title: 'Design System/Charts/Progress Pie',
  component: ProgressPie,
  loaders: preloadEngine(ProgressPie),
  args: { title: 'Quest progress', completed: 40, remaining: 60 },
  argTypes: {
    completed: contentArg,
    remaining: contentArg,
    unit: { control: 'inline-radio', options: ['percent', 'count'], table: { category: 'Content' } },
    centreLabel: { control: 'text', table: { category: 'Content' } },
    size: pixelRangeArg,
    ...chartBaseArgTypes,
  },
} satisfies Meta<typeof ProgressPie>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls. Hovering or focusing a slice shows its value; the hidden table holds every value. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const completed = await canvas.findByRole('img', { name: 'Completed: 40%' }, { timeout: 10_000 });
    await expect(canvas.getByRole('figure', { name: 'Quest progress' })).toBeVisible();
    await expect(canvas.getByText('40%', { selector: 'text' })).toBeInTheDocument();

    await userEvent.hover(completed);
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Completed40%');
    await userEvent.unhover(completed);
    await waitFor(() => expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument());

    await userEvent.tab();
    await expect(completed).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Completed40%');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('img', { name: 'Remaining: 60%' })).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Remaining60%');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument());

    const table = within(canvas.getByRole('table', { name: 'Quest progress' }));
    await expect(table.getByRole('cell', { name: '40%' })).toBeInTheDocument();
    await expect(table.getByRole('cell', { name: '60%' })).toBeInTheDocument();
  },
};

/** Parts given as counts of items: the legend and table show the counts, the centre the completed share. */
export const Counts: Story = {
  args: { completed: 12, remaining: 36, unit: 'count', showTitle: true },
  play: async ({ canvas }) => {
    await canvas.findByRole('img', { name: 'Completed: 12' }, { timeout: 10_000 });
    await expect(canvas.getByText('25%', { selector: 'text' })).toBeInTheDocument();
    const table = within(canvas.getByRole('table', { name: 'Quest progress' }));
    await expect(table.getByRole('cell', { name: '36' })).toBeInTheDocument();
  },
};

/** Everything done: one full ring; the empty "Remaining 0%" stays in the legend and table. */
export const Completed: Story = {
  args: { completed: 100, remaining: 0 },
  play: async ({ canvas }) => {
    await canvas.findByRole('img', { name: 'Completed: 100%' }, { timeout: 10_000 });
    await expect(canvas.queryByRole('img', { name: /Remaining/ })).not.toBeInTheDocument();
    await expect(within(canvas.getByRole('table')).getByRole('cell', { name: '0%' })).toBeInTheDocument();
  },
};

/** While the progress loads: a circle skeleton of the chart's size. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading chart…')).toBeInTheDocument();
    await expect(canvas.queryByRole('figure')).not.toBeInTheDocument();
  },
};

/** Nothing assigned yet (both parts zero): the empty message instead of a chart. */
export const Empty: Story = {
  args: { completed: 0, remaining: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data available')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** Every state in one frame for the visual tests (the engine is rendered directly, so the sheet is drawn at once). */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <StateSheetGrid minColumn={280}>
      <SheetTile caption="Percent — 40% done">
        <ProgressPieEngine title="Quest progress" showTitle completed={40} remaining={60} size={160} />
      </SheetTile>
      <SheetTile caption="Count — 12 of 48 items">
        <ProgressPieEngine
          title="Items done"
          showTitle
          completed={12}
          remaining={36}
          unit="count"
          size={160}
        />
      </SheetTile>
      <SheetTile caption="Complete — 100%">
        <ProgressPieEngine title="All done" showTitle completed={100} remaining={0} size={160} />
      </SheetTile>
      <SheetTile caption="Loading — round skeleton">
        <ProgressPie title="Loading" completed={0} remaining={0} loading size={160} />
      </SheetTile>
      <SheetTile caption="Empty — nothing started, the empty message">
        <ProgressPie title="Nothing yet" showTitle completed={0} remaining={0} />
      </SheetTile>
    </StateSheetGrid>
  ),
  play: playStateSheet(4),
};
