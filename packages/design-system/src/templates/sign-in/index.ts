export { SignInView, signInViewTexts, type SignInViewProps } from './sign-in-view';
