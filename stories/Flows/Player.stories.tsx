import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ContentRating } from '@quest/api';
import { fromPromise } from 'xstate';
import { playerMachine, type PostAccessInput, type SetRatingInput } from '@quest/flows';
import { shortestPathsByState } from '@quest/flows/testing';
import { playerPathEvents, playerPathInput } from '../../packages/flows/src/player/player.paths.ts';
import { createFlowController, FlowInspector, playEveryPath } from './flow-kit';

const machine = playerMachine.provide({
  actors: {
    postAccess: fromPromise<void, PostAccessInput>(() => new Promise(() => {})),
    setRating: fromPromise<void, SetRatingInput>(() => new Promise(() => {})),
    loadRating: fromPromise<ContentRating, { contentId: number }>(() => new Promise(() => {})),
  },
});
const controller = createFlowController(machine, playerPathInput);
const paths = shortestPathsByState(playerMachine, playerPathEvents, playerPathInput);

const meta = {
  title: 'Flows/Player',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Video player (learning-app.md §2, §4, §5): every generated path is replayed and must end in its state. */
export const EveryPath: Story = {
  render: () => <FlowInspector title="Video player" controller={controller} />,
  play: async ({ canvasElement, step }) => {
    await playEveryPath(canvasElement, controller, paths, step);
  },
};
