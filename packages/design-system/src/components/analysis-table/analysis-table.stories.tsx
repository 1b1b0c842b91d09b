import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  BloomAnalysisTable,
  DokAnalysisTable,
  EffortAnalysisTable,
  type LevelAnalysisRow,
} from './analysis-table';
import { bloomRows, dokRows, effortRows } from './fixtures';
import { Sheet, SheetTile, sheetFitsPhone } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Reports/Analysis Table',
  component: BloomAnalysisTable,
  args: { rows: bloomRows, status: 'ready', onRowError: fn() },
  argTypes: {
    rows: { control: 'object', table: { category: 'Content' } },
    caption: { control: 'text', table: { category: 'Content' } },
    loadingText: { control: 'text', table: { category: 'Content' } },
    errorText: { control: 'text', table: { category: 'Content' } },
    emptyText: { control: 'text', table: { category: 'Content' } },
    status: {
      control: 'inline-radio',
      options: ['ready', 'loading', 'error'],
      table: { category: 'Behaviour' },
    },
    onRowError: { table: { category: 'Events' } },
    className: { table: { disable: true } },
  },
} satisfies Meta<typeof BloomAnalysisTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: the Bloom level analysis, marks and averages to 2 decimals. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Bloom Level Analysis' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    await expect(headers).toEqual(['Bloom level', 'Questions', 'Total marks', 'Your marks', 'Average marks']);
    const recall = within(canvas.getByRole('rowheader', { name: 'Recall' }).closest('tr')!);
    await expect(recall.getByText('4.33')).toBeVisible();
    await expect(recall.getByText('5.00')).toBeVisible();
    await expect(getComputedStyle(recall.getByText('4.33')).textAlign).toBe('end');
    const analysis = within(canvas.getByRole('rowheader', { name: 'Analysis' }).closest('tr')!);
    await expect(analysis.getByText('5.01')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Bloom Level Analysis' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  },
};

/** The Depth of Knowledge analysis. */
export const Dok: Story = {
  render: (args) => <DokAnalysisTable {...args} />,
  args: { rows: dokRows },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('table', { name: 'Depth of Knowledge (DOK) wise Analysis' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('rowheader', { name: 'Extended thinking' })).toBeVisible();
    await expect(canvas.getByText('9.46')).toBeVisible();
    await expect(canvas.queryByLabelText('Rows per page')).not.toBeInTheDocument();
  },
};

/** The level of effort analysis (low, medium, tough). */
export const Effort: Story = {
  render: (args) => <EffortAnalysisTable {...args} />,
  args: { rows: effortRows },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Level Of Effort Analysis' })).toBeInTheDocument();
    await expect(canvas.getByRole('rowheader', { name: 'Tough' })).toBeVisible();
    await expect(canvas.getByText('10.67')).toBeVisible();
  },
};

/** More than 5 levels: the rows-per-page choice shows under the table (store-and-assessment.md §9). */
export const RowsPerPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Rows per page')).toHaveValue('10');
    await expect(canvas.getByRole('navigation', { name: 'Bloom Level Analysis pages' })).toBeVisible();
  },
};

/** Five levels or fewer: no pager, no rows-per-page choice. */
export const FewRows: Story = {
  args: { rows: bloomRows.slice(0, 5) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(5);
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** The test has no analysis rows. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data available')).toBeVisible();
  },
};

/** While the analysis loads: the loading text and skeleton rows. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Bloom data...');
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The analysis could not be fetched: each table has the report's own text. */
export const FetchError: Story = {
  args: { status: 'error' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <BloomAnalysisTable {...args} />
      <DokAnalysisTable {...args} />
      <EffortAnalysisTable {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to fetch Bloom data')).toBeVisible();
    await expect(canvas.getByText('Failed to fetch Depth of Knowledge (DOK) wise Analysis')).toBeVisible();
    await expect(canvas.getByText('Failed to fetch Level Of Effort data')).toBeVisible();
  },
};

const badRows: LevelAnalysisRow[] = [
  bloomRows[0]!,
  { ...bloomRows[1]!, averageMarks: Number.NaN },
  { ...bloomRows[2]!, level: '' },
  bloomRows[3]!,
];

/** A level whose data cannot be shown says "Error rendering this row"; the other levels stay. */
export const RowError: Story = {
  args: { rows: badRows },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Error rendering this row')).toHaveLength(2);
    await expect(canvas.getByRole('rowheader', { name: 'Recall' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Create' })).toBeVisible();
  },
};

/** The three tables and their states in one frame for the visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet gap={24}>
      <SheetTile caption="Bloom — five levels loaded">
        <BloomAnalysisTable rows={bloomRows.slice(0, 5)} />
      </SheetTile>
      <SheetTile caption="Depth of knowledge — loaded">
        <DokAnalysisTable rows={dokRows} />
      </SheetTile>
      <SheetTile caption="Effort — a row with bad marks shows the row error">
        <EffortAnalysisTable
          rows={[...effortRows.slice(0, 2), { ...effortRows[2]!, userMarks: Number.NaN }]}
        />
      </SheetTile>
      <SheetTile caption="Loading — skeleton rows">
        <BloomAnalysisTable caption="Loading" rows={[]} status="loading" />
      </SheetTile>
      <SheetTile caption="Failed — the report could not load">
        <DokAnalysisTable caption="Failed" rows={[]} status="error" />
      </SheetTile>
      <SheetTile caption="Empty — no rows">
        <EffortAnalysisTable caption="Empty" rows={[]} />
      </SheetTile>
    </Sheet>
  ),
  play: async (context) => {
    await sheetFitsPhone(context);
    await expect(within(context.canvasElement).getByText('Error rendering this row')).toBeVisible();
  },
};
