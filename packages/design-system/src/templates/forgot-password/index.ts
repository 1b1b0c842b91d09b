export {
  ForgotPasswordDialog,
  forgotPasswordDialogTexts,
  type ForgotPasswordDialogField,
  type ForgotPasswordDialogProps,
  type ForgotPasswordDialogStep,
} from './forgot-password-dialog';
