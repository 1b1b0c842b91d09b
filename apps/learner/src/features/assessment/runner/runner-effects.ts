import { fromPromise } from 'xstate';
import { assessmentEndpoints, type ApiClient, type TestAttemptResult, type TestQuestions } from '@quest/api';
import type { TestAttemptSubmissionBody, TestJournal, TestRunnerImplementations } from '@quest/flows';
import type { Analytics } from '../../../platform/analytics';
import { isQueueable, type Outbox } from '../../../platform/outbox';
import { getTestHistory } from './data/get-test-history';
import { sendQuestionFlag } from './data/send-question-flag';
import { sendTestAttempt } from './data/send-test-attempt';
import { startTestAttempt } from './data/start-test-attempt';
import type { TestJournalStore } from './test-journal';

/** What the runner's effects reach; `close` and `testUpdated` are read when they run (the route's latest). */
export interface RunnerEffectsDeps {
  api: ApiClient;
  journal: TestJournalStore;
  analytics: Pick<Analytics, 'testStarted' | 'testEnded'>;
  contentId: number;
  /**
   * The device's write queue (ADR 0090): a submission that cannot reach the server also waits there under the
   * journal's Idempotency-Key, so it arrives even if the test is never opened again; one that arrives leaves it.
   */
  outbox?: Pick<Outbox, 'enqueue' | 'remove'>;
  /** Leaves the runner (Close on the result). */
  close: () => void;
  /** Retake on the result: opens the test's instructions for another attempt (ADR 0114). */
  retake: () => void;
  /** The test as the server now sees it (fresh questions, or a recorded attempt): caches that show it update. */
  testUpdated: (testCode: string, questions?: TestQuestions) => void;
}

/** Analytics and the journal must never stop the test: their failures are reported and dropped. */
const quietly = (effect: () => void) => {
  try {
    effect();
  } catch (error) {
    console.warn('test runner side effect failed', error);
  }
};

/**
 * The test runner machine's effects (store-and-assessment.md §2.8, §4, §5, §7): the test and attempt calls, the
 * device journal, leaving, and the Teststared / Testended analytics events.
 */
export function runnerEffects(deps: RunnerEffectsDeps): TestRunnerImplementations {
  const { api, journal, analytics, contentId } = deps;
  return {
    actors: {
      loadQuestions: fromPromise<TestQuestions, { testCode: string }>(async ({ input }) => {
        const questions = await api.call(assessmentEndpoints.getTestQuestion, {
          query: { testCode: input.testCode },
        });
        deps.testUpdated(input.testCode, questions);
        return questions;
      }),
      loadHistory: fromPromise(({ input }: { input: { userId: number; testCode: string } }) =>
        getTestHistory(api, input.userId, input.testCode),
      ),
      loadJournal: fromPromise<TestJournal | null, { testCode: string }>(async ({ input }) =>
        journal.load(input.testCode),
      ),
      startAttempt: fromPromise(
        ({ input }: { input: { userId: number; testCode: string; contentId: number } }) =>
          startTestAttempt(api, input),
      ),
      sendAttempt: fromPromise<
        TestAttemptResult,
        { submission: TestAttemptSubmissionBody; idempotencyKey: string }
      >(async ({ input }) => {
        const { submission, idempotencyKey: key } = input;
        let result: TestAttemptResult;
        try {
          result = await sendTestAttempt(api, submission, key);
        } catch (error) {
          if (isQueueable(error)) {
            const write = { key, userId: Number(submission.userId), endpoint: 'sendTestAttempt' as const };
            await deps.outbox?.enqueue({ ...write, body: submission });
          }
          throw error;
        }
        void deps.outbox?.remove(key);
        deps.testUpdated(submission.testCode);
        return result;
      }),
      flagQuestion: fromPromise(({ input }: { input: { questionId: number; remark: string } }) =>
        sendQuestionFlag(api, input),
      ),
    },
    actions: {
      saveJournal: (_, params: TestJournal) => quietly(() => journal.save(params)),
      clearJournal: (_, params: { testCode: string }) => quietly(() => journal.clear(params.testCode)),
      closeTest: () => deps.close(),
      retakeTest: () => deps.retake(),
      reportTestStarted: (_, params: { testCode: string }) =>
        quietly(() => analytics.testStarted({ testCode: params.testCode, contentId })),
      reportTestEnded: (_, params: { testCode: string }) =>
        quietly(() => analytics.testEnded({ testCode: params.testCode, contentId })),
    },
  };
}

/** What the effects read when they run: the screen's latest callbacks. */
export type RunnerLatest = Pick<RunnerEffectsDeps, 'close' | 'retake' | 'testUpdated'>;

/**
 * The runner's effects made once per mounted runner (the machine keeps its first implementations), reading the
 * screen's latest callbacks through `update`.
 */
export function createRunnerWiring(deps: Omit<RunnerEffectsDeps, keyof RunnerLatest>) {
  let latest: RunnerLatest = { close: () => {}, retake: () => {}, testUpdated: () => {} };
  return {
    implementations: runnerEffects({
      ...deps,
      close: () => latest.close(),
      retake: () => latest.retake(),
      testUpdated: (testCode, questions) => latest.testUpdated(testCode, questions),
    }),
    update: (next: RunnerLatest) => {
      latest = next;
    },
  };
}
