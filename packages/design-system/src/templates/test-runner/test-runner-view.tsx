import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import type { AnswerSaveStatusProps } from '../../components/answer-save-status';
import type { QuestionMark } from '../../components/question-stepper';
import { ReviewAnswer } from '../../components/review-answer';
import { Skeleton, SkeletonGroup } from '../../components/skeleton';
import { Spinner } from '../../components/spinner';
import { TestResult } from '../../components/test-result';
import { tokens } from '../../tokens';
import { ErrorView } from '../../components/error-view';
import { useTexts, useTranslate } from '../../i18n/use-texts';
import { TestRunnerQuestionPanel } from './question-panel';
import { TestRunnerDialogs } from './runner-dialogs';
import { TestRunnerHeader } from './runner-header';
import { Layout } from './test-runner-styles';
import {
  answeringSteps,
  testRunnerViewTexts,
  type TestRunnerViewFlag,
  type TestRunnerViewQuestion,
  type TestRunnerViewResult,
  type TestRunnerViewReview,
  type TestRunnerViewStep,
} from './test-runner-texts';

export {
  testRunnerViewTexts,
  type TestRunnerViewFlag,
  type TestRunnerViewFlagStep,
  type TestRunnerViewQuestion,
  type TestRunnerViewResult,
  type TestRunnerViewReview,
  type TestRunnerViewStep,
} from './test-runner-texts';

/** Props of {@link TestRunnerView}. */
export interface TestRunnerViewProps {
  /** Behaviour: which screen is shown (loading, answering, confirming, time up, submitting, result, review…). */
  step: TestRunnerViewStep;
  /** Content: the test's name (the page heading), or null before it is loaded. */
  testName: string | null;
  /** Content: one mark per question, in order: answered (the skipped flag is 1) and flagged. */
  marks: QuestionMark[];
  /** Content: 0-based index of the question on screen. */
  currentIndex: number;
  /** Content: the question on screen, or null before the questions are loaded. */
  question: TestRunnerViewQuestion | null;
  /** Content: option ids ticked on the question on screen. */
  selectedIds: readonly number[];
  /**
   * Content: every question in order, `question` among them. With it the questions before and after the one on
   * screen stay drawn but hidden, so Next and Back show a question that is already there (ADR 0149).
   */
  questions?: readonly TestRunnerViewQuestion[];
  /** Content: with `questions`, the option ids ticked per question, in order. */
  selections?: readonly (readonly number[])[];
  /** Content: seconds left until the server deadline (shown as m:ss). */
  remainingSeconds: number;
  /** Content: the answer journal's status: 'saved on this device', 'synced', or null before the first save. */
  saveStatus: AnswerSaveStatusProps['status'];
  /** Behaviour: a submission waits to be retried: the connection-lost notice is shown. */
  connectionLost: boolean;
  /** Content: why loading or starting failed (shown under the failure heading), or null for the default text. */
  error: string | null;
  /** Behaviour: the question flag prompts. */
  flag: TestRunnerViewFlag;
  /** Content: the 2 s success message after a flag (the caller hides it), or null. */
  snackbar: string | null;
  /** Content: the result summary, shown on the result step (null before a result exists). */
  result: TestRunnerViewResult | null;
  /** Content: the question under review, shown on the reviewing step (null otherwise). */
  review: TestRunnerViewReview | null;
  /** Layout: the page's element (`main` as a route's top element). */
  as?: 'div' | 'main';
  /** Accessibility: names the question stepper's navigation (default "Questions"; English is translated). */
  stepperLabel?: string;
  /** Layout: dialogs and the time-up overlay drawn open in the page flow, not modal — only for design sheets. */
  inlineDialogs?: boolean;
  /** Events: an option was ticked, unticked or picked (by option id). */
  onToggleOption: (optionId: number) => void;
  /** Events: a number in the stepper was pressed (0-based index). */
  onGoTo: (index: number) => void;
  /** Events: Next. */
  onNext: () => void;
  /** Events: Back. */
  onBack: () => void;
  /** Events: End Test (opens 'Are you sure you want to Submit?'). */
  onEndTest: () => void;
  /** Events: OK on the submit confirmation. */
  onConfirmSubmit: () => void;
  /** Events: Cancel (or Escape) on the submit confirmation. */
  onCancelSubmit: () => void;
  /** Events: the flag-question button. */
  onOpenFlag: () => void;
  /** Events: Yes on the flag confirmation. */
  onConfirmFlag: () => void;
  /** Events: No on the flag confirmation, Not now (or Escape) in the flag dialog. */
  onCancelFlag: () => void;
  /** Events: the remark changed. */
  onFlagRemarkChange: (remark: string) => void;
  /** Events: Submit in the flag dialog. */
  onSubmitFlag: () => void;
  /** Events: Review on the result. */
  onReview: () => void;
  /** Events: Retake on the result (take the test again); without it the result has no Retake button. */
  onRetake?: () => void;
  /** Events: Back in review mode. */
  onReviewBack: () => void;
  /** Events: Next in review mode. */
  onReviewNext: () => void;
  /** Events: Close in review mode (back to the result). */
  onCloseReview: () => void;
  /** Events: Close on the result (leaves the test). */
  onClose: () => void;
  /** Events: Retry after loading failed. */
  onRetry: () => void;
}

