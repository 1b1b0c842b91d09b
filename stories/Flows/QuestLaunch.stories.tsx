import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, type within } from 'storybook/test';
import {
  AlertDialog,
  Button,
  LoginDialog,
  loginDialogTexts,
  QuestCard,
  SignUpDialog,
  signUpFormViewTexts,
} from '@quest/design-system';
import { questLaunchMachine, type QuestLaunchContext, type LaunchQuest } from '@quest/flows';
import { shortestPathsByState } from '@quest/flows/testing';
import {
  assignedQuest,
  assignedTrialQuest,
  freeQuest,
  questLaunchPathEvents,
  trialQuest,
} from '../../packages/flows/src/quest-launch/quest-launch.paths.ts';
import {
  createFlowController,
  FlowStage,
  pathLabel,
  playEveryPath,
  stepperOf,
  type FlowController,
  type ViewChecks,
  statechartStory,
} from './flow-kit';

/** Actors that never settle: only the replayed events (including xstate.done.actor.*) move the machine. */
const machine = stepperOf(questLaunchMachine);
const controller = createFlowController(machine);
const chartController = createFlowController(machine);
const paths = shortestPathsByState(questLaunchMachine, questLaunchPathEvents);

/** The catalogue's quests, each with the button the catalogue gives it (catalogue-model.ts entryView). */
const quests: { quest: LaunchQuest; label: string }[] = [
  { quest: freeQuest, label: 'Launch' },
  { quest: trialQuest, label: '7-Day Trial' },
  { quest: assignedQuest, label: 'Launch' },
  { quest: assignedTrialQuest, label: 'Launch' },
];

type Snapshot = { context: QuestLaunchContext; matches(state: string): boolean };

/**
 * The catalogue as use-catalogue-actions.tsx wires it to the launch: QuestCards whose Launch / Trial buttons start
 * it (a spinner on the quest being launched, the other buttons disabled), the visitor gate's Login and Sign-up
 * dialogs, and the danger dialog after a failure.
 */
function QuestLaunchFlowView({ controller: flow }: { controller: FlowController }) {
  const snapshot = flow.actor.getSnapshot() as Snapshot;
  const { context } = snapshot;
  const is = (state: string) => snapshot.matches(state);
  const [signedIn, setSignedIn] = useState(true);
  const [form, setForm] = useState({ username: '', password: '' });
  const launching =
    !is('idle') && !is('awaitingLogin') && !is('awaitingSignUp') && !is('failed') ? context.quest : null;
  const noop = () => {};
  return (
    <main style={{ padding: 16, fontFamily: 'var(--q-font-family-base, sans-serif)' }}>
      <h1>Catalogue</h1>
      <label style={{ display: 'inline-flex', gap: 8, marginBottom: 12 }}>
        <input type="checkbox" checked={signedIn} onChange={(e) => setSignedIn(e.target.checked)} />
        Signed in (a visitor is asked to log in first)
      </label>
      {is('launched') ? (
        <p role="status">
          Launched {context.quest?.questName}: on to {context.redirectTo}.
        </p>
      ) : null}
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' }}>
        {quests.map(({ quest, label }) => (
          <QuestCard
            key={quest.questId}
            name={quest.questName}
            headingLevel={2}
            actions={[
              {
                label,
                loading: launching?.questId === quest.questId,
                disabled: launching !== null,
                onClick: () => flow.send({ type: 'launch.start', quest, signedIn }),
              },
            ]}
          />
        ))}
      </div>
      {is('awaitingLogin') ? (
        <LoginDialog
          open
          {...form}
          onFieldChange={(field, value) => setForm((f) => ({ ...f, [field]: value }))}
          onSubmit={() => flow.send({ type: 'auth.succeeded' })}
          onSignUp={() => flow.send({ type: 'auth.signUp' })}
          onClose={() => flow.send({ type: 'auth.cancel' })}
        />
      ) : null}
      {is('awaitingSignUp') ? (
        <SignUpDialog
          open
          mobile=""
          mobileVerified={false}
          canSendOtp={false}
          values={{ firstName: '', lastName: '', password: '', emailId: '' }}
          otp={{ open: false, code: '' }}
          onClose={() => flow.send({ type: 'auth.cancel' })}
          onLogIn={() => flow.send({ type: 'auth.login' })}
          onMobileChange={noop}
          onGetOtp={noop}
          onEditMobile={noop}
          onFieldChange={noop}
          onSubmit={() => flow.send({ type: 'auth.succeeded' })}
          onOtpCodeChange={noop}
          onVerifyOtp={noop}
          onResendOtp={noop}
          onCloseOtp={noop}
          onAlertOk={noop}
          onSnackbarClose={noop}
        />
      ) : null}
      <AlertDialog
        open={is('failed')}
        type="danger"
        title="Something went wrong"
        body={context.message ?? undefined}
        actions={<Button onClick={() => flow.send({ type: 'dialog.close' })}>OK</Button>}
        onClose={() => flow.send({ type: 'dialog.close' })}
      />
    </main>
  );
}

type Screen = ReturnType<typeof within>;
const busyCard = (screen: Screen) => screen.getByRole('button', { busy: true });
const launchingCard = async (screen: Screen) => {
  await expect(busyCard(screen)).toBeVisible();
  await expect(screen.queryByRole('dialog')).toBeNull();
};

/** What the student sees in each state. */
const views: ViewChecks = {
  idle: async (screen) => {
    await expect(screen.queryByRole('button', { busy: true })).toBeNull();
    await expect(screen.getAllByRole('button', { name: 'Launch' })[0]).toBeEnabled();
  },
  awaitingLogin: async (screen) =>
    expect(screen.getByRole('dialog', { name: loginDialogTexts.title })).toBeVisible(),
  awaitingSignUp: async (screen) =>
    expect(screen.getByRole('dialog', { name: signUpFormViewTexts.title })).toBeVisible(),
  claimingFree: launchingCard,
  startingTrial: launchingCard,
  settingCurrentQuest: launchingCard,
  loadingContent: launchingCard,
  initialisingTrial: launchingCard,
  failed: async (screen) =>
    expect(screen.getByRole('alertdialog', { name: 'Something went wrong' })).toBeVisible(),
  launched: async (screen) => expect(screen.getByRole('status')).toHaveTextContent(/on to \/home/),
};

/** The Controls panel's state picker: the path (named by the state it reaches) to replay. */
type StepperArgs = { path?: string };

const meta = {
  title: 'Flows/QuestLaunch',
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: '800px' } } },
} satisfies Meta<StepperArgs>;

export default meta;
type Story = StoryObj<StepperArgs>;

/**
 * Quest launch (store-and-assessment.md §4, §8) on the real machine, drawn with the catalogue's QuestCards and the
 * dialogs the catalogue opens: pick a state to replay the path to it; `play` replays every generated path and
 * checks the screen in the state it ends in.
 */
export const EveryPath: Story = {
  args: { path: 'idle' },
  argTypes: { path: { control: 'select', options: paths.map(pathLabel) } },
  render: (args) => (
    <FlowStage
      title="Quest launch"
      controller={controller}
      paths={paths}
      path={args.path}
      machine={questLaunchMachine}
    >
      {() => <QuestLaunchFlowView controller={controller} />}
    </FlowStage>
  ),
  play: async ({ canvasElement, step }) => {
    await playEveryPath(canvasElement, controller, paths, step, views);
  },
};

/** The machine's statechart, generated from its definition; the highlight follows the actor as the play runs. */
export const Statechart: Story = statechartStory({
  title: 'Quest launch',
  machine: questLaunchMachine,
  controller: chartController,
  paths,
});
