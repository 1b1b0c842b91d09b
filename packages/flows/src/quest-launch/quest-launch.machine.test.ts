import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { allLeafStates, shortestPathsByState, unreachedStates } from '../testing/graph.ts';
import { questLaunchMachine, type LaunchQuest, type QuestRef } from './quest-launch.machine.ts';
import {
  assignedQuest,
  freeQuest,
  questLaunchPathEvents,
  sampleAssignment,
  trialQuest,
} from './quest-launch.paths.ts';

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

type Step = 'claimFree' | 'assignTrial' | 'setCurrentQuest' | 'loadContent' | 'initTrialData';

function startLaunch({ failAt }: { failAt?: Step } = {}) {
  const calls: Array<[Step, QuestRef]> = [];
  const effects: string[] = [];
  const step = (name: Step) =>
    fromPromise(async ({ input }: { input: QuestRef }) => {
      calls.push([name, input]);
      if (failAt === name) throw new Error(`${name} failed`);
      return sampleAssignment;
    });
  const record = (name: string) => () => {
    effects.push(name);
  };
  const redirect = vi.fn();
  const machine = questLaunchMachine.provide({
    actors: {
      claimFree: step('claimFree'),
      assignTrial: step('assignTrial'),
      setCurrentQuest: step('setCurrentQuest') as never,
      loadContent: step('loadContent') as never,
      initTrialData: step('initTrialData') as never,
    },
    actions: {
      trackQuestSelected: record('QuestSelected'),
      trackStartTrial: record('StartTrial'),
      reloadUserQuests: record('reloadUserQuests'),
      restoreLastQuest: record('restoreLastQuest'),
      redirect: ({ context }) => redirect(context.redirectTo),
    },
  });
  const actor = createActor(machine).start();
  const launch = (quest: LaunchQuest, signedIn = true) =>
    actor.send({ type: 'launch.start', quest, signedIn });
  return { actor, calls, effects, redirect, launch };
}

const ref = (quest: LaunchQuest): QuestRef => ({ questId: quest.questId, questName: quest.questName });

describe('quest launch machine (store-and-assessment.md §4 Quest launch)', () => {
  test('Scenario: a free quest is claimed, made current, its content loaded, then /home', async () => {
    const { actor, calls, effects, redirect, launch } = startLaunch();
    launch(freeQuest);
    await flush();
    expect(calls).toEqual([
      ['claimFree', ref(freeQuest)],
      ['setCurrentQuest', ref(freeQuest)],
      ['loadContent', ref(freeQuest)],
    ]);
    expect(effects).toEqual(['QuestSelected', 'reloadUserQuests']);
    expect(redirect.mock.calls).toEqual([['/home']]);
    expect({ value: actor.getSnapshot().value, status: actor.getSnapshot().status }).toEqual({
      value: 'launched',
      status: 'done',
    });
  });

  test('Scenario: a paid quest never viewed starts its trial and initialises the trial data', async () => {
    const { calls, effects, redirect, launch } = startLaunch();
    launch(trialQuest);
    await flush();
    expect(calls).toEqual([
      ['assignTrial', ref(trialQuest)],
      ['setCurrentQuest', ref(trialQuest)],
      ['loadContent', ref(trialQuest)],
      ['initTrialData', ref(trialQuest)],
    ]);
    expect(effects).toEqual(['QuestSelected', 'reloadUserQuests', 'StartTrial']);
    expect(redirect.mock.calls).toEqual([['/home']]);
  });

  test('Scenario: an assigned or previously viewed quest is launched without an assignment', async () => {
    const assigned = startLaunch();
    assigned.launch(assignedQuest);
    await flush();
    expect(assigned.calls).toEqual([
      ['setCurrentQuest', ref(assignedQuest)],
      ['loadContent', ref(assignedQuest)],
    ]);

    const viewed = startLaunch();
    const viewedTrial = { ...trialQuest, viewedOn: '2026-11-01 10:00:00', isOnTrial: true };
    viewed.launch(viewedTrial);
    await flush();
    expect(viewed.calls).toEqual([
      ['setCurrentQuest', ref(viewedTrial)],
      ['loadContent', ref(viewedTrial)],
      ['initTrialData', ref(viewedTrial)],
    ]);
    expect(viewed.effects).toEqual(['QuestSelected']);
  });

  test('Scenario: a visitor logs in first (or signs up), then the launch continues', async () => {
    const { actor, calls, launch } = startLaunch();
    launch(freeQuest, false);
    expect(actor.getSnapshot().value).toEqual('awaitingLogin');
    actor.send({ type: 'auth.signUp' });
    expect(actor.getSnapshot().value).toEqual('awaitingSignUp');
    actor.send({ type: 'auth.login' });
    actor.send({ type: 'auth.succeeded' });
    await flush();
    expect(calls.map(([name]) => name)).toEqual(['claimFree', 'setCurrentQuest', 'loadContent']);
    expect(actor.getSnapshot().value).toEqual('launched');
  });

  test('Scenario: closing the login dialog cancels the launch', () => {
    const { actor, calls, launch } = startLaunch();
    launch(freeQuest, false);
    actor.send({ type: 'auth.cancel' });
    expect(actor.getSnapshot().value).toEqual('idle');
    expect(calls).toEqual([]);
  });

  test('Scenario: a failed trial assignment shows the danger dialog and restores the last quest', async () => {
    const { actor, effects, redirect, launch } = startLaunch({ failAt: 'assignTrial' });
    launch(trialQuest);
    await flush();
    expect(effects).toEqual(['QuestSelected', 'restoreLastQuest']);
    expect({ value: actor.getSnapshot().value, message: actor.getSnapshot().context.message }).toEqual({
      value: 'failed',
      message: 'assignTrial failed',
    });
    actor.send({ type: 'dialog.close' });
    expect({ value: actor.getSnapshot().value, message: actor.getSnapshot().context.message }).toEqual({
      value: 'idle',
      message: null,
    });
    expect(redirect).not.toHaveBeenCalled();
  });

  test.each(['claimFree', 'setCurrentQuest', 'loadContent', 'initTrialData'] as const)(
    'Scenario: a failure at %s shows the danger dialog with the message',
    async (failAt) => {
      const { actor, effects, launch } = startLaunch({ failAt });
      launch(failAt === 'claimFree' ? freeQuest : trialQuest);
      await flush();
      expect({ value: actor.getSnapshot().value, message: actor.getSnapshot().context.message }).toEqual({
        value: 'failed',
        message: `${failAt} failed`,
      });
      expect(effects.includes('restoreLastQuest')).toEqual(false);
    },
  );
});

describe('quest launch machine generated paths', () => {
  test('every state is reached by a generated path', () => {
    const paths = shortestPathsByState(questLaunchMachine, questLaunchPathEvents);
    expect(unreachedStates(questLaunchMachine, paths)).toEqual([]);
    const total = allLeafStates(questLaunchMachine).length;
    expect({ reached: total - unreachedStates(questLaunchMachine, paths).length, total }).toEqual({
      reached: 10,
      total: 10,
    });
  });
});
