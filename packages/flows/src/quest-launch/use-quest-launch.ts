import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { questLaunchMachine, type LaunchQuest } from './quest-launch.machine.ts';

/** The real effects the app supplies (`machine.provide` options). */
export type QuestLaunchImplementations = Parameters<typeof questLaunchMachine.provide>[0];

export type QuestLaunchStep = 'idle' | 'login' | 'signUp' | 'launching' | 'failed' | 'launched';

export interface QuestLaunchView {
  /** 'login' / 'signUp' while the dialog asks a visitor to sign in, 'launching' while the server works. */
  step: QuestLaunchStep;
  /** True while assigning, setting the current quest or loading its content. */
  busy: boolean;
  /** The quest being launched. */
  quest: LaunchQuest | null;
  /** The danger dialog's message after a failure; null otherwise. */
  dangerMessage: string | null;
  /** '/home' once launched; null before. */
  redirectTo: string | null;
  /** Launch a quest; `signedIn` false opens the login dialog first. */
  launch: (quest: LaunchQuest, signedIn: boolean) => void;
  /** Switch the login dialog to sign-up, and back. */
  showSignUp: () => void;
  showLogin: () => void;
  /** Login or sign-up succeeded: the launch continues. */
  authSucceeded: () => void;
  /** The login dialog was closed: the launch is dropped. */
  cancelAuth: () => void;
  /** OK on the danger dialog. */
  closeDialog: () => void;
}

/** Quest launch flow for catalogue screens: plain values and callbacks, no state strings. */
export function useQuestLaunch(implementations: QuestLaunchImplementations): QuestLaunchView {
  // The first implementations win: the machine is created once per mounted screen.
  const [machine] = useState(() => questLaunchMachine.provide(implementations));
  const [snapshot, send] = useMachine(machine);
  const callbacks = useMemo(
    () => ({
      launch: (quest: LaunchQuest, signedIn: boolean) => send({ type: 'launch.start', quest, signedIn }),
      showSignUp: () => send({ type: 'auth.signUp' }),
      showLogin: () => send({ type: 'auth.login' }),
      authSucceeded: () => send({ type: 'auth.succeeded' }),
      cancelAuth: () => send({ type: 'auth.cancel' }),
      closeDialog: () => send({ type: 'dialog.close' }),
    }),
    [send],
  );
  const step: QuestLaunchStep = snapshot.matches('idle')
    ? 'idle'
    : snapshot.matches('awaitingLogin')
      ? 'login'
      : snapshot.matches('awaitingSignUp')
        ? 'signUp'
        : snapshot.matches('failed')
          ? 'failed'
          : snapshot.matches('launched')
            ? 'launched'
            : 'launching';
  const { context } = snapshot;
  return {
    step,
    busy: step === 'launching',
    quest: context.quest,
    dangerMessage: context.message,
    redirectTo: context.redirectTo,
    ...callbacks,
  };
}
