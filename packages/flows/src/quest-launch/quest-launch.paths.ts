import type { QuestAssignment } from '@quest/api';
import type { EventFromLogic } from 'xstate';
import type { LaunchQuest, questLaunchMachine } from './quest-launch.machine.ts';

/** A free quest the user has not claimed or viewed (store-and-assessment.md §3 Quest). */
export const freeQuest: LaunchQuest = {
  questId: 21,
  questName: 'Maths 6',
  isFree: true,
  isAssigned: false,
  isOnTrial: false,
  viewedOn: null,
};
/** A paid quest never viewed: launching it starts the trial. */
export const trialQuest: LaunchQuest = { ...freeQuest, questId: 22, questName: 'Science 6', isFree: false };
/** A quest the user already has. */
export const assignedQuest: LaunchQuest = {
  ...freeQuest,
  questId: 23,
  questName: 'Coding 6',
  isFree: false,
  isAssigned: true,
};
/** A quest already on trial: launching it loads the content and the trial's extra data. */
export const assignedTrialQuest: LaunchQuest = { ...assignedQuest, questId: 24, isOnTrial: true };

export const sampleAssignment: QuestAssignment = {
  success: true,
  questId: 22,
  questName: 'Science 6',
  isOnTrial: true,
  trialEndsAt: '2026-12-01T00:00:00.000Z',
};

type QuestLaunchPathEvent = EventFromLogic<typeof questLaunchMachine>;

/**
 * Events the generated paths may take: user events plus the done/error events of the invoked actors. Paths are keyed
 * by state value, so the direct launch uses a quest on trial (the shortest way to the trial-data state).
 */
export const questLaunchPathEvents = [
  { type: 'launch.start', quest: freeQuest, signedIn: false },
  { type: 'launch.start', quest: freeQuest, signedIn: true },
  { type: 'launch.start', quest: trialQuest, signedIn: true },
  { type: 'launch.start', quest: assignedTrialQuest, signedIn: true },
  { type: 'auth.signUp' },
  { type: 'auth.login' },
  { type: 'auth.succeeded' },
  { type: 'auth.cancel' },
  { type: 'dialog.close' },
  {
    type: 'xstate.done.actor.claimFree',
    output: { ...sampleAssignment, questId: 21, isOnTrial: false, trialEndsAt: null },
  },
  { type: 'xstate.error.actor.claimFree', error: new Error('Quest could not be claimed') },
  { type: 'xstate.done.actor.assignTrial', output: sampleAssignment },
  { type: 'xstate.error.actor.assignTrial', error: new Error('Trial already taken') },
  { type: 'xstate.done.actor.setCurrentQuest', output: undefined },
  { type: 'xstate.error.actor.setCurrentQuest', error: new Error('Quest not set') },
  { type: 'xstate.done.actor.loadContent', output: undefined },
  { type: 'xstate.error.actor.loadContent', error: new Error('Content failed') },
  { type: 'xstate.done.actor.initTrialData', output: undefined },
  { type: 'xstate.error.actor.initTrialData', error: new Error('Trial data failed') },
] as unknown as readonly QuestLaunchPathEvent[];
