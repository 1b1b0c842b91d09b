import { afterEach, describe, expect, test, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { act, flush, renderHook } from '../testing/render-hook.tsx';
import {
  QUEST_LAUNCH_FALLBACK_MESSAGE,
  QUEST_LAUNCH_REDIRECT,
  type QuestRef,
} from './quest-launch.machine.ts';
import { freeQuest, sampleAssignment, trialQuest } from './quest-launch.paths.ts';
import { useQuestLaunch } from './use-quest-launch.ts';

let cleanup: () => void = () => {};
afterEach(() => cleanup());

type Step = 'claimFree' | 'assignTrial' | 'setCurrentQuest' | 'loadContent' | 'initTrialData';

function launcher(fail: Partial<Record<Step, unknown>> = {}) {
  const calls: Array<[Step, QuestRef]> = [];
  const call = vi.fn(async (name: Step, input: QuestRef) => {
    calls.push([name, input]);
    if (name in fail) throw fail[name];
    return sampleAssignment;
  });
  const step = (name: Step) => fromPromise(({ input }: { input: QuestRef }) => call(name, input));
  const redirect = vi.fn();
  const restoreLastQuest = vi.fn();
  const { result, unmount } = renderHook(() =>
    useQuestLaunch({
      actors: {
        claimFree: step('claimFree'),
        assignTrial: step('assignTrial'),
        setCurrentQuest: step('setCurrentQuest') as never,
        loadContent: step('loadContent') as never,
        initTrialData: step('initTrialData') as never,
      },
      actions: {
        redirect: ({ context }) => redirect(context.redirectTo),
        restoreLastQuest,
      },
    }),
  );
  cleanup = unmount;
  return { result, calls, redirect, restoreLastQuest };
}

const ref = (quest: typeof freeQuest): QuestRef => ({ questId: quest.questId, questName: quest.questName });

describe('useQuestLaunch', () => {
  test('Scenario: a signed-in user launches a free quest: busy while it is claimed and loaded, then /home', async () => {
    const { result, calls, redirect } = launcher();
    expect(result.current).toMatchObject({
      step: 'idle',
      busy: false,
      quest: null,
      dangerMessage: null,
      redirectTo: null,
    });

    act(() => result.current.launch(freeQuest, true));
    expect(result.current).toMatchObject({
      step: 'launching',
      busy: true,
      quest: freeQuest,
      redirectTo: null,
    });

    await flush();
    expect(calls).toEqual([
      ['claimFree', ref(freeQuest)],
      ['setCurrentQuest', ref(freeQuest)],
      ['loadContent', ref(freeQuest)],
    ]);
    expect(result.current).toMatchObject({
      step: 'launched',
      busy: false,
      dangerMessage: null,
      redirectTo: QUEST_LAUNCH_REDIRECT,
    });
    expect(redirect.mock.calls).toEqual([['/home']]);
  });

  test('Scenario: a visitor sees the login dialog, can switch to sign-up and back, and cancelling drops the launch', async () => {
    const { result, calls } = launcher();

    act(() => result.current.launch(trialQuest, false));
    expect(result.current).toMatchObject({ step: 'login', busy: false, quest: trialQuest });
    act(() => result.current.showSignUp());
    expect(result.current.step).toBe('signUp');
    act(() => result.current.showLogin());
    expect(result.current.step).toBe('login');
    act(() => result.current.cancelAuth());
    expect(result.current).toMatchObject({ step: 'idle', busy: false, redirectTo: null });
    await flush();
    expect(calls).toEqual([]);

    act(() => result.current.launch(trialQuest, false));
    act(() => result.current.showSignUp());
    act(() => result.current.authSucceeded());
    expect(result.current).toMatchObject({ step: 'launching', busy: true });
    await flush();
    expect(calls).toEqual([
      ['assignTrial', ref(trialQuest)],
      ['setCurrentQuest', ref(trialQuest)],
      ['loadContent', ref(trialQuest)],
      ['initTrialData', ref(trialQuest)],
    ]);
    expect(result.current).toMatchObject({ step: 'launched', redirectTo: QUEST_LAUNCH_REDIRECT });
  });

  test('Scenario: a failed trial assignment shows the danger dialog, keeps the quest and restores the last quest', async () => {
    const { result, calls, redirect, restoreLastQuest } = launcher({
      assignTrial: new Error('Trial already taken'),
    });

    act(() => result.current.launch(trialQuest, true));
    await flush();
    expect(calls.map(([name]) => name)).toEqual(['assignTrial']);
    expect(result.current).toMatchObject({
      step: 'failed',
      busy: false,
      quest: trialQuest,
      dangerMessage: 'Trial already taken',
      redirectTo: null,
    });
    expect(restoreLastQuest).toHaveBeenCalledTimes(1);
    expect(redirect).not.toHaveBeenCalled();

    act(() => result.current.closeDialog());
    expect(result.current).toMatchObject({ step: 'idle', dangerMessage: null, quest: trialQuest });
  });

  test('Scenario: a failure without a message shows the fallback text', async () => {
    const { result, restoreLastQuest } = launcher({ loadContent: 'network down' });

    act(() => result.current.launch(freeQuest, true));
    await flush();
    expect(result.current).toMatchObject({
      step: 'failed',
      busy: false,
      dangerMessage: QUEST_LAUNCH_FALLBACK_MESSAGE,
      redirectTo: null,
    });
    expect(restoreLastQuest).not.toHaveBeenCalled();
  });
});
