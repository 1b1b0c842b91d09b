import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  bloomRows,
  dokRows,
  effortRows,
  imageQuestionRows,
  questionRows,
} from '../../components/analysis-table/fixtures';
import { preloadRichText } from '../../components/rich-text';
import {
  TestReportView,
  testReportTexts as t,
  type SelectedQuestion,
  type TestDetailItem,
  type TestReportViewProps,
} from './test-report-view';
import { expectCaptioned, expectFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const names = ['Aarav Sharma', 'Diya Patel', 'Ishaan Reddy', 'Ananya Iyer', 'Kabir Singh', 'Meera Nair'];

/** `count` students' rows of the detail table, from student `from`. */
const detailRows = (count: number, from = 0): TestDetailItem[] =>
  Array.from({ length: count }, (_, i) => ({
    id: 500 + from + i,
    userName: `${names[(from + i) % names.length]} ${from + i + 1}`,
    totalQuestions: 12,
    totalMarks: 24,
    firstAttemptMark: 14.5 + ((from + i) % 7),
    attemptedSeconds: 754 + (from + i) * 37,
    actualSeconds: 1200,
  }));

const questions = [...questionRows(12), ...imageQuestionRows];

/** What the dialog shows for question 1001 (the second row). */
const question: SelectedQuestion = {
  questionNumber: 2,
  questionHtml: `<p>${questions[1]!.questionText}</p>`,
  options: [
    { id: 1, html: 'Mercury, Venus, Earth, Mars', correct: true, selected: false },
    { id: 2, html: 'Venus, Mercury, Earth, Mars', correct: false, selected: true },
    { id: 3, html: 'Earth, Venus, Mercury, Mars', correct: false, selected: false },
  ],
  result: 'incorrect',
  timeSpent: 43.456,
  difficulty: 2,
  attemptPercentage: 91.5,
  rightPercentage: 60.333,
  wrongPercentage: 31.1666,
  averageTimeAll: 39.005,
  averageTimeTop10: 21.5,
};

const ready = <Row,>(rows: Row[]) => ({ status: 'ready' as const, rows });

/** The view with the detail page and the chosen question held in state, as the route holds them. */
function Stateful(args: TestReportViewProps) {
  const [page, setPage] = useState(args.detail.page);
  const [pageSize, setPageSize] = useState(args.detail.pageSize);
  const [selected, setSelected] = useState<SelectedQuestion | null>(null);
  const total = args.detail.totalRecords ?? 0;
  const from = (page - 1) * pageSize;
  return (
    <TestReportView
      {...args}
      detail={{
        ...args.detail,
        page,
        pageSize,
        rows: detailRows(Math.max(0, Math.min(pageSize, total - from)), from),
      }}
      selectedQuestion={selected}
      onDetailPageChange={(next) => {
        setPage(next);
        args.onDetailPageChange(next);
      }}
      onDetailPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
        args.onDetailPageSizeChange(size);
      }}
      onQuestionSelect={(id) => {
        setSelected(question);
        args.onQuestionSelect?.(id);
      }}
      onQuestionClose={() => {
        setSelected(null);
        args.onQuestionClose?.();
      }}
    />
  );
}

