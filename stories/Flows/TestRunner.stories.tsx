import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type {
  QuestionFlagResult,
  TestAttemptResult,
  TestAttemptStart,
  TestAttemptSummary,
  TestHistory,
  TestQuestions,
} from '@quest/api';
import { makeQuestions, makeTestQuestions, makeTestHistory } from '@quest/api/mocks';
import {
  TestRunnerView,
  testRunnerViewTexts as t,
  testResultTexts,
  reviewAnswerTexts,
} from '@quest/design-system';
import {
  testRunnerMachine,
  useTestRunner,
  useTestRunnerOf,
  type TestAttemptSubmissionBody,
  type TestJournal,
  type TestRunnerImplementations,
  type TestRunnerInput,
} from '@quest/flows';
import { shortestPathsByState } from '@quest/flows/testing';
import {
  testRunnerFixtureInput,
  testRunnerPathEvents,
  testRunnerPathInput,
} from '../../packages/flows/src/test-runner/test-runner.paths.ts';
import { useRunnerViewProps } from '../../apps/learner/src/features/assessment/runner/runner-view-props';
import {
  createFlowController,
  FlowStage,
  pathLabel,
  playEveryPath,
  stepperOf,
  type FlowController,
  statechartStory,
} from './flow-kit';

// ——— the machine's graph, replayed into TestRunnerView ————————————————————————————————————————————————————

/** Actors that never settle: only the replayed events (including xstate.done.actor.*) move the machine. */
const pending = <T,>() => new Promise<T>(() => {});
const inspectedMachine = testRunnerMachine.provide({
  actors: {
    loadQuestions: fromPromise<TestQuestions, { testCode: string }>(pending),
    loadHistory: fromPromise<TestHistory, { userId: number; testCode: string }>(pending),
    loadJournal: fromPromise<TestJournal | null, { testCode: string }>(pending),
    startAttempt: fromPromise<TestAttemptStart, { userId: number; testCode: string; contentId: number }>(
      pending,
    ),
    sendAttempt: fromPromise<
      TestAttemptResult,
      { submission: TestAttemptSubmissionBody; idempotencyKey: string }
    >(pending),
    flagQuestion: fromPromise<QuestionFlagResult, { questionId: number; remark: string }>(pending),
  },
});
const controller = createFlowController(inspectedMachine, testRunnerPathInput);
const paths = shortestPathsByState(testRunnerMachine, testRunnerPathEvents, testRunnerPathInput);
const chartController = createFlowController(stepperOf(testRunnerMachine), testRunnerPathInput);

/** TestRunnerView drawn from the controller's actor through the app's own façade and view props. */
function StepperRunner({ controller: flow }: { controller: FlowController }) {
  const runner = useTestRunnerOf(flow.actor as Parameters<typeof useTestRunnerOf>[0]);
  return <TestRunnerView {...useRunnerViewProps(runner)} as="main" />;
}

// ——— the real machine through TestRunnerView, with fake effects ———————————————————————————————————————————————

/** The answer key the fake server scores with (the questions the student sees come without it). */
const keyed = makeQuestions(true);
const ids = (list: string) => (list === '' ? [] : list.split(',').map(Number));

/**
 * The runner's effects, faked in memory: the test and questions (@quest/api mocks), the device journal, a clock
 * the story moves forward, the server that opens and scores attempts, and what the machine asked for.
 */
const effects = {
  /** Added to the wall clock: moving it forward is how a story lets the test time run out. */
  clockOffsetMs: 0,
  /** Seconds the server allows for a new attempt. */
  durationSeconds: 1200,
  journal: null as TestJournal | null,
  history: null as TestHistory | null,
  starts: 0,
  submissions: [] as { submission: TestAttemptSubmissionBody; idempotencyKey: string }[],
  closed: 0,
  reset() {
    this.clockOffsetMs = 0;
    this.durationSeconds = 1200;
    this.journal = null;
    this.history = null;
    this.starts = 0;
    this.submissions = [];
    this.closed = 0;
  },
};

const now = () => Date.now() + effects.clockOffsetMs;
const wait = (ms = 100) => new Promise((resolve) => setTimeout(resolve, ms));

