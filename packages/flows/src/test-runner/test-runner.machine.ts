import { assign, setup } from 'xstate';
import type {
  Question,
  QuestionFlagResult,
  QuestionTypeCode,
  Test,
  TestAttemptResult,
  TestAttemptStart,
  TestAttemptSummary,
  TestHistory,
  TestQuestions,
} from '@quest/api';
import { mustProvide } from '../shared/required.ts';
import { buildSubmission, type TestAttemptSubmissionBody } from './build-submission.ts';

/** Texts of §2.8 and §5, exactly. */
export const testRunnerTexts = {
  confirmSubmit: 'Are you sure you want to Submit?',
  leaveWhileRunning: 'You have started the test. Please complete the test before you leave.',
  leaveAfterCompletion: 'Please close the test.',
  flagConfirm: 'Do you want to report error(s) in this question?',
  flagDialogTitle: 'Question flag',
  remarkRequired: 'Remark is required',
  yourAnswer: 'Your Answer',
  correctAnswer: 'Correct Answer',
  explanation: 'Explanation:',
} as const;

/** §9: timer tick 1 s; time-out overlay 3 s; flag snackbar 2 s. Submission retries back off up to 30 s. */
export const testRunnerDurations = {
  tickMs: 1000,
  timeUpOverlayMs: 3000,
  flagSnackbarMs: 2000,
  firstRetryMs: 2000,
  maxRetryMs: 30000,
} as const;

export type SaveStatus = 'saved on this device' | 'synced';

/** What the device keeps of an attempt so a reload resumes it (written after every change). */
export interface TestJournal {
  testCode: string;
  attemptToken: string;
  /** Server deadline (ISO-8601); extra time already included. */
  deadline: string;
  /** serverNow − local clock when the attempt started, in ms. */
  clockOffsetMs: number;
  durationSeconds: number;
  /** Generated once per attempt; every retry of the submission sends it. */
  idempotencyKey: string;
  /** Option ids ticked per questionId. */
  answers: Record<number, number[]>;
  /** questionIds the student reported. */
  flagged: number[];
  /** Seconds per questionId, measured from the clock (fractions kept; the submission rounds them). */
  timeSpent: Record<number, number>;
  /**
   * questionIds shown so far: one left without an answer is Skipped on the stepper. Missing in journals written
   * before it existed (read as none visited).
   */
  visited?: number[];
  currentIndex: number;
  /** Set once the student submitted (or time ran out): a reload retries this exact payload. */
  submission: TestAttemptSubmissionBody | null;
}

export interface TestRunnerInput {
  testCode: string;
  contentId: number;
  userId: number;
  locationId: number;
  groupId: number;
  questId: number;
  /**
   * Begin Test was pressed on the instructions: start a new attempt even when the test was taken before (a second
   * attempt). Without it an attempted test opens on its result. An attempt in progress on this device is resumed
   * either way (docs/decisions/0073-test-attempts-begin-and-resume.md).
   */
  begin?: boolean;
  /**
   * Wall clock in ms (default Date.now). The countdown, the time per question and the total time taken are all
   * differences of its readings (docs/decisions/0114-test-runner-time-skipped-and-reopening.md), never counted
   * ticks, so timers a phone suspends lose no time.
   */
  now?: () => number;
  /** Default crypto.randomUUID. */
  createIdempotencyKey?: () => string;
}

export interface TestRunnerContext {
  testCode: string;
  contentId: number;
  userId: number;
  locationId: number;
  groupId: number;
  questId: number;
  begin: boolean;
  now: () => number;
  createIdempotencyKey: () => string;
  test: Test | null;
  questions: Question[];
  answers: Record<number, number[]>;
  flagged: number[];
  timeSpent: Record<number, number>;
  /** questionIds shown so far (the current one included). */
  visited: number[];
  /** Clock reading (ms) from which the question on screen is being timed; null while not answering. */
  questionSince: number | null;
  currentIndex: number;
  attemptToken: string | null;
  deadline: string | null;
  clockOffsetMs: number;
  durationSeconds: number;
  remainingSeconds: number;
  idempotencyKey: string | null;
  submission: TestAttemptSubmissionBody | null;
  submitRetries: number;
  connectionLost: boolean;
  saveStatus: SaveStatus | null;
  result: TestAttemptSummary | null;
  history: TestHistory | null;
  reviewIndex: number;
  flagRemark: string;
  flagRemarkError: string | null;
  flagError: string | null;
  snackbar: string | null;
  error: string | null;
}

