import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { passwordRuleChecks, type MessageResponse } from '@quest/api';
import { ForgotPasswordDialog, type ForgotPasswordDialogStep } from '@quest/design-system';
import { forgotPasswordMachine, type ForgotPasswordContext } from '@quest/flows';
import { shortestPathsByState } from '@quest/flows/testing';
import { forgotPasswordPathEvents } from '../../packages/flows/src/forgot-password/forgot-password.paths.ts';
import {
  createFlowController,
  FlowStage,
  pathLabel,
  playEveryPath,
  type FlowController,
  type ViewChecks,
  statechartStory,
} from './flow-kit';

/** Actors that never settle and timers that never fire: only the replayed events move the machine. */
const pending = <T,>() => new Promise<T>(() => {});
const never = 24 * 60 * 60 * 1000;
const stepperMachine = forgotPasswordMachine.provide({
  actors: {
    verifyUser: fromPromise<MessageResponse, { username: string }>(pending),
    resendCode: fromPromise<MessageResponse, { username: string }>(pending),
    validateCode: fromPromise<MessageResponse, { username: string; code: string }>(pending),
    changePassword: fromPromise<MessageResponse, { username: string; newPassword: string }>(pending),
  },
  delays: { stepDelay: never, successDelay: never },
});
const stepper = createFlowController(stepperMachine);
const chartController = createFlowController(stepperMachine);
const paths = shortestPathsByState(forgotPasswordMachine, forgotPasswordPathEvents);

/** Mocked effects that answer like the reference server: code 123456 is right, any other is refused. */
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const interactiveMachine = forgotPasswordMachine.provide({
  actors: {
    verifyUser: fromPromise(async ({ input }) => {
      await wait(300);
      if (!/^\d{10}$/.test(input.username)) throw new Error('No account found with this username.');
      return { message: `OTP sent to your registered mobile number ending in ${input.username.slice(-4)}.` };
    }),
    resendCode: fromPromise(async () => {
      await wait(300);
      return { message: 'OTP sent.' };
    }),
    validateCode: fromPromise(async ({ input }) => {
      await wait(300);
      if (input.code !== '123456') throw new Error('Invalid OTP. Please try again.');
      return { message: 'OTP verified successfully. Please set your new password.' };
    }),
    changePassword: fromPromise(async () => {
      await wait(300);
      return { message: 'Your password has been reset. Please login with your new password.' };
    }),
  },
});
const interactive = createFlowController(interactiveMachine, { username: '9876543214' });

type Snapshot = { value: unknown; context: unknown; matches(state: string): boolean };

/** The dialog as the app's container feeds it from the machine (forgot-password-dialog-container.tsx). */
function ForgotPasswordFlowView({ controller }: { controller: FlowController }) {
  const snapshot = controller.actor.getSnapshot() as Snapshot;
  const context = snapshot.context as ForgotPasswordContext;
  const is = (state: string) => snapshot.matches(state);
  const closed = is('closed');
  const step: ForgotPasswordDialogStep =
    is('enteringUsername') || is('verifyingUser')
      ? 'username'
      : is('enteringPassword') || is('changing')
        ? 'newPassword'
        : is('succeeded') || closed
          ? 'success'
          : 'verification';
  const send = controller.send;
  return (
    <main style={{ padding: 16, fontFamily: 'var(--q-font-family-base, sans-serif)' }}>
      <h1>Sign in</h1>
      <p>
        {closed ? 'The dialog closed: the student is back on the sign-in screen.' : 'The dialog is open.'}
      </p>
      <ForgotPasswordDialog
        open={!closed}
        step={step}
        username={context.username}
        code={context.code}
        newPassword={context.newPassword}
        confirmPassword={context.confirmPassword}
        passwordChecks={passwordRuleChecks(context.newPassword)}
        errors={context.errors}
        failure={context.error}
        info={context.info}
        success={context.success}
        busy={is('verifyingUser') || is('resendingCode') || is('checkingCode') || is('changing')}
        resending={is('resendingCode')}
        codeAccepted={is('codeAccepted')}
        onFieldChange={(field, value) => send({ type: 'field.change', field, value })}
        onSubmitUsername={(username) => send({ type: 'username.submit', username })}
        onVerify={(code) => send({ type: 'code.verify', code })}
        onResend={() => send({ type: 'otp.resend' })}
        onEdit={() => send({ type: 'username.edit' })}
        onSubmitPassword={(values) => send({ type: 'password.submit', ...values })}
        onClose={() => send({ type: 'dialog.close' })}
      />
    </main>
  );
}

