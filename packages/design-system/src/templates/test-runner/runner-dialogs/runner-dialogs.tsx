import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CountdownOverlay } from '../../../components/countdown-overlay';
import { QuestionFlagDialog } from '../../../components/question-flag-dialog';
import { Snackbar } from '../../../components/snackbar';
import { useTexts, useTranslate } from '../../../i18n/use-texts';
import { testRunnerViewTexts, type TestRunnerViewFlag, type TestRunnerViewStep } from '../test-runner-texts';

/** Props of {@link TestRunnerDialogs}. */
export interface TestRunnerDialogsProps {
  /** Behaviour: the runner's screen: `confirmingSubmit` opens the submit confirmation, `timeUp` the time-up
   * overlay; the flag prompts open only while `running`. */
  step: TestRunnerViewStep;
  /** Behaviour: the question flag prompts (which one is open, the remark, its error and the server's refusal). */
  flag: TestRunnerViewFlag;
  /** Content: the 2 s success message after a flag (the caller hides it; shown in the active language), or null. */
  snackbar: string | null;
  /** Layout: dialogs and the time-up overlay drawn open in the page flow, not modal — only for design sheets. */
  inlineDialogs?: boolean;
  /** Events: OK on the submit confirmation. */
  onConfirmSubmit: () => void;
  /** Events: Cancel (or Escape) on the submit confirmation. */
  onCancelSubmit: () => void;
  /** Events: Yes on the flag confirmation. */
  onConfirmFlag: () => void;
  /** Events: No on the flag confirmation, Not now (or Escape) in the flag dialog. */
  onCancelFlag: () => void;
  /** Events: the remark changed. */
  onFlagRemarkChange: (remark: string) => void;
  /** Events: Submit in the flag dialog. */
  onSubmitFlag: () => void;
}

/**
 * Everything the runner opens over its questions: 'Are you sure you want to Submit?', the flag confirmation, the
 * Question flag dialog (also while sending), the 3 s time-up overlay and the flag's success snackbar.
 */
export function TestRunnerDialogs({
  step,
  flag,
  snackbar,
  inlineDialogs = false,
  onConfirmSubmit,
  onCancelSubmit,
  onConfirmFlag,
  onCancelFlag,
  onFlagRemarkChange,
  onSubmitFlag,
}: TestRunnerDialogsProps) {
  const t = useTexts(testRunnerViewTexts);
  // The flag's success message comes from the flow or the server: shown in the active language when it is known.
  const translate = useTranslate();
  return (
    <>
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
        message={snackbar === null ? '' : translate(snackbar)}
        type="success"
        open={snackbar !== null}
        duration={0}
        dismissible={false}
      />
    </>
  );
}
