import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { MessageResponse } from '@quest/api';
import { allLeafStates, shortestPathsByState, unreachedStates } from '../testing/graph.ts';
import { changePasswordMachine, type ChangePasswordToastRequest } from './change-password.machine.ts';
import { changePasswordPathEvents } from './change-password.paths.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function arrange(
  save: () => Promise<MessageResponse> = () => Promise.resolve({ message: 'Password changed' }),
) {
  const showToast = vi.fn((_toast: ChangePasswordToastRequest) => {});
  const calls: unknown[] = [];
  const machine = changePasswordMachine.provide({
    actions: { showToast: (_, params) => showToast(params) },
    actors: {
      changePassword: fromPromise<MessageResponse, { oldPassword: string; newPassword: string }>(
        ({ input }) => {
          calls.push(input);
          return save();
        },
      ),
    },
  });
  const actor = createActor(machine, { clock: new SimulatedClock() }).start();
  return { actor, showToast, calls };
}

describe('changePassword machine', () => {
  test.each([
    [
      { currentPassword: '', newPassword: '', confirmPassword: '' },
      {
        currentPassword: 'Current Password required',
        newPassword: 'New Password required',
        confirmPassword: 'Confirm Password required',
      },
    ],
    [
      { currentPassword: 'old', newPassword: 'Mango#River42', confirmPassword: '' },
      { confirmPassword: 'Confirm Password required' },
    ],
    [
      { currentPassword: 'old', newPassword: 'Mango#River42', confirmPassword: 'Mango#River43' },
      { confirmPassword: 'Passwords do not match.' },
    ],
    // The password rule of @quest/api (issue 22): the new password, never the current one ('old' is fine).
    [
      { currentPassword: 'old', newPassword: 'abc', confirmPassword: 'abc' },
      { newPassword: 'Password must be at least 8 characters' },
    ],
    [
      { currentPassword: 'old', newPassword: 'Password123', confirmPassword: 'Password123' },
      { newPassword: 'This password is too common. Choose another' },
    ],
  ])('Scenario: saving %j shows %j and stays editing', (values, errors) => {
    const { actor, calls } = arrange();
    actor.send({ type: 'password.submit', ...values });
    expect(actor.getSnapshot().value).toEqual('editing');
    expect(actor.getSnapshot().context.errors).toEqual(errors);
    expect(calls).toEqual([]);
  });

  test('Scenario: typing into a field clears its error', () => {
    const { actor } = arrange();
    actor.send({ type: 'password.submit' });
    actor.send({ type: 'field.change', field: 'currentPassword', value: 'old' });
    expect(actor.getSnapshot().context.errors).toEqual({
      newPassword: 'New Password required',
      confirmPassword: 'Confirm Password required',
    });
  });

  test('Scenario: a successful change finishes with the spec message as a 6 s toast', async () => {
    const { actor, showToast, calls } = arrange();
    actor.send({ type: 'field.change', field: 'currentPassword', value: 'old' });
    actor.send({ type: 'field.change', field: 'newPassword', value: 'Mango#River42' });
    actor.send({ type: 'field.change', field: 'confirmPassword', value: 'Mango#River42' });
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().value).toEqual('saving');
    await flush();
    expect(actor.getSnapshot().value).toEqual('done');
    expect(actor.getSnapshot().status).toEqual('done');
    expect(calls).toEqual([{ oldPassword: 'old', newPassword: 'Mango#River42' }]);
    expect(actor.getSnapshot().context.success).toEqual(
      'Your password has been changed. Please log out and log in with your new password.',
    );
    expect(showToast.mock.calls).toEqual([
      [
        {
          message: 'Your password has been changed. Please log out and log in with your new password.',
          type: 'success',
          durationMs: 6000,
        },
      ],
    ]);
  });

  test('Scenario: a refused change goes back to editing with the error as a 6 s red toast', async () => {
    const { actor, showToast } = arrange(() => Promise.reject(new Error('Old password is incorrect')));
    actor.send({
      type: 'password.submit',
      currentPassword: 'bad',
      newPassword: 'Mango#River42',
      confirmPassword: 'Mango#River42',
    });
    await flush();
    expect(actor.getSnapshot().value).toEqual('editing');
    expect(actor.getSnapshot().context.error).toEqual('Old password is incorrect');
    expect(showToast.mock.calls).toEqual([
      [{ message: 'Old password is incorrect', type: 'error', durationMs: 6000 }],
    ]);
  });

  test('Generated paths reach every state', () => {
    const paths = shortestPathsByState(changePasswordMachine, changePasswordPathEvents);
    expect(unreachedStates(changePasswordMachine, paths)).toEqual([]);
    expect(paths.length).toEqual(allLeafStates(changePasswordMachine).length);
  });
});
