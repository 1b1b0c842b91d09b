import type { Meta, StoryObj } from '@storybook/react-vite';
import type { QuestAssignment } from '@quest/api';
import { fromPromise } from 'xstate';
import { questLaunchMachine, type QuestRef } from '@quest/flows';
import { shortestPathsByState } from '@quest/flows/testing';
import { questLaunchPathEvents } from '../../packages/flows/src/quest-launch/quest-launch.paths.ts';
import { createFlowController, FlowInspector, playEveryPath } from './flow-kit';

const assignment = () => fromPromise<QuestAssignment, QuestRef>(() => new Promise(() => {}));
const step = () => fromPromise<void, QuestRef>(() => new Promise(() => {}));

const machine = questLaunchMachine.provide({
  actors: {
    claimFree: assignment(),
    assignTrial: assignment(),
    setCurrentQuest: step(),
    loadContent: step(),
    initTrialData: step(),
  },
});
const controller = createFlowController(machine);
const paths = shortestPathsByState(questLaunchMachine, questLaunchPathEvents);

const meta = {
  title: 'Flows/QuestLaunch',
  parameters: { layout: 'padded', docs: { story: { inline: false, iframeHeight: '800px' } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Quest launch (store-and-assessment.md §4, §8): every generated path is replayed and must end in its state. */
export const EveryPath: Story = {
  render: () => <FlowInspector title="Quest launch" controller={controller} />,
  play: async ({ canvasElement, step: storyStep }) => {
    await playEveryPath(canvasElement, controller, paths, storyStep);
  },
};
