import { useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { Question, TestAttemptSummary, TestHistory } from '@quest/api';
import {
  testRunnerMachine,
  testRunnerTexts,
  type SaveStatus,
  type TestRunnerContext,
  type TestRunnerInput,
} from './test-runner.machine.ts';

/** The effects the app supplies (questions, history, journal store, attempt calls, flag call, navigation). */
export type TestRunnerImplementations = Parameters<typeof testRunnerMachine.provide>[0];

/** What the test screens show; screens never read machine states. */
export type TestRunnerStep =
  | 'loading'
  | 'failed'
  | 'running'
  | 'confirmingSubmit'
  | 'timeUp'
  | 'submitting'
  | 'result'
  | 'reviewing'
  | 'closed';

/** Which flag prompt is open over the runner. */
export type FlagStep = 'closed' | 'confirming' | 'editing' | 'sending';

type Snapshot = ReturnType<(typeof testRunnerMachine)['getInitialSnapshot']>;

function stepOf(snapshot: Snapshot): TestRunnerStep {
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches({ running: { sheet: 'confirmingSubmit' } })) return 'confirmingSubmit';
  if (snapshot.matches('running')) return 'running';
  if (snapshot.matches('timeUp')) return 'timeUp';
  if (snapshot.matches('submitting') || snapshot.matches('waitingToResubmit')) return 'submitting';
  if (snapshot.matches('result')) return 'result';
  if (snapshot.matches('reviewing')) return 'reviewing';
  if (snapshot.matches('closed')) return 'closed';
  return 'loading';
}

function flagStepOf(snapshot: Snapshot): FlagStep {
  if (snapshot.matches({ running: { sheet: 'confirmingFlag' } })) return 'confirming';
  if (snapshot.matches({ running: { sheet: { flagDialog: 'sending' } } })) return 'sending';
  if (snapshot.matches({ running: { sheet: 'flagDialog' } })) return 'editing';
  return 'closed';
}

function leaveWarningOf(step: TestRunnerStep): string | null {
  if (step === 'running' || step === 'confirmingSubmit' || step === 'timeUp' || step === 'submitting') {
    return testRunnerTexts.leaveWhileRunning;
  }
  if (step === 'result' || step === 'reviewing') return testRunnerTexts.leaveAfterCompletion;
  return null;
}

/** The ticked options of an unanswered question: one array, so the selection is the same from render to render. */
const noOptions: readonly number[] = [];

type Actor = ActorRefFrom<typeof testRunnerMachine>;

interface View {
  step: TestRunnerStep;
  flagStep: FlagStep;
  context: TestRunnerContext;
}

const viewEquals = (a: View, b: View) =>
  a.step === b.step && a.flagStep === b.flagStep && a.context === b.context;

/**
 * What the screens can ask of the runner, made once per actor: the same functions on every render, so a memoized
 * part of the screen (the question panel) is not re-rendered by the countdown's ticks.
 */
function actionsOf(actor: Actor) {
  return {
    /** Ticks an option (check boxes) or picks it (radio, QT02). */
    toggleOption: (optionId: number) => actor.send({ type: 'answer.toggle', optionId }),
    /** Jumps to any question. */
    goTo: (index: number) => actor.send({ type: 'question.go', index }),
    next: () => actor.send({ type: 'question.next' }),
    back: () => actor.send({ type: 'question.back' }),
    /** End Test: opens the 'Are you sure you want to Submit?' confirmation. */
    endTest: () => actor.send({ type: 'test.end' }),
    confirmSubmit: () => actor.send({ type: 'submit.confirm' }),
    cancelSubmit: () => actor.send({ type: 'submit.cancel' }),
    /** Flag button: asks 'Do you want to report error(s) in this question?'. */
    openFlag: () => actor.send({ type: 'flag.open' }),
    confirmFlag: () => actor.send({ type: 'flag.confirm' }),
    /** Not now (and No on the confirmation). */
    cancelFlag: () => actor.send({ type: 'flag.cancel' }),
    setFlagRemark: (remark: string) => actor.send({ type: 'flag.remark', remark }),
    submitFlag: () => actor.send({ type: 'flag.submit' }),
    review: () => actor.send({ type: 'result.review' }),
    /** Retake on the result: the app opens the instructions again (Begin Test starts the next attempt). */
    retake: () => actor.send({ type: 'result.retake' }),
    reviewGoTo: (index: number) => actor.send({ type: 'review.go', index }),
    reviewNext: () => actor.send({ type: 'review.next' }),
    reviewBack: () => actor.send({ type: 'review.back' }),
    closeReview: () => actor.send({ type: 'review.close' }),
    /** Close: leaves the test (the app's closeTest action navigates). */
    close: () => actor.send({ type: 'result.close' }),
    retry: () => actor.send({ type: 'retry' }),
  };
}

