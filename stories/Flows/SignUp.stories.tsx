import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { passwordRuleChecks, type RegistrationDraft } from '@quest/api';
import { SignUpFormView, SignUpWizardView, type SignUpNoticeView } from '@quest/design-system';
import { signUpMachine, type SignUpContext, type SignUpField } from '@quest/flows';
import { shortestPathsByState } from '@quest/flows/testing';
import { signUpGraphInputs, signUpPathEvents } from '../../packages/flows/src/sign-up/sign-up.paths.ts';
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
const stepperMachine = signUpMachine.provide({
  actors: {
    sendOtp: fromPromise<unknown, { mobile: string }>(pending),
    verifyOtp: fromPromise<unknown, { mobile: string; code: string }>(pending),
    resendOtp: fromPromise<unknown, { mobile: string }>(pending),
    register: fromPromise<{ userId: number }, RegistrationDraft>(pending),
    login: fromPromise<unknown, { userName: string; password: string }>(pending),
  },
  delays: { otpSnackbar: never, signUpAlert: never },
});
const wizardController = createFlowController(stepperMachine, signUpGraphInputs.wizard);
const wizardPaths = shortestPathsByState(signUpMachine, signUpPathEvents, signUpGraphInputs.wizard);
const cartController = createFlowController(stepperMachine, signUpGraphInputs.cart);
const chartController = createFlowController(stepperMachine, signUpGraphInputs.wizard);
const cartPaths = shortestPathsByState(signUpMachine, signUpPathEvents, signUpGraphInputs.cart);

/** Mocked effects like the reference server: code 123456 verifies; 9000000000 is already registered. */
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const interactiveMachine = signUpMachine.provide({
  actors: {
    sendOtp: fromPromise(() => wait(300)),
    resendOtp: fromPromise(() => wait(300)),
    verifyOtp: fromPromise(async ({ input }) => {
      await wait(300);
      if (input.code !== '123456') throw new Error('Invalid OTP. Please try again.');
    }),
    register: fromPromise(async ({ input }) => {
      await wait(300);
      if (input.userName === '9000000000') throw new Error('Mobile number is already registered.');
      return { userId: 2001 };
    }),
    login: fromPromise(() => wait(300)),
  },
});
const interactive = createFlowController(interactiveMachine, {
  variant: 'wizard',
  showPromoScreen: true,
  otpRequired: true,
});

type Snapshot = { context: unknown; status: string; value: unknown; matches(state: unknown): boolean };

/** The plain values the screens read, as useSignUp computes them from the machine (use-sign-up.ts). */
function signUpView(controller: FlowController) {
  const snapshot = controller.actor.getSnapshot() as Snapshot;
  const context = snapshot.context as SignUpContext;
  const inStep = (step: string) => snapshot.matches({ editing: { step } });
  const inOtp = (otp: string) => snapshot.matches({ editing: { otp } });
  const onDetails = [
    'loginDetails',
    'registering',
    'registrationFailed',
    'loggingIn',
    'loginFailed',
    'registered',
  ].some(inStep);
  const step = inStep('coupon')
    ? 'coupon'
    : inStep('form') || context.variant === 'cart'
      ? 'form'
      : onDetails
        ? 'loginDetails'
        : 'mobile';
  const editable = step === 'mobile' || step === 'form';
  const notice = (n: SignUpContext['snackbar']): SignUpNoticeView | null =>
    n ? { type: n.severity, message: n.message } : null;
  return {
    done: snapshot.status === 'done' ? (snapshot.matches('completed') ? 'completed' : 'closed') : null,
    step,
    context,
    mobileLocked: !editable || context.mobileVerified,
    canSendOtp: context.otpRequired && editable && /^\d{10}$/.test(context.mobile) && !context.mobileVerified,
    otpOpen: inOtp('codeEntry') || inOtp('verifying') || inOtp('resending'),
    otpBusy: inOtp('sending') || inOtp('verifying') || inOtp('resending'),
    resending: inOtp('resending'),
    submitting: inStep('registering') || inStep('loggingIn'),
    canGoBack: step !== 'coupon',
    snackbar: notice(context.snackbar),
    alert: notice(context.alert),
  };
}

