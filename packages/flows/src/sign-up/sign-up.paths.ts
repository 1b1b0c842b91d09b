import type { SignUpEvent, SignUpInput } from './sign-up.machine.ts';

/**
 * Events for generated paths (shared by the unit test and the Flows story): the student's events plus the
 * done/error events of the invoked actors and the delayed event of the registration alert. Traversal ignores
 * context, so the inputs prefill a valid number and valid details (the guards then pass on first reach).
 */
export const signUpPathEvents = [
  { type: 'mobile.change', value: '9123456789' },
  { type: 'mobile.edit' },
  { type: 'otp.send' },
  { type: 'xstate.done.actor.sendOtp', output: { message: 'OTP sent' } },
  { type: 'xstate.error.actor.sendOtp', error: new Error('Unable to send OTP') },
  { type: 'otp.verify', code: '123456' },
  { type: 'xstate.done.actor.verifyOtp', output: { message: 'OTP verified' } },
  { type: 'xstate.error.actor.verifyOtp', error: new Error('Invalid OTP') },
  { type: 'otp.resend' },
  { type: 'xstate.done.actor.resendOtp', output: { message: 'OTP sent' } },
  { type: 'xstate.error.actor.resendOtp', error: new Error('Unable to resend OTP') },
  { type: 'otp.dismiss' },
  { type: 'step.next' },
  { type: 'step.back' },
  { type: 'xstate.done.actor.register', output: { userId: 42 } },
  { type: 'xstate.error.actor.register', error: new Error('User already exists') },
  { type: 'xstate.after.signUpAlert.signUp.editing.step.registrationFailed' },
  { type: 'xstate.done.actor.login', output: {} },
  { type: 'xstate.error.actor.login', error: new Error('Invalid credentials') },
  { type: 'dialog.ok' },
  { type: 'snackbar.close' },
  { type: 'coupon.change', value: 'PROMO1' },
  { type: 'coupon.apply' },
] as unknown as readonly SignUpEvent[];

const prefill = {
  mobile: '9876543210',
  details: { password: 'Mango#River42', firstName: 'Asha', lastName: 'Rao', emailId: 'asha@example.com' },
};

/** The wizard with the coupon step, and the cart form: between them every state of the machine. */
export const signUpGraphInputs = {
  wizard: { variant: 'wizard', showPromoScreen: true, otpRequired: true, ...prefill },
  cart: { variant: 'cart', showPromoScreen: false, otpRequired: true, ...prefill },
} satisfies Record<string, SignUpInput>;
