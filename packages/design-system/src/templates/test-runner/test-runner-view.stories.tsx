import { useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answerSaveStatusTexts } from '../../components/answer-save-status';
import { questionFlagDialogTexts } from '../../components/question-flag-dialog';
import { reviewAnswerTexts } from '../../components/review-answer';
import {
  TestRunnerView,
  testRunnerViewTexts as t,
  type TestRunnerViewProps,
  type TestRunnerViewResult,
  type TestRunnerViewReview,
} from './test-runner-view';
import { onScreen } from '../../internal/on-screen';
import {
  fractions,
  m,
  playConfirmSubmit,
  runnerSteps,
  sampleMarks,
  saveStatusArgType,
} from './test-runner.fixtures';
import { hindiQuestion } from '../../components/question-view/question-fixtures';
import { expectCaptioned, longText, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const question = {
  html: m`<p>What is \(\frac{3}{4} + \frac{1}{8}\)?</p>`,
  multiple: false,
  options: fractions(m`\frac{7}{8}`, m`\frac{4}{12}`, m`\frac{1}{2}`, m`\frac{5}{8}`),
};
const multipleQuestion = {
  html: m`<p>Which of these fractions are equivalent to \(\frac{2}{3}\)? Select all that apply.</p>`,
  multiple: true,
  options: fractions(m`\frac{4}{6}`, m`\frac{6}{9}`, m`\frac{3}{4}`, m`\frac{8}{10}`),
};
const marks = sampleMarks;

const result: TestRunnerViewResult = {
  current: {
    obtained: 3,
    total: 5,
    correct: 2,
    incorrect: 1,
    skipped: 1,
    attempts: 1,
    timeTakenSeconds: 385,
  },
  best: null,
  attempts: [{ attemptNumber: 1, marks: 3 }],
  totalMarks: 5,
};
const review: TestRunnerViewReview = {
  number: 2,
  total: 6,
  ...multipleQuestion,
  yourAnswerIds: [501, 503],
  correctIds: [501, 502],
  explanationHtml: m`<p>\(\frac{2 \times 2}{3 \times 2} = \frac{4}{6}\) and \(\frac{2 \times 3}{3 \times 3} = \frac{6}{9}\).</p>`,
};

const meta = {
  title: 'Templates/Test Runner',
  component: TestRunnerView,
  parameters: { layout: 'fullscreen' },
  args: {
    step: 'running',
    testName: 'Fractions',
    marks,
    currentIndex: 2,
    question,
    selectedIds: [],
    remainingSeconds: 754,
    saveStatus: 'saved on this device',
    connectionLost: false,
    error: null,
    flag: { step: 'closed', remark: '', remarkError: null, error: null },
    snackbar: null,
    result: null,
    review: null,
    onToggleOption: fn(),
    onGoTo: fn(),
    onNext: fn(),
    onBack: fn(),
    onEndTest: fn(),
    onConfirmSubmit: fn(),
    onCancelSubmit: fn(),
    onOpenFlag: fn(),
    onConfirmFlag: fn(),
    onCancelFlag: fn(),
    onFlagRemarkChange: fn(),
    onSubmitFlag: fn(),
    onReview: fn(),
    onRetake: fn(),
    onReviewBack: fn(),
    onReviewNext: fn(),
    onCloseReview: fn(),
    onClose: fn(),
    onRetry: fn(),
  },
  argTypes: {
    testName: { table: { category: 'Content' } },
    marks: { table: { category: 'Content' } },
    currentIndex: { table: { category: 'Content' } },
    question: { table: { category: 'Content' } },
    selectedIds: { table: { category: 'Content' } },
    remainingSeconds: { table: { category: 'Content' } },
    saveStatus: saveStatusArgType,
    error: { control: 'text', table: { category: 'Content' } },
    snackbar: { control: 'text', table: { category: 'Content' } },
    result: { table: { category: 'Content' } },
    review: { table: { category: 'Content' } },
    step: {
      control: 'select',
      options: [...runnerSteps, 'closed'],
      table: { category: 'Behaviour' },
    },
    connectionLost: { table: { category: 'Behaviour' } },
    flag: { table: { category: 'Behaviour' } },
    as: { table: { category: 'Layout' } },
    inlineDialogs: { table: { category: 'Layout' } },
    onToggleOption: { table: { category: 'Events' } },
    onGoTo: { table: { category: 'Events' } },
    onNext: { table: { category: 'Events' } },
    onBack: { table: { category: 'Events' } },
    onEndTest: { table: { category: 'Events' } },
    onConfirmSubmit: { table: { category: 'Events' } },
    onCancelSubmit: { table: { category: 'Events' } },
    onOpenFlag: { table: { category: 'Events' } },
    onConfirmFlag: { table: { category: 'Events' } },
    onCancelFlag: { table: { category: 'Events' } },
    onFlagRemarkChange: { table: { category: 'Events' } },
    onSubmitFlag: { table: { category: 'Events' } },
    onReview: { table: { category: 'Events' } },
    onRetake: { table: { category: 'Events' } },
    onReviewBack: { table: { category: 'Events' } },
    onReviewNext: { table: { category: 'Events' } },
    onCloseReview: { table: { category: 'Events' } },
    onClose: { table: { category: 'Events' } },
    onRetry: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof TestRunnerView>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const button = (name: string | RegExp) => body().getByRole('button', { name });
/** The first query of a play waits for the story to render (a busy machine renders late). */
const findButton = (name: string | RegExp) => body().findByRole('button', { name });

/**
 * Answering question 3 of 6: the name, the countdown, "saved on this device" and End Test over the stepper, the
 * question with its flag button and Back / Next. Every control reports to its callback.
 */
export const Default: Story = {
  play: async ({ args, step }) => {
    await step('the header shows the test, the time left and the save status', async () => {
      await expect(await body().findByRole('heading', { level: 1, name: 'Fractions' })).toBeVisible();
      await expect(body().getByRole('timer')).toHaveTextContent('12:34');
      await expect(body().getByText('saved on this device')).toBeVisible();
    });
    await step('answer: picking an option reports its id', async () => {
      const group = body().getByRole('group', { name: 'Question 3 of 6' });
      await userEvent.click(within(group).getAllByRole('radio')[0]!);
      await expect(args.onToggleOption).toHaveBeenCalledWith(501);
    });
    await step('go to any question from the stepper; one left unanswered reads Skipped', async () => {
      await expect(button(/^Question 4, Skipped$/)).toBeVisible();
      await expect(button(/^Question 6, Not visited$/)).toBeVisible();
      await userEvent.click(button(/^Question 5, Answered/));
      await expect(args.onGoTo).toHaveBeenCalledWith(4);
    });
    await step('Next and Back', async () => {
      await userEvent.click(button(t.next));
      await expect(args.onNext).toHaveBeenCalledTimes(1);
      await userEvent.click(button(t.back));
      await expect(args.onBack).toHaveBeenCalledTimes(1);
    });
    await step('End Test and the flag button', async () => {
      await userEvent.click(button(t.endTest));
      await expect(args.onEndTest).toHaveBeenCalledTimes(1);
      const flag = button(t.flagQuestion);
      await expect(flag).toHaveAccessibleDescription(t.flagDescription);
      await userEvent.click(flag);
      await expect(args.onOpenFlag).toHaveBeenCalledTimes(1);
    });
  },
};

/**
 * In Hindi (issue 29): the header, the stepper's numbers and legend, the question's heading, the flag button and
 * Back / Next in Hindi; the test's name and the question stay as sent.
 */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ args }) => {
    await expect(await body().findByRole('heading', { level: 1, name: 'Fractions' })).toBeVisible();
    // The test's name and the question are the server's English (ADR 0143).
    await expect(body().getByRole('heading', { level: 1, name: 'Fractions' })).toHaveAttribute('lang', 'en');
    // Found once it is there: a formula typesets after KaTeX loads, which a story run alone waits for.
    await expect((await body().findByText(/^What is/)).closest('[lang]')).toHaveAttribute('lang', 'en');
    await expect(body().getByText('इस डिवाइस पर सेव हो गया')).toBeVisible();
    await expect(body().getByRole('timer')).toHaveTextContent('बचा हुआ समय 12:34');
    await expect(body().getByRole('heading', { level: 2, name: 'प्रश्न 3 / 6' })).toBeVisible();
    await expect(body().getByRole('group', { name: 'प्रश्न 3 / 6' })).toBeVisible();
    const stepper = within(body().getByRole('navigation', { name: 'प्रश्न' }));
    await expect(stepper.getByRole('button', { name: 'प्रश्न 4, छोड़ा गया' })).toBeVisible();
    await expect(stepper.getByRole('button', { name: 'प्रश्न 6, नहीं देखा गया' })).toBeVisible();
    await userEvent.click(stepper.getByRole('button', { name: 'प्रश्न 5, उत्तर दिया गया' }));
    await expect(args.onGoTo).toHaveBeenCalledWith(4);
    await expect(body().getByText('चिह्नित')).toBeInTheDocument();
    const flag = button('प्रश्न चिह्नित करें');
    await expect(flag).toHaveAccessibleDescription('इस प्रश्न में गलती की रिपोर्ट करें');
    await userEvent.click(button('आगे'));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await userEvent.click(button('वापस'));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await userEvent.click(button('टेस्ट खत्म करें'));
    await expect(args.onEndTest).toHaveBeenCalledTimes(1);
  },
};

