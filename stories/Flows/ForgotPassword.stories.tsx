import type { Meta, StoryObj } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import type { MessageResponse } from '@quest/api';
import { forgotPasswordMachine } from '@quest/flows';
import { shortestPathsByState } from '@quest/flows/testing';
import { forgotPasswordPathEvents } from '../../packages/flows/src/forgot-password/forgot-password.paths.ts';
import { createFlowController, FlowInspector, playEveryPath } from './flow-kit';

/** Actors that never settle: only the replayed events (including xstate.done.actor.*) move the machine. */
const pending = <T,>() => new Promise<T>(() => {});
const machine = forgotPasswordMachine.provide({
  actors: {
    verifyUser: fromPromise<MessageResponse, { username: string }>(pending),
    resendCode: fromPromise<MessageResponse, { username: string }>(pending),
    validateCode: fromPromise<MessageResponse, { username: string; code: string }>(pending),
    changePassword: fromPromise<MessageResponse, { username: string; newPassword: string }>(pending),
  },
});
const controller = createFlowController(machine);
const paths = shortestPathsByState(forgotPasswordMachine, forgotPasswordPathEvents);

const meta = {
  title: 'Flows/ForgotPassword',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Forgot-password dialog (learning-app.md §2, §4): every generated path is replayed and must end in its state. */
export const EveryPath: Story = {
  render: () => <FlowInspector title="Forgot Password" controller={controller} />,
  play: async ({ canvasElement, step }) => {
    await playEveryPath(canvasElement, controller, paths, step);
  },
};
