import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { answerSaveStatusTexts } from '../../../components/answer-save-status';
import { testRunnerViewTexts as t } from '../test-runner-texts';
import { runnerSteps, saveStatusArgType } from '../test-runner.fixtures';
import { TestRunnerHeader } from './runner-header';

const meta = {
  title: 'Templates/Test Runner/Header',
  component: TestRunnerHeader,
  args: {
    step: 'running',
    testName: 'Fractions',
    remainingSeconds: 754,
    saveStatus: 'saved on this device',
    connectionLost: false,
    onEndTest: fn(),
  },
  argTypes: {
    testName: { table: { category: 'Content' } },
    remainingSeconds: { table: { category: 'Content' } },
    saveStatus: saveStatusArgType,
    step: {
      control: 'select',
      options: runnerSteps,
      table: { category: 'Behaviour' },
    },
    connectionLost: { table: { category: 'Behaviour' } },
    onEndTest: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof TestRunnerHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Answering: the test's name, the time left, the save status and End Test, which calls onEndTest. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Fractions' })).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('12:34');
    await userEvent.click(canvas.getByRole('button', { name: t.endTest }));
    await expect(args.onEndTest).toHaveBeenCalledTimes(1);
  },
};

/** The answers are being sent: End Test spins. */
export const Submitting: Story = {
  args: { step: 'submitting', remainingSeconds: 312 },
  play: async ({ canvasElement }) => {
    const endTest = within(canvasElement).getByRole('button', { name: t.endTest });
    await expect(endTest).toHaveAttribute('aria-busy', 'true');
  },
};

/** The time is up: 0:00 and End Test disabled. */
export const TimeUp: Story = {
  args: { step: 'timeUp', remainingSeconds: 0 },
  play: async ({ canvasElement }) => {
    const endTest = within(canvasElement).getByRole('button', { name: t.endTest });
    await expect(endTest).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A submission waits to be retried: the connection-lost notice. */
export const ConnectionLost: Story = {
  args: { step: 'submitting', remainingSeconds: 312, connectionLost: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(answerSaveStatusTexts.connectionLost)).toBeVisible();
  },
};

/** The result (or review): the save status only, no countdown or End Test. */
export const Result: Story = {
  args: { step: 'result', saveStatus: 'synced' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('synced')).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.queryByRole('button', { name: t.endTest })).toBeNull();
  },
};

/** Before the test is loaded: no name and nothing at the end. */
export const Loading: Story = {
  args: { step: 'loading', testName: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
