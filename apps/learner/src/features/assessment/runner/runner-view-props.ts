import { useMemo } from 'react';
import type { Question, TestAttemptSummary, TestHistory } from '@quest/api';
import type { AttemptFigures, TestRunnerViewProps } from '@quest/design-system';
import type { useTestRunner } from '@quest/flows';

type Runner = ReturnType<typeof useTestRunner>;

/** `"501,503"` → [501, 503]; '' → []. */
const optionIds = (list: string) => (list === '' ? [] : list.split(',').map(Number));

const questionOf = (q: Question) => ({
  html: q.questionText,
  multiple: q.questionTypeCode !== 'QT02',
  options: q.options.optionItems.map((o) => ({ id: o.id, html: o.value })),
});

const figuresOf = (a: TestAttemptSummary): AttemptFigures => ({
  obtained: a.marksObtained,
  total: a.totalMarks,
  correct: a.rightAnswerCount,
  incorrect: a.wrongAnswerCount,
  skipped: a.skipQuestionCount,
  attempts: a.attemptNumber,
  timeTakenSeconds: a.totalTimeConsume,
});

function resultOf(result: TestAttemptSummary, history: TestHistory | null, totalMark: number) {
  const best = history?.attemptList.find((a) => a.attemptNumber === history.bestAttemptNumber);
  return {
    current: figuresOf(result),
    best: history && history.bestAttemptNumber !== 0 && best ? figuresOf(best) : null,
    attempts: (history?.attemptList ?? [result]).map((a) => ({
      attemptNumber: a.attemptNumber,
      marks: a.marksObtained,
    })),
    totalMarks: result.totalMarks || totalMark,
  };
}

function reviewOf(runner: Runner) {
  const q = runner.questions[runner.reviewIndex];
  if (q === undefined) return null;
  const answer = runner.history?.answers.find((a) => a.questionId === q.questionId);
  return {
    ...questionOf(q),
    number: runner.reviewIndex + 1,
    total: runner.questions.length,
    yourAnswerIds: optionIds(answer?.selectedOptionIds ?? ''),
    correctIds: optionIds(answer?.answer || q.answer),
    explanationHtml: answer?.explanation || q.explanation,
  };
}

/**
 * The test runner façade as TestRunnerView's props: what it shows and where its buttons go. The marks and the
 * question on screen keep their identity while their sources do (the countdown's tick changes neither), so the
 * memoized question panel re-renders only when the question, an answer or a mark changes (ADR 0124).
 */
export function useRunnerViewProps(runner: Runner): Omit<TestRunnerViewProps, 'as' | 'inlineDialogs'> {
  const { questions, completed, skipped, flagged } = runner;
  const marks = useMemo(
    () =>
      questions.map((q, i) => ({
        answered: completed[i] ?? false,
        skipped: skipped[i] ?? false,
        flagged: flagged.includes(q.questionId),
      })),
    [questions, completed, skipped, flagged],
  );
  // Every question as the view draws it, made once per test: the question on screen is one of them, so the panel's
  // drawn neighbours (ADR 0149) and the question on screen are the same objects when Next or Back shows one.
  const viewQuestions = useMemo(() => questions.map(questionOf), [questions]);
  const question = runner.question === null ? null : (viewQuestions[runner.currentIndex] ?? null);
  return {
    step: runner.step,
    testName: runner.test?.testName ?? null,
    marks,
    currentIndex: runner.currentIndex,
    question,
    selectedIds: runner.selectedOptionIds,
    questions: viewQuestions,
    selections: runner.selections,
    remainingSeconds: runner.remainingSeconds,
    saveStatus: runner.saveStatus,
    connectionLost: runner.connectionLost,
    error: runner.error,
    flag: runner.flag,
    snackbar: runner.snackbar,
    result: runner.result && resultOf(runner.result, runner.history, runner.test?.totalMark ?? 0),
    review: runner.step === 'reviewing' ? reviewOf(runner) : null,
    onToggleOption: runner.toggleOption,
    onGoTo: runner.goTo,
    onNext: runner.next,
    onBack: runner.back,
    onEndTest: runner.endTest,
    onConfirmSubmit: runner.confirmSubmit,
    onCancelSubmit: runner.cancelSubmit,
    onOpenFlag: runner.openFlag,
    onConfirmFlag: runner.confirmFlag,
    onCancelFlag: runner.cancelFlag,
    onFlagRemarkChange: runner.setFlagRemark,
    onSubmitFlag: runner.submitFlag,
    onReview: runner.review,
    onRetake: runner.retake,
    onReviewBack: runner.reviewBack,
    onReviewNext: runner.reviewNext,
    onCloseReview: runner.closeReview,
    onClose: runner.close,
    onRetry: runner.retry,
  };
}
