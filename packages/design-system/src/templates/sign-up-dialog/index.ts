export { SignUpDialog, type SignUpDialogProps } from './sign-up-dialog';
