import type { EventFromLogic } from 'xstate';
import type { forgotPasswordMachine } from './forgot-password.machine.ts';

type ForgotPasswordPathEvent = EventFromLogic<typeof forgotPasswordMachine>;

/** Events the generated paths may take: user events, actor done/error events and the delayed events. */
export const forgotPasswordPathEvents = [
  { type: 'username.submit' },
  { type: 'username.submit', username: '9876543210' },
  { type: 'code.verify' },
  { type: 'code.verify', code: '123456' },
  { type: 'otp.resend' },
  { type: 'username.edit' },
  { type: 'password.submit' },
  { type: 'password.submit', newPassword: 'Mango#River42', confirmPassword: 'Mango#River42' },
  { type: 'dialog.close' },
  { type: 'xstate.done.actor.verifyUser', output: { message: 'OTP sent' } },
  { type: 'xstate.error.actor.verifyUser', error: new Error('User not found') },
  { type: 'xstate.done.actor.resendCode', output: { message: 'OTP sent' } },
  { type: 'xstate.error.actor.resendCode', error: new Error('Could not resend') },
  { type: 'xstate.done.actor.validateCode', output: { message: 'OTP verified' } },
  { type: 'xstate.error.actor.validateCode', error: new Error('Invalid OTP') },
  { type: 'xstate.done.actor.changePassword', output: { message: 'Password changed' } },
  { type: 'xstate.error.actor.changePassword', error: new Error('Could not change password') },
  { type: 'xstate.after.stepDelay.forgotPassword.codeAccepted' },
  { type: 'xstate.after.successDelay.forgotPassword.succeeded' },
] as unknown as readonly ForgotPasswordPathEvent[];