/** The Controls panel's state picker: the path (named by the state it reaches) to replay. */
type StepperArgs = { path?: string };

const meta = {
  title: 'Flows/ForgotPassword',
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: '800px' } } },
} satisfies Meta<StepperArgs>;

export default meta;
type Story = StoryObj<StepperArgs>;

type Screen = ReturnType<typeof within>;
const forgot = (screen: Screen) => within(screen.getByRole('dialog', { name: 'Forgot Password' }));
const verification = (screen: Screen) => within(screen.getByRole('dialog', { name: 'Verification' }));

/** What the student sees in each state of the dialog. */
const views: ViewChecks = {
  enteringUsername: async (screen) => expect(forgot(screen).getByLabelText(/Username/)).toBeEnabled(),
  verifyingUser: async (screen) => expect(forgot(screen).getByLabelText(/Username/)).toBeDisabled(),
  enteringCode: async (screen) =>
    expect(verification(screen).getByLabelText(/Verification Code/)).toBeEnabled(),
  resendingCode: async (screen) =>
    expect(verification(screen).getByLabelText(/Verification Code/)).toBeDisabled(),
  checkingCode: async (screen) =>
    expect(verification(screen).getByLabelText(/Verification Code/)).toBeDisabled(),
  codeAccepted: async (screen) => {
    await expect(verification(screen).getByLabelText(/Verification Code/)).toBeDisabled();
    await expect(verification(screen).getByRole('status')).toHaveTextContent('OTP verified');
  },
  enteringPassword: async (screen) =>
    expect(forgot(screen).getByLabelText(/^Set New Password/)).toBeEnabled(),
  changing: async (screen) => expect(forgot(screen).getByLabelText(/^Set New Password/)).toBeDisabled(),
  succeeded: async (screen) =>
    expect(forgot(screen).getByRole('status')).toHaveTextContent('Password changed'),
  closed: async (screen) => {
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(screen.getByText(/The dialog closed/)).toBeVisible();
  },
};

/**
 * Forgot Password (learning-app.md §2, §4) on the real machine: pick a state in Controls (`path`) to replay the
 * path to it (timers frozen); `play` replays every generated path and checks the dialog in the state it ends in.
 */
export const EveryPath: Story = {
  args: { path: 'enteringUsername' },
  argTypes: { path: { control: 'select', options: paths.map(pathLabel) } },
  render: (args) => (
    <FlowStage
      title="Forgot Password"
      controller={stepper}
      paths={paths}
      path={args.path}
      machine={forgotPasswordMachine}
    >
      {() => <ForgotPasswordFlowView controller={stepper} />}
    </FlowStage>
  ),
  play: async ({ canvasElement, step }) => {
    await playEveryPath(canvasElement, stepper, paths, step, views);
  },
};

/**
 * The same machine with mocked effects and its real timers: a wrong code is refused, the right one moves on to
 * step 2 after 1 s, the passwords must match, and the success message shows.
 */
export const Interactive: Story = {
  render: () => (
    <FlowStage title="Forgot Password" controller={interactive} paths={[]} machine={forgotPasswordMachine}>
      {() => <ForgotPasswordFlowView controller={interactive} />}
    </FlowStage>
  ),
  play: async () => {
    interactive.restart();
    const screen = within(document.body);
    await userEvent.click(forgot(screen).getByRole('button', { name: 'Send OTP' }));
    const code = await screen.findByRole('dialog', { name: 'Verification' });
    await expect(code).toHaveTextContent('registered for 9876543214');
    await userEvent.type(within(code).getByLabelText(/Verification Code/), '000000');
    await userEvent.click(within(code).getByRole('button', { name: 'Verify' }));
    await expect(await within(code).findByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.');
    await userEvent.clear(within(code).getByLabelText(/Verification Code/));
    await userEvent.type(within(code).getByLabelText(/Verification Code/), '123456');
    await userEvent.click(within(code).getByRole('button', { name: 'Verify' }));
    const first = await screen.findByLabelText(/^Set New Password/, {}, { timeout: 3000 });
    await userEvent.type(first, 'Reset@123');
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'Reset@12');
    await userEvent.click(screen.getByRole('button', { name: 'Save Password' }));
    await expect(screen.getByText('Passwords do not match.')).toBeVisible();
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save Password' }));
    await waitFor(() => expect(screen.getByText(/Your password has been reset\./)).toBeVisible());
  },
};

/** The machine's statechart, generated from its definition; the highlight follows the actor as the play runs. */
export const Statechart: Story = statechartStory({
  title: 'Forgot Password',
  machine: forgotPasswordMachine,
  controller: chartController,
  paths,
});