const meta = {
  title: 'Templates/Test Report',
  component: TestReportView,
  args: {
    testName: 'Science Olympiad Mock Test',
    detail: { status: 'ready', rows: detailRows(1), totalRecords: 1, page: 1, pageSize: 10 },
    bloom: ready(bloomRows),
    dok: ready(dokRows),
    effort: ready(effortRows),
    questions: ready(questions),
    selectedQuestion: null,
    as: 'main',
    onBack: fn(),
    onDetailPageChange: fn(),
    onDetailPageSizeChange: fn(),
    onQuestionSelect: fn(),
    onQuestionClose: fn(),
  },
  // Question text goes through RichText: its sanitizer loads before the story draws.
  loaders: [
    async () => {
      await preloadRichText();
      return {};
    },
  ],
  argTypes: {
    testName: { table: { category: 'Content' } },
    detail: { control: 'object', table: { category: 'Content' } },
    bloom: { control: 'object', table: { category: 'Content' } },
    dok: { control: 'object', table: { category: 'Content' } },
    effort: { control: 'object', table: { category: 'Content' } },
    questions: { control: 'object', table: { category: 'Content' } },
    selectedQuestion: { control: 'object', table: { category: 'Content' } },
    noReport: { control: 'boolean', table: { category: 'Behaviour' } },
    as: { control: 'inline-radio', options: ['div', 'main'], table: { category: 'Accessibility' } },
    onBack: { table: { category: 'Events' } },
    onDetailPageChange: { table: { category: 'Events' } },
    onDetailPageSizeChange: { table: { category: 'Events' } },
    onQuestionSelect: { table: { category: 'Events' } },
    onQuestionClose: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof TestReportView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The student's row of the detail table, the three level analyses and the question-wise analysis. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Science Olympiad Mock Test' })).toBeVisible();
    const detail = canvas.getByRole('table', { name: t.detailCaption });
    const row = within(detail).getByRole('row', { name: /Aarav Sharma 1/ });
    await expect(row.textContent).toContain('12:34');
    await expect(row.textContent).toContain('20:00');
    await expect(canvas.getByText('Showing 1–1 of 1')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: t.detailPager })).toBeNull();
    for (const caption of [
      'Bloom Level Analysis',
      'Depth of Knowledge (DOK) wise Analysis',
      'Level Of Effort Analysis',
      'Question-wise Analysis',
    ]) {
      await expect(canvas.getByRole('table', { name: caption })).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('button', { name: t.back }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** More than 5 students: the range, the pager and 5/10/25 rows per page; the caller loads each page. */
export const DetailPaged: Story = {
  args: { detail: { status: 'ready', totalRecords: 23, page: 1, pageSize: 10 } },
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvas }) => {
    const detail = canvas.getByRole('table', { name: t.detailCaption });
    await expect(within(detail).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByText('Showing 1–10 of 23')).toBeVisible();
    const pager = canvas.getByRole('navigation', { name: t.detailPager });
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await expect(args.onDetailPageChange).toHaveBeenCalledWith(2);
    await expect(await canvas.findByText('Showing 11–20 of 23')).toBeVisible();
    await userEvent.selectOptions(within(pager).getByLabelText('Rows per page'), '25');
    await expect(args.onDetailPageSizeChange).toHaveBeenCalledWith(25);
    await expect(await canvas.findByText('Showing 1–23 of 23')).toBeVisible();
    await expect(within(detail).getAllByRole('row')).toHaveLength(24);
  },
};

/** In Hindi (issue 29): the page's texts, the detail table's headers and the range in Hindi; names stay as sent. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { detail: { status: 'ready', totalRecords: 23, page: 1, pageSize: 10 } },
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Science Olympiad Mock Test' })).toBeVisible();
    const detail = canvas.getByRole('table', { name: 'टेस्ट विवरण' });
    for (const header of ['यूज़रनेम', 'कुल प्रश्न', 'कुल अंक', 'पहले प्रयास के अंक', 'लगाया गया समय'])
      await expect(within(detail).getByRole('columnheader', { name: header })).toBeVisible();
    await expect(within(detail).getByRole('row', { name: /Aarav Sharma 1/ })).toBeVisible();
    await expect(canvas.getByText('23 में से 1–10 दिखाए जा रहे हैं')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'टेस्ट विवरण के पेज' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'वापस' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** A question of the question-wise analysis opens its detail dialog; Close closes it. */
export const QuestionDetail: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Question-wise Analysis' });
    const opener = within(table).getAllByRole('button')[1]!;
    await userEvent.click(opener);
    await expect(args.onQuestionSelect).toHaveBeenCalledWith(1001);
    const dialog = await canvas.findByRole('dialog', { name: 'Question 2' });
    await expect(dialog).toHaveTextContent('Correct answer');
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    await userEvent.click(closeButtons[closeButtons.length - 1]!);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onQuestionClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
  },
};

