import type { CatalogueQuest, QuestAssignment } from '@quest/api';
import { assign, not, setup } from 'xstate';
import { mustProvide } from '../shared/required.ts';

/** Where a launched quest goes (store-and-assessment.md §4). */
export const QUEST_LAUNCH_REDIRECT = '/home';
/** The danger dialog's text when a failure carries no message (not in the spec). */
export const QUEST_LAUNCH_FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/** What the launch needs of a catalogue quest. */
export type LaunchQuest = Pick<
  CatalogueQuest,
  'questId' | 'questName' | 'isFree' | 'isAssigned' | 'isOnTrial' | 'viewedOn'
>;

export interface QuestLaunchContext {
  quest: LaunchQuest | null;
  /** The launch runs as a trial: extra trial data is initialised after the content loads. */
  trial: boolean;
  /** The danger dialog's message after a failure; null otherwise. */
  message: string | null;
  /** '/home' once launched. */
  redirectTo: string | null;
}

export type QuestLaunchEvent =
  | { type: 'launch.start'; quest: LaunchQuest; signedIn: boolean }
  | { type: 'auth.signUp' }
  | { type: 'auth.login' }
  | { type: 'auth.succeeded' }
  | { type: 'auth.cancel' }
  | { type: 'dialog.close' };

export interface QuestRef {
  questId: number;
  questName: string;
}

const questOf = (context: QuestLaunchContext, event: QuestLaunchEvent) =>
  event.type === 'launch.start' ? event.quest : context.quest;

/** Not assigned and never viewed: the launch first records a free claim or a trial start. */
const needsAssignment = (quest: LaunchQuest | null) =>
  quest !== null && !quest.isAssigned && quest.viewedOn === null;

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : QUEST_LAUNCH_FALLBACK_MESSAGE;

/** The failed call's error, for `setFailure`. */
const failureOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

const failure = {
  target: '#questLaunch.failed',
  actions: { type: 'setFailure', params: failureOf },
} as const;

/** Continue the launch of a signed-in user (after `launch.start` or after logging in). */
const continueLaunch = [
  { guard: 'needsFreeClaim', target: 'claimingFree' },
  { guard: 'needsTrialStart', target: 'startingTrial' },
  { target: 'settingCurrentQuest' },
] as const;

/**
 * Quest launch (store-and-assessment.md §4 "Quest launch", §8 "Launch failure"): a visitor logs in (or signs up)
 * first; an unassigned, never-viewed quest is claimed (free) or its trial started; then the quest becomes current,
 * its content loads (trials also initialise their extra data) and the app goes to /home.
 */
export const questLaunchMachine = setup({
  types: {
    context: {} as QuestLaunchContext,
    events: {} as QuestLaunchEvent,
  },
  actors: {
    /** Claims a free quest for the user. */
    claimFree: mustProvide<QuestAssignment, QuestRef>('questLaunch', 'claimFree'),
    /** Starts the quest's trial for the user. */
    assignTrial: mustProvide<QuestAssignment, QuestRef>('questLaunch', 'assignTrial'),
    /** Makes the quest the user's current quest. */
    setCurrentQuest: mustProvide<void, QuestRef>('questLaunch', 'setCurrentQuest'),
    /** Loads the quest's content list. */
    loadContent: mustProvide<void, QuestRef>('questLaunch', 'loadContent'),
    /** Loads a trial's extra data (its schedules). */
    initTrialData: mustProvide<void, QuestRef>('questLaunch', 'initTrialData'),
  },
  guards: {
    needsFreeClaim: ({ context, event }) => {
      const quest = questOf(context, event);
      return needsAssignment(quest) && quest?.isFree === true;
    },
    needsTrialStart: ({ context, event }) => {
      const quest = questOf(context, event);
      return needsAssignment(quest) && quest?.isFree === false;
    },
    signedIn: ({ event }) => event.type === 'launch.start' && event.signedIn,
    isTrial: ({ context }) => context.trial,
  },
  actions: {
    /** Analytics: QuestSelected. */
    trackQuestSelected: () => {},
    /** Analytics: StartTrial. */
    trackStartTrial: () => {},
    /** Reloads the user quest list after an assignment. */
    reloadUserQuests: () => {},
    /** Restores the last accessed quest after a failed trial assignment. */
    restoreLastQuest: () => {},
    /** Navigates to `context.redirectTo`. */
    redirect: () => {},
    startLaunch: assign(({ event }) => {
      if (event.type !== 'launch.start') return {};
      const { quest } = event;
      return {
        quest,
        trial: quest.isOnTrial || (needsAssignment(quest) && !quest.isFree),
        message: null,
        redirectTo: null,
      };
    }),
    setFailure: assign((_, params: { error: unknown }) => ({ message: messageOf(params.error) })),
  },
}).createMachine({
  id: 'questLaunch',
  context: { quest: null, trial: false, message: null, redirectTo: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'launch.start': [
          { guard: not('signedIn'), target: 'awaitingLogin', actions: ['startLaunch', 'trackQuestSelected'] },
          ...continueLaunch.map((transition) => ({
            ...transition,
            actions: ['startLaunch', 'trackQuestSelected'] as const,
          })),
        ],
      },
    },
    awaitingLogin: {
      on: {
        'auth.signUp': 'awaitingSignUp',
        'auth.succeeded': continueLaunch,
        'auth.cancel': 'idle',
      },
    },
    awaitingSignUp: {
      on: {
        'auth.login': 'awaitingLogin',
        'auth.succeeded': continueLaunch,
        'auth.cancel': 'idle',
      },
    },
    claimingFree: {
      invoke: {
        id: 'claimFree',
        src: 'claimFree',
        input: ({ context }) => questRef(context),
        onDone: { target: 'settingCurrentQuest', actions: 'reloadUserQuests' },
        onError: failure,
      },
    },
    startingTrial: {
      invoke: {
        id: 'assignTrial',
        src: 'assignTrial',
        input: ({ context }) => questRef(context),
        onDone: { target: 'settingCurrentQuest', actions: ['reloadUserQuests', 'trackStartTrial'] },
        onError: {
          target: 'failed',
          actions: [{ type: 'setFailure', params: failureOf }, 'restoreLastQuest'],
        },
      },
    },
    settingCurrentQuest: {
      invoke: {
        id: 'setCurrentQuest',
        src: 'setCurrentQuest',
        input: ({ context }) => questRef(context),
        onDone: 'loadingContent',
        onError: failure,
      },
    },
    loadingContent: {
      invoke: {
        id: 'loadContent',
        src: 'loadContent',
        input: ({ context }) => questRef(context),
        onDone: [{ guard: 'isTrial', target: 'initialisingTrial' }, { target: 'launched' }],
        onError: failure,
      },
    },
    initialisingTrial: {
      invoke: {
        id: 'initTrialData',
        src: 'initTrialData',
        input: ({ context }) => questRef(context),
        onDone: 'launched',
        onError: failure,
      },
    },
    failed: {
      on: { 'dialog.close': { target: 'idle', actions: assign({ message: null }) } },
    },
    launched: {
      type: 'final',
      entry: [assign({ redirectTo: QUEST_LAUNCH_REDIRECT }), 'redirect'],
    },
  },
});

function questRef(context: QuestLaunchContext): QuestRef {
  const quest = context.quest;
  return { questId: quest?.questId ?? 0, questName: quest?.questName ?? '' };
}
