import { afterEach, describe, expect, test, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { act, flush, renderHook } from '../testing/render-hook.tsx';
import { changePasswordTexts } from './change-password.machine.ts';
import { useChangePassword } from './use-change-password.ts';

type Input = { oldPassword: string; newPassword: string };

let cleanup: () => void = () => {};
afterEach(() => cleanup());

describe('useChangePassword', () => {
  test('Scenario: empty fields give the spec texts; valid values save and the dialog is done', async () => {
    const save = vi.fn(async (_input: Input) => ({ message: 'ok' }));
    const showToast = vi.fn();
    const { result, unmount } = renderHook(() =>
      useChangePassword({
        actors: { changePassword: fromPromise(({ input }) => save(input)) },
        actions: { showToast },
      }),
    );
    cleanup = unmount;

    act(() => result.current.submit());
    expect(result.current.errors).toEqual({
      currentPassword: changePasswordTexts.currentPasswordRequired,
      newPassword: changePasswordTexts.newPasswordRequired,
      confirmPassword: changePasswordTexts.confirmPasswordRequired,
    });

    act(() =>
      result.current.submit({
        currentPassword: 'old1',
        newPassword: 'Mango#River42',
        confirmPassword: 'Mango#River43',
      }),
    );
    expect(result.current.errors.confirmPassword).toBe(changePasswordTexts.passwordMismatch);

    // The password rule (issue 22): the hint follows what is typed, and a weak password is refused unsent.
    act(() => result.current.setField('newPassword', 'password1'));
    expect(result.current.passwordChecks.map((check) => [check.label, check.met])).toEqual([
      ['At least 8 characters', true],
      ['Not a common password', false],
    ]);
    act(() => result.current.submit({ currentPassword: 'old1', newPassword: 'abc', confirmPassword: 'abc' }));
    expect(result.current.errors.newPassword).toBe('Password must be at least 8 characters');
    expect(save).not.toHaveBeenCalled();

    act(() =>
      result.current.submit({
        currentPassword: 'old1',
        newPassword: 'Mango#River42',
        confirmPassword: 'Mango#River42',
      }),
    );
    expect(result.current.passwordChecks.every((check) => check.met)).toBe(true);
    expect(result.current.saving).toBe(true);
    await flush();
    expect(save).toHaveBeenCalledWith({ oldPassword: 'old1', newPassword: 'Mango#River42' });
    expect(result.current).toMatchObject({ saving: false, done: true, success: changePasswordTexts.changed });
  });

  test('Scenario: a server error keeps the form open with the message', async () => {
    const { result, unmount } = renderHook(() =>
      useChangePassword({
        actors: {
          changePassword: fromPromise<{ message: string }, Input>(async () => {
            throw new Error('Current password is incorrect.');
          }),
        },
      }),
    );
    cleanup = unmount;
    act(() =>
      result.current.submit({
        currentPassword: 'x',
        newPassword: 'Mango#River42',
        confirmPassword: 'Mango#River42',
      }),
    );
    await flush();
    expect(result.current).toMatchObject({ done: false, error: 'Current password is incorrect.' });
    expect(result.current.values.currentPassword).toBe('x');
  });
});
