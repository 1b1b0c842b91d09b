import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QUESTION_TEXT_LIMIT } from '../../format';
import { preloadRichText } from '../rich-text';
import { imageQuestionRows, longQuestion, mathQuestionRows, questionRows } from './fixtures';
import { QuestionAnalysisTable, type QuestionAnalysisRow } from './question-analysis-table';
import { Sheet, SheetTile, sheetFitsPhone } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Reports/Question Analysis Table',
  component: QuestionAnalysisTable,
  args: { rows: questionRows(8), status: 'ready', onQuestionSelect: fn(), onRowError: fn() },
  // Question text goes through RichText: its sanitizer (and KaTeX) load before the story draws.
  loaders: [
    async () => {
      await preloadRichText({ math: true });
      return {};
    },
  ],
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
    onQuestionSelect: { table: { category: 'Events' } },
    onRowError: { table: { category: 'Events' } },
    className: { table: { disable: true } },
  },
} satisfies Meta<typeof QuestionAnalysisTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('table', { name: 'Question-wise Analysis' });
/** The body rows shown (the heading row left out). */
const bodyRows = (canvas: ReturnType<typeof within>) => within(table(canvas)).getAllByRole('row').slice(1);

/** Driven by the controls: 8 questions on one page, with difficulty names, percentages and times to 2 decimals.
 * Choosing a question reports it (the page opens its detail dialog). */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(bodyRows(canvas)).toHaveLength(8);
    await expect(canvas.getByRole('rowheader', { name: '1' })).toBeVisible();
    const first = within(bodyRows(canvas)[0]!);
    await expect(first.getByText('Low')).toBeVisible();
    await expect(first.getByText('61.33%')).toBeVisible();
    await expect(first.getByText('42.46')).toBeVisible();
    await expect(first.getByText('38.01')).toBeVisible();
    await expect(within(bodyRows(canvas)[1]!).getByText('Medium')).toBeVisible();
    await expect(within(bodyRows(canvas)[2]!).getByText('High')).toBeVisible();
    await expect(within(bodyRows(canvas)[2]!).getAllByText('Not answered')).toHaveLength(2);
    await expect(getComputedStyle(first.getByText('61.33%')).textAlign).toBe('end');
    await userEvent.click(canvas.getByRole('button', { name: 'What is the SI unit of force?' }));
    await expect(args.onQuestionSelect).toHaveBeenCalledWith(1000);
    const region = canvas.getByRole('region', { name: 'Question-wise Analysis' });
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};

/** 27 questions: pages of 10 with Next and Previous, and 5, 10 or 25 rows per page. */
export const Paging: Story = {
  args: { rows: questionRows(27) },
  play: async ({ canvas }) => {
    await expect(bodyRows(canvas)).toHaveLength(10);
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('Page 2 of 3')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: '11' })).toBeVisible();
    await expect(canvas.queryByRole('rowheader', { name: '1' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('Page 3 of 3')).toBeVisible();
    await expect(bodyRows(canvas)).toHaveLength(7);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(await canvas.findByText('Page 2 of 3')).toBeVisible();

    await userEvent.selectOptions(canvas.getByLabelText('Rows per page'), '25');
    await expect(await canvas.findByText('Page 1 of 2')).toBeVisible();
    await expect(bodyRows(canvas)).toHaveLength(25);
    await userEvent.selectOptions(canvas.getByLabelText('Rows per page'), '5');
    await expect(await canvas.findByText('Page 1 of 6')).toBeVisible();
    await expect(bodyRows(canvas)).toHaveLength(5);
    await expect(canvas.getByRole('rowheader', { name: '5' })).toBeVisible();
  },
};

/** Five questions or fewer: all on one page, no pager and no rows-per-page choice. */
export const FewRows: Story = {
  args: { rows: questionRows(4) },
  play: async ({ canvas }) => {
    await expect(bodyRows(canvas)).toHaveLength(4);
    await expect(canvas.queryByLabelText('Rows per page')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** A question longer than 50 characters is cut with "…"; the whole text is its tooltip and what a screen
 * reader hears. */
export const LongQuestion: Story = {
  args: { rows: questionRows(2) },
  play: async ({ canvas }) => {
    const shown = canvas.getByText('Which of the following is the correct order of the…');
    await expect(shown).toBeVisible();
    await expect(shown.textContent!.length).toBe(QUESTION_TEXT_LIMIT + 1);
    await expect(shown.closest('[title]')).toHaveAttribute('title', longQuestion);
    await expect(canvas.getByText(longQuestion).closest('.visually-hidden')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: longQuestion })).toBeVisible();
  },
};

/** Formulas in question text are typeset (KaTeX), never shown as TeX; a long question is cut by words and never
 * inside a formula; markup-like text stays text (escaped, then sanitized by RichText). */
export const MathQuestion: Story = {
  args: { rows: mathQuestionRows },
  play: async ({ canvasElement, canvas }) => {
    const body = table(canvas).querySelector('tbody')!;
    await expect(body.querySelectorAll('.katex').length).toBeGreaterThanOrEqual(3);
    await expect(body.textContent).not.toContain('\\(');
    await expect(body.textContent).not.toContain('\\)');
    const cut = within(bodyRows(canvas)[1]!).getByRole('button');
    await expect(cut.querySelector('[aria-hidden="true"]')!.textContent).toMatch(/^A cyclist covers .*,…$/);
    await expect(cut.querySelector('[title]')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Is 3 < 5 & 5 > 3? <b>Yes</b>' })).toBeVisible();
    await expect(canvasElement.querySelector('tbody b')).toBeNull();
  },
};

/** A question that is an image, or has no text, is labelled "Image Question". */
export const ImageQuestion: Story = {
  args: { rows: imageQuestionRows },
  play: async ({ args, canvas }) => {
    const labels = canvas.getAllByRole('button', { name: 'Image Question' });
    await expect(labels).toHaveLength(2);
    await expect(canvas.queryByText('Identify the labelled part.')).not.toBeInTheDocument();
    await userEvent.click(labels[1]!);
    await expect(args.onQuestionSelect).toHaveBeenCalledWith(2002);
  },
};

const badRows: QuestionAnalysisRow[] = [
  ...questionRows(2),
  { ...questionRows(3)[2]!, id: 'bad-difficulty', difficulty: 7 as QuestionAnalysisRow['difficulty'] },
  { ...questionRows(4)[3]!, id: 'bad-number', rightPercentage: Number.NaN },
  ...questionRows(5).slice(4),
];

/** A question row whose data cannot be shown says "Error rendering this row"; the other rows stay. */
export const RowError: Story = {
  args: { rows: badRows },
  play: async ({ canvas }) => {
    const rows = bodyRows(canvas);
    await expect(rows).toHaveLength(5);
    await expect(canvas.getAllByText('Error rendering this row')).toHaveLength(2);
    await expect(within(rows[2]!).getByText('Error rendering this row')).toBeVisible();
    await expect(within(rows[3]!).getByText('Error rendering this row')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: '5' })).toBeVisible();
    await expect(canvas.getByText('What is the SI unit of force?')).toBeVisible();
  },
};

