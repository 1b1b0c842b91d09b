import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { AnswerSaveStatus, type AnswerSaveStatusProps } from '../../components/answer-save-status';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CountdownOverlay } from '../../components/countdown-overlay';
import { IconButton } from '../../components/icon-button';
import { QuestionFlagDialog } from '../../components/question-flag-dialog';
import { QuestionStepper, type QuestionMark } from '../../components/question-stepper';
import { QuestionView, type QuestionOption } from '../../components/question-view';
import { ReviewAnswer, type ReviewAnswerProps } from '../../components/review-answer';
import { Skeleton, SkeletonGroup } from '../../components/skeleton';
import { Snackbar } from '../../components/snackbar';
import { Spinner } from '../../components/spinner';
import { TestResult, type TestResultProps } from '../../components/test-result';
import { TestTimer } from '../../components/test-timer';
import { media, tokens } from '../../tokens';
import { ErrorView } from '../error-view';
import { wrapWords } from '../../internal/text-wrap';

/** Texts of the runner (store-and-assessment.md §2.8, §5, §8), in the spec's wording where it has one. */
export const testRunnerViewTexts = {
  endTest: 'End Test',
  confirmSubmit: 'Are you sure you want to Submit?',
  cancel: 'Cancel',
  ok: 'OK',
  flagConfirm: 'Do you want to report error(s) in this question?',
  flagYes: 'Yes',
  flagNo: 'No',
  flagQuestion: 'Flag question',
  flagDescription: 'Report an error in this question',
  flaggedDescription: 'You reported an error in this question',
  back: 'Back',
  next: 'Next',
  questions: 'Questions',
  timeUp: 'Time is up',
  timeUpDetail: 'Submitting your answers in',
  submitting: 'Submitting your answers…',
  loading: 'Loading the test…',
  failedTitle: 'Could not load the test',
  failedMessage: 'Check your connection and try again.',
  retry: 'Retry',
} as const;

/** Which screen of the runner is shown (the flows façade's step). */
export type TestRunnerViewStep =
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
export type TestRunnerViewFlagStep = 'closed' | 'confirming' | 'editing' | 'sending';

/** The question on screen, as QuestionView draws it. */
export interface TestRunnerViewQuestion {
  /** The question text as server HTML (formulas and images allowed). */
  html: string;
  /** Check boxes (QT01, QT04, QT09) when true, radios (QT02) when false. */
  multiple: boolean;
  /** The options, in the server's order. */
  options: readonly QuestionOption[];
}

/** The question flag prompts (§2.8, §5, §8). */
export interface TestRunnerViewFlag {
  /** Which prompt is open: the confirmation, the dialog, the dialog while sending, or none. */
  step: TestRunnerViewFlagStep;
  /** The remark typed so far. */
  remark: string;
  /** 'Remark is required', or null. */
  remarkError: string | null;
  /** The server's refusal, shown inside the dialog, or null. */
  error: string | null;
}

/** The result summary's figures (TestResult without its buttons). */
export type TestRunnerViewResult = Omit<TestResultProps, 'onReview' | 'onRetake' | 'onClose'>;

/** The reviewed question (ReviewAnswer without its buttons). */
export type TestRunnerViewReview = Omit<ReviewAnswerProps, 'onBack' | 'onClose' | 'onNext'>;

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
  /** Accessibility: names the question stepper's navigation (default "Questions"). */
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