export type TestRunnerEvent =
  | { type: 'retry' }
  | { type: 'question.go'; index: number }
  | { type: 'question.next' }
  | { type: 'question.back' }
  | { type: 'answer.toggle'; optionId: number }
  | { type: 'test.end' }
  | { type: 'submit.cancel' }
  | { type: 'submit.confirm' }
  | { type: 'flag.open' }
  | { type: 'flag.confirm' }
  | { type: 'flag.cancel' }
  | { type: 'flag.remark'; remark: string }
  | { type: 'flag.submit' }
  | { type: 'result.review' }
  | { type: 'result.retake' }
  | { type: 'result.close' }
  | { type: 'review.go'; index: number }
  | { type: 'review.next' }
  | { type: 'review.back' }
  | { type: 'review.close' };

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** QT02 is a radio (one option); QT01, QT04 and QT09 are check boxes (§2.8, §9). */
export function toggleOption(
  type: QuestionTypeCode,
  selected: readonly number[],
  optionId: number,
): number[] {
  if (type === 'QT02') return [optionId];
  return selected.includes(optionId) ? selected.filter((id) => id !== optionId) : [...selected, optionId];
}

/** Whole seconds left until the server deadline, read from the (offset-corrected) clock. */
export function remainingSecondsAt(deadline: string, clockOffsetMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((Date.parse(deadline) - (nowMs + clockOffsetMs)) / 1000));
}

/**
 * Adds the time from `since` to `nowMs` to a question's seconds: a difference of two clock readings, cut at the
 * server deadline (as read on this device's clock) and never negative (a clock set back adds nothing). So the
 * times of all questions together never exceed the sitting, however long timers were suspended.
 */
export function addQuestionTime(
  timeSpent: Readonly<Record<number, number>>,
  questionId: number,
  since: number,
  nowMs: number,
  deadlineMs: number,
): Record<number, number> {
  const ms = Math.max(0, Math.min(nowMs, deadlineMs) - since);
  if (ms === 0) return { ...timeSpent };
  return { ...timeSpent, [questionId]: (timeSpent[questionId] ?? 0) + ms / 1000 };
}

const journalOf = (context: TestRunnerContext): TestJournal => ({
  testCode: context.testCode,
  attemptToken: context.attemptToken ?? '',
  deadline: context.deadline ?? '',
  clockOffsetMs: context.clockOffsetMs,
  durationSeconds: context.durationSeconds,
  idempotencyKey: context.idempotencyKey ?? '',
  answers: context.answers,
  flagged: context.flagged,
  timeSpent: context.timeSpent,
  visited: context.visited,
  currentIndex: context.currentIndex,
  submission: context.submission,
});

const saveJournal = {
  type: 'saveJournal',
  params: ({ context }: { context: TestRunnerContext }) => journalOf(context),
} as const;

const clampIndex = (index: number, length: number) => Math.min(Math.max(0, index), Math.max(0, length - 1));

/** The server deadline on this device's clock (ms), or +∞ before a sitting has one. */
const localDeadlineMs = (context: TestRunnerContext) =>
  context.deadline === null ? Number.POSITIVE_INFINITY : Date.parse(context.deadline) - context.clockOffsetMs;

/** The question at `index` counted as shown. */
const withVisited = (context: TestRunnerContext, index: number) => {
  const id = context.questions[index]?.questionId;
  return id === undefined || context.visited.includes(id) ? context.visited : [...context.visited, id];
};

/** Moving to the question at `index` (clamped): it becomes the one on screen and counts as visited. */
const moveTo = (context: TestRunnerContext, index: number) => {
  const next = clampIndex(index, context.questions.length);
  return { currentIndex: next, visited: withVisited(context, next) };
};

const resumable = (context: TestRunnerContext, journal: TestJournal | null): journal is TestJournal =>
  journal !== null && journal.testCode === context.testCode && journal.attemptToken !== '';

