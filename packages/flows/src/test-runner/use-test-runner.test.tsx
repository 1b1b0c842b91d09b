import { afterEach, describe, expect, test, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { QuestionFlagResult, TestAttemptResult } from '@quest/api';
import { act, flush, renderHook } from '../testing/render-hook.tsx';
import type { TestAttemptSubmissionBody } from './build-submission.ts';
import { testRunnerTexts, type TestJournal } from './test-runner.machine.ts';
import {
  fixtureAttemptResult,
  fixtureAttemptStart,
  fixtureHistory,
  fixtureJournal,
  fixtureTestQuestions,
  testRunnerFixtureInput,
} from './test-runner.paths.ts';
import { useTestRunner, type TestRunnerImplementations } from './use-test-runner.ts';

let cleanup: () => void = () => {};
afterEach(() => cleanup());

const SERVER_START = Date.parse('2026-01-12T05:00:00.000Z');

/** The phone's clock (90 s fast) and a counting key generator: remaining time and keys are deterministic. */
function clockAndKeys(wallMs = SERVER_START + 90_000) {
  let keys = 0;
  return {
    now: () => wallMs,
    createIdempotencyKey: () => `key-${++keys}`,
  };
}

function render(implementations: TestRunnerImplementations, wallMs?: number) {
  const input = { ...testRunnerFixtureInput, ...clockAndKeys(wallMs) };
  const { result, unmount } = renderHook(() => useTestRunner(input, implementations));
  cleanup = unmount;
  return result;
}

describe('useTestRunner', () => {
  test('Scenario: a first attempt starts with the server time left; answers and navigation follow each tap and are kept on the device', async () => {
    const startAttempt = vi.fn(async (_input: unknown) => fixtureAttemptStart());
    const saved: TestJournal[] = [];
    const result = render({
      actors: {
        loadQuestions: fromPromise(async () => fixtureTestQuestions(0)),
        loadJournal: fromPromise(async (): Promise<TestJournal | null> => null),
        startAttempt: fromPromise(({ input }) => startAttempt(input)),
      },
      actions: { saveJournal: (_, journal) => void saved.push(structuredClone(journal)) },
    });

    expect(result.current).toMatchObject({ step: 'loading', question: null, leaveWarning: null });
    await flush();
    expect(startAttempt).toHaveBeenCalledWith({ userId: 42, testCode: 'QT-FRAC-06', contentId: 701 });
    expect(result.current).toMatchObject({
      step: 'running',
      remainingSeconds: 1200,
      currentIndex: 0,
      selectedOptionIds: [],
      completed: [false, false, false],
      skipped: [false, false, false],
      saveStatus: 'saved on this device',
      leaveWarning: testRunnerTexts.leaveWhileRunning,
      history: null,
      result: null,
    });
    expect(result.current.question?.questionId).toBe(501);

    act(() => result.current.toggleOption(5011));
    act(() => result.current.toggleOption(5012)); // QT02: a radio, the pick replaces
    expect(result.current.selectedOptionIds).toEqual([5012]);
    act(() => result.current.next());
    act(() => result.current.toggleOption(5021));
    act(() => result.current.toggleOption(5023)); // QT01: check boxes, ticks add
    expect(result.current.selectedOptionIds).toEqual([5021, 5023]);
    act(() => result.current.goTo(2));
    expect(result.current).toMatchObject({ currentIndex: 2, selectedOptionIds: [] });
    act(() => result.current.back());
    expect(result.current).toMatchObject({
      currentIndex: 1,
      selectedOptionIds: [5021, 5023],
      completed: [true, true, false],
      // Question 3 was shown and left without an answer: Skipped on the stepper.
      skipped: [false, false, true],
    });
    expect(saved.at(-1)).toMatchObject({
      attemptToken: 'attempt-1',
      idempotencyKey: 'key-1',
      answers: { 501: [5012], 502: [5021, 5023] },
      currentIndex: 1,
      submission: null,
    });
  });

  test('Scenario: a reload resumes with the true time left; End Test asks first, and a failed submission keeps the answers and retries with the same key', async () => {
    const sent: Array<{ submission: TestAttemptSubmissionBody; idempotencyKey: string }> = [];
    let answerRetry: (result: TestAttemptResult) => void = () => {};
    const sendAttempt = vi.fn(async (input: (typeof sent)[number]): Promise<TestAttemptResult> => {
      sent.push(structuredClone(input));
      if (sent.length === 1) throw new Error('Network Error');
      return new Promise((resolve) => (answerRetry = resolve));
    });
    const startAttempt = vi.fn(async () => fixtureAttemptStart());
    const clearJournal = vi.fn();
    // The sitting started at 05:00 server time; the page reopens 5 minutes later on a phone 90 s fast.
    const result = render(
      {
        actors: {
          loadQuestions: fromPromise(async () => fixtureTestQuestions(0)),
          loadJournal: fromPromise(async (): Promise<TestJournal | null> =>
            fixtureJournal({
              clockOffsetMs: -90_000,
              idempotencyKey: 'key-7',
              answers: { 501: [5012] },
              currentIndex: 1,
            }),
          ),
          startAttempt: fromPromise(() => startAttempt()),
          sendAttempt: fromPromise(({ input }) => sendAttempt(input)),
        },
        actions: { clearJournal },
        delays: { submitRetry: 0 },
      },
      SERVER_START + 90_000 + 300_000,
    );
    await flush();
    expect(startAttempt).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({
      step: 'running',
      remainingSeconds: 900,
      currentIndex: 1,
      completed: [true, false, false],
    });

    act(() => result.current.endTest());
    expect(result.current.step).toBe('confirmingSubmit');
    expect(testRunnerTexts.confirmSubmit).toBe('Are you sure you want to Submit?');
    act(() => result.current.cancelSubmit());
    expect(result.current.step).toBe('running');
    act(() => result.current.endTest());
    act(() => result.current.confirmSubmit());
    expect(result.current.step).toBe('submitting');

    await flush(); // the first send fails; the retry (delay 0 here) is waiting for the server
    expect(result.current).toMatchObject({
      step: 'submitting',
      connectionLost: true,
      completed: [true, false, false],
      leaveWarning: testRunnerTexts.leaveWhileRunning,
    });
    act(() => result.current.goTo(0)); // answering is over: nothing changes
    expect(result.current.currentIndex).toBe(1);

    answerRetry(fixtureAttemptResult);
    await flush();
    expect(sent.map((s) => s.idempotencyKey)).toEqual(['key-7', 'key-7']);
    expect(sent[1]?.submission).toEqual(sent[0]?.submission);
    expect(sent[0]?.submission).toMatchObject({
      testCode: 'QT-FRAC-06',
      testActualDuration: '1200',
      testAttemptedDuration: '300',
      question: [
        { questionId: '501', selectedOptionIds: '5012', isQuestionSkipped: '1' },
        { questionId: '502', selectedOptionIds: '' },
        { questionId: '503', selectedOptionIds: '' },
      ],
    });
    expect(result.current).toMatchObject({
      step: 'result',
      connectionLost: false,
      saveStatus: 'synced',
      result: fixtureAttemptResult.result,
      history: fixtureAttemptResult.history,
      leaveWarning: testRunnerTexts.leaveAfterCompletion,
    });
    expect(result.current.test?.testAttemptCount).toBe(1);
    expect(clearJournal).toHaveBeenCalledWith(expect.anything(), { testCode: 'QT-FRAC-06' });
  });

  test('Scenario: the question flag asks first, requires a remark, keeps it through a failure and a refusal, then shows the thanks in the snackbar', async () => {
    const replies: Array<() => Promise<QuestionFlagResult>> = [
      () => Promise.reject(new Error('Network Error')),
      async () => ({ isSuccess: false, message: 'Already reported.' }),
      async () => ({ isSuccess: true, message: 'Thank you for reporting.' }),
    ];
    const flagQuestion = vi.fn((_input: { questionId: number; remark: string }) => replies.shift()!());
    const result = render({
      actors: {
        loadQuestions: fromPromise(async () => fixtureTestQuestions(0)),
        loadJournal: fromPromise(async (): Promise<TestJournal | null> => null),
        startAttempt: fromPromise(async () => fixtureAttemptStart()),
        flagQuestion: fromPromise(({ input }) => flagQuestion(input)),
      },
    });
    await flush();

    act(() => result.current.openFlag());
    expect(result.current.flag.step).toBe('confirming');
    expect(testRunnerTexts.flagConfirm).toBe('Do you want to report error(s) in this question?');
    act(() => result.current.cancelFlag());
    expect(result.current.flag.step).toBe('closed');
    act(() => result.current.openFlag());
    act(() => result.current.confirmFlag());
    expect(result.current.flag).toEqual({ step: 'editing', remark: '', remarkError: null, error: null });

    act(() => result.current.submitFlag());
    expect(result.current.flag.remarkError).toBe('Remark is required');
    act(() => result.current.setFlagRemark('  Option 2 is also right '));
    expect(result.current.flag.remarkError).toBeNull();

    act(() => result.current.submitFlag());
    expect(result.current.flag.step).toBe('sending');
    await flush(); // network failure: loading stops silently, the remark stays
    expect(result.current.flag).toEqual({
      step: 'editing',
      remark: '  Option 2 is also right ',
      remarkError: null,
      error: null,
    });

    act(() => result.current.submitFlag());
    await flush(); // refused: the message shows inside the dialog
    expect(result.current.flag).toMatchObject({
      step: 'editing',
      remark: '  Option 2 is also right ',
      error: 'Already reported.',
    });

    act(() => result.current.submitFlag());
    await flush();
    expect(flagQuestion).toHaveBeenCalledTimes(3);
    expect(flagQuestion).toHaveBeenLastCalledWith({ questionId: 501, remark: 'Option 2 is also right' });
    expect(result.current).toMatchObject({
      step: 'running',
      flag: { step: 'closed', remark: '' },
      flagged: [501],
      snackbar: 'Thank you for reporting.',
    });
  });

  test('Scenario: a load failure shows the message and Retry; an attempted test opens on the result, review walks the questions and Close leaves', async () => {
    let loads = 0;
    const loadHistory = vi.fn(async (_input: unknown) => fixtureHistory);
    const closeTest = vi.fn();
    const result = render({
      actors: {
        loadQuestions: fromPromise(async () => {
          loads += 1;
          if (loads === 1) throw new Error('Failed to fetch data');
          return fixtureTestQuestions(1);
        }),
        loadHistory: fromPromise(({ input }) => loadHistory(input)),
      },
      actions: { closeTest },
    });
    await flush();
    expect(result.current).toMatchObject({
      step: 'failed',
      error: 'Failed to fetch data',
      leaveWarning: null,
    });

    act(() => result.current.retry());
    expect(result.current).toMatchObject({ step: 'loading', error: null });
    await flush();
    expect(loadHistory).toHaveBeenCalledWith({ userId: 42, testCode: 'QT-FRAC-06' });
    expect(result.current).toMatchObject({
      step: 'result',
      result: fixtureHistory.attemptList[0],
      history: fixtureHistory,
      leaveWarning: testRunnerTexts.leaveAfterCompletion,
    });

    act(() => result.current.review());
    expect(result.current).toMatchObject({ step: 'reviewing', reviewIndex: 0 });
    act(() => result.current.reviewNext());
    act(() => result.current.reviewNext());
    act(() => result.current.reviewNext()); // stays on the last question
    act(() => result.current.reviewBack());
    expect(result.current.reviewIndex).toBe(1);
    act(() => result.current.reviewGoTo(0));
    expect(result.current.reviewIndex).toBe(0);
    act(() => result.current.closeReview());
    expect(result.current.step).toBe('result');

    act(() => result.current.close());
    expect(result.current).toMatchObject({ step: 'closed', leaveWarning: null });
    expect(closeTest).toHaveBeenCalledTimes(1);
  });
});
