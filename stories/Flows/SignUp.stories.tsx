import type { Meta, StoryObj } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import type { RegistrationDraft } from '@quest/api';
import { signUpMachine } from '@quest/flows';
import { shortestPathsByState } from '@quest/flows/testing';
import { signUpGraphInputs, signUpPathEvents } from '../../packages/flows/src/sign-up/sign-up.paths.ts';
import { createFlowController, FlowInspector, playEveryPath } from './flow-kit';

/** Actors that never settle: only the replayed events (including xstate.done.actor.*) move the machine. */
const pending = <T,>() => new Promise<T>(() => {});
const machine = signUpMachine.provide({
  actors: {
    sendOtp: fromPromise<unknown, { mobile: string }>(pending),
    verifyOtp: fromPromise<unknown, { mobile: string; code: string }>(pending),
    resendOtp: fromPromise<unknown, { mobile: string }>(pending),
    register: fromPromise<{ userId: number }, RegistrationDraft>(pending),
    login: fromPromise<unknown, { userName: string; password: string }>(pending),
  },
});
const wizardController = createFlowController(machine, signUpGraphInputs.wizard);
const wizardPaths = shortestPathsByState(signUpMachine, signUpPathEvents, signUpGraphInputs.wizard);
const cartController = createFlowController(machine, signUpGraphInputs.cart);
const cartPaths = shortestPathsByState(signUpMachine, signUpPathEvents, signUpGraphInputs.cart);

const meta = {
  title: 'Flows/SignUp',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Sign-up wizard with the coupon step (learning-app.md §2, store-and-assessment.md §2.2, §4): every generated
 * path is replayed and must end in its state.
 */
export const Wizard: Story = {
  render: () => <FlowInspector title="Sign-up wizard" controller={wizardController} />,
  play: async ({ canvasElement, step }) => {
    await playEveryPath(canvasElement, wizardController, wizardPaths, step);
  },
};

/** The cart's one-page sign-up form (store-and-assessment.md §2.3): every generated path is replayed. */
export const CartForm: Story = {
  render: () => <FlowInspector title="Cart sign-up form" controller={cartController} />,
  play: async ({ canvasElement, step }) => {
    await playEveryPath(canvasElement, cartController, cartPaths, step);
  },
};
