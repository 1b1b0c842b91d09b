import { Button } from '../button';
import { Dialog } from '../dialog';

export interface ConfirmDialogProps {
  /** Content: the question, from the caller (e.g. "Are you sure you want to Submit?"). Names the dialog. */
  question: string;
  /** Content: optional text under the question (what happens next). */
  description?: string;
  /** Content: the label of the confirming button (e.g. "OK", "continue"). */
  confirmLabel: string;
  /** Content: the label of the cancelling button (e.g. "Cancel", "not now"). */
  cancelLabel: string;
  /** Appearance: `danger` when confirming destroys or cannot be undone. */
  confirmVariant?: 'primary' | 'danger';
  /** Behaviour: shown as a modal while true. */
  open: boolean;
  /**
   * Behaviour: the confirm button shows a spinner and ignores presses; Cancel, Escape and the backdrop do
   * nothing until the work ends.
   */
  confirmLoading?: boolean;
  /** Layout: drawn open in the page flow, not modal — only for design sheets and docs. */
  inline?: boolean;
  /** Events: the confirm button was pressed. */
  onConfirm: () => void;
  /** Events: the cancel button, Escape or a click on the backdrop. */
  onCancel: () => void;
}

/**
 * A yes/no question before an action: Cancel first (it takes focus, the safe choice), then the confirming
 * button. An `alertdialog` built on {@link Dialog}.
 */
export function ConfirmDialog({
  question,
  description,
  confirmLabel,
  cancelLabel,
  confirmVariant = 'primary',
  open,
  confirmLoading = false,
  inline = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      role="alertdialog"
      title={question}
      description={description}
      size="sm"
      open={open}
      inline={inline}
      dismissible={!confirmLoading}
      closeButton={false}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" disabled={confirmLoading} onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} loading={confirmLoading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
