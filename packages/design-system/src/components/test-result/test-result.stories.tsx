import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';
// Loaded up front (stories only), so the charts draw at once, not a skeleton.
import '../charts/attempt-doughnut/attempt-doughnut-engine';
import '../charts/attempts-line-chart/attempts-line-chart-engine';
import { TestResult, testResultTexts as t, type AttemptFigures } from './test-result';

const LAZY = { timeout: 10_000 };

const current: AttemptFigures = {
  obtained: 7,
  total: 12,
  correct: 7,
  incorrect: 3,
  skipped: 2,
  attempts: 3,
  timeTakenSeconds: 725,
};
const best: AttemptFigures = {
  obtained: 10,
  total: 12,
  correct: 10,
  incorrect: 1,
  skipped: 1,
  attempts: 3,
  timeTakenSeconds: 914,
};
const attempts = [
  { attemptNumber: 1, marks: 5 },
  { attemptNumber: 2, marks: 10 },
  { attemptNumber: 3, marks: 7 },
];

const meta = {
  title: 'Design System/Assessment/Test Result',
  component: TestResult,
  args: {
    current,
    best,
    attempts,
    totalMarks: 12,
    headingLevel: 2,
    onReview: fn(),
    onRetake: fn(),
    onClose: fn(),
  },
  argTypes: {
    current: { control: 'object', table: { category: 'Content' } },
    best: { control: 'object', table: { category: 'Content' } },
    attempts: { control: 'object', table: { category: 'Content' } },
    totalMarks: { control: { type: 'number', min: 0 }, table: { category: 'Content' } },
    headingLevel: { control: 'inline-radio', options: [2, 3], table: { category: 'Accessibility' } },
    onReview: { table: { category: 'Events' } },
    onRetake: { table: { category: 'Events' } },
    onClose: { table: { category: 'Events' } },
    className: { table: { disable: true } },
  },
} satisfies Meta<typeof TestResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Current attempt with its doughnut, the best attempt, every attempt's marks; Review, Retake and Close. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const currentBlock = canvas.getByRole('region', { name: t.current });
    await expect(currentBlock).toHaveTextContent('Score7/12');
    await expect(currentBlock).toHaveTextContent('Time Taken12:05');
    await waitFor(
      () =>
        expect(within(currentBlock).getByRole('figure', { name: 'Current Attempt answers' })).toBeVisible(),
      LAZY,
    );
    await expect(canvas.getByRole('region', { name: t.best })).toHaveTextContent('Score10/12');
    await waitFor(() => expect(canvas.getByRole('table', { name: t.allAttempts })).toBeInTheDocument(), LAZY);
    await expect(canvas.getByRole('heading', { level: 2, name: t.allAttempts })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.review }));
    await expect(args.onReview).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t.retake }));
    await expect(args.onRetake).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t.close }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Without onRetake (a caller that offers no further attempt): Review and Close only. */
export const NoRetake: Story = {
  args: { onRetake: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t.review })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t.retake })).toBeNull();
  },
};

/** The first attempt (bestAttemptNumber 0): no Best Attempt block. */
export const FirstAttempt: Story = {
  args: { best: null, current: { ...current, attempts: 1 }, attempts: [{ attemptNumber: 1, marks: 7 }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: t.current })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: t.best })).toBeNull();
  },
};

/** Everything skipped (time ran out): zeros, and a doughnut of one grey slice. */
export const AllSkipped: Story = {
  args: {
    best: null,
    current: {
      ...current,
      obtained: 0,
      correct: 0,
      incorrect: 0,
      skipped: 12,
      attempts: 1,
      timeTakenSeconds: 120,
    },
    attempts: [{ attemptNumber: 1, marks: 0 }],
  },
  play: async ({ canvas }) => {
    const block = canvas.getByRole('region', { name: t.current });
    await expect(block).toHaveTextContent('Score0/12');
    await expect(block).toHaveTextContent('Skipped12');
  },
};

/**
 * The full result (current with its doughnut, best, all attempts) for the visual tests; one per sheet, since two
 * results would repeat the blocks' landmark names. The first-attempt layout is the same without the best block.
 */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet>
      <SheetTile caption="Third attempt — current and best figures, the attempts chart">
        <TestResult {...args} />
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