/** The fake server's scoring: one mark per question answered exactly as the key says. */
function score(submission: TestAttemptSubmissionBody, attemptNumber: number): TestAttemptResult {
  const answers = submission.question.map((answer) => {
    const key = keyed.find((q) => String(q.questionId) === answer.questionId);
    const chosen = ids(answer.selectedOptionIds).sort((a, b) => a - b);
    const correct = ids(key?.answer ?? '').sort((a, b) => a - b);
    const right = chosen.length > 0 && chosen.join() === correct.join();
    return {
      questionId: Number(answer.questionId),
      selectedOptionIds: answer.selectedOptionIds,
      isQuestionSkipped: answer.isQuestionSkipped,
      isAnsweredCorrect: right ? ('1' as const) : ('0' as const),
      questionMarksObtained: right ? 1 : 0,
      timeSpent: Number(answer.timeSpent),
      answer: key?.answer ?? '',
      explanation: key?.explanation ?? '',
    };
  });
  const result: TestAttemptSummary = {
    attemptNumber,
    marksObtained: answers.reduce((sum, a) => sum + a.questionMarksObtained, 0),
    totalMarks: answers.length,
    skipQuestionCount: answers.filter((a) => a.selectedOptionIds === '').length,
    rightAnswerCount: answers.filter((a) => a.isAnsweredCorrect === '1').length,
    wrongAnswerCount: answers.filter((a) => a.selectedOptionIds !== '' && a.isAnsweredCorrect === '0').length,
    totalTimeConsume: Number(submission.testAttemptedDuration),
  };
  const attemptList = [...(effects.history?.attemptList ?? []), result];
  const best = attemptList.reduce((a, b) => (b.marksObtained > a.marksObtained ? b : a));
  return { result, history: { bestAttemptNumber: best.attemptNumber, attemptList, answers } };
}

const runnerImplementations: TestRunnerImplementations = {
  actors: {
    loadQuestions: fromPromise<TestQuestions, { testCode: string }>(async () => {
      await wait();
      return makeTestQuestions({
        test: { ...makeTestQuestions().test, totalMark: 4, testAttemptCount: 0 },
      });
    }),
    loadHistory: fromPromise<TestHistory, { userId: number; testCode: string }>(async () => {
      await wait();
      return effects.history ?? makeTestHistory();
    }),
    loadJournal: fromPromise<TestJournal | null, { testCode: string }>(async () => {
      await wait();
      return effects.journal;
    }),
    startAttempt: fromPromise<TestAttemptStart, { userId: number; testCode: string; contentId: number }>(
      async () => {
        await wait();
        effects.starts += 1;
        const serverNow = now();
        return {
          attemptToken: `attempt-${effects.starts}`,
          startedAt: new Date(serverNow).toISOString(),
          deadline: new Date(serverNow + effects.durationSeconds * 1000).toISOString(),
          durationSeconds: effects.durationSeconds,
          extraTimeFactor: 1,
          serverNow: new Date(serverNow).toISOString(),
        };
      },
    ),
    sendAttempt: fromPromise<
      TestAttemptResult,
      { submission: TestAttemptSubmissionBody; idempotencyKey: string }
    >(async ({ input }) => {
      await wait();
      effects.submissions.push(input);
      const scored = score(input.submission, (effects.history?.attemptList.length ?? 0) + 1);
      effects.history = scored.history;
      return scored;
    }),
    flagQuestion: fromPromise<QuestionFlagResult, { questionId: number; remark: string }>(async () => {
      await wait();
      return { isSuccess: true, message: 'Thank you. The question has been reported for review.' };
    }),
  },
  actions: {
    saveJournal: (_, journal) => {
      effects.journal = journal;
    },
    clearJournal: () => {
      effects.journal = null;
    },
    closeTest: () => {
      effects.closed += 1;
    },
  },
};

const input: TestRunnerInput = { ...testRunnerFixtureInput, testCode: 'QT-FRAC-06', now };

