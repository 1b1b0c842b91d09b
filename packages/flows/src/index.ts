export * from './rules/progress.ts';
export * from './rules/live-class.ts';
export * from './sign-in/sign-in.machine.ts';
export * from './sign-in/use-sign-in.ts';
export * from './rules/store.ts';
export * from './rules/content.ts';
export * from './rules/first-access.ts';
export * from './rules/mission.ts';
export * from './rules/online-test.ts';
export * from './rules/timestamp.ts';
export * from './rules/upload.ts';
export * from './cart/cart-rules.ts';
export * from './cart/cart.machine.ts';
export * from './cart/use-cart.ts';
export * from './test-runner/build-submission.ts';
export * from './test-runner/test-runner.machine.ts';
export * from './test-runner/use-test-runner.ts';
export * from './sign-up/sign-up.machine.ts';
export * from './sign-up/use-sign-up.ts';
export {
  signUpLimits,
  signUpTexts,
  type RegistrationAnalytics,
  type SignUpDetails,
  type SignUpErrors,
  type SignUpField,
  type SignUpVariant,
} from './sign-up/sign-up.rules.ts';
export * from './player/seek.ts';
export * from './player/player.machine.ts';
export * from './player/use-player.ts';
export * from './forgot-password/forgot-password.machine.ts';
export * from './forgot-password/use-forgot-password.ts';
export * from './change-password/change-password.machine.ts';
export * from './change-password/use-change-password.ts';
export * from './quest-launch/quest-launch.machine.ts';
export * from './quest-launch/use-quest-launch.ts';
