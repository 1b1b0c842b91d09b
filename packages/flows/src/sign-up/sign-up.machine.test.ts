import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { RegistrationDraft } from '@quest/api';
import { shortestPathsByState, unreachedStates, allLeafStates } from '../testing/graph.ts';
import { signUpMachine, type SignUpInput } from './sign-up.machine.ts';
import { signUpGraphInputs, signUpPathEvents } from './sign-up.paths.ts';
import { signUpTexts } from './sign-up.rules.ts';

const wizardInput: SignUpInput = { variant: 'wizard', showPromoScreen: true, otpRequired: true };
const cartInput: SignUpInput = { variant: 'cart', showPromoScreen: false, otpRequired: true };

interface Options {
  sendOtp?: () => Promise<unknown>;
  verifyOtp?: (input: { mobile: string; code: string }) => Promise<unknown>;
  resendOtp?: () => Promise<unknown>;
  register?: (input: RegistrationDraft) => Promise<{ userId: number }>;
  login?: (input: { userName: string; password: string }) => Promise<unknown>;
}

function start(input: SignUpInput, options: Options = {}) {
  const clock = new SimulatedClock();
  const spies = {
    trackOtpRequest: vi.fn(),
    trackRegistration: vi.fn(),
    signUpComplete: vi.fn(),
    signUpClosed: vi.fn(),
    register: vi.fn(options.register ?? (() => Promise.resolve({ userId: 42 }))),
    login: vi.fn(options.login ?? (() => Promise.resolve({}))),
    verifyOtp: vi.fn(options.verifyOtp ?? (() => Promise.resolve({}))),
  };
  const machine = signUpMachine.provide({
    actors: {
      sendOtp: fromPromise(options.sendOtp ?? (() => Promise.resolve({}))),
      verifyOtp: fromPromise(({ input }) => spies.verifyOtp(input)),
      resendOtp: fromPromise(options.resendOtp ?? (() => Promise.resolve({}))),
      register: fromPromise(({ input }) => spies.register(input)),
      login: fromPromise(({ input }) => spies.login(input)),
    },
    actions: {
      trackOtpRequest: (_, params) => spies.trackOtpRequest(params),
      trackRegistration: (_, params) => spies.trackRegistration(params),
      signUpComplete: (_, params) => spies.signUpComplete(params),
      signUpClosed: () => spies.signUpClosed(),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  return { actor, clock, spies };
}
type Started = ReturnType<typeof start>;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function verifyMobile({ actor }: Started, mobile = '9876543210') {
  actor.send({ type: 'mobile.change', value: mobile });
  actor.send({ type: 'otp.send' });
  await waitFor(actor, (s) => s.matches({ editing: { otp: 'codeEntry' } }));
  actor.send({ type: 'otp.verify', code: '123456' });
  await waitFor(actor, (s) => s.matches({ editing: { otp: 'verified' } }));
}

function fillDetails({ actor }: Started) {
  actor.send({ type: 'details.change', field: 'password', value: 'Mango#River42' });
  actor.send({ type: 'details.change', field: 'firstName', value: 'Asha' });
  actor.send({ type: 'details.change', field: 'emailId', value: 'asha@example.com' });
  actor.send({ type: 'details.change', field: 'cityName', value: 'Pune' });
  actor.send({ type: 'details.change', field: 'pincode', value: '41100a12' });
}

/** A 429 of the server's throttling as the API client reports it (ADR 0099): the message names the wait. */
const throttled = (message: string, retryAfterSeconds: number) =>
  Object.assign(new Error(message), { kind: 'server', status: 429, retryAfterSeconds });

describe('signUp machine', () => {
  test('Scenario: the wizard verifies the number, registers, logs in, takes a coupon and completes', async () => {
    const started = start(wizardInput);
    const { actor, spies } = started;
    expect(actor.getSnapshot().value).toEqual({ editing: { otp: 'unverified', step: 'mobile' } });

    await verifyMobile(started);
    expect(spies.trackOtpRequest.mock.calls).toEqual([[{ mobile: '9876543210' }]]);
    expect(spies.verifyOtp.mock.calls).toEqual([[{ mobile: '9876543210', code: '123456' }]]);
    expect(actor.getSnapshot().context.snackbar).toEqual({
      severity: 'success',
      message: 'Your mobile number is verified',
    });

    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toEqual({ editing: { otp: 'verified', step: 'loginDetails' } });
    fillDetails(started);
    actor.send({ type: 'step.next' });
    await waitFor(actor, (s) => s.matches({ editing: { step: 'registered' } }));

    expect(spies.register.mock.calls).toEqual([
      [
        {
          userName: '9876543210',
          password: 'Mango#River42',
          firstName: 'Asha',
          emailId: 'asha@example.com',
          contactNo: '9876543210',
          cityName: 'Pune',
          pincode: '411001',
        },
      ],
    ]);
    expect(spies.trackRegistration.mock.calls).toEqual([
      [{ Mobilenumber: '+919876543210', EmailId: 'asha@example.com', UserName: '9876543210' }],
    ]);
    expect(spies.login.mock.calls).toEqual([[{ userName: '9876543210', password: 'Mango#River42' }]]);
    expect(actor.getSnapshot().context.alert).toEqual({
      severity: 'success',
      message: 'Registration completed successfully. Your mobile number is your user name.',
    });

    actor.send({ type: 'dialog.ok' });
    expect(actor.getSnapshot().value).toEqual({ editing: { otp: 'verified', step: 'coupon' } });
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toEqual({ editing: { otp: 'verified', step: 'coupon' } });
    actor.send({ type: 'coupon.change', value: ' WELCOME ' });
    actor.send({ type: 'coupon.apply' });
    actor.send({ type: 'step.next' });

    expect(actor.getSnapshot().status).toEqual('done');
    expect(actor.getSnapshot().value).toEqual('completed');
    expect(spies.signUpComplete.mock.calls).toEqual([
      [{ userId: 42, userName: '9876543210', promoCode: 'WELCOME' }],
    ]);
  });

  test('Scenario: GET OTP needs exactly 10 digits of a valid number', () => {
    const { actor, spies } = start(wizardInput);
    actor.send({ type: 'mobile.change', value: '98765' });
    actor.send({ type: 'otp.send' });
    expect(actor.getSnapshot().value).toEqual({ editing: { otp: 'unverified', step: 'mobile' } });
    expect(actor.getSnapshot().context.errors).toEqual({ mobile: 'Mobile number is not valid' });

    actor.send({ type: 'mobile.change', value: '12345678901234' });
    expect(actor.getSnapshot().context.mobile).toEqual('1234567890');
    actor.send({ type: 'otp.send' });
    expect(actor.getSnapshot().value).toEqual({ editing: { otp: 'unverified', step: 'mobile' } });
    expect(spies.trackOtpRequest).not.toHaveBeenCalled();
  });

  test('Scenario: Next on the mobile step needs a number, then a verified number', async () => {
    const started = start(wizardInput);
    const { actor } = started;
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.errors).toEqual({ mobile: 'Mobile number is required' });
    actor.send({ type: 'mobile.change', value: '9876543210' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.errors).toEqual({ mobile: 'Please validate mobile number' });
    expect(actor.getSnapshot().value).toEqual({ editing: { otp: 'unverified', step: 'mobile' } });
  });

  test('Scenario: without otpRequired Next moves on with a valid number alone', () => {
    const { actor } = start({ ...wizardInput, otpRequired: false, mobile: '9876543210' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toEqual({ editing: { otp: 'unverified', step: 'loginDetails' } });
  });

  test('Scenario: an OTP send failure shows a danger dialog and leaves the number unverified', async () => {
    const { actor } = start(wizardInput, { sendOtp: () => Promise.reject(new Error('SMS gateway down')) });
    actor.send({ type: 'mobile.change', value: '9876543210' });
    actor.send({ type: 'otp.send' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ editing: { otp: 'unverified', step: 'mobile' } });
    expect(actor.getSnapshot().context.alert).toEqual({ severity: 'danger', message: 'SMS gateway down' });
    actor.send({ type: 'dialog.ok' });
    expect(actor.getSnapshot().context.alert).toEqual(null);
  });

  test('Scenario: throttled sends and checks (429) show the server message with the wait', async () => {
    const sendWait = 'Too many OTP requests for this number. Please try again in 30 seconds.';
    const sent = start(wizardInput, { sendOtp: () => Promise.reject(throttled(sendWait, 30)) });
    sent.actor.send({ type: 'mobile.change', value: '9876543210' });
    sent.actor.send({ type: 'otp.send' });
    await settle();
    expect(sent.actor.getSnapshot().context.alert).toEqual({ severity: 'danger', message: sendWait });

    const checkWait = 'Too many wrong codes. Please try again in 1 hour.';
    const checked = start(wizardInput, { verifyOtp: () => Promise.reject(throttled(checkWait, 3600)) });
    checked.actor.send({ type: 'mobile.change', value: '9876543210' });
    checked.actor.send({ type: 'otp.send' });
    await waitFor(checked.actor, (s) => s.matches({ editing: { otp: 'codeEntry' } }));
    checked.actor.send({ type: 'otp.verify', code: '123456' });
    await waitFor(checked.actor, (s) => s.matches({ editing: { otp: 'codeEntry' } }));
    expect(checked.actor.getSnapshot().context.snackbar).toEqual({ severity: 'error', message: checkWait });
  });

  test('Scenario: verify needs a code, and a failed check shows an error snackbar for 6 s', async () => {
    const started = start(wizardInput, { verifyOtp: () => Promise.reject(new Error('Invalid OTP')) });
    const { actor, clock } = started;
    actor.send({ type: 'mobile.change', value: '9876543210' });
    actor.send({ type: 'otp.send' });
    await waitFor(actor, (s) => s.matches({ editing: { otp: 'codeEntry' } }));
    actor.send({ type: 'otp.verify', code: ' ' });
    expect(actor.getSnapshot().context.errors).toEqual({ code: 'Verification Code is required' });

    actor.send({ type: 'otp.verify', code: '000000' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ editing: { otp: 'codeEntry', step: 'mobile' } });
    expect(actor.getSnapshot().context.snackbar).toEqual({ severity: 'error', message: 'Invalid OTP' });
    clock.increment(5999);
    expect(actor.getSnapshot().context.snackbar).toEqual({ severity: 'error', message: 'Invalid OTP' });
    clock.increment(1);
    expect(actor.getSnapshot().context.snackbar).toEqual(null);
  });

  test('Scenario: resend shows its success text, and a resend failure its error', async () => {
    let fail = false;
    const { actor } = start(wizardInput, {
      resendOtp: () => (fail ? Promise.reject(new Error('Too many requests')) : Promise.resolve({})),
    });
    actor.send({ type: 'mobile.change', value: '9876543210' });
    actor.send({ type: 'otp.send' });
    await waitFor(actor, (s) => s.matches({ editing: { otp: 'codeEntry' } }));
    actor.send({ type: 'otp.resend' });
    await waitFor(actor, (s) => s.matches({ editing: { otp: 'codeEntry' } }));
    expect(actor.getSnapshot().context.snackbar).toEqual({
      severity: 'success',
      message: 'OTP was resent successfully!',
    });
    fail = true;
    actor.send({ type: 'otp.resend' });
    await settle();
    expect(actor.getSnapshot().context.snackbar).toEqual({ severity: 'error', message: 'Too many requests' });
    actor.send({ type: 'otp.dismiss' });
    expect(actor.getSnapshot().value).toEqual({ editing: { otp: 'unverified', step: 'mobile' } });
  });

  test('Scenario: the verified snackbar hides after 6 s; Edit or a changed number resets verification', async () => {
    const started = start(wizardInput);
    const { actor, clock } = started;
    await verifyMobile(started);
    clock.increment(6000);
    expect(actor.getSnapshot().context.snackbar).toEqual(null);

    actor.send({ type: 'mobile.change', value: '9876543210' });
    expect(actor.getSnapshot().context.mobileVerified).toEqual(true);
    actor.send({ type: 'mobile.edit' });
    expect(actor.getSnapshot().value).toEqual({ editing: { otp: 'unverified', step: 'mobile' } });
    expect(actor.getSnapshot().context.mobileVerified).toEqual(false);

    await verifyMobile(started);
    actor.send({ type: 'mobile.change', value: '9876543211' });
    expect(actor.getSnapshot().value).toEqual({ editing: { otp: 'unverified', step: 'mobile' } });
  });

  test('Scenario: Login Details shows each field rule; the user name stays locked', async () => {
    const started = start(wizardInput);
    const { actor } = started;
    await verifyMobile(started);
    actor.send({ type: 'step.next' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.errors).toEqual({
      firstName: 'Name is required',
      password: 'Password is required',
    });
    actor.send({ type: 'details.change', field: 'password', value: 'ab' });
    actor.send({ type: 'details.change', field: 'firstName', value: 'x'.repeat(51) });
    actor.send({ type: 'details.change', field: 'emailId', value: 'asha@' });
    actor.send({ type: 'mobile.change', value: '9123456789' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.errors).toEqual({
      firstName: 'Length should be less than 50 characters',
      password: 'Password must be at least 8 characters',
      emailId: 'Email ID is not valid',
    });
    expect(actor.getSnapshot().context.mobile).toEqual('9876543210');
    expect(actor.getSnapshot().value).toEqual({ editing: { otp: 'verified', step: 'loginDetails' } });
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toEqual({ editing: { otp: 'verified', step: 'mobile' } });
  });

  test.each([
    ['wizard', wizardInput, 'abc', 'Password must be at least 8 characters'],
    ['wizard', wizardInput, 'password123', 'This password is too common. Choose another'],
    ['cart', cartInput, 'abc', 'Password must be at least 8 characters'],
    ['cart', cartInput, 'Iloveyou', 'This password is too common. Choose another'],
  ])(
    'Scenario: the %s refuses the weak password %j with "%s" and registers nothing (issue 22)',
    async (_variant, input, password, message) => {
      const started = start(input);
      const { actor, spies } = started;
      await verifyMobile(started);
      if (input.variant === 'wizard') actor.send({ type: 'step.next' });
      fillDetails(started);
      actor.send({ type: 'details.change', field: 'lastName', value: 'Rao' });
      actor.send({ type: 'details.change', field: 'password', value: password });
      actor.send({ type: 'step.next' });
      await settle();
      expect(actor.getSnapshot().context.errors).toEqual({ password: message });
      expect(spies.register).not.toHaveBeenCalled();
    },
  );

  test('Scenario: a registration error shows a danger alert for 4 s, then returns to Login Details', async () => {
    const started = start(wizardInput, { register: () => Promise.reject(new Error('User already exists')) });
    const { actor, clock, spies } = started;
    await verifyMobile(started);
    actor.send({ type: 'step.next' });
    fillDetails(started);
    actor.send({ type: 'step.next' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ editing: { otp: 'verified', step: 'registrationFailed' } });
    expect(actor.getSnapshot().context.alert).toEqual({ severity: 'danger', message: 'User already exists' });
    clock.increment(4000);
    expect(actor.getSnapshot().value).toEqual({ editing: { otp: 'verified', step: 'loginDetails' } });
    expect(actor.getSnapshot().context.alert).toEqual(null);
    expect(spies.trackRegistration).not.toHaveBeenCalled();
  });

  test('Scenario: a login failure after registering shows an error dialog whose OK closes the flow', async () => {
    const started = start(wizardInput, { login: () => Promise.reject(new Error('Invalid credentials')) });
    const { actor, spies } = started;
    await verifyMobile(started);
    actor.send({ type: 'step.next' });
    fillDetails(started);
    actor.send({ type: 'step.next' });
    await waitFor(actor, (s) => s.matches({ editing: { step: 'loginFailed' } }));
    expect(actor.getSnapshot().context.alert).toEqual({ severity: 'error', message: 'Invalid credentials' });
    actor.send({ type: 'dialog.ok' });
    expect(actor.getSnapshot().value).toEqual('closed');
    expect(spies.signUpClosed).toHaveBeenCalledTimes(1);
  });

  test('Scenario: without loginAfterSignUp or the promo screen, the success OK completes', async () => {
    const started = start({ ...wizardInput, showPromoScreen: false, loginAfterSignUp: false });
    const { actor, spies } = started;
    await verifyMobile(started);
    actor.send({ type: 'step.next' });
    fillDetails(started);
    actor.send({ type: 'step.next' });
    await waitFor(actor, (s) => s.matches({ editing: { step: 'registered' } }));
    expect(spies.login).not.toHaveBeenCalled();
    actor.send({ type: 'dialog.ok' });
    expect(actor.getSnapshot().value).toEqual('completed');
    expect(spies.signUpComplete.mock.calls).toEqual([
      [{ userId: 42, userName: '9876543210', promoCode: null }],
    ]);
  });

  test('Scenario: Back on the first step closes the wizard', () => {
    const { actor, spies } = start(wizardInput);
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toEqual('closed');
    expect(actor.getSnapshot().status).toEqual('done');
    expect(spies.signUpClosed).toHaveBeenCalledTimes(1);
  });

  test('Scenario: the cart form validates every field and asks to verify the number', async () => {
    const started = start(cartInput);
    const { actor, spies } = started;
    expect(actor.getSnapshot().value).toEqual({ editing: { otp: 'unverified', step: 'form' } });
    actor.send({ type: 'mobile.change', value: '9876543210' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.errors).toEqual({
      mobile: 'Please verify mobile number',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      password: 'Password is required',
    });

    await verifyMobile(started);
    actor.send({ type: 'details.change', field: 'firstName', value: 'Asha' });
    actor.send({ type: 'details.change', field: 'lastName', value: 'Rao' });
    actor.send({ type: 'details.change', field: 'password', value: 'Mango#River42' });
    actor.send({ type: 'details.change', field: 'emailId', value: 'asha@example.com' });
    actor.send({ type: 'step.next' });
    await waitFor(actor, (s) => s.matches({ editing: { step: 'registered' } }));
    expect(spies.register.mock.calls).toEqual([
      [
        {
          userName: '9876543210',
          password: 'Mango#River42',
          firstName: 'Asha',
          lastName: 'Rao',
          emailId: 'asha@example.com',
          contactNo: '9876543210',
          schoolName: '',
          cityName: '',
        },
      ],
    ]);
    expect(actor.getSnapshot().context.alert).toEqual({
      severity: 'success',
      message: 'Registration completed successfully!',
    });
    actor.send({ type: 'dialog.ok' });
    expect(actor.getSnapshot().value).toEqual('completed');
  });

  test('Scenario: a cart registration error returns to the form after the alert is acknowledged', async () => {
    const started = start(
      { ...cartInput, otpRequired: false, mobile: '9876543210' },
      {
        register: () => Promise.reject('plain'),
      },
    );
    const { actor } = started;
    actor.send({ type: 'details.change', field: 'firstName', value: 'Asha' });
    actor.send({ type: 'details.change', field: 'lastName', value: 'Rao' });
    actor.send({ type: 'details.change', field: 'password', value: 'Mango#River42' });
    actor.send({ type: 'step.next' });
    await settle();
    expect(actor.getSnapshot().context.alert).toEqual({ severity: 'danger', message: 'plain' });
    actor.send({ type: 'dialog.ok' });
    expect(actor.getSnapshot().value).toEqual({ editing: { otp: 'unverified', step: 'form' } });
  });

  test('Scenario: generated paths reach every state of the wizard and the cart form', () => {
    const wizardPaths = shortestPathsByState(signUpMachine, signUpPathEvents, signUpGraphInputs.wizard);
    const cartPaths = shortestPathsByState(signUpMachine, signUpPathEvents, signUpGraphInputs.cart);
    const paths = [...wizardPaths, ...cartPaths];
    expect(unreachedStates(signUpMachine, paths)).toEqual([]);
    expect(allLeafStates(signUpMachine).length).toEqual(17);
  });
});

test('sign-up texts keep the specs wording', () => {
  expect(signUpTexts.validateMobile).toEqual('Please validate mobile number');
});
