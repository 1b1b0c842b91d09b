import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { QuestListItem, UserInfo } from '@quest/api';
import { allLeafStates, shortestPathsByState, unreachedStates } from '../testing/graph.ts';
import { signInMachine, signInRedirect, type SignInInput } from './sign-in.machine.ts';
import { sampleQuest, sampleUser, signInPathEvents } from './sign-in.paths.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function arrange(
  options: {
    auth?: () => Promise<{ token: string }>;
    user?: () => Promise<UserInfo>;
    quests?: () => Promise<QuestListItem[]>;
    input?: SignInInput;
  } = {},
) {
  const effects = {
    storeSession: vi.fn(),
    rememberUser: vi.fn(),
    rememberCredentialsInHost: vi.fn(),
    showToast: vi.fn(),
    clearUserInfo: vi.fn(),
    sendCrmData: vi.fn(),
    markExistingUser: vi.fn(),
    authenticate: vi.fn((_credentials: { username: string; password: string }) =>
      (options.auth ?? (() => Promise.resolve({ token: 'token-1' })))(),
    ),
  };
  const machine = signInMachine.provide({
    actions: {
      storeSession: (_, params) => effects.storeSession(params),
      rememberUser: (_, params) => effects.rememberUser(params),
      rememberCredentialsInHost: (_, params) => effects.rememberCredentialsInHost(params),
      showToast: (_, params) => effects.showToast(params),
      clearUserInfo: () => effects.clearUserInfo(),
      sendCrmData: (_, params) => effects.sendCrmData(params),
      markExistingUser: () => effects.markExistingUser(),
    },
    actors: {
      authenticate: fromPromise(({ input }) => effects.authenticate(input)),
      loadCurrentUser: fromPromise(options.user ?? (() => Promise.resolve(sampleUser()))),
      loadQuestList: fromPromise(options.quests ?? (() => Promise.resolve([sampleQuest]))),
    },
  });
  const actor = createActor(machine, { input: options.input, clock: new SimulatedClock() }).start();
  const fill = (username: string, password: string) => {
    actor.send({ type: 'field.change', field: 'username', value: username });
    actor.send({ type: 'field.change', field: 'password', value: password });
  };
  return { actor, effects, fill };
}

/** A 429 of the server's throttling as the API client reports it (ADR 0099): the message names the wait. */
const throttled = (message: string, retryAfterSeconds: number) =>
  Object.assign(new Error(message), { kind: 'server', status: 429, retryAfterSeconds });

