import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CategoryBarChart } from './category-bar-chart';
import { CategoryBarChartEngine } from './category-bar-chart-engine';
import {
  StateSheetGrid,
  chartBaseArgTypes,
  expectTableRows,
  pixelRangeArg,
  playEmpty,
  playLoading,
  playStateSheet,
  preloadEngine,
} from '../shared/story-helpers';
import { SheetTile } from '../../../internal/state-sheet';

const meta = {
  title: 'Design System/Charts/Category Bar Chart',
  component: CategoryBarChart,
  loaders: preloadEngine(CategoryBarChart),
  args: { title: 'Progress by category', watch: 75, think: 40, solve: 12.5, play: 100 },
  argTypes: {
    watch: { control: { type: 'range', min: 0, max: 100 }, table: { category: 'Content' } },
    think: { control: { type: 'range', min: 0, max: 100 }, table: { category: 'Content' } },
    solve: { control: { type: 'range', min: 0, max: 100 }, table: { category: 'Content' } },
    play: { control: { type: 'range', min: 0, max: 100 }, table: { category: 'Content' } },
    height: pixelRangeArg,
    ...chartBaseArgTypes,
  },
} satisfies Meta<typeof CategoryBarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: Watch, Think, Solve and Play on the Completed(%) axis, 0–100 in steps of 20. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const watch = await canvas.findByRole('img', { name: 'Watch: 75%' }, { timeout: 10_000 });
    for (const name of ['Think: 40%', 'Solve: 12.5%', 'Play: 100%'])
      await expect(canvas.getByRole('img', { name })).toBeInTheDocument();
    await expect(canvas.getByText('Completed(%)', { selector: 'text' })).toBeInTheDocument();
    for (const tick of ['0', '20', '40', '60', '80', '100'])
      await expect(canvas.getByText(tick, { selector: 'tspan, text' })).toBeInTheDocument();
    await expect(canvas.queryByText('120', { selector: 'tspan, text' })).not.toBeInTheDocument();

    await userEvent.hover(watch);
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Watch75%');
    await userEvent.unhover(watch);

    await userEvent.tab();
    await expect(watch).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('img', { name: 'Play: 100%' })).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Play100%');

    const table = within(canvas.getByRole('table', { name: 'Progress by category' }));
    await expect(table.getByRole('columnheader', { name: 'Completed(%)' })).toBeInTheDocument();
    await expectTableRows(table, [
      ['Watch', '75%'],
      ['Think', '40%'],
      ['Solve', '12.5%'],
      ['Play', '100%'],
    ]);
  },
};

/** While the progress loads: a skeleton of the chart's size. */
export const Loading: Story = {
  args: { loading: true },
  play: playLoading,
};

/** Nothing started in any category: the empty message instead of four empty bars. */
export const Empty: Story = {
  args: { watch: 0, think: 0, solve: 0, play: 0 },
  play: playEmpty,
};

/** Every state in one frame for the visual tests (the engine is rendered directly, so the sheet is drawn at once). */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <StateSheetGrid minColumn={360}>
      <SheetTile caption="Loaded — four categories">
        <CategoryBarChartEngine
          title="Progress by category"
          showTitle
          watch={75}
          think={40}
          solve={12.5}
          play={100}
        />
      </SheetTile>
      <SheetTile caption="Just started — one short bar, a lower chart">
        <CategoryBarChartEngine
          title="Just started"
          showTitle
          watch={5}
          think={0}
          solve={0}
          play={0}
          height={160}
        />
      </SheetTile>
      <SheetTile caption="Loading — skeleton of the chart’s size">
        <CategoryBarChart title="Loading" watch={0} think={0} solve={0} play={0} loading height={160} />
      </SheetTile>
      <SheetTile caption="Empty — nothing started, the empty message">
        <CategoryBarChart title="Nothing yet" showTitle watch={0} think={0} solve={0} play={0} />
      </SheetTile>
    </StateSheetGrid>
  ),
  play: playStateSheet(3),
};