/** In Hindi (issue 29): the result's blocks, figures and buttons in Hindi. */
export const HindiResult: Story = {
  globals: { locale: 'hi' },
  args: { step: 'result', result, saveStatus: 'synced' },
  play: async ({ args }) => {
    await expect(await body().findByRole('heading', { name: 'वर्तमान प्रयास' })).toBeVisible();
    await expect(body().getByText('सर्वर पर सेव हो गया')).toBeVisible();
    await expect(body().getByRole('heading', { name: 'अंक - सभी प्रयास' })).toBeVisible();
    const current = within(body().getByRole('region', { name: 'वर्तमान प्रयास' }));
    await expect(current.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'अंक',
      'सही',
      'गलत',
      'छोड़ा गया',
      'प्रयास',
      'लिया गया समय',
    ]);
    await userEvent.click(button('समीक्षा करें'));
    await expect(args.onReview).toHaveBeenCalledTimes(1);
    await userEvent.click(button('टेस्ट फिर से दें'));
    await expect(args.onRetake).toHaveBeenCalledTimes(1);
  },
};

/** The first question: Back is disabled. */
export const FirstQuestion: Story = {
  args: { currentIndex: 0, selectedIds: [501], marks: marks.map((mark, i) => (i === 0 ? mark : {})) },
  play: async ({ args }) => {
    await expect(await findButton(t.back)).toHaveAttribute('aria-disabled', 'true');
    await expect(body().getByRole('radio', { checked: true })).toBeVisible();
    await userEvent.click(button(t.next));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/** The last question, with check boxes (QT01): Next is disabled; ticking reports each option. */
export const LastQuestion: Story = {
  args: { currentIndex: 5, question: multipleQuestion, selectedIds: [502] },
  play: async ({ args }) => {
    await expect(await findButton(t.next)).toHaveAttribute('aria-disabled', 'true');
    const group = within(body().getByRole('group', { name: 'Question 6 of 6' }));
    await expect(group.getAllByRole('checkbox')[1]).toBeChecked();
    await userEvent.click(group.getAllByRole('checkbox')[0]!);
    await expect(args.onToggleOption).toHaveBeenCalledWith(501);
    await userEvent.click(button(t.back));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** The question on screen and another one were reported: marked in the stepper and on the flag button. */
export const Flagged: Story = {
  args: {
    marks: marks.map((mark, i) => (i === 2 || i === 4 ? { ...mark, flagged: true } : mark)),
  },
  play: async () => {
    await expect(await findButton(/^Question 3, Not visited, Flagged/)).toBeVisible();
    await expect(button(/^Question 5, Answered, Flagged/)).toBeVisible();
    await expect(button(t.flagQuestion)).toHaveAccessibleDescription(t.flaggedDescription);
  },
};

/** The flag was sent: the server's message in the success snackbar (the runner hides it after 2 s). */
export const FlagSent: Story = {
  args: {
    ...Flagged.args,
    snackbar: 'Thank you. The question has been reported for review.',
  },
  play: async () => {
    await expect(
      await body().findByText('Thank you. The question has been reported for review.'),
    ).toBeVisible();
  },
};

/** End Test pressed: 'Are you sure you want to Submit?' with Cancel and OK. */
export const ConfirmingSubmit: Story = {
  args: { step: 'confirmingSubmit' },
  play: playConfirmSubmit,
};

/** The flag button pressed: 'Do you want to report error(s) in this question?' with No and Yes. */
export const FlagConfirming: Story = {
  args: { flag: { step: 'confirming', remark: '', remarkError: null, error: null } },
  play: async ({ args }) => {
    const dialog = within(await body().findByRole('alertdialog', { name: t.flagConfirm }));
    await userEvent.click(dialog.getByRole('button', { name: t.flagNo }));
    await expect(args.onCancelFlag).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: t.flagYes }));
    await expect(args.onConfirmFlag).toHaveBeenCalledTimes(1);
  },
};

/** Submit with a blank remark: 'Remark is required'; typing, Submit and Not now report to the runner. */
export const FlagEditing: Story = {
  args: { flag: { step: 'editing', remark: '', remarkError: 'Remark is required', error: null } },
  play: async ({ args }) => {
    const dialog = within(await body().findByRole('dialog', { name: questionFlagDialogTexts.title }));
    await expect(dialog.getByText('Remark is required')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Remark/ }), 'W');
    await expect(args.onFlagRemarkChange).toHaveBeenCalledWith('W');
    await userEvent.click(dialog.getByRole('button', { name: questionFlagDialogTexts.submit }));
    await expect(args.onSubmitFlag).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: questionFlagDialogTexts.cancel }));
    await expect(args.onCancelFlag).toHaveBeenCalledTimes(1);
  },
};

