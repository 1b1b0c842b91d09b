import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { MessageResponse } from '@quest/api';
import { allLeafStates, shortestPathsByState, unreachedStates } from '../testing/graph.ts';
import { forgotPasswordMachine } from './forgot-password.machine.ts';
import { forgotPasswordPathEvents } from './forgot-password.paths.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const ok = (message: string) => () => Promise.resolve<MessageResponse>({ message });
const fail = (message: string) => () => Promise.reject<MessageResponse>(new Error(message));

function arrange(
  actors: Partial<
    Record<'verifyUser' | 'resendCode' | 'validateCode' | 'changePassword', () => Promise<MessageResponse>>
  > = {},
) {
  const calls: Array<[string, unknown]> = [];
  const actor_ = <TInput>(name: string, fallback: () => Promise<MessageResponse>) =>
    fromPromise<MessageResponse, TInput>(({ input }) => {
      calls.push([name, input]);
      return fallback();
    });
  const machine = forgotPasswordMachine.provide({
    actors: {
      verifyUser: actor_('verifyUser', actors.verifyUser ?? ok('OTP sent')),
      resendCode: actor_('resendCode', actors.resendCode ?? ok('OTP sent')),
      validateCode: actor_('validateCode', actors.validateCode ?? ok('OTP verified successfully')),
      changePassword: actor_('changePassword', actors.changePassword ?? ok('Password reset successfully')),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, input: {} }).start();
  return { actor, clock, calls };
}

async function toCodeStep(actor: ReturnType<typeof arrange>['actor']) {
  actor.send({ type: 'username.submit', username: '9876543210' });
  await flush();
}

/** A 429 of the server's throttling as the API client reports it (ADR 0099): the message names the wait. */
const throttled = (message: string, retryAfterSeconds: number) =>
  Object.assign(new Error(message), { kind: 'server', status: 429, retryAfterSeconds });

describe('forgotPassword machine', () => {
  test('Scenario: an empty username shows "Username is required"', () => {
    const { actor } = arrange();
    actor.send({ type: 'username.submit' });
    expect(actor.getSnapshot().value).toEqual('enteringUsername');
    expect(actor.getSnapshot().context.errors).toEqual({ username: 'Username is required' });
  });

  test('Scenario: the whole reset — code accepted, 1 s step delay, new password, success shown 6 s, then closed', async () => {
    const { actor, clock, calls } = arrange();
    await toCodeStep(actor);
    expect(actor.getSnapshot().value).toEqual('enteringCode');
    actor.send({ type: 'field.change', field: 'code', value: '123456' });
    actor.send({ type: 'code.verify' });
    await flush();
    expect(actor.getSnapshot().value).toEqual('codeAccepted');
    expect(actor.getSnapshot().context.info).toEqual('OTP verified successfully');
    clock.increment(999);
    expect(actor.getSnapshot().value).toEqual('codeAccepted');
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual('enteringPassword');
    actor.send({ type: 'password.submit', newPassword: 'Mango#River42', confirmPassword: 'Mango#River42' });
    await flush();
    expect(actor.getSnapshot().value).toEqual('succeeded');
    expect(actor.getSnapshot().context.success).toEqual('Password reset successfully');
    clock.increment(5999);
    expect(actor.getSnapshot().value).toEqual('succeeded');
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual('closed');
    expect(actor.getSnapshot().status).toEqual('done');
    expect(calls).toEqual([
      ['verifyUser', { username: '9876543210' }],
      ['validateCode', { username: '9876543210', code: '123456' }],
      ['changePassword', { username: '9876543210', newPassword: 'Mango#River42' }],
    ]);
  });

  test('Scenario: an unknown user shows the server error in the dialog and stays on the username', async () => {
    const { actor } = arrange({ verifyUser: fail('User does not exist') });
    await toCodeStep(actor);
    expect(actor.getSnapshot().value).toEqual('enteringUsername');
    expect(actor.getSnapshot().context.error).toEqual('User does not exist');
  });

  test('Scenario: throttled look-ups, resends and checks (429) show the server message with the wait', async () => {
    const lookupWait = 'Too many requests. Please try again in 5 minutes.';
    const looked = arrange({ verifyUser: () => Promise.reject(throttled(lookupWait, 300)) });
    await toCodeStep(looked.actor);
    expect(looked.actor.getSnapshot().value).toEqual('enteringUsername');
    expect(looked.actor.getSnapshot().context.error).toEqual(lookupWait);

    const resendWait = 'Too many OTP requests for this number. Please try again in 30 seconds.';
    const resent = arrange({ resendCode: () => Promise.reject(throttled(resendWait, 30)) });
    await toCodeStep(resent.actor);
    resent.actor.send({ type: 'otp.resend' });
    await flush();
    expect(resent.actor.getSnapshot().value).toEqual('enteringCode');
    expect(resent.actor.getSnapshot().context.error).toEqual(resendWait);

    const checkWait = 'Too many wrong codes. Please try again in 1 hour.';
    const checked = arrange({ validateCode: () => Promise.reject(throttled(checkWait, 3600)) });
    await toCodeStep(checked.actor);
    checked.actor.send({ type: 'code.verify', code: '123456' });
    await flush();
    expect(checked.actor.getSnapshot().value).toEqual('enteringCode');
    expect(checked.actor.getSnapshot().context.error).toEqual(checkWait);
  });

  test('Scenario: an empty code shows "Verification Code is required"; a long code is cut to 10 digits', async () => {
    const { actor } = arrange();
    await toCodeStep(actor);
    actor.send({ type: 'code.verify' });
    expect(actor.getSnapshot().context.errors).toEqual({ code: 'Verification Code is required' });
    actor.send({ type: 'field.change', field: 'code', value: '123456789012' });
    expect(actor.getSnapshot().context.code).toEqual('1234567890');
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  test('Scenario: Resend OTP shows "OTP was resent successfully!"', async () => {
    const { actor, calls } = arrange();
    await toCodeStep(actor);
    actor.send({ type: 'otp.resend' });
    expect(actor.getSnapshot().value).toEqual('resendingCode');
    await flush();
    expect(actor.getSnapshot().value).toEqual('enteringCode');
    expect(actor.getSnapshot().context.info).toEqual('OTP was resent successfully!');
    expect(calls.at(-1)).toEqual(['resendCode', { username: '9876543210' }]);
  });

  test('Scenario: a wrong code shows the error in the dialog and keeps the Verification step', async () => {
    const { actor } = arrange({ validateCode: fail('Invalid OTP') });
    await toCodeStep(actor);
    actor.send({ type: 'code.verify', code: '000000' });
    await flush();
    expect(actor.getSnapshot().value).toEqual('enteringCode');
    expect(actor.getSnapshot().context.error).toEqual('Invalid OTP');
  });

  test('Scenario: Edit returns to the username; Not now closes the flow', async () => {
    const { actor } = arrange();
    await toCodeStep(actor);
    actor.send({ type: 'username.edit' });
    expect(actor.getSnapshot().value).toEqual('enteringUsername');
    expect(actor.getSnapshot().context.username).toEqual('9876543210');
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toEqual('closed');
  });

  test.each([
    [
      { newPassword: '', confirmPassword: '' },
      { newPassword: 'New Password required', confirmPassword: 'Confirm Password required' },
    ],
    [{ newPassword: 'Mango#River42', confirmPassword: '' }, { confirmPassword: 'Confirm Password required' }],
    [
      { newPassword: 'Mango#River42', confirmPassword: 'Mango#River43' },
      { confirmPassword: 'Passwords do not match.' },
    ],
    // The password rule of @quest/api (issue 22).
    [
      { newPassword: 'abc', confirmPassword: 'abc' },
      { newPassword: 'Password must be at least 8 characters' },
    ],
    [
      { newPassword: 'iloveyou', confirmPassword: 'iloveyou' },
      { newPassword: 'This password is too common. Choose another' },
    ],
  ])('Scenario: step 2 with %j shows %j', async (values, errors) => {
    const { actor, clock } = arrange();
    await toCodeStep(actor);
    actor.send({ type: 'code.verify', code: '123456' });
    await flush();
    clock.increment(1000);
    actor.send({ type: 'password.submit', ...values });
    expect(actor.getSnapshot().value).toEqual('enteringPassword');
    expect(actor.getSnapshot().context.errors).toEqual(errors);
  });

  test('Scenario: a failed password change shows the error and keeps step 2', async () => {
    const { actor, clock } = arrange({ changePassword: fail('Could not change password') });
    await toCodeStep(actor);
    actor.send({ type: 'code.verify', code: '123456' });
    await flush();
    clock.increment(1000);
    actor.send({ type: 'password.submit', newPassword: 'Mango#River42', confirmPassword: 'Mango#River42' });
    await flush();
    expect(actor.getSnapshot().value).toEqual('enteringPassword');
    expect(actor.getSnapshot().context.error).toEqual('Could not change password');
  });

  test('Generated paths reach every state', () => {
    const paths = shortestPathsByState(forgotPasswordMachine, forgotPasswordPathEvents);
    expect(unreachedStates(forgotPasswordMachine, paths)).toEqual([]);
    expect(paths.length).toEqual(allLeafStates(forgotPasswordMachine).length);
  });
});
