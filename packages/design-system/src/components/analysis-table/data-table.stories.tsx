import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { formatAverage } from '../../format';
import { DataTable, type DataTableColumn } from './data-table';
import { longText, Sheet, SheetTile, sheetFitsPhone } from '../../internal/state-sheet';

interface Attempt {
  name: string;
  marks: number;
  minutes: number;
}

const columns: DataTableColumn<Attempt>[] = [
  { key: 'name', header: 'Attempt', rowHeader: true, cell: (row) => row.name },
  { key: 'marks', header: 'Marks', numeric: true, cell: (row) => formatAverage(row.marks) },
  { key: 'minutes', header: 'Minutes', numeric: true, cell: (row) => String(row.minutes) },
];

const attempts: Attempt[] = [
  { name: 'First attempt', marks: 14.5, minutes: 28 },
  { name: 'Second attempt', marks: 17.25, minutes: 24 },
  { name: 'Third attempt', marks: 19, minutes: 21 },
];

const meta = {
  title: 'Design System/Reports/Data Table',
  component: DataTable<Attempt>,
  args: {
    caption: 'Your attempts',
    columns,
    rows: attempts,
    rowKey: (row: Attempt) => row.name,
    loading: false,
    onRowError: fn(),
  },
  argTypes: {
    caption: { control: 'text', table: { category: 'Content' } },
    columns: { control: false, table: { category: 'Content' } },
    rows: { control: 'object', table: { category: 'Content' } },
    loadingText: { control: 'text', table: { category: 'Content' } },
    error: { control: 'text', table: { category: 'Content' } },
    emptyText: { control: 'text', table: { category: 'Content' } },
    rowErrorText: { control: 'text', table: { category: 'Content' } },
    rowKey: { control: false, table: { category: 'Behaviour' } },
    isRowValid: { control: false, table: { category: 'Behaviour' } },
    loading: { table: { category: 'Behaviour' } },
    defaultPageSize: { control: 'inline-radio', options: [5, 10, 25], table: { category: 'Behaviour' } },
    pageSizeOptions: { control: 'object', table: { category: 'Behaviour' } },
    onRowError: { table: { category: 'Events' } },
    className: { table: { disable: true } },
  },
} satisfies Meta<typeof DataTable<Attempt>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: a caption, column headings, row headings and right-aligned numbers. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Your attempts' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((th) => th.getAttribute('scope'))).toEqual(['col', 'col', 'col']);
    await expect(canvas.getByRole('rowheader', { name: 'Second attempt' })).toHaveAttribute('scope', 'row');
    await expect(getComputedStyle(canvas.getByText('17.25')).textAlign).toBe('end');
    await expect(getComputedStyle(headers[1]!).textAlign).toBe('end');
    await expect(canvas.getByRole('region', { name: 'Your attempts' })).toHaveAttribute('tabindex', '0');
  },
};

const broken: DataTableColumn<Attempt>[] = [
  ...columns.slice(0, 2),
  {
    key: 'minutes',
    header: 'Minutes',
    numeric: true,
    cell: (row) => {
      if (row.minutes < 0) throw new RangeError(`Negative time in ${row.name}`);
      return String(row.minutes);
    },
  },
];

/** A row that fails the guard, and a row whose cell throws while drawing, each say "Error rendering this row";
 * the thrown error is reported through `onRowError`. */
export const RowError: Story = {
  args: {
    columns: broken,
    rows: [
      attempts[0]!,
      { name: 'Bad time', marks: 3, minutes: -1 },
      { name: '', marks: 0, minutes: 0 },
      attempts[2]!,
    ],
    rowKey: (row: Attempt) => row.name,
    isRowValid: (row: Attempt) => row.name !== '',
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByText('Error rendering this row')).toHaveLength(2);
    await expect(canvas.getByRole('rowheader', { name: 'First attempt' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Third attempt' })).toBeVisible();
    await expect(canvas.queryByRole('rowheader', { name: 'Bad time' })).not.toBeInTheDocument();
    await expect(args.onRowError).toHaveBeenCalledWith(
      expect.any(RangeError),
      expect.objectContaining({ minutes: -1 }),
    );
  },
};

/** No rows: "No data available". */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data available')).toBeVisible();
  },
};

/** Loading: the loading text and skeleton rows; the table is busy. */
export const Loading: Story = {
  args: { loading: true, loadingText: 'Loading attempts...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading attempts...');
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Every state in one frame for the visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet gap={24}>
      <SheetTile caption="Loaded — three rows">
        <DataTable caption="Your attempts" columns={columns} rows={attempts} rowKey={(row) => row.name} />
      </SheetTile>
      <SheetTile caption="A broken row — the row error instead of its cells">
        <DataTable
          caption="With a broken row"
          columns={broken}
          rows={[attempts[0]!, { name: 'Bad time', marks: 3, minutes: -1 }]}
          rowKey={(row) => row.name}
        />
      </SheetTile>
      <SheetTile caption="Loading — skeleton rows">
        <DataTable caption="Loading" columns={columns} rows={[]} rowKey={(row) => row.name} loading />
      </SheetTile>
      <SheetTile caption="Failed — the server's message">
        <DataTable
          caption="Failed"
          columns={columns}
          rows={[]}
          rowKey={(row) => row.name}
          error="Failed to fetch data"
        />
      </SheetTile>
      <SheetTile caption="Empty — no rows">
        <DataTable caption="Empty" columns={columns} rows={[]} rowKey={(row) => row.name} />
      </SheetTile>
      <SheetTile caption="Hindi — caption, headers and rows in Devanagari" lang="hi">
        <DataTable
          caption="आपके प्रयास"
          columns={[
            { key: 'name', header: 'प्रयास', rowHeader: true, cell: (row: Attempt) => row.name },
            { key: 'marks', header: 'अंक', numeric: true, cell: (row: Attempt) => formatAverage(row.marks) },
            { key: 'minutes', header: 'मिनट', numeric: true, cell: (row: Attempt) => String(row.minutes) },
          ]}
          rows={[
            { name: 'पहला प्रयास', marks: 14.5, minutes: 28 },
            { name: 'दूसरा प्रयास', marks: 17.25, minutes: 24 },
          ]}
          rowKey={(row) => row.name}
        />
      </SheetTile>
      <SheetTile caption="Very long — long names and an unbroken address wrap in their cells">
        <DataTable
          caption={longText.title}
          columns={columns}
          rows={[
            { name: longText.sentence, marks: 14.5, minutes: 28 },
            { name: longText.email, marks: 17.25, minutes: 24 },
          ]}
          rowKey={(row) => row.name}
        />
      </SheetTile>
    </Sheet>
  ),
  play: async (context) => {
    await sheetFitsPhone(context);
    await expect(within(context.canvasElement).getByText('Error rendering this row')).toBeVisible();
  },
};
