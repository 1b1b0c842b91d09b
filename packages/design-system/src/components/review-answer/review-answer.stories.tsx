import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { cardColumn } from '../card-stories-shared/story-helpers';
import { sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';
// Loaded up front (stories only), so formulas draw at once, not a skeleton.
import '../rich-text/rich-text-engine';
import '../rich-text/rich-text-math';
import {
  fractionQuestion,
  hindiQuestion,
  longQuestion,
  primesQuestion,
  unbrokenQuestion,
} from '../question-view/question-fixtures';
import { ReviewAnswer, reviewAnswerTexts as t } from './review-answer';

const LAZY = { timeout: 10_000 };

const meta = {
  title: 'Design System/Assessment/Review Answer',
  component: ReviewAnswer,
  args: {
    number: 2,
    total: 12,
    html: primesQuestion.html,
    multiple: true,
    options: primesQuestion.options,
    yourAnswerIds: [201, 202],
    correctIds: primesQuestion.correctIds,
    explanationHtml: primesQuestion.explanationHtml,
    headingLevel: 2,
    onBack: fn(),
    onClose: fn(),
    onNext: fn(),
  },
  argTypes: {
    number: { control: { type: 'number', min: 1 }, table: { category: 'Content' } },
    total: { control: { type: 'number', min: 1 }, table: { category: 'Content' } },
    html: { control: 'text', table: { category: 'Content' } },
    multiple: { table: { category: 'Content' } },
    options: { control: 'object', table: { category: 'Content' } },
    yourAnswerIds: { control: 'object', table: { category: 'Content' } },
    correctIds: { control: 'object', table: { category: 'Content' } },
    explanationHtml: { control: 'text', table: { category: 'Content' } },
    headingLevel: { control: 'inline-radio', options: [2, 3], table: { category: 'Accessibility' } },
    onBack: { table: { category: 'Events' } },
    onClose: { table: { category: 'Events' } },
    onNext: { table: { category: 'Events' } },
    className: { table: { disable: true } },
  },
  decorators: [cardColumn(720)],
} satisfies Meta<typeof ReviewAnswer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The answers under the spec's labels, the options marked, and Back, Close and Next. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['Your Answer', 'Correct Answer', 'Explanation:']);
    const [yours, correct, explanation] = canvas.getAllByRole('definition');
    await expect(
      within(yours!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2', '9']);
    await expect(
      within(correct!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2', '11', '17']);
    await waitFor(() => expect(explanation).toHaveTextContent('A prime has exactly two factors'), LAZY);
    await userEvent.click(canvas.getByRole('button', { name: t.back }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t.next }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t.close }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The first question: Back is disabled (still focusable, so a screen reader finds it). */
export const First: Story = {
  args: {
    number: 1,
    multiple: false,
    html: fractionQuestion.html,
    options: fractionQuestion.options,
    yourAnswerIds: [101],
    correctIds: fractionQuestion.correctIds,
    explanationHtml: fractionQuestion.explanationHtml,
  },
  play: async ({ args, canvas, canvasElement }) => {
    const back = canvas.getByRole('button', { name: t.back });
    await expect(back).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(back);
    await expect(args.onBack).not.toHaveBeenCalled();
    await expect(canvas.getByText('Your answer, correct')).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelectorAll('.katex').length).toBeGreaterThan(5), LAZY);
  },
};

/** The last question: Next is disabled. */
export const Last: Story = {
  args: { number: 12 },
  play: async ({ args, canvas }) => {
    const next = canvas.getByRole('button', { name: t.next });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};

/** A skipped question: "Skipped" under Your Answer; the correct option is still marked. */
export const Skipped: Story = {
  args: { yourAnswerIds: [] },
  play: async ({ canvas }) => {
    const [yours] = canvas.getAllByRole('definition');
    await expect(yours).toHaveTextContent(/^Skipped$/);
    await expect(canvas.getAllByText('Correct answer')).toHaveLength(3);
  },
};

/** Walking through a test's review with Back and Next, as the runner does. */
export const Walkthrough: Story = {
  render: function Render(args) {
    const questions = [fractionQuestion, primesQuestion, longQuestion];
    const [index, setIndex] = useState(0);
    const q = questions[index]!;
    return (
      <ReviewAnswer
        {...args}
        number={index + 1}
        total={questions.length}
        html={q.html}
        multiple={q === primesQuestion}
        options={q.options}
        yourAnswerIds={[q.options[1]!.id]}
        correctIds={q.correctIds}
        explanationHtml={q.explanationHtml}
        onNext={() => setIndex((i) => i + 1)}
        onBack={() => setIndex((i) => i - 1)}
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Question 1 of 3' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.next }));
    await userEvent.click(canvas.getByRole('button', { name: t.next }));
    await expect(canvas.getByRole('heading', { name: 'Question 3 of 3' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.next })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: t.back }));
    await expect(canvas.getByRole('heading', { name: 'Question 2 of 3' })).toBeVisible();
  },
};

/** Wrong, right, skipped and long answers for the visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet columnMin={520} gap={32}>
      <SheetTile caption="Partly right — several answers, explanation">
        <ReviewAnswer {...args} number={1} />
      </SheetTile>
      <SheetTile caption="Right — one answer with formulas">
        <ReviewAnswer
          {...args}
          number={2}
          multiple={false}
          html={fractionQuestion.html}
          options={fractionQuestion.options}
          yourAnswerIds={[101]}
          correctIds={fractionQuestion.correctIds}
          explanationHtml={fractionQuestion.explanationHtml}
        />
      </SheetTile>
      <SheetTile caption="Not answered">
        <ReviewAnswer {...args} number={3} yourAnswerIds={[]} />
      </SheetTile>
      <SheetTile caption="Hindi — wrong answer, question and explanation in Hindi" lang="hi">
        <ReviewAnswer
          {...args}
          number={4}
          multiple={false}
          html={hindiQuestion.html}
          options={hindiQuestion.options}
          yourAnswerIds={[402]}
          correctIds={hindiQuestion.correctIds}
          explanationHtml={hindiQuestion.explanationHtml}
        />
      </SheetTile>
      <SheetTile caption="Very long — long question, options and the last question">
        <ReviewAnswer
          {...args}
          number={12}
          multiple={false}
          html={longQuestion.html}
          options={longQuestion.options}
          yourAnswerIds={[302]}
          correctIds={longQuestion.correctIds}
          explanationHtml={longQuestion.explanationHtml}
        />
      </SheetTile>
      <SheetTile caption="Very long — unbroken link and word in the options">
        <ReviewAnswer
          {...args}
          number={5}
          multiple={false}
          html={unbrokenQuestion.html}
          options={unbrokenQuestion.options}
          yourAnswerIds={[502]}
          correctIds={unbrokenQuestion.correctIds}
          explanationHtml={unbrokenQuestion.explanationHtml}
        />
      </SheetTile>
    </Sheet>
  ),
  play: sheetFitsPhone,
};
