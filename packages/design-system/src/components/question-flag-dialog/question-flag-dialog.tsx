import { useTexts, useTranslate } from '../../i18n/use-texts';
import { Banner } from '../banner';
import { Dialog } from '../dialog';
import { CancelSubmitActions, DialogForm, submitHandler } from '../dialog/dialog-form';
import { TextArea } from '../text-area';

/** Texts of the question flag dialog (store-and-assessment.md §2.8, §5, §8). */
export const questionFlagDialogTexts = {
  title: 'Question flag',
  remark: 'Remark',
  cancel: 'Not now',
  submit: 'Submit',
  /** The caller's validation text when Submit is pressed with an empty remark. */
  remarkRequired: 'Remark is required',
} as const;

/** Props of {@link QuestionFlagDialog}. */
export interface QuestionFlagDialogProps {
  /** Behaviour: shown while true (after the learner confirmed "Do you want to report error(s) in this question?"). */
  open: boolean;
  /** Content: the remark typed so far (the caller keeps it). */
  remark: string;
  /** Content: the remark's validation error, e.g. "Remark is required"; null when there is none. */
  remarkError: string | null;
  /** Content: the server's refusal of the flag, shown as an error alert inside the dialog; null when none. */
  error: string | null;
  /** Behaviour: the flag is being sent: the remark and Not now wait, Submit shows progress. */
  sending: boolean;
  /** Events: the remark changed. */
  onRemarkChange: (remark: string) => void;
  /** Events: Submit (or Enter in a form submit); the caller validates the remark and sends the flag. */
  onSubmit: () => void;
  /** Events: Not now, Escape or the close button (not while sending). */
  onCancel: () => void;
  /** Layout: drawn open in the page flow (design sheets only; never in the product). */
  inline?: boolean;
}

/**
 * Question flag: the learner reports an error in a question with a required remark. The caller validates
 * ("Remark is required"), sends the flag and closes the dialog on success (then shows the 2 s snackbar); a
 * refusal from the server stays inside the dialog as an alert so the learner can try again.
 */
export function QuestionFlagDialog({
  open,
  remark,
  remarkError,
  error,
  sending,
  onRemarkChange,
  onSubmit,
  onCancel,
  inline = false,
}: QuestionFlagDialogProps) {
  const t = useTexts(questionFlagDialogTexts);
  // The remark's error and the server's refusal come from the flow in English: shown in the active language.
  const translate = useTranslate();
  return (
    <Dialog open={open} inline={inline} title={t.title} size="sm" dismissible={!sending} onClose={onCancel}>
      <DialogForm noValidate onSubmit={submitHandler(sending, onSubmit)} aria-busy={sending || undefined}>
        <TextArea
          label={t.remark}
          required
          rows={4}
          value={remark}
          error={remarkError === null ? undefined : translate(remarkError)}
          disabled={sending}
          data-autofocus
          onValueChange={onRemarkChange}
        />
        <Banner
          type="error"
          open={error !== null}
          message={error === null ? '' : translate(error)}
          dismissible={false}
        />
        <CancelSubmitActions
          cancelLabel={t.cancel}
          submitLabel={t.submit}
          busy={sending}
          onCancel={onCancel}
        />
      </DialogForm>
    </Dialog>
  );
}
