import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { questionFlagDialogTexts } from '../../../components/question-flag-dialog';
import { testRunnerViewTexts as t } from '../test-runner-texts';
import { TestRunnerDialogs } from './runner-dialogs';
import { playConfirmSubmit } from '../test-runner.fixtures';

const closedFlag = { step: 'closed', remark: '', remarkError: null, error: null } as const;

const meta = {
  title: 'Templates/Test Runner/Dialogs',
  component: TestRunnerDialogs,
  args: {
    step: 'confirmingSubmit',
    flag: closedFlag,
    snackbar: null,
    onConfirmSubmit: fn(),
    onCancelSubmit: fn(),
    onConfirmFlag: fn(),
    onCancelFlag: fn(),
    onFlagRemarkChange: fn(),
    onSubmitFlag: fn(),
  },
  argTypes: {
    snackbar: { control: 'text', table: { category: 'Content' } },
    step: {
      control: 'select',
      options: ['running', 'confirmingSubmit', 'timeUp', 'submitting'],
      table: { category: 'Behaviour' },
    },
    flag: { table: { category: 'Behaviour' } },
    inlineDialogs: { table: { category: 'Layout' } },
    onConfirmSubmit: { table: { category: 'Events' } },
    onCancelSubmit: { table: { category: 'Events' } },
    onConfirmFlag: { table: { category: 'Events' } },
    onCancelFlag: { table: { category: 'Events' } },
    onFlagRemarkChange: { table: { category: 'Events' } },
    onSubmitFlag: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof TestRunnerDialogs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** End Test pressed: 'Are you sure you want to Submit?'; Cancel and OK call their events. */
export const Default: Story = {
  play: playConfirmSubmit,
};

/** The flag button pressed: the flag confirmation; No and Yes call their events. */
export const FlagConfirming: Story = {
  args: { step: 'running', flag: { ...closedFlag, step: 'confirming' } },
  play: async ({ args }) => {
    const dialog = within(await body().findByRole('alertdialog', { name: t.flagConfirm }));
    await userEvent.click(dialog.getByRole('button', { name: t.flagYes }));
    await expect(args.onConfirmFlag).toHaveBeenCalledTimes(1);
  },
};

/** The flag dialog with 'Remark is required'; Submit calls onSubmitFlag. */
export const FlagEditing: Story = {
  args: { step: 'running', flag: { ...closedFlag, step: 'editing', remarkError: 'Remark is required' } },
  play: async ({ args }) => {
    const dialog = within(await body().findByRole('dialog', { name: questionFlagDialogTexts.title }));
    await expect(dialog.getByText('Remark is required')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: questionFlagDialogTexts.submit }));
    await expect(args.onSubmitFlag).toHaveBeenCalledTimes(1);
  },
};

/** The flag is being sent: the dialog shows progress. */
export const FlagSending: Story = {
  args: { step: 'running', flag: { ...closedFlag, step: 'sending', remark: 'Option B is also correct.' } },
};

/** The countdown reached zero: the time-up overlay. */
export const TimeUp: Story = {
  args: { step: 'timeUp' },
  play: async () => {
    await expect(await body().findByRole('dialog', { name: t.timeUp })).toBeVisible();
  },
};

/** The flag was sent: the success snackbar, nothing else open. */
export const FlagSent: Story = {
  args: { step: 'running', snackbar: 'Thank you. The question has been reported for review.' },
  play: async () => {
    await expect(
      await body().findByText('Thank you. The question has been reported for review.'),
    ).toBeVisible();
  },
};

/** The submit confirmation drawn open in the page flow (inline), as the design sheets show the prompts. */
export const Inline: Story = {
  args: { inlineDialogs: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.confirmSubmit)).toBeVisible();
  },
};

/**
 * In Hindi (issue 29), drawn in the page flow: the submit confirmation, the flag confirmation, the flag dialog with
 * the flow's 'Remark is required' and the time-up overlay, all in Hindi; OK still confirms.
 */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { inlineDialogs: true },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TestRunnerDialogs {...args} step="confirmingSubmit" />
      <TestRunnerDialogs {...args} step="running" flag={{ ...closedFlag, step: 'confirming' }} />
      <TestRunnerDialogs
        {...args}
        step="running"
        flag={{ ...closedFlag, step: 'editing', remarkError: 'Remark is required' }}
      />
      <TestRunnerDialogs {...args} step="timeUp" />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('क्या आप सच में जमा करना चाहते हैं?')).toBeVisible();
    await expect(canvas.getByText('क्या आप इस प्रश्न में गलती की रिपोर्ट करना चाहते हैं?')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'रद्द करें' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'हाँ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'नहीं' })).toBeVisible();
    await expect(canvas.getByText('टिप्पणी लिखना ज़रूरी है')).toBeVisible();
    await expect(canvas.getByText('समय समाप्त हो गया')).toBeVisible();
    await expect(canvas.getByText('आपके उत्तर इतने सेकंड में जमा होंगे')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ठीक है' }));
    await expect(args.onConfirmSubmit).toHaveBeenCalledTimes(1);
  },
};
