import type { Meta, StoryObj } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import type { QuestListItem, UserInfo } from '@quest/api';
import { signInMachine } from '@quest/flows';
import { shortestPathsByState } from '@quest/flows/testing';
import { signInPathEvents } from '../../packages/flows/src/sign-in/sign-in.paths.ts';
import { createFlowController, FlowInspector, playEveryPath } from './flow-kit';

/** Actors that never settle: only the replayed events (including xstate.done.actor.*) move the machine. */
const pending = <T,>() => new Promise<T>(() => {});
const machine = signInMachine.provide({
  actors: {
    authenticate: fromPromise<{ token: string }, { username: string; password: string }>(pending),
    loadCurrentUser: fromPromise<UserInfo>(pending),
    loadQuestList: fromPromise<QuestListItem[], { user: UserInfo }>(pending),
  },
});
const controller = createFlowController(machine);
const paths = shortestPathsByState(signInMachine, signInPathEvents);

const meta = {
  title: 'Flows/SignIn',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sign-in (learning-app.md §2, §4): every generated path is replayed and must end in its state. */
export const EveryPath: Story = {
  render: () => <FlowInspector title="Sign in" controller={controller} />,
  play: async ({ canvasElement, step }) => {
    await playEveryPath(canvasElement, controller, paths, step);
  },
};