/** The report has no question rows. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data available')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** While the analysis loads: the loading text and skeleton rows. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading QuestionWise data...');
    await expect(table(canvas)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('rowheader')).not.toBeInTheDocument();
  },
};

/** The analysis could not be fetched. */
export const FetchError: Story = {
  args: { status: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to fetch QuestionWise data')).toBeVisible();
    await expect(canvas.queryByRole('rowheader')).not.toBeInTheDocument();
  },
};

/**
 * A 320 px phone, 12 questions (pages and the rows-per-page choice): the table scrolls sideways inside its region,
 * every heading is whole, and the question numbers (the row headings) stay in place while the other columns scroll
 * under them. The page never grows sideways.
 */
export const OnAPhone: Story = {
  args: { rows: questionRows(12) },
  render: (args) => (
    <div data-testid="phone" style={{ width: 320 }}>
      <QuestionAnalysisTable {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(320);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const region = canvas.getByRole('region', { name: 'Question-wise Analysis' });
    await expect(region).toHaveAttribute('data-scroll-x');
    await expect(getComputedStyle(region).overflowX).toBe('auto');
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);

    // Every heading is whole: no text cut inside its cell.
    for (const header of within(table(canvas)).getAllByRole('columnheader')) {
      await expect(header.scrollWidth, header.textContent ?? '').toBeLessThanOrEqual(header.clientWidth);
    }

    // Scrolled to the last column: it is in view, whole, and the row headings are still in place at the left.
    region.scrollLeft = region.scrollWidth;
    const view = region.getBoundingClientRect();
    const last = canvas.getByRole('columnheader', { name: 'Top 10% time (s)' }).getBoundingClientRect();
    await expect(last.right).toBeLessThanOrEqual(view.right + 1);
    await expect(last.left).toBeGreaterThanOrEqual(view.left);
    for (const number of ['1', '10']) {
      const box = canvas.getByRole('rowheader', { name: number }).getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(view.left);
      await expect(box.right).toBeLessThan(view.left + 80);
    }
    await expect(window.scrollX).toBe(0);
  },
};

/** Every state in one frame for the visual tests; at 360 px the tables scroll inside their regions. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet gap={24}>
      <SheetTile caption="Loaded — six questions, each opens its detail">
        <QuestionAnalysisTable caption="Questions" rows={questionRows(6)} onQuestionSelect={() => {}} />
      </SheetTile>
      <SheetTile caption="Image questions and a bad row — labelled, row error">
        <QuestionAnalysisTable
          caption="Plain text, image questions and a bad row"
          rows={[...imageQuestionRows, badRows[2]!]}
        />
      </SheetTile>
      <SheetTile caption="Formulas — typeset, cut by words">
        <QuestionAnalysisTable caption="Formulas typeset" rows={mathQuestionRows} />
      </SheetTile>
      <SheetTile caption="Hindi — question text cut by words at 50 characters" lang="hi">
        <QuestionAnalysisTable
          caption="प्रश्न"
          rows={questionRows(2).map((row, i) => ({
            ...row,
            id: `hi-${i}`,
            questionText: [
              'सूर्य से ग्रहों का सही क्रम कौन-सा है? नीचे दिए गए विकल्पों में से सही उत्तर चुनिए।',
              'दर्पण में बनने वाला प्रतिबिंब सीधा क्यों दिखाई देता है?',
            ][i]!,
          }))}
        />
      </SheetTile>
      <SheetTile caption="Loading — skeleton rows">
        <QuestionAnalysisTable caption="Loading" rows={[]} status="loading" />
      </SheetTile>
      <SheetTile caption="Failed — the report could not load">
        <QuestionAnalysisTable caption="Failed" rows={[]} status="error" />
      </SheetTile>
      <SheetTile caption="Empty — no questions">
        <QuestionAnalysisTable caption="Empty" rows={[]} />
      </SheetTile>
    </Sheet>
  ),
  play: async (context) => {
    await sheetFitsPhone(context);
    const canvas = within(context.canvasElement);
    const sheet = canvas.getByTestId('sheet');
    sheet.style.width = '360px';
    const region = canvas.getByRole('region', { name: 'Questions' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(canvas.getByText('Error rendering this row')).toBeVisible();
    sheet.style.width = '';
  },
};
