import type { Meta, StoryObj } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import type {
  QuestionFlagResult,
  TestAttemptResult,
  TestAttemptStart,
  TestHistory,
  TestQuestions,
} from '@quest/api';
import { testRunnerMachine, type TestAttemptSubmissionBody, type TestJournal } from '@quest/flows';
import { shortestPathsByState } from '@quest/flows/testing';
import {
  testRunnerFixtureInput,
  testRunnerPathEvents,
} from '../../packages/flows/src/test-runner/test-runner.paths.ts';
import { createFlowController, FlowInspector, playEveryPath } from './flow-kit';

/** Actors that never settle: only the replayed events (including xstate.done.actor.*) move the machine. */
const pending = <T,>() => new Promise<T>(() => {});
const machine = testRunnerMachine.provide({
  actors: {
    loadQuestions: fromPromise<TestQuestions, { testCode: string }>(pending),
    loadHistory: fromPromise<TestHistory, { userId: number; testCode: string }>(pending),
    loadJournal: fromPromise<TestJournal | null, { testCode: string }>(pending),
    startAttempt: fromPromise<TestAttemptStart, { userId: number; testCode: string; contentId: number }>(
      pending,
    ),
    sendAttempt: fromPromise<
      TestAttemptResult,
      { submission: TestAttemptSubmissionBody; idempotencyKey: string }
    >(pending),
    flagQuestion: fromPromise<QuestionFlagResult, { questionId: number; remark: string }>(pending),
  },
});
const controller = createFlowController(machine, testRunnerFixtureInput);
const paths = shortestPathsByState(testRunnerMachine, testRunnerPathEvents, testRunnerFixtureInput);

const meta = {
  title: 'Flows/TestRunner',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Test runner (store-and-assessment.md §2.8, §4, §5, §8, §9): every generated path is replayed and must end in its state. */
export const EveryPath: Story = {
  render: () => <FlowInspector title="Test runner" controller={controller} />,
  play: async ({ canvasElement, step }) => {
    await playEveryPath(canvasElement, controller, paths, step);
  },
};
