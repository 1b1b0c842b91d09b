import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OperationBarChart } from './operation-bar-chart';
import { OperationBarChartEngine } from './operation-bar-chart-engine';
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
import { SheetTile, longText } from '../../../internal/state-sheet';

const operations = [
  { id: 'o1', label: 'Rectilinear propagation of light', value: 100 },
  { id: 'o2', label: 'Plane mirrors', value: 66.67 },
  { id: 'o3', label: 'Laws of reflection', value: 20 },
  { id: 'o4', label: 'Refraction through a glass slab', value: 0 },
];

const meta = {
  title: 'Design System/Charts/Operation Bar Chart',
  component: OperationBarChart,
  loaders: preloadEngine(OperationBarChart),
  args: { title: 'Progress by operation', operations },
  argTypes: {
    operations: contentArg,
    height: pixelRangeArg,
    ...chartBaseArgTypes,
  },
} satisfies Meta<typeof OperationBarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Driven by the controls: the chosen mission's operations. Bars are not buttons; Tab and the arrow keys still
 * reach each bar to show its tooltip.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const first = await canvas.findByRole(
      'img',
      { name: 'Rectilinear propagation of light: 100%' },
      { timeout: 10_000 },
    );
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByText('Rectilinear propagat…', { selector: 'text' })).toBeInTheDocument();
    await expect(canvas.getByText('66.67%', { selector: 'text' })).toBeInTheDocument();

    await userEvent.hover(first);
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(
      'Rectilinear propagation of light100%',
    );
    await userEvent.unhover(first);

    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('img', { name: 'Plane mirrors: 66.67%' })).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Plane mirrors66.67%');

    const table = within(canvas.getByRole('table', { name: 'Progress by operation' }));
    await expect(table.getByRole('columnheader', { name: 'Operation' })).toBeInTheDocument();
    await expectTableRows(
      table,
      operations.map((o) => [o.label, `${o.value}%`] as const),
    );
  },
};

/** While the mission's operations load: a skeleton of the chart's size. */
export const Loading: Story = {
  args: { loading: true },
  play: playLoading,
};

/** The chosen mission has no operations: the empty message instead of a chart. */
export const Empty: Story = {
  args: { operations: [] },
  play: playEmpty,
};

/** Every state in one frame for the visual tests (the engine is rendered directly, so the sheet is drawn at once). */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <StateSheetGrid minColumn={520}>
      <SheetTile caption="Loaded — five operations, long names cut at 20 characters">
        <OperationBarChartEngine
          title="Progress by operation"
          showTitle
          operations={operations}
          height={160}
        />
      </SheetTile>
      <SheetTile caption="Loaded — two short names, bars keep their width">
        <OperationBarChartEngine
          title="Short names"
          showTitle
          operations={[
            { id: 'a', label: 'Mirrors', value: 50 },
            { id: 'b', label: 'Lenses', value: 90 },
          ]}
          height={160}
        />
      </SheetTile>
      <SheetTile caption="Hindi — operation names and title in Devanagari" lang="hi">
        <OperationBarChartEngine
          title="क्रिया के अनुसार प्रगति"
          showTitle
          operations={[
            { id: 'h1', label: 'समतल दर्पण', value: 80 },
            { id: 'h2', label: 'उत्तल और अवतल लेंस', value: 35.5 },
            { id: 'h3', label: 'प्रकाश का अपवर्तन', value: 100 },
          ]}
          height={160}
        />
      </SheetTile>
      <SheetTile caption="Very long — a long title and names without spaces, cut at 20 characters">
        <OperationBarChartEngine
          title={longText.title}
          showTitle
          operations={[
            { id: 'l1', label: longText.word, value: 64 },
            { id: 'l2', label: longText.url, value: 12 },
            { id: 'l3', label: 'Refraction through a glass slab and a triangular prism', value: 88 },
          ]}
          height={160}
        />
      </SheetTile>
      <SheetTile caption="Loading — skeleton of the chart’s size">
        <OperationBarChart title="Loading" operations={[]} loading height={160} />
      </SheetTile>
      <SheetTile caption="Empty — no operations, the empty message">
        <OperationBarChart title="No operations" showTitle operations={[]} />
      </SheetTile>
    </StateSheetGrid>
  ),
  play: playStateSheet(5),
};