/**
 * The test runner (/assessment, §2.8): the test name, countdown, answer save status and End Test over the
 * non-linear question stepper, one question with the flag button and Back / Next; the submit and flag
 * confirmations, the Question flag dialog, the 3 s time-up overlay, the submitting state, the result summary and
 * review mode. Phones: the stepper scrolls sideways above the question and Back / Next stay at the bottom;
 * desktops: the stepper beside the question. When the result or review replaces the screen that held focus,
 * focus moves to the new screen's first heading.
 */
export function TestRunnerView({
  step,
  testName,
  marks,
  currentIndex,
  question,
  selectedIds,
  questions,
  selections,
  remainingSeconds,
  saveStatus,
  connectionLost,
  error,
  flag,
  snackbar,
  result,
  review,
  as = 'div',
  stepperLabel = testRunnerViewTexts.questions,
  inlineDialogs = false,
  onToggleOption,
  onGoTo,
  onNext,
  onBack,
  onEndTest,
  onConfirmSubmit,
  onCancelSubmit,
  onOpenFlag,
  onConfirmFlag,
  onCancelFlag,
  onFlagRemarkChange,
  onSubmitFlag,
  onReview,
  onRetake,
  onReviewBack,
  onReviewNext,
  onCloseReview,
  onClose,
  onRetry,
}: TestRunnerViewProps) {
  const t = useTexts(testRunnerViewTexts);
  // Why loading failed comes from the flow or the server: shown in the active language when it is known.
  const translate = useTranslate();
  const isAnswering = answeringSteps.includes(step);
  const busy = step === 'timeUp' || step === 'submitting';
  const rootRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);

  // The result replaces the questions (End Test goes with them), review replaces the result (Review goes) and
  // back: the button that had focus is gone and focus would fall to the page. Move it to the new screen's first
  // heading instead, so keyboard and screen-reader users continue from there. Only on a change of screen, and
  // only when focus was lost: never on mount (stories, a reload on the result) and never away from a control.
  useEffect(() => {
    const before = shownStep.current;
    shownStep.current = step;
    if (before === step || (step !== 'result' && step !== 'reviewing')) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const heading = rootRef.current?.querySelector<HTMLElement>('h2, h3');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [step]);

  let body: ReactNode = null;
  if (step === 'loading') {
    body = (
      <SkeletonGroup label={t.loading}>
        <Layout>
          <Skeleton variant="rect" height={104} />
          <div>
            <Skeleton variant="text" lines={2} />
            <Skeleton variant="card" height={160} />
          </div>
        </Layout>
      </SkeletonGroup>
    );
  } else if (step === 'failed') {
    body = (
      <ErrorView
        headingLevel={testName === null ? 1 : 2}
        title={t.failedTitle}
        message={error === null ? t.failedMessage : translate(error)}
        onRetry={onRetry}
        retryLabel={t.retry}
      />
    );
  } else if (isAnswering && question !== null) {
    body = (
      <TestRunnerQuestionPanel
        marks={marks}
        currentIndex={currentIndex}
        question={question}
        selectedIds={selectedIds}
        questions={questions}
        selections={selections}
        busy={busy}
        stepperLabel={stepperLabel}
        onToggleOption={onToggleOption}
        onGoTo={onGoTo}
        onNext={onNext}
        onBack={onBack}
        onOpenFlag={onOpenFlag}
      />
    );
  } else if (step === 'result' && result !== null) {
    body = <TestResult {...result} onReview={onReview} onRetake={onRetake} onClose={onClose} />;
  } else if (step === 'reviewing' && review !== null) {
    body = <ReviewAnswer {...review} onBack={onReviewBack} onClose={onCloseReview} onNext={onReviewNext} />;
  }

  return (
    <Root ref={rootRef} as={as} aria-busy={step === 'loading' || busy || undefined}>
      <TestRunnerHeader
        step={step}
        testName={testName}
        remainingSeconds={remainingSeconds}
        saveStatus={saveStatus}
        connectionLost={connectionLost}
        onEndTest={onEndTest}
      />
      {step === 'submitting' ? (
        <Submitting>
          <Spinner size="md" label={t.submitting} showLabel />
        </Submitting>
      ) : null}
      {body}
      <TestRunnerDialogs
        step={step}
        flag={flag}
        snackbar={snackbar}
        inlineDialogs={inlineDialogs}
        onConfirmSubmit={onConfirmSubmit}
        onCancelSubmit={onCancelSubmit}
        onConfirmFlag={onConfirmFlag}
        onCancelFlag={onCancelFlag}
        onFlagRemarkChange={onFlagRemarkChange}
        onSubmitFlag={onSubmitFlag}
      />
    </Root>
  );
}

/* One shrinkable column (minmax(0, 1fr)): nothing inside may widen the page past a 320 px screen. */
const Root = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space[4]};
  align-content: start;
  width: 100%;
  max-width: 72rem;
  min-height: 100%;
  margin: 0 auto;
  padding: ${tokens.space[4]};
  box-sizing: border-box;
  font-family: ${tokens.font.family.base};
  color: ${tokens.color.text.primary};
`;

const Submitting = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]};
  margin: 0;
  color: ${tokens.color.text.secondary};
`;