/** The server refused the flag: its message as an error inside the dialog; the remark is kept. */
export const FlagServerError: Story = {
  args: {
    flag: {
      step: 'editing',
      remark: 'Option B is also correct.',
      remarkError: null,
      error: 'This question was already reported.',
    },
  },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: questionFlagDialogTexts.title }));
    await expect(dialog.getByText('This question was already reported.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Remark/ })).toHaveValue('Option B is also correct.');
  },
};

/** The countdown reached zero: the 3 s overlay over the locked question, then the runner submits by itself. */
export const TimeUp: Story = {
  args: { step: 'timeUp', remainingSeconds: 0 },
  play: async () => {
    await expect(await body().findByRole('dialog', { name: t.timeUp })).toBeVisible();
    await expect(body().getByText(t.timeUpDetail)).toBeVisible();
    await expect(body().getByRole('timer', { hidden: true })).toHaveTextContent('0:00');
  },
};

/** The answers are being sent: End Test spins, the options are locked, "Submitting your answers…". */
export const Submitting: Story = {
  args: { step: 'submitting', remainingSeconds: 312 },
  play: async () => {
    await expect(await body().findByText(t.submitting)).toBeVisible();
    await expect(button(t.endTest)).toHaveAttribute('aria-busy', 'true');
    for (const radio of body().getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(button(t.next)).toHaveAttribute('aria-disabled', 'true');
    await expect(button(t.flagQuestion)).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The submission failed and waits to be retried: the connection-lost notice under the header. */
export const ConnectionLost: Story = {
  args: { step: 'submitting', remainingSeconds: 312, connectionLost: true },
  play: async () => {
    await expect(await body().findByText(answerSaveStatusTexts.connectionLost)).toBeVisible();
    await expect(body().getByText(t.submitting)).toBeVisible();
  },
};

/** The first attempt's result: the summary, the attempts chart, Review, Retake and Close; "synced". */
export const Result: Story = {
  args: { step: 'result', result, saveStatus: 'synced' },
  play: async ({ args }) => {
    await expect(await body().findByText('synced')).toBeVisible();
    await expect(body().queryByRole('timer')).toBeNull();
    await expect(body().queryByText('Best Attempt')).toBeNull();
    await userEvent.click(button('Review'));
    await expect(args.onReview).toHaveBeenCalledTimes(1);
    await userEvent.click(button('Retake'));
    await expect(args.onRetake).toHaveBeenCalledTimes(1);
    await userEvent.click(button('Close'));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A later attempt: the Best Attempt block beside the current one, and every attempt on the chart. */
export const ResultWithBest: Story = {
  args: {
    step: 'result',
    saveStatus: 'synced',
    result: {
      current: {
        obtained: 2,
        total: 5,
        correct: 1,
        incorrect: 2,
        skipped: 1,
        attempts: 3,
        timeTakenSeconds: 512,
      },
      best: {
        obtained: 4,
        total: 5,
        correct: 3,
        incorrect: 1,
        skipped: 0,
        attempts: 3,
        timeTakenSeconds: 401,
      },
      attempts: [
        { attemptNumber: 1, marks: 3 },
        { attemptNumber: 2, marks: 4 },
        { attemptNumber: 3, marks: 2 },
      ],
      totalMarks: 5,
    },
  },
  play: async () => {
    await expect(await body().findByText('Best Attempt')).toBeVisible();
  },
};

/** Review mode on question 2: 'Your Answer', 'Correct Answer', 'Explanation:' with Back / Close / Next. */
export const Reviewing: Story = {
  args: { step: 'reviewing', review, saveStatus: 'synced' },
  play: async ({ args }) => {
    await expect(await body().findByText(reviewAnswerTexts.yourAnswer)).toBeVisible();
    await expect(body().getByText(reviewAnswerTexts.correctAnswer)).toBeVisible();
    await expect(body().getByText(reviewAnswerTexts.explanation)).toBeVisible();
    await userEvent.click(button(reviewAnswerTexts.next));
    await expect(args.onReviewNext).toHaveBeenCalledTimes(1);
    await userEvent.click(button(reviewAnswerTexts.back));
    await expect(args.onReviewBack).toHaveBeenCalledTimes(1);
    await userEvent.click(button(reviewAnswerTexts.close));
    await expect(args.onCloseReview).toHaveBeenCalledTimes(1);
  },
};

/**
 * Focus follows the screens: OK on the submit confirmation shows the result with focus on its first heading
 * (End Test went with the questions); Review moves it to the reviewed question, Close back to the result.
 */
export const FocusFollowsScreens: Story = {
  args: { step: 'confirmingSubmit', result, review, saveStatus: 'synced' },
  render: function Render(args) {
    const [step, setStep] = useState(args.step);
    const go = (next: TestRunnerViewProps['step'], report: () => void) => () => {
      report();
      setStep(next);
    };
    return (
      <TestRunnerView
        {...args}
        step={step}
        onConfirmSubmit={go('result', args.onConfirmSubmit)}
        onReview={go('reviewing', args.onReview)}
        onCloseReview={go('result', args.onCloseReview)}
      />
    );
  },
  play: async ({ args }) => {
    const dialog = within(await body().findByRole('alertdialog', { name: t.confirmSubmit }));
    await userEvent.click(dialog.getByRole('button', { name: t.ok }));
    await expect(args.onConfirmSubmit).toHaveBeenCalledTimes(1);
    const current = await body().findByRole('heading', { name: 'Current Attempt' });
    await expect(current).toHaveFocus();

    await userEvent.click(button('Review'));
    await expect(await body().findByRole('heading', { name: 'Question 2 of 6' })).toHaveFocus();
    await userEvent.click(button(reviewAnswerTexts.close));
    await expect(await body().findByRole('heading', { name: 'Current Attempt' })).toHaveFocus();
    await expect(args.onReview).toHaveBeenCalledTimes(1);
    await expect(args.onCloseReview).toHaveBeenCalledTimes(1);
  },
};

const twelveMarks = Array.from({ length: 12 }, (_, i) => ({
  answered: i < 10 && i % 4 !== 3,
  flagged: i === 6,
}));

/** A 320 px phone screen around the runner (the narrowest phone students use). */
const onAPhone: Decorator = (Story) => (
  <div data-testid="phone" style={{ width: 320 }}>
    <Story />
  </div>
);

/**
 * A 12-question test on a 320 px phone, question 11 on screen: the stepper is one strip that scrolls inside itself,
 * so the page stays 320 px wide; going to question 12 scrolls the strip, never the page, and End Test's "Are you sure
 * you want to Submit?" has its OK button on the screen.
 */
export const TwelveQuestionsOnAPhone: Story = {
  args: { marks: twelveMarks, currentIndex: 10 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [onAPhone],
  render: function Render(args) {
    const [currentIndex, setCurrentIndex] = useState(args.currentIndex);
    const [step, setStep] = useState(args.step);
    return (
      <TestRunnerView
        {...args}
        step={step}
        currentIndex={currentIndex}
        onGoTo={(index) => {
          setCurrentIndex(index);
          args.onGoTo(index);
        }}
        onEndTest={() => {
          setStep('confirmingSubmit');
          args.onEndTest();
        }}
        onCancelSubmit={() => {
          setStep('running');
          args.onCancelSubmit();
        }}
      />
    );
  },
  play: async ({ args, step }) => {
    const phone = await body().findByTestId('phone');
    const strip = within(phone).getByRole('navigation', { name: t.questions }).querySelector('ol')!;

    await step('nothing is wider than the 320 px screen; the stepper scrolls inside itself', async () => {
      await expect(phone.scrollWidth).toBeLessThanOrEqual(320);
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
      await expect(strip).toHaveAttribute('data-scroll-x');
      await expect(getComputedStyle(strip).overflowX).toBe('auto');
      await expect(strip.scrollWidth).toBeGreaterThan(strip.clientWidth);
    });

    await step(
      'question 11 is in the strip’s view; going to question 12 scrolls the strip only',
      async () => {
        const inStrip = (button: HTMLElement) => {
          const box = button.getBoundingClientRect();
          const view = strip.getBoundingClientRect();
          return box.left >= view.left && box.right <= view.right;
        };
        // The strip scrolls to the current question in an effect: outside a test runner, after the play began.
        await waitFor(() => expect(inStrip(button(/^Question 11,/))).toBe(true));
        await userEvent.click(button(/^Question 12,/));
        await expect(args.onGoTo).toHaveBeenCalledWith(11);
        await waitFor(() => expect(inStrip(button(/^Question 12,/))).toBe(true));
        await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
        await expect(window.scrollX).toBe(0);
      },
    );

    await step('End Test: the confirmation and its OK button are on the screen', async () => {
      await userEvent.click(button(t.endTest));
      const dialog = await body().findByRole('alertdialog', { name: t.confirmSubmit });
      await expect(onScreen(dialog)).toBe(true);
      await expect(onScreen(within(dialog).getByRole('button', { name: t.ok }))).toBe(true);
      await expect(onScreen(within(dialog).getByRole('button', { name: t.cancel }))).toBe(true);
      await userEvent.click(within(dialog).getByRole('button', { name: t.cancel }));
      await expect(args.onCancelSubmit).toHaveBeenCalledTimes(1);
    });
  },
};

/** The result and review mode on a 320 px phone: nothing reaches past the screen (the review's hidden legend too). */
export const ReviewingOnAPhone: Story = {
  args: { step: 'reviewing', review, result, saveStatus: 'synced' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [onAPhone],
  play: async () => {
    const phone = await body().findByTestId('phone');
    await expect(await body().findByText(reviewAnswerTexts.yourAnswer)).toBeVisible();
    await expect(phone.scrollWidth).toBeLessThanOrEqual(320);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * The visual baseline of the phone bug (issue 21): the runner of a 12-question test on question 11 with "Are you
 * sure you want to Submit?" open as a real modal, captured at 360 and 1280 px.
 */
export const StateSheetEndTestOnAPhone: Story = {
  tags: ['!autodocs', 'state-sheet'],
  args: { marks: twelveMarks, currentIndex: 10, step: 'confirmingSubmit' },
  play: async () => {
    const dialog = await body().findByRole('alertdialog', { name: t.confirmSubmit });
    await expect(onScreen(within(dialog).getByRole('button', { name: t.ok }))).toBe(true);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The test is loading: skeletons in the runner's shape. */
export const Loading: Story = {
  args: { step: 'loading', testName: null, marks: [], question: null, saveStatus: null },
  play: async () => {
    await expect(await body().findByText(t.loading)).toBeInTheDocument();
    await expect(body().queryByRole('timer')).toBeNull();
  },
};

/** Loading or starting the test failed: the reason and Retry. */
export const Failed: Story = {
  args: {
    step: 'failed',
    testName: null,
    marks: [],
    question: null,
    saveStatus: null,
    error: 'The test could not be started.',
  },
  play: async ({ args }) => {
    await expect(await body().findByRole('heading', { level: 1, name: t.failedTitle })).toBeVisible();
    await expect(body().getByText('The test could not be started.')).toBeVisible();
    await userEvent.click(button(t.retry));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

const sheet: [string, Partial<TestRunnerViewProps>, string?][] = [
  ['Answering — question 3, nothing chosen yet', {}],
  ['First question — flagged, Back disabled', { ...FirstQuestion.args, ...Flagged.args, currentIndex: 0 }],
  ['Last question — Submit instead of Next', LastQuestion.args ?? {}],
  ['Confirming submit — are you sure?', ConfirmingSubmit.args ?? {}],
  ['Flag — confirming the report', FlagConfirming.args ?? {}],
  ['Flag — writing the remark', FlagEditing.args ?? {}],
  ['Flag — the server refused', FlagServerError.args ?? {}],
  ['Time up — submitting', TimeUp.args ?? {}],
  ['Connection lost — answers kept on the device', ConnectionLost.args ?? {}],
  ['Result — with the best attempt', ResultWithBest.args ?? {}],
  ['Reviewing — answers marked right and wrong', Reviewing.args ?? {}],
  ['Loading', Loading.args ?? {}],
  ['Failed — the reason and Retry', Failed.args ?? {}],
  [
    'Hindi — a Hindi test name and question',
    {
      testName: 'गणित: भिन्न का अभ्यास',
      question: { html: hindiQuestion.html, multiple: false, options: hindiQuestion.options },
      selectedIds: [401],
    },
    'hi',
  ],
  ['Very long — a 120-character test name', { testName: longText.title }],
];

function renderSheet(rows: typeof sheet) {
  return function RunnerSheet(args: TestRunnerViewProps) {
    return (
      <Sheet>
        {rows.map(([label, state, lang]) => (
          <SheetTile key={label} caption={label} lang={lang}>
            <section aria-label={label}>
              <TestRunnerView
                {...args}
                {...state}
                as="div"
                inlineDialogs
                stepperLabel={`${t.questions}: ${label}`}
              />
            </section>
          </SheetTile>
        ))}
      </Sheet>
    );
  };
}

const noOverflow: Story['play'] = async ({ canvasElement }) => {
  // The result's charts arrive in a lazy chunk: wait for the sheet rather than read the first paint.
  const sheet = await within(canvasElement).findByTestId('sheet', {}, { timeout: 10_000 });
  await expectCaptioned(sheet);
  await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
};

/**
 * Answering, stacked for the visual tests. Split into several sheets: on a phone all states in one sheet are
 * taller than the browser can capture at once.
 */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: renderSheet(sheet.slice(0, 3)),
  play: noOverflow,
};

/** The submit and flag prompts, drawn in the page flow for the visual tests. */
export const StateSheetDialogs: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: renderSheet(sheet.slice(3, 7)),
  play: noOverflow,
};

/** Time up and a submission waiting for the connection, for the visual tests. */
export const StateSheetSubmitting: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: renderSheet(sheet.slice(7, 9)),
  play: noOverflow,
};

/** The result with a best attempt, and review mode, for the visual tests. */
export const StateSheetResult: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: renderSheet(sheet.slice(9, 11)),
  play: noOverflow,
};

/** Loading and failed, and the runner in Hindi and with a very long test name, for the visual tests. */
export const StateSheetLoading: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: renderSheet(sheet.slice(11)),
  play: noOverflow,
};
