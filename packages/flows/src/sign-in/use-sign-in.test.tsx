import { afterEach, describe, expect, test, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { QuestListItem, UserInfo } from '@quest/api';
import { act, flush, renderHook } from '../testing/render-hook.tsx';
import { signInTexts, signInToastMs, type SignInInput } from './sign-in.machine.ts';
import { sampleQuest, sampleUser } from './sign-in.paths.ts';
import { useSignIn } from './use-sign-in.ts';

let cleanup: () => void = () => {};
afterEach(() => cleanup());

function arrange(
  options: {
    auth?: () => Promise<{ token: string }>;
    user?: UserInfo;
    input?: SignInInput;
  } = {},
) {
  const authenticate = vi.fn(async (_credentials: { username: string; password: string }) =>
    (options.auth ?? (async () => ({ token: 'token-1' })))(),
  );
  const loadQuestList = vi.fn(async (_input: { user: UserInfo }): Promise<QuestListItem[]> => []);
  const showToast = vi.fn();
  const rememberUser = vi.fn();
  const { result, unmount } = renderHook(() =>
    useSignIn(
      {
        actors: {
          authenticate: fromPromise(({ input }) => authenticate(input)),
          loadCurrentUser: fromPromise(async () => options.user ?? sampleUser()),
          loadQuestList: fromPromise(({ input }) => loadQuestList(input)),
        },
        actions: {
          showToast: (_, params) => showToast(params),
          rememberUser: (_, params) => rememberUser(params),
        },
      },
      options.input,
    ),
  );
  cleanup = unmount;
  return { result, authenticate, loadQuestList, showToast, rememberUser };
}

describe('useSignIn', () => {
  test('Scenario: an empty form shows both required texts and stays on the form; typing clears a field error', () => {
    const { result, authenticate } = arrange();
    expect(result.current).toMatchObject({ step: 'form', busy: false, rememberMe: true, redirectTo: null });

    act(() => result.current.submit());
    expect(result.current.errors).toEqual({
      username: signInTexts.usernameRequired,
      password: signInTexts.passwordRequired,
    });
    expect(result.current).toMatchObject({ step: 'form', busy: false });

    act(() => result.current.setField('username', '9876543210'));
    expect(result.current.errors).toEqual({ password: signInTexts.passwordRequired });
    expect(result.current.username).toBe('9876543210');
    expect(authenticate).not.toHaveBeenCalled();
  });

  test('Scenario: valid credentials sign in — busy while working, then the user and /home', async () => {
    const withQuests = sampleUser({ userQuestList: [sampleQuest] });
    const { result, authenticate, loadQuestList, rememberUser } = arrange({ user: withQuests });

    act(() => result.current.submit({ username: ' 9876543210 ', password: 'secret' }));
    expect(result.current).toMatchObject({ step: 'signingIn', busy: true });
    await flush();
    await flush();
    expect(authenticate).toHaveBeenCalledWith({ username: '9876543210', password: 'secret' });
    expect(loadQuestList).toHaveBeenCalledWith({ user: withQuests });
    expect(rememberUser).toHaveBeenCalledWith({ userName: '9876543210' });
    expect(result.current).toMatchObject({
      step: 'signedIn',
      busy: false,
      user: withQuests,
      redirectTo: '/home',
      message: null,
      authError: false,
    });
  });

  test('Scenario: a refused login shows the server message as a 3 s toast, sets the auth-error flag and keeps the user name', async () => {
    const { result, showToast } = arrange({
      auth: () => Promise.reject(new Error('Invalid username or password')),
    });
    act(() => result.current.setField('username', '9876543210'));
    act(() => result.current.setField('password', 'wrong'));
    act(() => result.current.submit());
    await flush();
    expect(result.current).toMatchObject({
      step: 'form',
      busy: false,
      message: 'Invalid username or password',
      authError: true,
      username: '9876543210',
      // The machine clears the password after a failed login.
      password: '',
      redirectTo: null,
    });
    expect(showToast).toHaveBeenCalledWith({
      message: 'Invalid username or password',
      type: 'error',
      durationMs: signInToastMs,
    });
  });

  test('Scenario: a prefilled name, Remember Me off and actionType=schedule go to /home/connect without remembering', async () => {
    const { result, authenticate, rememberUser } = arrange({
      input: { actionType: 'schedule', username: '9876543210', rememberMe: true },
    });
    expect(result.current.username).toBe('9876543210');
    act(() => result.current.setRememberMe(false));
    expect(result.current.rememberMe).toBe(false);
    act(() => result.current.setField('password', 'secret'));
    act(() => result.current.submit());
    await flush();
    await flush();
    expect(authenticate).toHaveBeenCalledWith({ username: '9876543210', password: 'secret' });
    expect(rememberUser).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ step: 'signedIn', redirectTo: '/home/connect' });
  });
});