/**
 * The /assessment screen as the app builds it: `useTestRunner` with its effects (faked), fed into TestRunnerView
 * through the app's own `useRunnerViewProps`.
 */
function TestRunnerFlow() {
  const runner = useTestRunner(input, runnerImplementations);
  const viewProps = useRunnerViewProps(runner);
  return <TestRunnerView {...viewProps} as="main" />;
}

/** The Controls panel's state picker: the path (named by the state it reaches) to replay. */
type StepperArgs = { path?: string };

const meta = {
  title: 'Flows/TestRunner',
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: '800px' } } },
  beforeEach() {
    effects.reset();
  },
} satisfies Meta<StepperArgs>;

export default meta;
type Story = StoryObj<StepperArgs>;

const body = () => within(document.body);
const button = (name: string | RegExp) => body().getByRole('button', { name });
const questionGroup = (n: number) => body().findByRole('group', { name: `Question ${n} of 4` });

/** The value shown beside a figure's label ("Score", "Skipped" …) in a result block. */
function figure(block: string, label: string) {
  const region = within(body().getByRole('region', { name: block }));
  return region.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

/**
 * Test runner (store-and-assessment.md §2.8, §4, §5, §8, §9) on the real machine, drawn by TestRunnerView through
 * the app's façade: pick a state to replay the path to it; `play` replays every generated path and checks that the
 * screen and the statechart end in its state.
 */
export const EveryPath: Story = {
  args: { path: pathLabel(paths[0]!) },
  argTypes: { path: { control: 'select', options: paths.map(pathLabel) } },
  render: (args) => (
    <FlowStage
      title="Test runner"
      controller={controller}
      paths={paths}
      path={args.path}
      machine={testRunnerMachine}
    >
      {() => <StepperRunner controller={controller} />}
    </FlowStage>
  ),
  play: async ({ canvasElement, step }) => {
    await playEveryPath(canvasElement, controller, paths, step);
  },
};

/**
 * A 2-minute test left alone (§2.8, §9): the countdown reaches 0:00, the "Time is up" overlay counts 3 s and the
 * answers are submitted by themselves, once; the result shows what the server scored.
 */
export const TimeOut: Story = {
  beforeEach() {
    effects.durationSeconds = 120;
  },
  render: () => <TestRunnerFlow />,
  play: async ({ step }) => {
    await step('the test starts with 2:00 on the clock; one answer is given', async () => {
      const group = await questionGroup(1);
      await expect(body().getByRole('timer')).toHaveTextContent(/[12]:[0-5]\d/);
      await userEvent.click(within(group).getAllByRole('radio')[0]!);
      await expect(await body().findByText('saved on this device')).toBeVisible();
    });
    await step('time runs out: the overlay, then the automatic submit', async () => {
      effects.clockOffsetMs += 120_000;
      await expect(await body().findByRole('dialog', { name: t.timeUp }, { timeout: 3000 })).toBeVisible();
      await waitFor(() => expect(body().getByRole('timer', { hidden: true })).toHaveTextContent('0:00'));
      await expect(effects.submissions).toHaveLength(0);
      await waitFor(() => expect(effects.submissions).toHaveLength(1), { timeout: 5000 });
    });
    await step('the result: one right, three skipped; synced', async () => {
      await expect(
        await body().findByRole('heading', { name: testResultTexts.current }, { timeout: 3000 }),
      ).toBeVisible();
      await expect(figure(testResultTexts.current, 'Score')).toBe('1/4');
      await expect(figure(testResultTexts.current, 'Skipped')).toBe('3');
      await expect(body().getByText('synced')).toBeVisible();
      await expect(body().queryByRole('timer')).toBeNull();
      await expect(effects.journal).toBeNull();
    });
  },
};

/**
 * Answer, End Test → OK, then review (§2.8): 'Your Answer', 'Correct Answer' and 'Explanation:' per question,
 * Next to the following one, Close back to the result.
 */
export const Review: Story = {
  render: () => <TestRunnerFlow />,
  play: async ({ step }) => {
    await step('answer the radio question and two check boxes of the second', async () => {
      await userEvent.click(within(await questionGroup(1)).getAllByRole('radio')[0]!);
      await userEvent.click(button(t.next));
      const second = within(await questionGroup(2));
      await userEvent.click(second.getAllByRole('checkbox')[0]!);
      await userEvent.click(second.getAllByRole('checkbox')[1]!);
      // The stepper draws its numbers once the browser is idle (ADR 0124): on a busy machine, a moment later.
      await waitFor(() => expect(button(/^Question 2, Answered/)).toHaveAttribute('aria-current', 'step'));
    });
    await step('End Test asks first; Cancel keeps answering', async () => {
      await userEvent.click(button(t.endTest));
      const dialog = await body().findByRole('alertdialog', { name: t.confirmSubmit });
      await userEvent.click(within(dialog).getByRole('button', { name: t.cancel }));
      await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
      await expect(effects.submissions).toHaveLength(0);
    });
    await step('End Test → OK submits; the result shows the server’s score', async () => {
      await userEvent.click(button(t.endTest));
      const dialog = await body().findByRole('alertdialog', { name: t.confirmSubmit });
      await userEvent.click(within(dialog).getByRole('button', { name: t.ok }));
      await expect(await body().findByRole('heading', { name: testResultTexts.current })).toBeVisible();
      await expect(figure(testResultTexts.current, 'Score')).toBe('2/4');
      await expect(figure(testResultTexts.current, 'Correct')).toBe('2');
      await expect(effects.submissions).toHaveLength(1);
    });
    await step('Review → Next → Close', async () => {
      await userEvent.click(button(testResultTexts.review));
      await expect(await body().findByRole('heading', { name: 'Question 1 of 4' })).toBeVisible();
      await expect(body().getByText(reviewAnswerTexts.yourAnswer)).toBeVisible();
      await expect(body().getByText(reviewAnswerTexts.explanation)).toBeVisible();
      await userEvent.click(button(reviewAnswerTexts.next));
      await expect(await body().findByRole('heading', { name: 'Question 2 of 4' })).toBeVisible();
      await userEvent.click(button(reviewAnswerTexts.close));
      await expect(await body().findByRole('heading', { name: testResultTexts.current })).toBeVisible();
    });
    await step('Close on the result leaves the test', async () => {
      await userEvent.click(button(testResultTexts.close));
      await waitFor(() => expect(effects.closed).toBe(1));
    });
  },
};

/**
 * A reload mid-test (§2.8, issue 11): the journal saved on this device is restored, so the answers and the
 * question on screen are back and the clock shows the true time left; no new attempt is started.
 */
export const Resume: Story = {
  beforeEach() {
    const start = now();
    effects.journal = {
      testCode: 'QT-FRAC-06',
      attemptToken: 'attempt-saved',
      deadline: new Date(start + 10 * 60_000).toISOString(),
      clockOffsetMs: 0,
      durationSeconds: 1200,
      idempotencyKey: 'key-saved',
      answers: { 50101: [501011], 50102: [501021, 501022] },
      flagged: [50104],
      timeSpent: { 50101: 40, 50102: 90 },
      currentIndex: 1,
      submission: null,
    };
  },
  render: () => <TestRunnerFlow />,
  play: async () => {
    const group = within(await questionGroup(2));
    const boxes = group.getAllByRole('checkbox');
    await expect(boxes[0]).toBeChecked();
    await expect(boxes[1]).toBeChecked();
    await expect(boxes[2]).not.toBeChecked();
    // The stepper's numbers arrive once the browser is idle (ADR 0124).
    await expect(await body().findByRole('button', { name: /^Question 1, Answered/ })).toBeVisible();
    await expect(button(/^Question 3, Not visited, Flagged/)).toBeVisible();
    await expect(body().getByRole('timer')).toHaveTextContent(/(10:00|9:5\d)/);
    await expect(body().getByText('saved on this device')).toBeVisible();
    await expect(effects.starts).toBe(0);
  },
};

/** The machine's statechart, generated from its definition; the highlight follows the actor as the play runs. */
export const Statechart: Story = statechartStory({
  title: 'Test runner',
  machine: testRunnerMachine,
  controller: chartController,
  paths,
});
