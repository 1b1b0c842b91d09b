import type {
  Question,
  QuestionFlagResult,
  TestAttemptResult,
  TestAttemptStart,
  TestHistory,
  TestQuestions,
} from '@quest/api';
import type { TestJournal, TestRunnerEvent, TestRunnerInput } from './test-runner.machine.ts';

/** Shared by the machine test and the Flows/TestRunner story. */
export const testRunnerFixtureInput: TestRunnerInput = {
  testCode: 'QT-FRAC-06',
  contentId: 701,
  userId: 42,
  locationId: 3,
  groupId: 9,
  questId: 11,
};

const question = (questionId: number, type: Question['questionTypeCode'], answer = ''): Question => ({
  questionId,
  missionTestQuestionId: questionId * 10,
  questionText: `<p>Question ${questionId}</p>`,
  questionTypeCode: type,
  options: {
    optionItems: [1, 2, 3].map((n) => ({ id: questionId * 10 + n, value: `Option ${n}`, ischecked: false })),
  },
  answer,
  explanation: '',
});

export const fixtureQuestions: Question[] = [
  question(501, 'QT02'),
  question(502, 'QT01'),
  question(503, 'QT04'),
];

export const fixtureTestQuestions = (testAttemptCount = 0): TestQuestions => ({
  test: {
    testCode: 'QT-FRAC-06',
    testName: 'Fractions',
    totalDuration: 20,
    totalQuestion: 3,
    totalMark: 6,
    testDirections: '<p>Answer every question.</p>',
    testAttemptCount,
    testAttemptedDuration: 0,
  },
  questions: fixtureQuestions,
});

/**
 * The input the generated paths start from: the fixtures' input on a still clock at their server time (05:00 UTC), so
 * a replayed path shows the same time left whenever it is drawn (the Flows/TestRunner story draws them).
 */
export const testRunnerPathInput: TestRunnerInput = {
  ...testRunnerFixtureInput,
  now: () => Date.parse('2026-01-12T05:00:00.000Z'),
};

/** A 20-minute sitting; the server clock reads 05:00 UTC. */
export const fixtureAttemptStart = (overrides: Partial<TestAttemptStart> = {}): TestAttemptStart => ({
  attemptToken: 'attempt-1',
  startedAt: '2026-01-12T05:00:00.000Z',
  deadline: '2026-01-12T05:20:00.000Z',
  durationSeconds: 1200,
  extraTimeFactor: 1,
  serverNow: '2026-01-12T05:00:00.000Z',
  ...overrides,
});

export const fixtureHistory: TestHistory = {
  bestAttemptNumber: 1,
  attemptList: [
    {
      attemptNumber: 1,
      marksObtained: 2,
      totalMarks: 6,
      skipQuestionCount: 1,
      rightAnswerCount: 1,
      wrongAnswerCount: 1,
      totalTimeConsume: 125,
    },
  ],
  answers: [],
};

export const fixtureAttemptResult: TestAttemptResult = {
  result: fixtureHistory.attemptList[0]!,
  history: fixtureHistory,
};

export const fixtureJournal = (overrides: Partial<TestJournal> = {}): TestJournal => ({
  testCode: 'QT-FRAC-06',
  attemptToken: 'attempt-1',
  deadline: '2026-01-12T05:20:00.000Z',
  clockOffsetMs: 0,
  durationSeconds: 1200,
  idempotencyKey: 'key-1',
  answers: {},
  flagged: [],
  timeSpent: {},
  currentIndex: 0,
  submission: null,
  ...overrides,
});

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('network') });
const after = (delay: string, stateId: string) => ({ type: `xstate.after.${delay}.${stateId}` });

const flagResult = (isSuccess: boolean): QuestionFlagResult => ({
  isSuccess,
  message: isSuccess ? 'Thank you for reporting.' : 'Already reported.',
});

/** The part of the context a guard reads: whether the test was taken before (opens on its result). */
export const testRunnerPathContextKey = (context: { test: { testAttemptCount: number } | null }) =>
  (context.test?.testAttemptCount ?? 0) > 0;

/** Every event the generated paths may take: user events, actor results and delayed events. */
export const testRunnerPathEvents = [
  { type: 'retry' },
  { type: 'question.go', index: 2 },
  { type: 'question.next' },
  { type: 'question.back' },
  { type: 'answer.toggle', optionId: 5011 },
  { type: 'test.end' },
  { type: 'submit.cancel' },
  { type: 'submit.confirm' },
  { type: 'flag.open' },
  { type: 'flag.confirm' },
  { type: 'flag.cancel' },
  { type: 'flag.remark', remark: 'Option 2 is also right' },
  { type: 'flag.submit' },
  { type: 'result.review' },
  { type: 'result.retake' },
  { type: 'result.close' },
  { type: 'review.next' },
  { type: 'review.back' },
  { type: 'review.close' },
  done('loadQuestions', fixtureTestQuestions(0)),
  done('loadQuestions', fixtureTestQuestions(1)),
  failed('loadQuestions'),
  done('loadHistory', fixtureHistory),
  failed('loadHistory'),
  done('loadJournal', null),
  done('loadJournal', fixtureJournal()),
  failed('loadJournal'),
  done('startAttempt', fixtureAttemptStart()),
  done('startAttempt', fixtureAttemptStart({ deadline: '2026-01-12T05:00:00.000Z' })),
  failed('startAttempt'),
  done('sendAttempt', fixtureAttemptResult),
  failed('sendAttempt'),
  done('flagQuestion', flagResult(true)),
  done('flagQuestion', flagResult(false)),
  failed('flagQuestion'),
  after('tick', 'testRunner.running.clock.ticking'),
  after('flagSnackbar', 'testRunner.running.notice.showingSnackbar'),
  after('timeUpOverlay', 'testRunner.timeUp'),
  after('submitRetry', 'testRunner.waitingToResubmit'),
] as unknown as readonly TestRunnerEvent[];