/** The wizard template or the cart form, fed from the machine as the routes feed them. */
function SignUpFlowView({ controller }: { controller: FlowController }) {
  const [code, setCode] = useState('');
  const view = signUpView(controller);
  const { context } = view;
  const send = controller.send;
  if (view.done) {
    return (
      <main style={{ padding: 16, fontFamily: 'var(--q-font-family-base, sans-serif)' }}>
        <h1>Sign-up {view.done}</h1>
        <p>
          {view.done === 'completed'
            ? `On to Enter Details with userId ${context.userId ?? 'unknown'}${context.appliedPromoCode ? ` and coupon ${context.appliedPromoCode}` : ''}.`
            : 'The wizard closed: back to the start screen.'}
        </p>
      </main>
    );
  }
  const otp = {
    open: view.otpOpen,
    code,
    error: context.errors.code,
    busy: view.otpOpen && view.otpBusy,
    resending: view.resending,
  };
  const common = {
    mobile: context.mobile,
    mobileVerified: context.mobileVerified,
    mobileLocked: view.mobileLocked,
    canSendOtp: view.canSendOtp,
    sendingOtp: view.otpBusy && !view.otpOpen,
    submitting: view.submitting,
    otp,
    snackbar: view.snackbar,
    alert: view.alert,
    onMobileChange: (value: string) => send({ type: 'mobile.change', value }),
    onGetOtp: () => {
      setCode('');
      send({ type: 'otp.send' });
    },
    onEditMobile: () => {
      if (view.otpOpen) send({ type: 'otp.dismiss' });
      send({ type: 'mobile.edit' });
    },
    onOtpCodeChange: setCode,
    onVerifyOtp: (value: string) => send({ type: 'otp.verify', code: value }),
    onResendOtp: () => {
      setCode('');
      send({ type: 'otp.resend' });
    },
    onCloseOtp: () => send({ type: 'otp.dismiss' }),
    onAlertOk: () => send({ type: 'dialog.ok' }),
    onSnackbarClose: () => send({ type: 'snackbar.close' }),
  };
  const setField = (field: SignUpField, value: string) => send({ type: 'details.change', field, value });
  if (context.variant === 'cart') {
    return (
      <SignUpFormView
        {...common}
        as="main"
        values={{
          firstName: context.details.firstName,
          lastName: context.details.lastName,
          password: context.details.password,
          emailId: context.details.emailId,
        }}
        passwordChecks={passwordRuleChecks(context.details.password)}
        errors={context.errors}
        onFieldChange={setField}
        onSubmit={() => send({ type: 'step.next' })}
        onLogIn={() => send({ type: 'step.back' })}
      />
    );
  }
  return (
    <SignUpWizardView
      {...common}
      step={view.step === 'coupon' ? 'coupon' : view.step === 'mobile' ? 'mobile' : 'loginDetails'}
      stepCount={context.showPromoScreen ? 3 : 2}
      details={{
        password: context.details.password,
        firstName: context.details.firstName,
        emailId: context.details.emailId,
        cityName: context.details.cityName,
        pincode: context.details.pincode,
      }}
      passwordChecks={passwordRuleChecks(context.details.password)}
      promoCode={context.promoCode}
      appliedPromoCode={context.appliedPromoCode}
      errors={context.errors}
      canGoBack={view.canGoBack}
      onFieldChange={setField}
      onPromoCodeChange={(value) => send({ type: 'coupon.change', value })}
      onApplyPromoCode={() => send({ type: 'coupon.apply' })}
      onRemovePromoCode={() => {
        send({ type: 'coupon.change', value: '' });
        send({ type: 'coupon.apply' });
      }}
      onNext={() => send({ type: 'step.next' })}
      onBack={() => send({ type: 'step.back' })}
    />
  );
}

/** The Controls panel's state picker: the path (named by the state it reaches) to replay. */
type StepperArgs = { path?: string };

const meta = {
  title: 'Flows/SignUp',
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: '800px' } } },
} satisfies Meta<StepperArgs>;

export default meta;
type Story = StoryObj<StepperArgs>;

type Screen = ReturnType<typeof within>;
const heading = (screen: Screen, name: string | RegExp) => screen.getByRole('heading', { level: 1, name });
const verification = (screen: Screen) => screen.queryByRole('dialog', { name: 'Verification' });
const codeField = (screen: Screen) =>
  within(screen.getByRole('dialog', { name: 'Verification' })).getByLabelText(/Verification Code/);
const alertDialog = (screen: Screen, name: string | RegExp) => screen.getByRole('alertdialog', { name });

