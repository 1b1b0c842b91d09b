import type { FormEvent } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens';
import { Button } from '../button';

/*
 * The parts of a form inside a dialog (password dialogs, profile details, share with friends): the form, its
 * fields column, the buttons row and Cancel + submit. Internal: not exported from the package index.
 */

/** A form's submit handler: never reloads the page, and does nothing while `locked` (busy or submitting). */
export function submitHandler(locked: boolean, action: () => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!locked) action();
  };
}

/** A form inside a dialog. */
export const DialogForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
`;

/** The fields of a dialog's form, a plain column. */
export const DialogFields = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/**
 * A dialog's buttons, at its end. They stick to the foot of the dialog's scrolling part, so a form taller than a
 * phone's screen keeps its submit button on screen while the fields scroll behind it. Two bands of the dialog's
 * colour hide what scrolls past: the dialog's 24 px foot below them and 4 px above them (less than the form's gap
 * minus a focus ring, so a focused field's ring is never covered).
 */
export const DialogActions = styled.div`
  position: sticky;
  inset-block-end: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokens.space[3]};
  background-color: ${tokens.color.surface.raised};
  box-shadow:
    0 ${tokens.space[6]} 0 ${tokens.color.surface.raised},
    0 calc(-1 * ${tokens.space[1]}) 0 ${tokens.color.surface.raised};
`;

/** Props of {@link CancelSubmitActions}. */
export interface CancelSubmitActionsProps {
  cancelLabel: string;
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
}

/** A dialog form's Cancel and submit buttons; while busy Cancel is disabled and submit shows progress. */
export function CancelSubmitActions({ cancelLabel, submitLabel, busy, onCancel }: CancelSubmitActionsProps) {
  return (
    <DialogActions>
      <Button variant="secondary" disabled={busy} onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
