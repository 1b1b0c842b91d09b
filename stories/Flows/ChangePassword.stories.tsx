import type { Meta, StoryObj } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import type { MessageResponse } from '@quest/api';
import { changePasswordMachine } from '@quest/flows';
import { shortestPathsByState } from '@quest/flows/testing';
import { changePasswordPathEvents } from '../../packages/flows/src/change-password/change-password.paths.ts';
import { createFlowController, FlowInspector, playEveryPath } from './flow-kit';

/** An actor that never settles: only the replayed events (including xstate.done.actor.*) move the machine. */
const machine = changePasswordMachine.provide({
  actors: {
    changePassword: fromPromise<MessageResponse, { oldPassword: string; newPassword: string }>(
      () => new Promise<MessageResponse>(() => {}),
    ),
  },
});
const controller = createFlowController(machine);
const paths = shortestPathsByState(changePasswordMachine, changePasswordPathEvents);

const meta = {
  title: 'Flows/ChangePassword',
  parameters: { layout: 'padded', docs: { story: { inline: false, iframeHeight: '800px' } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Change Password (learning-app.md §4, §5): every generated path is replayed and must end in its state. */
export const EveryPath: Story = {
  render: () => <FlowInspector title="Change Password" controller={controller} />,
  play: async ({ canvasElement, step }) => {
    await playEveryPath(canvasElement, controller, paths, step);
  },
};
