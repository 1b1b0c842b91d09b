export { LoginDialog, loginDialogTexts, type LoginDialogField, type LoginDialogProps } from './login-dialog';