/** What the student sees in each leaf state (the OTP region and the step region are checked separately). */
const views: ViewChecks = {
  'editing.otp.unverified': async (screen) => expect(verification(screen)).toBeNull(),
  'editing.otp.sending': async (screen) => {
    await expect(verification(screen)).toBeNull();
    await expect(screen.getByRole('button', { name: /GET OTP|Get OTP/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
  'editing.otp.codeEntry': async (screen) => expect(codeField(screen)).toBeEnabled(),
  'editing.otp.verifying': async (screen) => expect(codeField(screen)).toBeDisabled(),
  'editing.otp.resending': async (screen) => expect(codeField(screen)).toBeDisabled(),
  'editing.otp.verified': async (screen) => {
    await expect(verification(screen)).toBeNull();
    // The mobile step says the number is verified (the other steps do not show the mobile number).
    await expect(screen.queryByRole('heading', { level: 1, name: 'Please enter Mobile number' })).toBeNull();
  },
  'editing.step.mobile': async (screen) =>
    expect(heading(screen, /Please enter Mobile number|Your mobile number is verified/)).toBeVisible(),
  'editing.step.form': async (screen) => expect(heading(screen, 'Sign Up and Start Learning!')).toBeVisible(),
  'editing.step.loginDetails': async (screen) =>
    expect(heading(screen, 'Please enter Login Details')).toBeVisible(),
  'editing.step.registering': async (screen) =>
    expect(screen.getByRole('button', { name: /Finish|Sign Up/ })).toHaveAttribute('aria-busy', 'true'),
  'editing.step.registrationFailed': async (screen) =>
    expect(alertDialog(screen, 'User already exists')).toBeVisible(),
  'editing.step.loggingIn': async (screen) =>
    expect(screen.getByRole('button', { name: /Finish|Sign Up/ })).toHaveAttribute('aria-busy', 'true'),
  'editing.step.loginFailed': async (screen) =>
    expect(alertDialog(screen, 'Invalid credentials')).toBeVisible(),
  'editing.step.registered': async (screen) =>
    expect(screen.getByRole('dialog', { name: /^Registration completed successfully/ })).toBeVisible(),
  'editing.step.coupon': async (screen) =>
    expect(heading(screen, 'Please enter Coupon code (optional)')).toBeVisible(),
  completed: async (screen) => expect(heading(screen, 'Sign-up completed')).toBeVisible(),
  closed: async (screen) => expect(heading(screen, 'Sign-up closed')).toBeVisible(),
};

const stage = (title: string, controller: FlowController, paths: typeof wizardPaths, path?: string) => (
  <FlowStage title={title} controller={controller} paths={paths} path={path} machine={signUpMachine}>
    {() => <SignUpFlowView controller={controller} />}
  </FlowStage>
);

/**
 * Sign-up wizard with the coupon step (learning-app.md §2, store-and-assessment.md §2.2, §4) on the real
 * machine: pick a state in Controls (`path`); `play` replays every generated path and checks the screen.
 */
export const Wizard: Story = {
  args: { path: pathLabel(wizardPaths[0]!) },
  argTypes: { path: { control: 'select', options: wizardPaths.map(pathLabel) } },
  render: (args) => stage('Sign-up wizard', wizardController, wizardPaths, args.path),
  play: async ({ canvasElement, step }) => {
    await playEveryPath(canvasElement, wizardController, wizardPaths, step, views);
  },
};

/** The cart's one-page sign-up form (store-and-assessment.md §2.3): every generated path is replayed. */
export const CartForm: Story = {
  args: { path: pathLabel(cartPaths[0]!) },
  argTypes: { path: { control: 'select', options: cartPaths.map(pathLabel) } },
  render: (args) => stage('Cart sign-up form', cartController, cartPaths, args.path),
  play: async ({ canvasElement, step }) => {
    await playEveryPath(canvasElement, cartController, cartPaths, step, views);
  },
};

/**
 * The wizard with mocked effects and real timers: the OTP (123456) verifies the number, the details register
 * the student, the success dialog leads to the coupon step and the wizard completes with the coupon.
 */
export const Interactive: Story = {
  render: () => stage('Sign-up wizard', interactive, []),
  play: async ({ canvasElement }) => {
    interactive.restart();
    const canvas = within(canvasElement);
    const screen = within(document.body);
    await userEvent.type(canvas.getByLabelText(/Mobile number/), '9123456780');
    await userEvent.click(canvas.getByRole('button', { name: 'GET OTP' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Verification' }));
    await userEvent.type(dialog.getByLabelText(/Verification Code/), '123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Verify' }));
    await canvas.findByRole('heading', { level: 1, name: 'Your mobile number is verified' });
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.type(canvas.getByLabelText(/^Set Password/), 'Quest@123');
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Ananya Rao');
    await userEvent.type(canvas.getByLabelText(/Email ID/), 'ananya.rao@quest.example');
    await userEvent.type(canvas.getByLabelText(/Your City/), 'Bengaluru');
    await userEvent.type(canvas.getByLabelText(/Pincode/), '560001');
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    const success = await screen.findByRole('dialog', { name: /^Registration completed successfully/ });
    await userEvent.click(within(success).getByRole('button', { name: 'OK' }));
    await userEvent.type(await canvas.findByLabelText(/Coupon code/), 'QUEST5');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(heading(canvas, 'Sign-up completed')).toBeVisible());
    await expect(canvas.getByText('On to Enter Details with userId 2001 and coupon QUEST5.')).toBeVisible();
  },
};

/** The machine's statechart, generated from its definition; the highlight follows the actor as the play runs. */
export const Statechart: Story = statechartStory({
  title: 'Sign-up wizard',
  machine: signUpMachine,
  controller: chartController,
  paths: wizardPaths,
});
