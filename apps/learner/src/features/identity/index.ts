// The identity feature's public entry: all another feature may import from it (lint: features import each other
// only through their index.ts; shared data hooks live in ../../data). Re-export only what is used elsewhere, so an
// importing route's chunk does not pull in more of identity.
export {
  canChangePassword,
  ChangePasswordDialogContainer,
} from './change-password/change-password-dialog-container';
export { signInImplementations } from './routes/sign-in-effects';
export { signUpImplementations } from './routes/sign-up-effects';
export { useSignUpDialogProps } from './routes/use-sign-up-dialog-props';
