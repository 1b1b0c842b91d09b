import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { testRunnerViewTexts as t } from '../test-runner-texts';
import { fractions, m, sampleMarks } from '../test-runner.fixtures';
import { TestRunnerQuestionPanel } from './question-panel';

const marks = sampleMarks;

const meta = {
  title: 'Templates/Test Runner/Question Panel',
  component: TestRunnerQuestionPanel,
  parameters: { layout: 'fullscreen' },
  args: {
    marks,
    currentIndex: 2,
    question: {
      html: m`<p>What is \(\frac{3}{4} + \frac{1}{8}\)?</p>`,
      multiple: false,
      options: fractions(m`\frac{7}{8}`, m`\frac{4}{12}`, m`\frac{1}{2}`, m`\frac{5}{8}`),
    },
    selectedIds: [],
    onToggleOption: fn(),
    onGoTo: fn(),
    onNext: fn(),
    onBack: fn(),
    onOpenFlag: fn(),
  },
  argTypes: {
    marks: { table: { category: 'Content' } },
    currentIndex: { table: { category: 'Content' } },
    question: { table: { category: 'Content' } },
    selectedIds: { table: { category: 'Content' } },
    questions: { table: { category: 'Content' } },
    selections: { table: { category: 'Content' } },
    busy: { table: { category: 'Behaviour' } },
    stepperLabel: { table: { category: 'Accessibility' } },
    onToggleOption: { table: { category: 'Events' } },
    onGoTo: { table: { category: 'Events' } },
    onNext: { table: { category: 'Events' } },
    onBack: { table: { category: 'Events' } },
    onOpenFlag: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof TestRunnerQuestionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Question 3 of 6: picking an option, a stepper number, Back, Next and the flag button call their events. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Question 3 of 6' });
    await userEvent.click(within(group).getAllByRole('radio')[0]!);
    await expect(args.onToggleOption).toHaveBeenCalledWith(501);
    await userEvent.click(canvas.getByRole('button', { name: /^Question 5, Answered/ }));
    await expect(args.onGoTo).toHaveBeenCalledWith(4);
    await userEvent.click(canvas.getByRole('button', { name: t.back }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t.next }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    const flag = canvas.getByRole('button', { name: t.flagQuestion });
    await expect(flag).toHaveAccessibleDescription(t.flagDescription);
    await userEvent.click(flag);
    await expect(args.onOpenFlag).toHaveBeenCalledTimes(1);
  },
};

/** The first question: Back is disabled. */
export const FirstQuestion: Story = {
  args: { currentIndex: 0 },
  play: async ({ canvasElement }) => {
    const back = await within(canvasElement).findByRole('button', { name: t.back });
    await expect(back).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The last question: Next is disabled. */
export const LastQuestion: Story = {
  args: { currentIndex: 5 },
  play: async ({ canvasElement }) => {
    const next = await within(canvasElement).findByRole('button', { name: t.next });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The question on screen was reported: the flag button says so. */
export const Flagged: Story = {
  args: { marks: marks.map((mark, i) => (i === 2 ? { ...mark, flagged: true } : mark)) },
  play: async ({ canvasElement }) => {
    const flag = await within(canvasElement).findByRole('button', { name: t.flagQuestion });
    await expect(flag).toHaveAccessibleDescription(t.flaggedDescription);
  },
};

/** The time is up or the answers are being sent: options, flag and Back / Next are locked. */
export const Busy: Story = {
  args: { busy: true, selectedIds: [501] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const radio of await canvas.findAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t.flagQuestion })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Six questions, one per position of the stepper, each with its own formula and options (ids 501 + 10 × index). */
const sixQuestions = sampleMarks.map((_, i) => ({
  html: m`<p>Question text ${i + 1}: what is \(\frac{${i + 1}}{8} + \frac{1}{8}\)?</p>`,
  multiple: i % 2 === 1,
  options: fractions(m`\frac{${i + 2}}{8}`, m`\frac{${i}}{8}`, m`\frac{1}{2}`, m`\frac{5}{8}`).map(
    (option, k) => ({
      ...option,
      id: 501 + 10 * i + k,
    }),
  ),
}));

/**
 * With every question given (`questions`, `selections`), the questions before and after the one on screen are drawn
 * but hidden once the browser is idle: Next and Back only show them (ADR 0149). A hidden question is out of the
 * accessibility tree: one question group and one "Question n of m" heading are exposed at a time, and the answers
 * of each question stay with it.
 */
export const DrawnNeighbours: Story = {
  args: { currentIndex: 2, question: sixQuestions[2]!, questions: sixQuestions, selections: [] },
  render: function Render(args) {
    const [index, setIndex] = useState(args.currentIndex);
    const [answers, setAnswers] = useState<Record<number, readonly number[]>>({});
    const selections = sixQuestions.map((_, i) => answers[i] ?? []);
    return (
      <TestRunnerQuestionPanel
        {...args}
        currentIndex={index}
        question={sixQuestions[index]!}
        selectedIds={selections[index]!}
        selections={selections}
        onToggleOption={(id) => {
          args.onToggleOption(id);
          setAnswers((all) => ({ ...all, [index]: [id] }));
        }}
        onNext={() => {
          args.onNext();
          setIndex((i) => Math.min(sixQuestions.length - 1, i + 1));
        }}
        onBack={() => {
          args.onBack();
          setIndex((i) => Math.max(0, i - 1));
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const drawn = () => canvasElement.querySelectorAll('[data-hidden]').length;
    await canvas.findByRole('heading', { name: 'Question 3 of 6' });
    // The neighbours arrive once the browser is idle; hidden, they are not exposed.
    await waitFor(() => expect(drawn()).toBe(2));
    await expect(canvas.getAllByRole('heading', { name: /^Question \d of 6$/ })).toHaveLength(1);
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
    await userEvent.click(canvas.getAllByRole('radio')[1]!);
    await expect(args.onToggleOption).toHaveBeenCalledWith(522);

    await userEvent.click(canvas.getByRole('button', { name: t.next }));
    await expect(canvas.getByRole('heading', { name: 'Question 4 of 6' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Question 3 of 6' })).toBeNull();
    // Shown: in the document and visible (a neighbour not drawn yet is not shown either).
    const shown = (text: string) =>
      canvas
        .queryByText(text, { exact: false })
        ?.checkVisibility({ visibilityProperty: true, opacityProperty: true }) ?? false;
    await expect(shown('Question text 4')).toBe(true);
    await expect(shown('Question text 3')).toBe(false);
    await expect(shown('Question text 5')).toBe(false);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(4);

    await userEvent.click(canvas.getByRole('button', { name: t.back }));
    const group = await canvas.findByRole('group', { name: 'Question 3 of 6' });
    await expect(within(group).getAllByRole('radio')[1]).toBeChecked();
    await expect(canvas.getAllByRole('heading', { name: /^Question \d of 6$/ })).toHaveLength(1);
  },
};
