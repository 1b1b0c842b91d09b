import { describe, expect, test, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { signUpMachine, type SignUpResult } from '@quest/flows';
import type { AnyEndpoint, ApiClient } from '@quest/api';
import type { AppServices } from '../../../app/services';
import type { Analytics } from '../../../platform/analytics';
import { createAppSession, memoryStorages, type SessionStorages } from '../../../platform/session';
import { signUpImplementations } from './sign-up-effects';

function arrange() {
  const storages = memoryStorages();
  const session = createAppSession(storages satisfies SessionStorages);
  const answers: Record<string, unknown> = {
    sendOtp: { message: 'OTP sent successfully.' },
    validateOtp: { message: 'Your mobile number is verified' },
    registerUser: { userId: 2001 },
    authenticateUser: { token: 'new-token' },
  };
  const call = vi.fn(
    async (endpoint: AnyEndpoint, _input: unknown, _options?: unknown) => answers[endpoint.name],
  );
  const api = { call, sessionStarted: vi.fn() } as unknown as ApiClient;
  const analytics = { registration: vi.fn(), otpRequest: vi.fn() } as unknown as Analytics;
  const completed = vi.fn((_result: SignUpResult) => {});
  const closed = vi.fn();
  const services = { session, api, analytics } as unknown as AppServices;
  const machine = signUpMachine.provide(signUpImplementations(services, { completed, closed }));
  return { storages, session, call, api, analytics, completed, closed, machine };
}

describe('sign-up effects', () => {
  test('Scenario: OTP, registration, sign-in with the new credentials, coupon and hand-over', async () => {
    const { storages, session, call, api, analytics, completed, machine } = arrange();
    const actor = createActor(machine, {
      input: { variant: 'wizard', otpRequired: true, showPromoScreen: true },
    }).start();

    actor.send({ type: 'mobile.change', value: '9123456780' });
    actor.send({ type: 'otp.send' });
    await waitFor(actor, (s) => s.matches({ editing: { otp: 'codeEntry' } }));
    actor.send({ type: 'otp.verify', code: '123456' });
    await waitFor(actor, (s) => s.context.mobileVerified);
    actor.send({ type: 'step.next' });
    for (const [field, value] of [
      ['password', 'Quest@123'],
      ['firstName', 'Ananya'],
      ['emailId', 'ananya@quest.example'],
      ['cityName', 'Pune'],
      ['pincode', '411001'],
    ] as const)
      actor.send({ type: 'details.change', field, value });
    actor.send({ type: 'step.next' });
    await waitFor(actor, (s) => s.matches({ editing: { step: 'registered' } }));
    actor.send({ type: 'dialog.ok' });
    actor.send({ type: 'coupon.change', value: 'QUEST5' });
    actor.send({ type: 'coupon.apply' });
    actor.send({ type: 'step.next' });

    expect(completed).toHaveBeenCalledWith({ userId: 2001, userName: '9123456780', promoCode: 'QUEST5' });
    const calls = call.mock.calls.map(([endpoint, input, options]) => [endpoint.name, input, options]);
    expect(calls).toEqual([
      ['sendOtp', { body: { MobileNumber: '9123456780' } }, undefined],
      ['validateOtp', { query: { OTP: '123456', MobileNumber: '9123456780' } }, undefined],
      [
        'registerUser',
        {
          body: {
            userName: '9123456780',
            password: 'Quest@123',
            firstName: 'Ananya',
            emailId: 'ananya@quest.example',
            contactNo: '9123456780',
            cityName: 'Pune',
            pincode: '411001',
          },
        },
        undefined,
      ],
      ['authenticateUser', {}, { credentials: { username: '9123456780', password: 'Quest@123' } }],
    ]);
    expect(session.getToken()).toBe('new-token');
    expect(api.sessionStarted).toHaveBeenCalledOnce();
    expect(analytics.otpRequest).toHaveBeenCalledWith({ mobile: '9123456780' });
    expect(analytics.registration).toHaveBeenCalledWith({
      mobile: '9123456780',
      email: 'ananya@quest.example',
      userName: '9123456780',
    });
    const stored = JSON.stringify([...storages.session.values, ...storages.local.values]);
    expect(stored).not.toContain('Quest@123');
  });

  test('Scenario: Back on the first step closes the wizard', () => {
    const { closed, machine } = arrange();
    const actor = createActor(machine, {
      input: { variant: 'wizard', otpRequired: false, showPromoScreen: false },
    }).start();
    actor.send({ type: 'step.back' });
    expect(closed).toHaveBeenCalledOnce();
  });
});
