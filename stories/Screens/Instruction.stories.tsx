import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { assessmentEndpoints, learningEndpoints } from '@quest/api';
import { makeContent, makeContentList, makeTestQuestions, mockEndpoint } from '@quest/api/mocks';
import { instructionTexts } from '@quest/design-system';
import { Component as InstructionRoute } from '../../apps/learner/src/features/assessment/runner/routes/instruction-route';
import { paths } from '../../apps/learner/src/routes/paths';
import { currentScreen, ScreenStory, screenHandlers } from '../../apps/learner/src/testing';

/*
 * /instruction in each data state through MSW: the Fractions Chapter Test (08) of quest 101, opened from the
 * mission page (by place; the content's own test code) or from the player's Take Test (with ?testCode).
 */

const routes = [{ path: paths.instruction.path, Component: InstructionRoute }];
const place = { questId: 101, missionId: 1011, operationId: 10111, contentId: 201005 };
const LOADED = { timeout: 15_000 };

const screen = (at: string) => () => <ScreenStory routes={routes} at={at} signedIn />;

const meta = {
  title: 'Screens/Instruction',
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: '720px' } },
    msw: { handlers: screenHandlers() },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The instructions: the content's name, time, questions and directions, and Begin Test. */
export const Loaded: Story = {
  tags: ['state-sheet'],
  render: screen(paths.instruction.getHref(place)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: instructionTexts.heading }, LOADED);
    await canvas.findByRole('heading', { level: 1, name: 'Fractions Chapter Test' }, LOADED);
    // The duration line alone ('20 min'); the server's directions also say '20 minutes' once RichText has loaded.
    await expect(canvas.getByText('20 min')).toBeVisible();
    await expect(canvas.getByRole('button', { name: instructionTexts.begin })).toBeVisible();
  },
};

/** Begin Test opens the runner with the test's code and the one-shot begin flag. */
export const JourneyBegin: Story = {
  name: 'Journey: begin the test',
  render: screen(paths.instruction.getHref(place)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: instructionTexts.begin }, LOADED));
    await canvas.findByRole('heading', { name: 'Next screen: /assessment' });
    await expect(currentScreen().address()).toBe(
      paths.assessment.getHref({ ...place, testCode: 'QT-FRAC-06' }),
    );
    await expect(currentScreen().router.state.location.state).toEqual({ begin: true });
  },
};

/** The test is loading: skeletons. */
export const Loading: Story = {
  render: screen(paths.instruction.getHref(place)),
  parameters: {
    msw: { handlers: screenHandlers(mockEndpoint(assessmentEndpoints.getTestQuestion, 'loading')) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(instructionTexts.loading)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: instructionTexts.begin })).toBeNull();
  },
};

/** GetTestQuestion failed: the server's message and Try again. */
export const Failed: Story = {
  render: screen(paths.instruction.getHref(place)),
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(assessmentEndpoints.getTestQuestion, 'error', undefined, 'Failed to fetch data'),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to fetch data', {}, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: instructionTexts.retry })).toBeEnabled();
  },
};

/**
 * Opened from the player (?testCode), the test code in the address wins. A test taken before opens on its result:
 * the instructions forward to /assessment without `begin`, so no new attempt starts (ADR 0114; Retake comes back
 * here with its own state and shows Begin Test).
 */
export const Attempted: Story = {
  name: 'Journey: an attempted test, begin again',
  render: screen(paths.instruction.getHref({ ...place, testCode: 'QT-FRAC-06' })),
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(assessmentEndpoints.getTestQuestion, 'ok', () => {
          const data = makeTestQuestions();
          return { ...data, test: { ...data.test, testAttemptCount: 1, testAttemptedDuration: 385 } };
        }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Next screen: /assessment' }, LOADED);
    await expect(currentScreen().address()).toBe(
      paths.assessment.getHref({ ...place, testCode: 'QT-FRAC-06' }),
    );
    await expect(currentScreen().router.state.location.state).not.toEqual({ begin: true });
  },
};

/** A content item without a test (a stale or wrong link): the student is sent to its mission page. */
export const NoTestCode: Story = {
  name: 'Journey: no test code, back to the mission',
  render: screen(paths.instruction.getHref(place)),
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(learningEndpoints.getContentList, 'ok', () =>
          makeContentList({
            questContents: [
              makeContent({ contentId: place.contentId, contentTypeCode: '08', testCode: null, markers: [] }),
            ],
          }),
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Next screen: /task' }, LOADED);
    await expect(currentScreen().address()).toBe(
      paths.task.getHref({ questId: 101, missionId: 1011, operationId: 10111 }),
    );
  },
};