/**
 * The test runner (§2.8, §4): loads the test, resumes or starts the sitting, counts down to the server deadline,
 * keeps answers on the device, submits (retrying with one Idempotency-Key) and shows result and review.
 */
export function useTestRunner(input: TestRunnerInput, implementations: TestRunnerImplementations = {}) {
  // The machine is fixed for the component's life, like useMachine: implementations are read once.
  const [machine] = useState(() => testRunnerMachine.provide(implementations));
  return useTestRunnerOf(useActorRef(machine, { input }));
}

/**
 * The runner's view of a running test-runner actor: what {@link useTestRunner} returns, for an actor started
 * elsewhere (the Flows stories replay generated paths into one and draw TestRunnerView from it, ADR 0132).
 */
export function useTestRunnerOf(actor: Actor) {
  const { step, flagStep, context } = useSelector(
    actor,
    (snapshot): View => ({
      step: stepOf(snapshot),
      flagStep: flagStepOf(snapshot),
      context: snapshot.context,
    }),
    viewEquals,
  );
  const question: Question | null = context.questions[context.currentIndex] ?? null;
  const actions = useMemo(() => actionsOf(actor), [actor]);
  const { questions, answers, visited, currentIndex, flagged } = context;
  const completed = useMemo(
    () => questions.map((q) => (answers[q.questionId]?.length ?? 0) > 0),
    [questions, answers],
  );
  // One array per question, each the journal's own (or the shared empty one): a question whose answer did not change
  // keeps its selection's identity, so a drawn but hidden question (ADR 0149) is not re-rendered by other answers.
  const selections = useMemo(
    () => questions.map((q) => answers[q.questionId] ?? noOptions),
    [questions, answers],
  );
  const skipped = useMemo(
    () =>
      questions.map(
        (q, i) =>
          i !== currentIndex && visited.includes(q.questionId) && (answers[q.questionId]?.length ?? 0) === 0,
      ),
    [questions, answers, visited, currentIndex],
  );
  const flag = useMemo(
    () => ({
      step: flagStep,
      remark: context.flagRemark,
      remarkError: context.flagRemarkError,
      error: context.flagError,
    }),
    [flagStep, context.flagRemark, context.flagRemarkError, context.flagError],
  );

  return {
    /** Which screen to show. */
    step,
    /** The test (name, marks, attempt count), once loaded. */
    test: context.test,
    /** Every question, in order. */
    questions: context.questions,
    /** The question on screen while answering. */
    question,
    /** 0-based index of the question on screen. */
    currentIndex: context.currentIndex,
    /** Option ids ticked on the question on screen. */
    selectedOptionIds: (question === null ? undefined : answers[question.questionId]) ?? noOptions,
    /** Per question, in order: the option ids ticked (the same array while that question's answer is unchanged). */
    selections,
    /** Per stepper position: answered (the skipped flag is 1). */
    completed,
    /** Per stepper position: Skipped — visited and left without an answer (the question on screen is not). */
    skipped,
    /** questionIds the student reported. */
    flagged,
    /** Seconds left, read from the clock against the server deadline (show as minutes:seconds). */
    remainingSeconds: context.remainingSeconds,
    /** 'saved on this device' after every change; 'synced' once the server confirmed the submission. */
    saveStatus: context.saveStatus satisfies SaveStatus | null,
    /** True while a submission waits to be retried. */
    connectionLost: context.connectionLost,
    /** Text for the leave warning (before-unload / back), or null when leaving is fine. */
    leaveWarning: leaveWarningOf(step),
    /** The error that stopped loading or starting. */
    error: context.error,
    /** The attempt just submitted (or the latest one). */
    result: context.result satisfies TestAttemptSummary | null,
    /** All attempts, the best one and the review answers. */
    history: context.history satisfies TestHistory | null,
    /** 0-based index of the question in review mode. */
    reviewIndex: context.reviewIndex,
    /** Question flag: which prompt is open, the remark, its error and the server's refusal. */
    flag,
    /** Message for the 2 s snackbar, or null. */
    snackbar: context.snackbar,
    ...actions,
  };
}