/** Every panel loading, each with its own text. */
export const Loading: Story = {
  args: {
    testName: undefined,
    detail: { status: 'loading', page: 1, pageSize: 10 },
    bloom: { status: 'loading' },
    dok: { status: 'loading' },
    effort: { status: 'loading' },
    questions: { status: 'loading' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.fallbackTitle })).toBeVisible();
    for (const text of [
      t.detailLoading,
      'Loading Bloom data...',
      'Loading DOK data...',
      'Loading Level Of Effort data...',
      'Loading QuestionWise data...',
    ]) {
      await expect(canvas.getByText(text)).toBeInTheDocument();
    }
  },
};

/** Every panel failed, each with the spec's text; the detail table shows the server's message when it has one. */
export const Failed: Story = {
  args: {
    detail: { status: 'error', page: 1, pageSize: 10 },
    bloom: { status: 'error' },
    dok: { status: 'error' },
    effort: { status: 'error' },
    questions: { status: 'error' },
  },
  play: async ({ canvas }) => {
    for (const text of [
      'Failed to fetch data',
      'Failed to fetch Bloom data',
      'Failed to fetch Depth of Knowledge (DOK) wise Analysis',
      'Failed to fetch Level Of Effort data',
      'Failed to fetch QuestionWise data',
    ]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

/** The detail call failed with a message from the server: that message instead of the generic text. */
export const DetailServerMessage: Story = {
  args: { detail: { status: 'error', page: 1, pageSize: 10, errorText: 'Test not found for this user.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Test not found for this user.')).toBeVisible();
    await expect(canvas.queryByText('Failed to fetch data')).toBeNull();
  },
};

/** No rows anywhere (nobody has taken the test yet). */
export const Empty: Story = {
  args: {
    detail: { status: 'ready', rows: [], totalRecords: 0, page: 1, pageSize: 10 },
    bloom: ready([]),
    dok: ready([]),
    effort: ready([]),
    questions: ready([]),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('No data available')).toHaveLength(5);
    await expect(canvas.queryByText(/^Showing/)).toBeNull();
  },
};

/** A test the student has not taken: the no-report state under the back header, and no panel or failure text. */
export const NoReport: Story = {
  args: {
    noReport: true,
    detail: { status: 'ready', rows: [], totalRecords: 0, page: 1, pageSize: 10 },
    bloom: { status: 'error' },
    dok: { status: 'error' },
    effort: { status: 'error' },
    questions: { status: 'error' },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Science Olympiad Mock Test' })).toBeVisible();
    await expect(canvas.getByText(t.noReport)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByText(/^Failed to fetch/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t.back }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** A row that cannot be drawn shows "Error rendering this row"; the rest of the table stays. */
export const InvalidRow: Story = {
  args: {
    detail: {
      status: 'ready',
      rows: [...detailRows(1), { ...detailRows(1, 1)[0]!, firstAttemptMark: Number.NaN }],
      totalRecords: 2,
      page: 1,
      pageSize: 10,
    },
    questions: ready([...questionRows(2), { ...questionRows(1)[0]!, id: 9, difficulty: 7 as 1 }]),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Error rendering this row')).toHaveLength(2);
    await expect(canvas.getByRole('row', { name: /Aarav Sharma 1/ })).toBeVisible();
  },
};

/** One page with every panel state: the detail paged (6 students), Bloom and questions loaded, DOK loading,
 * effort failed. (Copies of the page would repeat the tables' named regions.) */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  args: {
    detail: { status: 'ready', rows: detailRows(6), totalRecords: 6, page: 1, pageSize: 10 },
    dok: { status: 'loading' },
    effort: { status: 'error' },
    questions: ready([...questionRows(3), ...imageQuestionRows]),
  },
  render: (args) => (
    <Sheet>
      <SheetTile caption="The report — DOK loading, effort failed, two image questions">
        <TestReportView {...args} as="div" />
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading DOK data...')).toBeInTheDocument();
    await expect(canvas.getByText('Failed to fetch Level Of Effort data')).toBeVisible();
    await expect(canvas.getAllByText('Image Question')).toHaveLength(2);
    await expectCaptioned(canvas.getByTestId('sheet'));
    await expectFitsPhone(canvas.getByTestId('sheet'));
  },
};
