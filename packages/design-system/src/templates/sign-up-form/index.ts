export {
  SignUpFormView,
  signUpFormViewTexts,
  type SignUpFormField,
  type SignUpFormViewProps,
} from './sign-up-form-view';
