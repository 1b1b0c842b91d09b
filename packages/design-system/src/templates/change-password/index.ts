export {
  ChangePasswordDialog,
  changePasswordDialogTexts,
  type ChangePasswordDialogField,
  type ChangePasswordDialogProps,
} from './change-password-dialog';