describe('signIn machine', () => {
  test('Scenario: submitting an empty form shows both required messages and stays on the form', () => {
    const { actor, effects } = arrange();
    actor.send({ type: 'signIn.submit' });
    expect(actor.getSnapshot().value).toEqual('idle');
    expect(actor.getSnapshot().context.errors).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
    expect(effects.authenticate).not.toHaveBeenCalled();
  });

  test('Scenario: a missing password alone is reported, and typing clears that field error', () => {
    const { actor } = arrange();
    actor.send({ type: 'field.change', field: 'username', value: '9876543210' });
    actor.send({ type: 'signIn.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ password: 'Password is required' });
    actor.send({ type: 'field.change', field: 'password', value: 'x' });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  test('Scenario: a user with quests signs in, remembers the user name only, and goes to /home', async () => {
    const withQuests = sampleUser({ userQuestList: [sampleQuest] });
    const { actor, effects, fill } = arrange({ user: () => Promise.resolve(withQuests) });
    fill('9876543210', 'secret');
    actor.send({ type: 'signIn.submit' });
    expect(actor.getSnapshot().value).toEqual('authenticating');
    await flush();
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toEqual('signedIn');
    expect(actor.getSnapshot().status).toEqual('done');
    expect(effects.authenticate).toHaveBeenCalledWith({ username: '9876543210', password: 'secret' });
    expect(effects.storeSession.mock.calls).toEqual([[{ token: 'token-1' }]]);
    expect(effects.rememberUser.mock.calls).toEqual([[{ userName: '9876543210' }]]);
    expect(effects.rememberCredentialsInHost.mock.calls).toEqual([
      [{ userName: '9876543210', password: 'secret', remember: true }],
    ]);
    expect(actor.getSnapshot().context.questList).toEqual([sampleQuest]);
    expect(actor.getSnapshot().context.redirectTo).toEqual('/home');
    expect(effects.sendCrmData).not.toHaveBeenCalled();
  });

  test('Scenario: with Remember Me off nothing is remembered', async () => {
    const { actor, effects, fill } = arrange();
    fill('9876543210', 'secret');
    actor.send({ type: 'rememberMe.set', value: false });
    actor.send({ type: 'signIn.submit' });
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toEqual('signedIn');
    expect(effects.rememberUser).not.toHaveBeenCalled();
    expect(effects.rememberCredentialsInHost).not.toHaveBeenCalled();
  });

  test('Scenario: a user without quests and with the dashboard goes to /products; a NewUser becomes ExistingUser with one CRM call', async () => {
    const newUser = sampleUser({ user_type: 'NewUser' });
    const { actor, effects, fill } = arrange({ user: () => Promise.resolve(newUser) });
    fill('9876543210', 'secret');
    actor.send({ type: 'signIn.submit' });
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toEqual('signedIn');
    expect(actor.getSnapshot().context.redirectTo).toEqual('/products');
    expect(effects.sendCrmData.mock.calls).toEqual([[{ user: newUser }]]);
    expect(effects.markExistingUser).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.user).toEqual({ ...newUser, user_type: 'ExistingUser' });
  });

  test('Scenario: actionType=schedule sends the student to /home/connect', async () => {
    const { actor, fill } = arrange({ input: { actionType: 'schedule' } });
    fill('9876543210', 'secret');
    actor.send({ type: 'signIn.submit' });
    await flush();
    await flush();
    expect(actor.getSnapshot().context.redirectTo).toEqual('/home/connect');
  });

  test('Scenario: a wrong password shows the server message as a 3 s error toast and sets the auth-error flag', async () => {
    const { actor, effects, fill } = arrange({
      auth: () => Promise.reject(new Error('Invalid username or password')),
    });
    fill('9876543210', 'wrong');
    actor.send({ type: 'signIn.submit' });
    await flush();
    expect(actor.getSnapshot().value).toEqual('idle');
    expect(effects.showToast.mock.calls).toEqual([
      [{ message: 'Invalid username or password', type: 'error', durationMs: 3000 }],
    ]);
    expect(actor.getSnapshot().context.authError).toEqual(true);
    expect(effects.storeSession).not.toHaveBeenCalled();
  });

  test('Scenario: a throttled login (429) shows the server message with the wait, like any refusal', async () => {
    const wait = 'Too many sign-in attempts. Please try again in 2 minutes.';
    const { actor, effects, fill } = arrange({ auth: () => Promise.reject(throttled(wait, 120)) });
    fill('9876543210', 'Demo@123');
    actor.send({ type: 'signIn.submit' });
    await flush();
    expect(actor.getSnapshot().value).toEqual('idle');
    expect(actor.getSnapshot().context.message).toEqual(wait);
    expect(effects.showToast.mock.calls).toEqual([[{ message: wait, type: 'error', durationMs: 3000 }]]);
    expect(effects.storeSession).not.toHaveBeenCalled();
  });

  test('Scenario: a login that never reached the server keeps the password for the retry (ADR 0092)', async () => {
    const offline = Object.assign(
      new Error('Could not reach the server. Check your connection and try again.'),
      {
        kind: 'network',
      },
    );
    const { actor, effects, fill } = arrange({ auth: () => Promise.reject(offline) });
    fill('9876543210', 'secret');
    actor.send({ type: 'signIn.submit' });
    await flush();
    expect(actor.getSnapshot().value).toEqual('idle');
    expect(actor.getSnapshot().context).toMatchObject({
      username: '9876543210',
      password: 'secret',
      authError: false,
    });
    expect(effects.showToast.mock.calls[0]?.[0]).toMatchObject({ message: offline.message, type: 'error' });
  });

  test('Scenario: a refused login clears the password', async () => {
    const { actor, fill } = arrange({
      auth: () => Promise.reject(new Error('Invalid username or password')),
    });
    fill('9876543210', 'wrong');
    actor.send({ type: 'signIn.submit' });
    await flush();
    expect(actor.getSnapshot().context.password).toEqual('');
  });

  test('Scenario: a failed user load clears user info and returns to the form with a message', async () => {
    const { actor, effects, fill } = arrange({ user: () => Promise.reject(new Error('Session is invalid')) });
    fill('9876543210', 'secret');
    actor.send({ type: 'signIn.submit' });
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toEqual('idle');
    expect(effects.clearUserInfo).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.message).toEqual('Session is invalid');
    expect(actor.getSnapshot().context.user).toEqual(null);
  });

  test('Scenario: a failed quest-list load still completes sign-in to /home', async () => {
    const { actor, fill } = arrange({
      user: () => Promise.resolve(sampleUser({ userQuestList: [sampleQuest] })),
      quests: () => Promise.reject(new Error('down')),
    });
    fill('9876543210', 'secret');
    actor.send({ type: 'signIn.submit' });
    await flush();
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toEqual('signedIn');
    expect(actor.getSnapshot().context.redirectTo).toEqual('/home');
  });

  test.each([
    { quests: 0, showDashboard: true, type: 'ExistingUser', action: null, to: '/products' },
    { quests: 0, showDashboard: true, type: 'Spectrum', action: null, to: '/home' },
    { quests: 0, showDashboard: false, type: 'ExistingUser', action: null, to: '/home' },
    { quests: 1, showDashboard: true, type: 'NewUser', action: null, to: '/home' },
    { quests: 0, showDashboard: true, type: 'ExistingUser', action: 'schedule', to: '/home/connect' },
  ] as const)(
    'Redirect: $quests quests, dashboard $showDashboard, $type, actionType $action → $to',
    (row) => {
      const user = sampleUser({
        userQuestList: row.quests ? [sampleQuest] : [],
        showDashboard: row.showDashboard,
        user_type: row.type,
      });
      expect(signInRedirect(user, row.action)).toEqual(row.to);
    },
  );

  test('Generated paths reach every state', () => {
    const paths = shortestPathsByState(signInMachine, signInPathEvents);
    expect(unreachedStates(signInMachine, paths)).toEqual([]);
    expect(paths.length).toEqual(allLeafStates(signInMachine).length);
  });
});