/** The journal a resumable-guarded transition restores (`resumable` held, so it is never null here). */
const resumed = (context: TestRunnerContext, journal: TestJournal | null): TestJournal => {
  if (!resumable(context, journal)) throw new Error('testRunner: no journal to resume');
  return journal;
};

/** The submission `buildSubmission` made on entering `submitting`. */
const builtSubmission = (context: TestRunnerContext): TestAttemptSubmissionBody => {
  if (context.submission === null) throw new Error('testRunner: no submission built');
  return context.submission;
};

const latestAttempt = (history: TestHistory) =>
  history.attemptList.reduce<TestAttemptSummary | null>(
    (latest, a) => (latest === null || a.attemptNumber > latest.attemptNumber ? a : latest),
    null,
  );

export const testRunnerMachine = setup({
  types: {
    context: {} as TestRunnerContext,
    events: {} as TestRunnerEvent,
    input: {} as TestRunnerInput,
  },
  actors: {
    loadQuestions: mustProvide<TestQuestions, { testCode: string }>('testRunner', 'loadQuestions'),
    loadHistory: mustProvide<TestHistory, { userId: number; testCode: string }>('testRunner', 'loadHistory'),
    loadJournal: mustProvide<TestJournal | null, { testCode: string }>('testRunner', 'loadJournal'),
    startAttempt: mustProvide<TestAttemptStart, { userId: number; testCode: string; contentId: number }>(
      'testRunner',
      'startAttempt',
    ),
    sendAttempt: mustProvide<
      TestAttemptResult,
      { submission: TestAttemptSubmissionBody; idempotencyKey: string }
    >('testRunner', 'sendAttempt'),
    flagQuestion: mustProvide<QuestionFlagResult, { questionId: number; remark: string }>(
      'testRunner',
      'flagQuestion',
    ),
  },
  actions: {
    /** Writes the attempt to the device (localStorage/IndexedDB in the app). */
    saveJournal: (_, _journal: TestJournal) => {},
    /** Forgets the device copy once the server confirmed the submission. */
    clearJournal: (_, _params: { testCode: string }) => {},
    /** Leaves the runner (/topics on small screens, else /task). */
    closeTest: () => {},
    /** Retake on the result: opens the test's instructions, whose Begin Test starts a new attempt (ADR 0114). */
    retakeTest: (_, _params: { testCode: string }) => {},
    /** Analytics `Teststared`: a new attempt began on the server. */
    reportTestStarted: (_, _params: { testCode: string; testName: string }) => {},
    /** Analytics `Testended`: the server recorded the attempt. */
    reportTestEnded: (_, _params: { testCode: string; testName: string; marksObtained: number }) => {},
    /** Resumes the attempt the device kept (the done event's journal). */
    restoreJournal: assign((_, journal: TestJournal) => ({
      attemptToken: journal.attemptToken,
      deadline: journal.deadline,
      clockOffsetMs: journal.clockOffsetMs,
      durationSeconds: journal.durationSeconds,
      idempotencyKey: journal.idempotencyKey,
      answers: journal.answers,
      flagged: journal.flagged,
      timeSpent: journal.timeSpent,
      visited: journal.visited ?? [],
      currentIndex: journal.currentIndex,
      submission: journal.submission,
      saveStatus: 'saved on this device',
    })),
    markSaved: assign({ saveStatus: 'saved on this device' }),
    /**
     * Times the question on screen up to now (a difference of clock readings, cut at the deadline) and restarts
     * its timing from now. Runs on every tick, before every move and when answering ends.
     */
    accountTime: assign(({ context }) => {
      const now = context.now();
      const id = context.questions[context.currentIndex]?.questionId;
      if (context.questionSince === null || id === undefined) return { questionSince: now };
      return {
        timeSpent: addQuestionTime(
          context.timeSpent,
          id,
          context.questionSince,
          now,
          localDeadlineMs(context),
        ),
        questionSince: now,
      };
    }),
    /** Answering starts (or resumes after a reload): the question on screen is visited and timed from now. */
    startTiming: assign(({ context }) => ({
      questionSince: context.now(),
      visited: withVisited(context, context.currentIndex),
    })),
    stopTiming: assign({ questionSince: null }),
    refreshClock: assign({
      remainingSeconds: ({ context }) =>
        context.deadline === null
          ? 0
          : remainingSecondsAt(context.deadline, context.clockOffsetMs, context.now()),
    }),
    buildSubmission: assign({
      submission: ({ context }) =>
        context.submission ??
        buildSubmission({
          identity: {
            userId: context.userId,
            locationId: context.locationId,
            groupId: context.groupId,
            questId: context.questId,
            contentId: context.contentId,
            testCode: context.testCode,
          },
          questions: context.questions,
          answers: context.answers,
          timeSpent: context.timeSpent,
          totalMarks: context.test?.totalMark ?? 0,
          allowedSeconds: context.durationSeconds,
          // remainingSeconds was read from the clock on entering (refreshClock), not left from the last tick.
          attemptedSeconds: context.durationSeconds - context.remainingSeconds,
          submittedAt: context.now(),
        }),
    }),
  },
  guards: {
    /** Taken before and not begun again from the instructions: open on the result. */
    showsResult: ({ context }) => (context.test?.testAttemptCount ?? 0) > 0 && !context.begin,
    timeIsUp: ({ context }) => context.remainingSeconds <= 0,
  },
  delays: {
    tick: testRunnerDurations.tickMs,
    timeUpOverlay: testRunnerDurations.timeUpOverlayMs,
    flagSnackbar: testRunnerDurations.flagSnackbarMs,
    submitRetry: ({ context }) =>
      Math.min(
        testRunnerDurations.firstRetryMs * 2 ** Math.max(0, context.submitRetries - 1),
        testRunnerDurations.maxRetryMs,
      ),
  },
}).createMachine({
  id: 'testRunner',
  initial: 'loadingQuestions',
  context: ({ input }) => ({
    testCode: input.testCode,
    contentId: input.contentId,
    userId: input.userId,
    locationId: input.locationId,
    groupId: input.groupId,
    questId: input.questId,
    begin: input.begin ?? false,
    now: input.now ?? (() => Date.now()),
    createIdempotencyKey: input.createIdempotencyKey ?? (() => globalThis.crypto.randomUUID()),
    test: null,
    questions: [],
    answers: {},
    flagged: [],
    timeSpent: {},
    visited: [],
    questionSince: null,
    currentIndex: 0,
    attemptToken: null,
    deadline: null,
    clockOffsetMs: 0,
    durationSeconds: 0,
    remainingSeconds: 0,
    idempotencyKey: null,
    submission: null,
    submitRetries: 0,
    connectionLost: false,
    saveStatus: null,
    result: null,
    history: null,
    reviewIndex: 0,
    flagRemark: '',
    flagRemarkError: null,
    flagError: null,
    snackbar: null,
    error: null,
  }),
  states: {
    loadingQuestions: {
      invoke: {
        id: 'loadQuestions',
        src: 'loadQuestions',
        input: ({ context }) => ({ testCode: context.testCode }),
        onDone: {
          target: 'restoringJournal',
          actions: assign({
            test: ({ event }) => event.output.test,
            questions: ({ event }) => event.output.questions,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    loadingHistory: {
      invoke: {
        id: 'loadHistory',
        src: 'loadHistory',
        input: ({ context }) => ({ userId: context.userId, testCode: context.testCode }),
        onDone: {
          target: 'result',
          actions: assign({
            history: ({ event }) => event.output,
            result: ({ event }) => latestAttempt(event.output),
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    restoringJournal: {
      invoke: {
        id: 'loadJournal',
        src: 'loadJournal',
        input: ({ context }) => ({ testCode: context.testCode }),
        onDone: [
          {
            guard: ({ context, event }) =>
              resumable(context, event.output) && event.output.submission != null,
            target: 'submitting',
            actions: {
              type: 'restoreJournal',
              params: ({ context, event }) => resumed(context, event.output),
            },
          },
          {
            guard: ({ context, event }) => resumable(context, event.output),
            target: 'running',
            actions: {
              type: 'restoreJournal',
              params: ({ context, event }) => resumed(context, event.output),
            },
          },
          { guard: 'showsResult', target: 'loadingHistory' },
          { target: 'startingAttempt' },
        ],
        onError: [{ guard: 'showsResult', target: 'loadingHistory' }, { target: 'startingAttempt' }],
      },
    },
    startingAttempt: {
      entry: assign({
        result: null,
        history: null,
        answers: {},
        flagged: [],
        timeSpent: {},
        visited: [],
        currentIndex: 0,
        submission: null,
        submitRetries: 0,
      }),
      invoke: {
        id: 'startAttempt',
        src: 'startAttempt',
        input: ({ context }) => ({
          userId: context.userId,
          testCode: context.testCode,
          contentId: context.contentId,
        }),
        onDone: {
          target: 'running',
          actions: [
            assign(({ context, event }) => ({
              attemptToken: event.output.attemptToken,
              deadline: event.output.deadline,
              clockOffsetMs: Date.parse(event.output.serverNow) - context.now(),
              durationSeconds: event.output.durationSeconds,
              idempotencyKey: context.createIdempotencyKey(),
            })),
            saveJournal,
            'markSaved',
            {
              type: 'reportTestStarted',
              params: ({ context }) => ({
                testCode: context.testCode,
                testName: context.test?.testName ?? '',
              }),
            },
          ],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    running: {
      type: 'parallel',
      entry: ['refreshClock', 'startTiming'],
      // Leaving (OK on the submit confirmation, time up) times the last question up to this moment.
      exit: ['accountTime', 'stopTiming'],
      always: { guard: 'timeIsUp', target: 'timeUp' },
      states: {
        clock: {
          initial: 'ticking',
          states: {
            ticking: {
              after: {
                tick: {
                  target: 'ticking',
                  reenter: true,
                  actions: ['refreshClock', 'accountTime', saveJournal, 'markSaved'],
                },
              },
            },
          },
        },
        notice: {
          initial: 'quiet',
          states: {
            quiet: {},
            showingSnackbar: {
              after: { flagSnackbar: { target: 'quiet', actions: assign({ snackbar: null }) } },
            },
          },
        },
        sheet: {
          initial: 'answering',
          states: {
            answering: {
              on: {
                'question.go': {
                  actions: [
                    'accountTime',
                    assign(({ context, event }) => moveTo(context, event.index)),
                    saveJournal,
                    'markSaved',
                  ],
                },
                'question.next': {
                  actions: [
                    'accountTime',
                    assign(({ context }) => moveTo(context, context.currentIndex + 1)),
                    saveJournal,
                    'markSaved',
                  ],
                },
                'question.back': {
                  actions: [
                    'accountTime',
                    assign(({ context }) => moveTo(context, context.currentIndex - 1)),
                    saveJournal,
                    'markSaved',
                  ],
                },
                'answer.toggle': {
                  actions: [
                    assign({
                      answers: ({ context, event }) => {
                        const question = context.questions[context.currentIndex];
                        if (question === undefined) return context.answers;
                        const selected = context.answers[question.questionId] ?? [];
                        return {
                          ...context.answers,
                          [question.questionId]: toggleOption(
                            question.questionTypeCode,
                            selected,
                            event.optionId,
                          ),
                        };
                      },
                    }),
                    saveJournal,
                    'markSaved',
                  ],
                },
                'test.end': 'confirmingSubmit',
                'flag.open': 'confirmingFlag',
              },
            },
            confirmingSubmit: {
              on: {
                'submit.cancel': 'answering',
                'submit.confirm': '#testRunner.submitting',
              },
            },
            confirmingFlag: {
              on: {
                'flag.cancel': 'answering',
                'flag.confirm': {
                  target: 'flagDialog',
                  actions: assign({ flagRemark: '', flagRemarkError: null, flagError: null }),
                },
              },
            },
            flagDialog: {
              initial: 'editing',
              on: {
                'flag.cancel': {
                  target: 'answering',
                  actions: assign({ flagRemarkError: null, flagError: null }),
                },
              },
              states: {
                /** The remark is blank: Submit shows 'Remark is required'. */
                editing: {
                  on: {
                    'flag.remark': [
                      {
                        guard: ({ event }) => event.remark.trim() !== '',
                        target: 'ready',
                        actions: assign({ flagRemark: ({ event }) => event.remark, flagRemarkError: null }),
                      },
                      { actions: assign({ flagRemark: ({ event }) => event.remark }) },
                    ],
                    'flag.submit': { actions: assign({ flagRemarkError: testRunnerTexts.remarkRequired }) },
                  },
                },
                ready: {
                  on: {
                    'flag.remark': [
                      {
                        guard: ({ event }) => event.remark.trim() === '',
                        target: 'editing',
                        actions: assign({ flagRemark: ({ event }) => event.remark }),
                      },
                      { actions: assign({ flagRemark: ({ event }) => event.remark }) },
                    ],
                    'flag.submit': { target: 'sending', actions: assign({ flagError: null }) },
                  },
                },
                sending: {
                  invoke: {
                    id: 'flagQuestion',
                    src: 'flagQuestion',
                    input: ({ context }) => ({
                      questionId: context.questions[context.currentIndex]?.questionId ?? 0,
                      remark: context.flagRemark.trim(),
                    }),
                    onDone: [
                      {
                        guard: ({ event }) => !event.output.isSuccess,
                        target: 'ready',
                        actions: assign({ flagError: ({ event }) => event.output.message }),
                      },
                      {
                        target: [
                          '#testRunner.running.sheet.answering',
                          '#testRunner.running.notice.showingSnackbar',
                        ],
                        actions: [
                          assign({
                            snackbar: ({ event }) => event.output.message,
                            flagRemark: '',
                            flagged: ({ context }) => {
                              const id = context.questions[context.currentIndex]?.questionId;
                              return id === undefined || context.flagged.includes(id)
                                ? context.flagged
                                : [...context.flagged, id];
                            },
                          }),
                          saveJournal,
                          'markSaved',
                        ],
                      },
                    ],
                    // §8: a network failure silently stops loading; the remark stays.
                    onError: { target: 'ready' },
                  },
                },
              },
            },
          },
        },
      },
    },
    timeUp: {
      after: { timeUpOverlay: 'submitting' },
    },
    submitting: {
      entry: ['refreshClock', 'buildSubmission', saveJournal, 'markSaved'],
      invoke: {
        id: 'sendAttempt',
        src: 'sendAttempt',
        input: ({ context }) => ({
          submission: builtSubmission(context),
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: {
          target: 'result',
          actions: [
            assign({
              result: ({ event }) => event.output.result,
              history: ({ event }) => event.output.history,
              connectionLost: false,
              submitRetries: 0,
              saveStatus: 'synced',
              test: ({ context }) =>
                context.test === null
                  ? null
                  : { ...context.test, testAttemptCount: context.test.testAttemptCount + 1 },
            }),
            { type: 'clearJournal', params: ({ context }) => ({ testCode: context.testCode }) },
            {
              type: 'reportTestEnded',
              params: ({ context }) => ({
                testCode: context.testCode,
                testName: context.test?.testName ?? '',
                marksObtained: context.result?.marksObtained ?? 0,
              }),
            },
          ],
        },
        onError: {
          target: 'waitingToResubmit',
          actions: assign({
            connectionLost: true,
            submitRetries: ({ context }) => context.submitRetries + 1,
          }),
        },
      },
    },
    waitingToResubmit: {
      after: { submitRetry: 'submitting' },
    },
    result: {
      on: {
        'result.review': { target: 'reviewing', actions: assign({ reviewIndex: 0 }) },
        /** Retake: the app opens the instructions again, whose Begin Test starts the next attempt (ADR 0114). */
        'result.retake': {
          actions: { type: 'retakeTest', params: ({ context }) => ({ testCode: context.testCode }) },
        },
        'result.close': 'closed',
      },
    },
    reviewing: {
      on: {
        'review.go': {
          actions: assign({
            reviewIndex: ({ context, event }) => clampIndex(event.index, context.questions.length),
          }),
        },
        'review.next': {
          actions: assign({
            reviewIndex: ({ context }) => clampIndex(context.reviewIndex + 1, context.questions.length),
          }),
        },
        'review.back': {
          actions: assign({
            reviewIndex: ({ context }) => clampIndex(context.reviewIndex - 1, context.questions.length),
          }),
        },
        'review.close': 'result',
        'result.close': 'closed',
      },
    },
    failed: {
      on: { retry: { target: 'loadingQuestions', actions: assign({ error: null }) } },
    },
    closed: {
      type: 'final',
      entry: 'closeTest',
    },
  },
});
