import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { QuestListItem, UserInfo } from '@quest/api';
import { SignInView, Snackbar } from '@quest/design-system';
import { signInMachine, type SignInContext, type SignInToastRequest } from '@quest/flows';
import { shortestPathsByState } from '@quest/flows/testing';
import { sampleQuest, sampleUser, signInPathEvents } from '../../packages/flows/src/sign-in/sign-in.paths.ts';
import {
  createFlowController,
  FlowStage,
  pathLabel,
  playEveryPath,
  type FlowController,
  type ViewChecks,
  statechartStory,
} from './flow-kit';

/** The toast the app shows for a failed login (the route's useToast), shared by the story's machine actions. */
let showToast: (toast: SignInToastRequest) => void = () => {};

/** Actors that never settle: only the replayed events (including xstate.done.actor.*) move the machine. */
const pending = <T,>() => new Promise<T>(() => {});
const stepperMachine = signInMachine.provide({
  actions: { showToast: (_, toast) => showToast(toast) },
  actors: {
    authenticate: fromPromise<{ token: string }, { username: string; password: string }>(pending),
    loadCurrentUser: fromPromise<UserInfo>(pending),
    loadQuestList: fromPromise<QuestListItem[], { user: UserInfo }>(pending),
  },
});
const stepper = createFlowController(stepperMachine);
const chartController = createFlowController(stepperMachine);
const paths = shortestPathsByState(signInMachine, signInPathEvents);

/** Mocked effects that settle as a server would: the demo password signs in, any other is refused. */
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const interactiveMachine = signInMachine.provide({
  actions: { showToast: (_, toast) => showToast(toast) },
  actors: {
    authenticate: fromPromise(async ({ input }) => {
      await wait(400);
      if (input.password !== 'Demo@123') throw new Error('Invalid username or password.');
      return { token: 'story-token' };
    }),
    loadCurrentUser: fromPromise(async () => {
      await wait(300);
      return sampleUser({ userQuestList: [sampleQuest] });
    }),
    loadQuestList: fromPromise(async () => {
      await wait(300);
      return [sampleQuest] as unknown as QuestListItem[];
    }),
  },
});
const interactive = createFlowController(interactiveMachine);

/** The sign-in template as the route feeds it from the machine (sign-in-route.tsx, useSignIn). */
function SignInFlowView({
  controller,
  context,
  done,
}: {
  controller: FlowController;
  context: SignInContext;
  done: boolean;
}) {
  const [toast, setToast] = useState<(SignInToastRequest & { id: number }) | null>(null);
  useEffect(() => {
    showToast = (next) => setToast((current) => ({ ...next, id: (current?.id ?? 0) + 1 }));
  }, []);
  const snapshot = controller.actor.getSnapshot() as { matches(state: string): boolean };
  const busy = !snapshot.matches('idle');
  return (
    <>
      <SignInView
        username={context.username}
        password={context.password}
        rememberMe={context.rememberMe}
        errors={context.errors}
        busy={busy}
        title={done && context.redirectTo ? `Signed in: on to ${context.redirectTo}` : undefined}
        onFieldChange={(field, value) => controller.send({ type: 'field.change', field, value })}
        onRememberMeChange={(value) => controller.send({ type: 'rememberMe.set', value })}
        onSubmit={(values) => controller.send({ type: 'signIn.submit', ...values })}
        onForgotPassword={() => {}}
        onExplore={() => {}}
        onSignUp={() => {}}
        onPrivacyPolicy={() => {}}
        onTerms={() => {}}
      />
      <Snackbar
        key={toast?.id}
        open={toast !== null}
        message={toast?.message ?? ''}
        type={toast?.type}
        duration={toast?.durationMs}
        onClose={() => setToast(null)}
      />
    </>
  );
}

/** The Controls panel's state picker: the path (named by the state it reaches) to replay. */
type StepperArgs = { path?: string };

const meta = {
  title: 'Flows/SignIn',
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: '800px' } } },
} satisfies Meta<StepperArgs>;

export default meta;
type Story = StoryObj<StepperArgs>;

const username = (screen: ReturnType<typeof within>) => screen.getByLabelText(/Username/);
/** The screen in each state: the form while typing, locked while the server works, the redirect when done. */
const views: ViewChecks = {
  idle: async (screen) => {
    await expect(username(screen)).toBeEnabled();
    await expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  },
  authenticating: async (screen) => expect(username(screen)).toBeDisabled(),
  loadingUser: async (screen) => expect(username(screen)).toBeDisabled(),
  loadingQuestList: async (screen) => expect(username(screen)).toBeDisabled(),
  signedIn: async (screen) => {
    await expect(username(screen)).toBeDisabled();
    await expect(
      screen.getByRole('heading', { level: 1, name: /^Signed in: on to \/(home|products)/ }),
    ).toBeVisible();
  },
};

/**
 * Sign-in (learning-app.md §2, §4) on the real machine: pick a state in Controls (`path`) to replay the path to
 * it; `play` replays every generated path and checks what the student sees in the state it ends in.
 */
export const EveryPath: Story = {
  args: { path: 'idle' },
  argTypes: { path: { control: 'select', options: paths.map(pathLabel) } },
  render: (args) => (
    <FlowStage title="Sign in" controller={stepper} paths={paths} path={args.path} machine={signInMachine}>
      {(snapshot) => (
        <SignInFlowView
          controller={stepper}
          context={snapshot.context as SignInContext}
          done={snapshot.status === 'done'}
        />
      )}
    </FlowStage>
  ),
  play: async ({ canvasElement, step }) => {
    await expect(paths.length).toBeGreaterThanOrEqual(Object.keys(views).length);
    await playEveryPath(canvasElement, stepper, paths, step, views);
  },
};

/**
 * The same machine with mocked effects that settle like the server: a wrong password shows the 3 s toast and
 * clears the password; Demo@123 signs in and the flow ends with the redirect.
 */
export const Interactive: Story = {
  render: () => (
    <FlowStage title="Sign in" controller={interactive} paths={[]} machine={signInMachine}>
      {(snapshot) => (
        <SignInFlowView
          controller={interactive}
          context={snapshot.context as SignInContext}
          done={snapshot.status === 'done'}
        />
      )}
    </FlowStage>
  ),
  play: async ({ canvasElement }) => {
    interactive.restart();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(canvas.getByText('Username is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Username/), '9876543210');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await within(document.body).findByRole('alert')).toHaveTextContent(
      'Invalid username or password.',
    );
    await waitFor(() => expect(canvas.getByLabelText(/^Password/)).toHaveValue(''));
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Demo@123');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(canvas.getByLabelText(/Username/)).toBeDisabled();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Signed in: on to /home' }, { timeout: 3000 }),
    ).toBeVisible();
    await expect(canvas.getByTestId('flow-state')).toHaveTextContent('signedIn');
  },
};

/** The machine's statechart, generated from its definition; the highlight follows the actor as the play runs. */
export const Statechart: Story = statechartStory({
  title: 'Sign in',
  machine: signInMachine,
  controller: chartController,
  paths,
});