const answering: readonly TestRunnerViewStep[] = ['running', 'confirmingSubmit', 'timeUp', 'submitting'];

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
  const t = testRunnerViewTexts;
  const flagDescriptionId = useId();
  const isAnswering = answering.includes(step);
  const busy = step === 'timeUp' || step === 'submitting';
  const total = marks.length;
  const currentFlagged = marks[currentIndex]?.flagged ?? false;
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
        message={error ?? t.failedMessage}
        onRetry={onRetry}
        retryLabel={t.retry}
      />
    );
  } else if (isAnswering && question !== null) {
    body = (
      <Layout>
        <QuestionStepper
          questions={marks}
          current={currentIndex}
          layout="responsive"
          label={stepperLabel}
          onSelect={onGoTo}
        />
        <QuestionColumn>
          <QuestionCard>
            <QuestionView
              number={currentIndex + 1}
              total={total}
              html={question.html}
              multiple={question.multiple}
              options={question.options}
              selectedIds={selectedIds}
              disabled={busy}
              onToggle={onToggleOption}
            />
            <FlagButton
              label={t.flagQuestion}
              icon="flag"
              variant={currentFlagged ? 'primary' : 'secondary'}
              disabled={busy}
              aria-describedby={flagDescriptionId}
              onClick={onOpenFlag}
            />
            <span id={flagDescriptionId} className="visually-hidden">
              {currentFlagged ? t.flaggedDescription : t.flagDescription}
            </span>
          </QuestionCard>
          <Actions>
            <Button
              variant="secondary"
              iconStart="chevron-left"
              disabled={busy || currentIndex === 0}
              onClick={onBack}
            >
              {t.back}
            </Button>
            <Button
              variant="secondary"
              iconEnd="chevron-right"
              disabled={busy || currentIndex >= total - 1}
              onClick={onNext}
            >
              {t.next}
            </Button>
          </Actions>
        </QuestionColumn>
      </Layout>
    );
  } else if (step === 'result' && result !== null) {
    body = <TestResult {...result} onReview={onReview} onRetake={onRetake} onClose={onClose} />;
  } else if (step === 'reviewing' && review !== null) {
    body = <ReviewAnswer {...review} onBack={onReviewBack} onClose={onCloseReview} onNext={onReviewNext} />;
  }

  return (
    <Root ref={rootRef} as={as} aria-busy={step === 'loading' || busy || undefined}>
      <Header>
        {testName === null ? <span /> : <Title>{testName}</Title>}
        <HeaderEnd>
          {isAnswering ? <TestTimer remainingSeconds={remainingSeconds} /> : null}
          {isAnswering || step === 'result' || step === 'reviewing' ? (
            <AnswerSaveStatus status={saveStatus} connectionLost={connectionLost} />
          ) : null}
          {isAnswering ? (
            <Button
              variant="primary"
              loading={step === 'submitting'}
              disabled={step === 'timeUp'}
              onClick={onEndTest}
            >
              {t.endTest}
            </Button>
          ) : null}
        </HeaderEnd>
      </Header>
      {step === 'submitting' ? (
        <Submitting>
          <Spinner size="md" label={t.submitting} showLabel />
        </Submitting>
      ) : null}
      {body}
      <ConfirmDialog
        open={step === 'confirmingSubmit'}
        inline={inlineDialogs}
        question={t.confirmSubmit}
        cancelLabel={t.cancel}
        confirmLabel={t.ok}
        onCancel={onCancelSubmit}
        onConfirm={onConfirmSubmit}
      />
      <ConfirmDialog
        open={step === 'running' && flag.step === 'confirming'}
        inline={inlineDialogs}
        question={t.flagConfirm}
        cancelLabel={t.flagNo}
        confirmLabel={t.flagYes}
        onCancel={onCancelFlag}
        onConfirm={onConfirmFlag}
      />
      <QuestionFlagDialog
        open={step === 'running' && (flag.step === 'editing' || flag.step === 'sending')}
        inline={inlineDialogs}
        remark={flag.remark}
        remarkError={flag.remarkError}
        error={flag.error}
        sending={flag.step === 'sending'}
        onRemarkChange={onFlagRemarkChange}
        onSubmit={onSubmitFlag}
        onCancel={onCancelFlag}
      />
      <CountdownOverlay
        open={step === 'timeUp'}
        inline={inlineDialogs}
        message={t.timeUp}
        detail={t.timeUpDetail}
        // The runner submits by itself after the 3 s; the overlay only shows the count.
        onDone={() => {}}
      />
      <Snackbar
        message={snackbar ?? ''}
        type="success"
        open={snackbar !== null}
        duration={0}
        dismissible={false}
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

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space[2]} ${tokens.space[4]};
`;

const Title = styled.h1`
  flex: 1 1 12rem;
  min-width: 0;
  margin: 0;
  font-size: ${tokens.font.size.xl};
  line-height: ${tokens.font.lineHeight.tight};
  ${wrapWords}
`;

const HeaderEnd = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[2]} ${tokens.space[3]};
`;

/* Phones: the stepper above the question. From the desktop cutoff: the stepper beside it. */
const Layout = styled.div`
  display: grid;
  gap: ${tokens.space[4]};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;

  ${media.desktop} {
    grid-template-columns: minmax(14rem, 18rem) minmax(0, 1fr);
  }
`;

const QuestionColumn = styled.div`
  display: grid;
  gap: ${tokens.space[4]};
  min-width: 0;
`;

const QuestionCard = styled.div`
  position: relative;
  padding: ${tokens.space[4]};
  padding-inline-end: calc(${tokens.space[4]} + 48px);
  border: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  border-radius: ${tokens.radius.lg};
  background-color: ${tokens.color.surface.raised};
`;

const FlagButton = styled(IconButton)`
  position: absolute;
  inset-block-start: ${tokens.space[2]};
  inset-inline-end: ${tokens.space[2]};
`;

/* Phones: Back / Next stay at the bottom of the screen while the question scrolls. */
const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${tokens.space[3]};

  ${media.mobile} {
    position: sticky;
    bottom: 0;
    margin-inline: calc(-1 * ${tokens.space[4]});
    padding: ${tokens.space[3]} ${tokens.space[4]};
    border-top: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
    background-color: ${tokens.color.surface.background};
  }
`;

const Submitting = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]};
  margin: 0;
  color: ${tokens.color.text.secondary};
`;
