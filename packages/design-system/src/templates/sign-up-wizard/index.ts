export {
  SignUpWizardView,
  signUpWizardViewTexts,
  type SignUpNoticeView,
  type SignUpOtpView,
  type SignUpWizardField,
  type SignUpWizardStep,
  type SignUpWizardViewProps,
} from './sign-up-wizard-view';
