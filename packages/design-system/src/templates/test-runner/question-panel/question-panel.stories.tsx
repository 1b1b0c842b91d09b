import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
