export {
  VerificationDialog,
  verificationDialogTexts,
  type VerificationDialogProps,
} from './verification-dialog';
