import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { QuestionFlagResult, TestAttemptResult } from '@quest/api';
import { shortestPathsByState, unreachedStates, allLeafStates } from '../testing/graph.ts';
import type { TestAttemptSubmissionBody } from './build-submission.ts';
import { testRunnerMachine, testRunnerTexts, type TestJournal } from './test-runner.machine.ts';
import {
  fixtureAttemptResult,
  fixtureAttemptStart,
  fixtureHistory,
  fixtureTestQuestions,
  testRunnerFixtureInput,
  testRunnerPathContextKey,
  testRunnerPathEvents,
  testRunnerPathInput,
} from './test-runner.paths.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const SERVER_START = Date.parse('2026-01-12T05:00:00.000Z');

interface Harness {
  /** The phone's wall clock (90 s fast), moved independently of timers to model sleeps and clock jumps. */
  wall: { ms: number };
  journal: { current: TestJournal | null; saves: number };
  sent: Array<{ submission: TestAttemptSubmissionBody; idempotencyKey: string }>;
  flagCalls: Array<{ questionId: number; remark: string }>;
  /** Analytics the machine reported, in order. */
  analytics: string[];
}

function harness(): Harness {
  return {
    wall: { ms: SERVER_START + 90_000 },
    journal: { current: null, saves: 0 },
    sent: [],
    flagCalls: [],
    analytics: [],
  };
}

