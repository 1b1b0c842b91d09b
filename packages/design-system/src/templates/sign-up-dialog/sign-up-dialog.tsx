import { Dialog } from '../../components/dialog';
import { useTexts } from '../../i18n/use-texts';
import {
  SignUpFormView,
  signUpFormViewTexts,
  type SignUpFormViewProps,
} from '../sign-up-form/sign-up-form-view';

/** Props of {@link SignUpDialog}: the cart sign-up form's props (without its page layout), plus the dialog's. */
export interface SignUpDialogProps extends Omit<SignUpFormViewProps, 'as' | 'embedded'> {
  /** Behaviour: shown while true. */
  open: boolean;
  /** Events: Escape, the backdrop or the close button (not while submitting): the pending action is dropped. */
  onClose: () => void;
  /** Layout: drawn open in the page flow (design sheets only; never in the product). */
  inline?: boolean;
}

/**
 * "Sign Up and Start Learning!": the cart's one-page sign-up form (First Name, Last Name, Mobile Number with Get
 * OTP → verified tick, Set Password, Email ID, Sign Up, "Already have an account? Log In") in a dialog, opened
 * from the login dialog when a visitor launches, tries or buys. The OTP and message dialogs open above it.
 */
export function SignUpDialog({
  open,
  onClose,
  inline = false,
  title,
  submitting = false,
  ...form
}: SignUpDialogProps) {
  const t = useTexts(signUpFormViewTexts);
  return (
    <Dialog
      open={open}
      inline={inline}
      title={title ?? t.title}
      size="md"
      fullScreenOnSmall
      dismissible={!submitting}
      onClose={onClose}
    >
      <SignUpFormView {...form} title={title} submitting={submitting} embedded />
    </Dialog>
  );
}
