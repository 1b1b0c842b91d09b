import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OperationBarChart } from './operation-bar-chart';
import { OperationBarChartEngine } from './operation-bar-chart-engine';

const operations = [
  { id: 'o1', label: 'Rectilinear propagation of light', value: 100 },
  { id: 'o2', label: 'Plane mirrors', value: 66.67 },
  { id: 'o3', label: 'Laws of reflection', value: 20 },
  { id: 'o4', label: 'Refraction through a glass slab', value: 0 },
];

const meta = {
  title: 'Design System/Charts/Operation Bar Chart',
  component: OperationBarChart,
  // Fetch the visx engine before the story renders, so tests and docs see the drawn chart quickly.
  loaders: [
    async () => {
      await OperationBarChart.preload();
      return {};
    },
  ],
  args: { title: 'Progress by operation', operations },
  argTypes: {
    operations: { table: { category: 'Content' } },
    emptyMessage: { control: 'text', table: { category: 'Content' } },
    height: { control: { type: 'range', min: 120, max: 320, step: 20 }, table: { category: 'Appearance' } },
    showTitle: { table: { category: 'Appearance' } },
    className: { table: { category: 'Appearance' } },
    loading: { table: { category: 'Behaviour' } },
    title: { control: 'text', table: { category: 'Accessibility' } },
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
    for (const operation of operations) {
      const row = table.getByRole('rowheader', { name: operation.label }).closest('tr')!;
      await expect(row).toHaveTextContent(`${operation.label}${operation.value}%`);
    }
  },
};

/** While the mission's operations load: a skeleton of the chart's size. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading chart…')).toBeInTheDocument();
  },
};

/** The chosen mission has no operations: the empty message instead of a chart. */
export const Empty: Story = {
  args: { operations: [] },
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
      <OperationBarChartEngine title="Progress by operation" showTitle operations={operations} height={160} />
      <OperationBarChartEngine
        title="Short names"
        showTitle
        operations={[
          { id: 'a', label: 'Mirrors', value: 50 },
          { id: 'b', label: 'Lenses', value: 90 },
        ]}
        height={160}
      />
      <OperationBarChart title="Loading" operations={[]} loading height={160} />
      <OperationBarChart title="No operations" showTitle operations={[]} />
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