function start(
  h: Harness,
  options: {
    attemptCount?: number;
    begin?: boolean;
    send?: (call: number) => Promise<TestAttemptResult>;
    flag?: () => Promise<QuestionFlagResult>;
  } = {},
) {
  const clock = new SimulatedClock();
  let keys = 0;
  const machine = testRunnerMachine.provide({
    actors: {
      loadQuestions: fromPromise(async () => fixtureTestQuestions(options.attemptCount ?? 0)),
      loadHistory: fromPromise(async () => fixtureHistory),
      loadJournal: fromPromise(async () => h.journal.current),
      startAttempt: fromPromise(async () => fixtureAttemptStart()),
      sendAttempt: fromPromise(async ({ input }) => {
        h.sent.push(input);
        return (options.send ?? (async () => fixtureAttemptResult))(h.sent.length);
      }),
      flagQuestion: fromPromise(async ({ input }) => {
        h.flagCalls.push(input);
        return (options.flag ?? (async () => ({ isSuccess: true, message: 'Thank you' })))();
      }),
    },
    actions: {
      saveJournal: (_, journal) => {
        h.journal.current = structuredClone(journal);
        h.journal.saves += 1;
      },
      clearJournal: () => {
        h.journal.current = null;
      },
      reportTestStarted: (_, { testCode, testName }) =>
        void h.analytics.push(`Teststared ${testCode} ${testName}`),
      reportTestEnded: (_, { testCode, marksObtained }) =>
        void h.analytics.push(`Testended ${testCode} ${marksObtained}`),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: {
      ...testRunnerFixtureInput,
      begin: options.begin,
      now: () => h.wall.ms,
      createIdempotencyKey: () => `key-${++keys}`,
    },
  }).start();
  /** Real time passing: the wall clock and the timers move together. */
  const elapse = (ms: number) => {
    for (let t = 0; t < ms; t += 1000) {
      const step = Math.min(1000, ms - t);
      h.wall.ms += step;
      clock.increment(step);
    }
  };
  return { actor, clock, elapse };
}

const stateOf = (actor: { getSnapshot(): { value: unknown } }) => actor.getSnapshot().value;

describe('test runner', () => {
  test('Scenario: a first attempt starts a sitting, clears history and counts down from the server deadline', async () => {
    const h = harness();
    const { actor } = start(h);
    await flush();
    const { context } = actor.getSnapshot();
    expect(stateOf(actor)).toEqual({ running: { clock: 'ticking', notice: 'quiet', sheet: 'answering' } });
    expect({
      remaining: context.remainingSeconds,
      offset: context.clockOffsetMs,
      key: context.idempotencyKey,
      history: context.history,
      result: context.result,
      saveStatus: context.saveStatus,
    }).toEqual({
      remaining: 1200,
      offset: -90_000,
      key: 'key-1',
      history: null,
      result: null,
      saveStatus: 'saved on this device',
    });
  });

  test('Scenario: the timer and the question time are right after the clock jumps 10 minutes', async () => {
    const h = harness();
    const { actor, clock, elapse } = start(h);
    await flush();
    elapse(5000);
    expect(actor.getSnapshot().context.remainingSeconds).toEqual(1195);
    h.wall.ms += 10 * 60 * 1000; // the phone slept: no ticks fired
    clock.increment(1000);
    expect({
      remaining: actor.getSnapshot().context.remainingSeconds,
      spent: actor.getSnapshot().context.timeSpent,
    }).toEqual({
      remaining: 595,
      // Measured from the clock, not counted ticks (6): 5 s answering and the 10 minutes asleep on question 1.
      spent: { 501: 605 },
    });
  });

  test('Scenario: answers follow the question type and navigation is non-linear', async () => {
    const h = harness();
    const { actor } = start(h);
    await flush();
    actor.send({ type: 'answer.toggle', optionId: 5011 });
    actor.send({ type: 'answer.toggle', optionId: 5012 }); // QT02: radio, replaces
    actor.send({ type: 'question.go', index: 2 });
    actor.send({ type: 'answer.toggle', optionId: 5031 });
    actor.send({ type: 'answer.toggle', optionId: 5033 }); // QT04: check boxes, adds
    actor.send({ type: 'question.back' });
    actor.send({ type: 'answer.toggle', optionId: 5021 });
    actor.send({ type: 'answer.toggle', optionId: 5021 }); // unticks
    actor.send({ type: 'question.next' });
    actor.send({ type: 'question.next' }); // stays on the last question
    expect({
      answers: actor.getSnapshot().context.answers,
      index: actor.getSnapshot().context.currentIndex,
    }).toEqual({
      answers: { 501: [5012], 502: [], 503: [5031, 5033] },
      index: 2,
    });
    expect(h.journal.current?.answers).toEqual({ 501: [5012], 502: [], 503: [5031, 5033] });
  });

  test('Scenario: End Test asks for confirmation; Cancel keeps answering, OK submits and shows the result', async () => {
    const h = harness();
    const { actor, elapse } = start(h);
    await flush();
    actor.send({ type: 'answer.toggle', optionId: 5011 });
    elapse(3000);
    actor.send({ type: 'test.end' });
    expect(stateOf(actor)).toEqual({
      running: { clock: 'ticking', notice: 'quiet', sheet: 'confirmingSubmit' },
    });
    expect(testRunnerTexts.confirmSubmit).toEqual('Are you sure you want to Submit?');
    actor.send({ type: 'submit.cancel' });
    actor.send({ type: 'test.end' });
    actor.send({ type: 'submit.confirm' });
    await flush();
    expect(stateOf(actor)).toEqual('result');
    expect(h.sent).toEqual([
      {
        idempotencyKey: 'key-1',
        submission: {
          testTrackingId: '',
          userId: '42',
          locationId: '3',
          groupId: '9',
          questId: '11',
          contentId: '701',
          testCode: 'QT-FRAC-06',
          testActualDuration: '1200',
          testAttemptedDuration: '3',
          testTotalMarks: '6',
          marksObtained: '0',
          totalQuestion: '3',
          skipCount: '2',
          rightCount: '0',
          wrongCount: '1',
          percentage: '0',
          attemptedDate: '2026-01-12 10:31:33',
          question: [
            {
              questionId: '501',
              missionTestQuestionId: '5010',
              selectedOptionIds: '5011',
              isQuestionSkipped: '1',
              isAnsweredCorrect: '0',
              questionMarksObtained: '0',
              timeSpent: '3',
            },
            {
              questionId: '502',
              missionTestQuestionId: '5020',
              selectedOptionIds: '',
              isQuestionSkipped: '0',
              isAnsweredCorrect: '0',
              questionMarksObtained: '0',
              timeSpent: '0',
            },
            {
              questionId: '503',
              missionTestQuestionId: '5030',
              selectedOptionIds: '',
              isQuestionSkipped: '0',
              isAnsweredCorrect: '0',
              questionMarksObtained: '0',
              timeSpent: '0',
            },
          ],
          missionActivitySummaryId: '',
        },
      },
    ]);
    const { context } = actor.getSnapshot();
    expect({
      result: context.result,
      saveStatus: context.saveStatus,
      journal: h.journal.current,
      attempts: context.test?.testAttemptCount,
    }).toEqual({ result: fixtureAttemptResult.result, saveStatus: 'synced', journal: null, attempts: 1 });
  });

  test('Scenario: timer reaches zero, the overlay shows for 3 s, then the test is submitted automatically', async () => {
    const h = harness();
    const { actor, clock } = start(h);
    await flush();
    h.wall.ms += 1200 * 1000;
    clock.increment(1000);
    expect(stateOf(actor)).toEqual('timeUp');
    clock.increment(2999);
    expect({ state: stateOf(actor), sent: h.sent.length }).toEqual({ state: 'timeUp', sent: 0 });
    clock.increment(1);
    await flush();
    expect({ state: stateOf(actor), sent: h.sent.length }).toEqual({ state: 'result', sent: 1 });
    expect(h.sent[0]?.submission.testAttemptedDuration).toEqual('1200');
  });

  test('Scenario: a reload mid-test (a new actor on the same journal) restores answers and the true remaining time', async () => {
    const h = harness();
    const first = start(h);
    await flush();
    first.actor.send({ type: 'answer.toggle', optionId: 5012 });
    first.actor.send({ type: 'question.go', index: 1 });
    first.actor.send({ type: 'answer.toggle', optionId: 5021 });
    first.elapse(4000);
    first.actor.stop();
    h.wall.ms += 60_000; // the page was closed for a minute

    const second = start(h);
    await flush();
    const { context } = second.actor.getSnapshot();
    expect(stateOf(second.actor)).toEqual({
      running: { clock: 'ticking', notice: 'quiet', sheet: 'answering' },
    });
    expect({
      answers: context.answers,
      index: context.currentIndex,
      spent: context.timeSpent,
      remaining: context.remainingSeconds,
      token: context.attemptToken,
      key: context.idempotencyKey,
    }).toEqual({
      answers: { 501: [5012], 502: [5021] },
      index: 1,
      spent: { 502: 4 },
      remaining: 1200 - 4 - 60,
      token: 'attempt-1',
      key: 'key-1',
    });
  });

  test('Scenario: a failed submission is retried with back-off and the server sees one attempt', async () => {
    const h = harness();
    const attemptsByKey = new Map<string, number>();
    const { actor, clock } = start(h, {
      send: async (call) => {
        if (call < 3) throw new Error('Network Error');
        const key = h.sent[call - 1]!.idempotencyKey;
        attemptsByKey.set(key, (attemptsByKey.get(key) ?? 0) + 1);
        return fixtureAttemptResult;
      },
    });
    await flush();
    actor.send({ type: 'test.end' });
    actor.send({ type: 'submit.confirm' });
    await flush();
    expect({ state: stateOf(actor), lost: actor.getSnapshot().context.connectionLost }).toEqual({
      state: 'waitingToResubmit',
      lost: true,
    });
    clock.increment(1999);
    expect(h.sent.length).toEqual(1);
    clock.increment(1);
    await flush();
    expect(h.sent.length).toEqual(2);
    clock.increment(3999); // the second wait is longer
    expect(h.sent.length).toEqual(2);
    clock.increment(1);
    await flush();
    expect({
      state: stateOf(actor),
      lost: actor.getSnapshot().context.connectionLost,
      keys: h.sent.map((s) => s.idempotencyKey),
      samePayload: h.sent.every(
        (s) => JSON.stringify(s.submission) === JSON.stringify(h.sent[0]!.submission),
      ),
      attemptsByKey: Object.fromEntries(attemptsByKey),
    }).toEqual({
      state: 'result',
      lost: false,
      keys: ['key-1', 'key-1', 'key-1'],
      samePayload: true,
      attemptsByKey: { 'key-1': 1 },
    });
  });

  test('Scenario: a reload while the submission is pending resends the same payload with the same key', async () => {
    const h = harness();
    const first = start(h, { send: () => Promise.reject(new Error('offline')) });
    await flush();
    first.actor.send({ type: 'test.end' });
    first.actor.send({ type: 'submit.confirm' });
    await flush();
    first.actor.stop();
    const pending = h.sent[0];

    const second = start(h);
    await flush();
    expect({ state: stateOf(second.actor), last: h.sent[1] }).toEqual({ state: 'result', last: pending });
  });

  test('Scenario: the question flag asks first, requires a remark, and shows a refusal inside the dialog', async () => {
    const h = harness();
    const { actor } = start(h, { flag: async () => ({ isSuccess: false, message: 'Already reported.' }) });
    await flush();
    actor.send({ type: 'flag.open' });
    expect(stateOf(actor)).toEqual({
      running: { clock: 'ticking', notice: 'quiet', sheet: 'confirmingFlag' },
    });
    actor.send({ type: 'flag.cancel' });
    actor.send({ type: 'flag.open' });
    actor.send({ type: 'flag.confirm' });
    actor.send({ type: 'flag.submit' });
    expect(actor.getSnapshot().context.flagRemarkError).toEqual('Remark is required');
    actor.send({ type: 'flag.remark', remark: '  Option 2 is also right ' });
    actor.send({ type: 'flag.submit' });
    await flush();
    const { context } = actor.getSnapshot();
    expect({
      state: stateOf(actor),
      error: context.flagError,
      remark: context.flagRemark,
      calls: h.flagCalls,
    }).toEqual({
      state: { running: { clock: 'ticking', notice: 'quiet', sheet: { flagDialog: 'ready' } } },
      error: 'Already reported.',
      remark: '  Option 2 is also right ',
      calls: [{ questionId: 501, remark: 'Option 2 is also right' }],
    });
  });

  test('Scenario: a flag network failure stops loading and keeps the remark', async () => {
    const h = harness();
    const { actor } = start(h, { flag: () => Promise.reject(new Error('Network Error')) });
    await flush();
    actor.send({ type: 'flag.open' });
    actor.send({ type: 'flag.confirm' });
    actor.send({ type: 'flag.remark', remark: 'Typo' });
    actor.send({ type: 'flag.submit' });
    await flush();
    const { context } = actor.getSnapshot();
    expect({ state: stateOf(actor), remark: context.flagRemark, error: context.flagError }).toEqual({
      state: { running: { clock: 'ticking', notice: 'quiet', sheet: { flagDialog: 'ready' } } },
      remark: 'Typo',
      error: null,
    });
  });

  test('Scenario: a successful flag closes the dialog and shows the message in a 2 s snackbar', async () => {
    const h = harness();
    const { actor, clock } = start(h);
    await flush();
    actor.send({ type: 'flag.open' });
    actor.send({ type: 'flag.confirm' });
    actor.send({ type: 'flag.remark', remark: 'Typo' });
    actor.send({ type: 'flag.submit' });
    await flush();
    expect({
      state: stateOf(actor),
      snackbar: actor.getSnapshot().context.snackbar,
      flagged: h.journal.current?.flagged,
    }).toEqual({
      state: { running: { clock: 'ticking', notice: 'showingSnackbar', sheet: 'answering' } },
      snackbar: 'Thank you',
      flagged: [501],
    });
    clock.increment(2000);
    expect(actor.getSnapshot().context.snackbar).toEqual(null);
  });

  test('Scenario: an already attempted test opens on the result; review walks the questions and Close leaves', async () => {
    const h = harness();
    let closed = 0;
    const clock = new SimulatedClock();
    const actor = createActor(
      testRunnerMachine.provide({
        actors: {
          loadQuestions: fromPromise(async () => fixtureTestQuestions(1)),
          loadHistory: fromPromise(async () => fixtureHistory),
        },
        actions: { closeTest: () => void closed++ },
      }),
      { clock, input: { ...testRunnerFixtureInput, now: () => h.wall.ms } },
    ).start();
    await flush();
    expect({ state: stateOf(actor), result: actor.getSnapshot().context.result }).toEqual({
      state: 'result',
      result: fixtureHistory.attemptList[0],
    });
    actor.send({ type: 'result.review' });
    actor.send({ type: 'review.next' });
    actor.send({ type: 'review.next' });
    actor.send({ type: 'review.next' });
    actor.send({ type: 'review.back' });
    expect({ state: stateOf(actor), index: actor.getSnapshot().context.reviewIndex }).toEqual({
      state: 'reviewing',
      index: 1,
    });
    actor.send({ type: 'review.close' });
    actor.send({ type: 'result.close' });
    expect({ status: actor.getSnapshot().status, closed }).toEqual({ status: 'done', closed: 1 });
  });

  test('Scenario: Begin Test on a test taken before starts a second attempt; analytics report start and end', async () => {
    const h = harness();
    const { actor } = start(h, { attemptCount: 1, begin: true });
    await flush();
    expect({ state: stateOf(actor), history: actor.getSnapshot().context.history }).toEqual({
      state: { running: { clock: 'ticking', notice: 'quiet', sheet: 'answering' } },
      history: null,
    });
    actor.send({ type: 'test.end' });
    actor.send({ type: 'submit.confirm' });
    await flush();
    expect({ state: stateOf(actor), sent: h.sent.length, analytics: h.analytics }).toEqual({
      state: 'result',
      sent: 1,
      analytics: ['Teststared QT-FRAC-06 Fractions', 'Testended QT-FRAC-06 2'],
    });
  });

  test('Scenario: a reload during a second attempt resumes it instead of showing the first result', async () => {
    const h = harness();
    const first = start(h, { attemptCount: 1, begin: true });
    await flush();
    first.actor.send({ type: 'answer.toggle', optionId: 5012 });
    first.actor.stop();
    // The reloaded page no longer carries Begin Test; the journal on the device wins over the result.
    const { actor } = start(h, { attemptCount: 1 });
    await flush();
    expect({
      state: stateOf(actor),
      answers: actor.getSnapshot().context.answers,
      analytics: h.analytics,
    }).toEqual({
      state: { running: { clock: 'ticking', notice: 'quiet', sheet: 'answering' } },
      answers: { 501: [5012] },
      analytics: ['Teststared QT-FRAC-06 Fractions'],
    });
  });

  test('Scenario: a load failure shows the message and Retry loads again', async () => {
    let calls = 0;
    const actor = createActor(
      testRunnerMachine.provide({
        actors: {
          loadQuestions: fromPromise(async () => {
            calls += 1;
            if (calls === 1) throw new Error('Failed to fetch data');
            return fixtureTestQuestions(1);
          }),
          loadHistory: fromPromise(async () => fixtureHistory),
        },
      }),
      { input: testRunnerFixtureInput },
    ).start();
    await flush();
    expect({ state: stateOf(actor), error: actor.getSnapshot().context.error }).toEqual({
      state: 'failed',
      error: 'Failed to fetch data',
    });
    actor.send({ type: 'retry' });
    await flush();
    expect(stateOf(actor)).toEqual('result');
  });

  test('Scenario: timers suspended 19 minutes, End Test at once: Time Taken is 19 min, split by question', async () => {
    const h = harness();
    const { actor, elapse } = start(h);
    await flush();
    elapse(20_000); // 20 s on question 1
    actor.send({ type: 'question.next' });
    elapse(40_000); // 40 s on question 2
    // The phone locks: no timer fires for 19 minutes; the student submits the moment it wakes, before any tick.
    h.wall.ms += 19 * 60 * 1000;
    actor.send({ type: 'test.end' });
    actor.send({ type: 'submit.confirm' });
    await flush();
    const submission = h.sent[0]!.submission;
    const perQuestion = submission.question.map((q) => Number(q.timeSpent));
    const taken = Number(submission.testAttemptedDuration);
    expect({ state: stateOf(actor), perQuestion, taken }).toEqual({
      state: 'result',
      perQuestion: [20, 40 + 19 * 60, 0],
      taken: 20 + 40 + 19 * 60,
    });
    // Within 5 s of the 19 minutes asleep plus the minute answered (the Done-when's bound).
    expect(Math.abs(taken - 60 - 19 * 60)).toBeLessThanOrEqual(5);
    expect(perQuestion.reduce((a, b) => a + b, 0)).toEqual(taken);
  });

  test('Scenario: a SimulatedClock jump of 19 minutes (the suspended tick fires on waking): Time Taken ≈ 19 min', async () => {
    const h = harness();
    const { actor, clock } = start(h);
    await flush();
    // 19 minutes pass on the wall clock and on the simulated timers at once: the pending tick fires once.
    h.wall.ms += 19 * 60 * 1000;
    clock.increment(19 * 60 * 1000);
    expect(actor.getSnapshot().context.remainingSeconds).toEqual(60);
    actor.send({ type: 'test.end' });
    actor.send({ type: 'submit.confirm' });
    await flush();
    const submission = h.sent[0]!.submission;
    expect({
      taken: Number(submission.testAttemptedDuration),
      question1: Number(submission.question[0]!.timeSpent),
    }).toEqual({ taken: 19 * 60, question1: 19 * 60 });
  });

  test('Scenario: suspended past the deadline: every time is capped at the test duration', async () => {
    const h = harness();
    const { actor, clock, elapse } = start(h);
    await flush();
    elapse(5_000);
    actor.send({ type: 'question.go', index: 2 });
    h.wall.ms += 45 * 60 * 1000; // asleep far beyond the 20-minute deadline
    clock.increment(1000);
    expect(stateOf(actor)).toEqual('timeUp');
    clock.increment(3000);
    await flush();
    const submission = h.sent[0]!.submission;
    const perQuestion = submission.question.map((q) => Number(q.timeSpent));
    expect({ taken: submission.testAttemptedDuration, perQuestion }).toEqual({
      taken: '1200',
      perQuestion: [5, 0, 1195],
    });
  });

  test('Scenario: a clock set back adds no time and never takes any away', async () => {
    const h = harness();
    const { actor, clock, elapse } = start(h);
    await flush();
    elapse(10_000);
    h.wall.ms -= 60 * 60 * 1000; // the student sets the phone's clock back an hour
    clock.increment(1000);
    expect(actor.getSnapshot().context.timeSpent).toEqual({ 501: 10 });
    h.wall.ms += 1000;
    clock.increment(1000);
    expect(actor.getSnapshot().context.timeSpent).toEqual({ 501: 11 });
  });

  test('Scenario: the questions shown are kept as visited (the façade marks the unanswered ones left Skipped)', async () => {
    const h = harness();
    const { actor } = start(h);
    await flush();
    expect(actor.getSnapshot().context.visited).toEqual([501]);
    actor.send({ type: 'question.next' }); // question 1 left unanswered
    actor.send({ type: 'answer.toggle', optionId: 5021 });
    actor.send({ type: 'question.back' });
    expect(actor.getSnapshot().context.visited).toEqual([501, 502]);
    actor.send({ type: 'question.go', index: 2 });
    // Kept on the device: a reload still knows which questions were seen.
    actor.stop();
    expect(h.journal.current?.visited).toEqual([501, 502, 503]);
    const reloaded = start(h);
    await flush();
    expect(reloaded.actor.getSnapshot().context.visited).toEqual([501, 502, 503]);
  });

  test('Scenario: a journal written before visits were kept resumes with none visited but the one on screen', async () => {
    const h = harness();
    h.journal.current = {
      testCode: 'QT-FRAC-06',
      attemptToken: 'attempt-1',
      deadline: '2026-01-12T05:20:00.000Z',
      clockOffsetMs: -90_000,
      durationSeconds: 1200,
      idempotencyKey: 'key-1',
      answers: {},
      flagged: [],
      timeSpent: { 501: 12 },
      currentIndex: 1,
      submission: null,
    };
    const { actor } = start(h);
    await flush();
    expect({
      state: stateOf(actor),
      visited: actor.getSnapshot().context.visited,
      spent: actor.getSnapshot().context.timeSpent,
    }).toEqual({
      state: { running: { clock: 'ticking', notice: 'quiet', sheet: 'answering' } },
      visited: [502],
      spent: { 501: 12 },
    });
  });

  test('Scenario: a finished test reopened shows its result and review without starting an attempt; Retake asks the app', async () => {
    const h = harness();
    let starts = 0;
    const retakes: string[] = [];
    const clock = new SimulatedClock();
    const actor = createActor(
      testRunnerMachine.provide({
        actors: {
          loadQuestions: fromPromise(async () => fixtureTestQuestions(1)),
          loadHistory: fromPromise(async () => fixtureHistory),
          loadJournal: fromPromise(async (): Promise<TestJournal | null> => null),
          startAttempt: fromPromise(async () => {
            starts += 1;
            return fixtureAttemptStart();
          }),
        },
        actions: { retakeTest: (_, { testCode }) => void retakes.push(testCode) },
      }),
      { clock, input: { ...testRunnerFixtureInput, now: () => h.wall.ms } },
    ).start();
    await flush();
    expect({ state: stateOf(actor), result: actor.getSnapshot().context.result }).toEqual({
      state: 'result',
      result: fixtureHistory.attemptList[0],
    });
    actor.send({ type: 'result.review' });
    expect(stateOf(actor)).toEqual('reviewing');
    actor.send({ type: 'review.close' });
    actor.send({ type: 'result.retake' });
    clock.increment(60_000);
    expect({ state: stateOf(actor), starts, retakes }).toEqual({
      state: 'result',
      starts: 0,
      retakes: ['QT-FRAC-06'],
    });
  });

  test('generated paths reach every state', () => {
    const paths = shortestPathsByState(
      testRunnerMachine,
      testRunnerPathEvents,
      testRunnerPathInput,
      testRunnerPathContextKey,
    );
    expect(unreachedStates(testRunnerMachine, paths)).toEqual([]);
    const total = allLeafStates(testRunnerMachine).length;
    console.info(
      `testRunner: ${total - unreachedStates(testRunnerMachine, paths).length} / ${total} states reached`,
    );
  });
});
