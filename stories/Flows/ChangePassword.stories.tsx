import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { passwordRuleChecks, type MessageResponse } from '@quest/api';
import { ChangePasswordDialog } from '@quest/design-system';
import { changePasswordMachine, type ChangePasswordContext } from '@quest/flows';
import { shortestPathsByState } from '@quest/flows/testing';
import { changePasswordPathEvents } from '../../packages/flows/src/change-password/change-password.paths.ts';
import {
  createFlowController,
  FlowStage,
  pathLabel,
  playEveryPath,
  type FlowController,
  type ViewChecks,
  statechartStory,
} from './flow-kit';

/** An actor that never settles: only the replayed events (including xstate.done.actor.*) move the machine. */
const machine = changePasswordMachine.provide({
  actors: {
    changePassword: fromPromise<MessageResponse, { oldPassword: string; newPassword: string }>(
      () => new Promise<MessageResponse>(() => {}),
    ),
  },
});
const controller = createFlowController(machine);
const chartController = createFlowController(machine);
const paths = shortestPathsByState(changePasswordMachine, changePasswordPathEvents);

type Snapshot = { context: ChangePasswordContext; matches(state: string): boolean };

/**
 * The dialog as the app's container feeds it from the machine (change-password-dialog-container.tsx), drawn in
 * the page flow so the state picker and the diagram stay reachable beside it.
 */
function ChangePasswordFlowView({ controller: flow }: { controller: FlowController }) {
  const snapshot = flow.actor.getSnapshot() as Snapshot;
  const { context } = snapshot;
  const done = snapshot.matches('done');
  return (
    <main style={{ padding: 16, fontFamily: 'var(--q-font-family-base, sans-serif)' }}>
      <h1>Profile</h1>
      {done ? <p>The dialog closed: the password was changed and the toast says so.</p> : null}
      <ChangePasswordDialog
        open={!done}
        inline
        values={{
          currentPassword: context.currentPassword,
          newPassword: context.newPassword,
          confirmPassword: context.confirmPassword,
        }}
        passwordChecks={passwordRuleChecks(context.newPassword)}
        errors={context.errors}
        failure={context.error}
        username="9876543210"
        busy={snapshot.matches('saving')}
        onFieldChange={(field, value) => flow.send({ type: 'field.change', field, value })}
        onSubmit={(values) => flow.send({ type: 'password.submit', ...values })}
        onClose={() => {}}
      />
    </main>
  );
}

type Screen = ReturnType<typeof within>;
const dialog = (screen: Screen) => within(screen.getByRole('dialog', { name: 'Change Password' }));

/** What the student sees in each state. */
const views: ViewChecks = {
  editing: async (screen) => expect(dialog(screen).getByLabelText(/^Current Password/)).toBeEnabled(),
  saving: async (screen) => expect(dialog(screen).getByLabelText(/^Current Password/)).toBeDisabled(),
  done: async (screen) => {
    await expect(screen.queryByRole('dialog', { name: 'Change Password' })).toBeNull();
    await expect(screen.getByText(/the password was changed/)).toBeVisible();
  },
};

/** The Controls panel's state picker: the path (named by the state it reaches) to replay. */
type StepperArgs = { path?: string };

const meta = {
  title: 'Flows/ChangePassword',
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: '800px' } } },
} satisfies Meta<StepperArgs>;

export default meta;
type Story = StoryObj<StepperArgs>;

/**
 * Change Password (learning-app.md §4, §5) on the real machine, drawn by the ChangePasswordDialog template: pick a
 * state to replay the path to it; `play` replays every generated path and checks the dialog in the state it ends in.
 */
export const EveryPath: Story = {
  args: { path: 'editing' },
  argTypes: { path: { control: 'select', options: paths.map(pathLabel) } },
  render: (args) => (
    <FlowStage
      title="Change Password"
      controller={controller}
      paths={paths}
      path={args.path}
      machine={changePasswordMachine}
    >
      {() => <ChangePasswordFlowView controller={controller} />}
    </FlowStage>
  ),
  play: async ({ canvasElement, step }) => {
    await playEveryPath(canvasElement, controller, paths, step, views);
  },
};

/** The machine's statechart, generated from its definition; the highlight follows the actor. */
export const Statechart: Story = statechartStory({
  title: 'Change Password',
  machine: changePasswordMachine,
  controller: chartController,
  paths,
});
