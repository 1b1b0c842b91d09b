import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { assessmentEndpoints } from '@quest/api';
import { makeTest, makeTestQuestions, mockEndpoint } from '@quest/api/mocks';
import { testRunnerViewTexts as t } from '@quest/design-system';
import { Component as AssessmentRoute } from '../../apps/learner/src/features/assessment/runner/routes/assessment-route';
import { paths } from '../../apps/learner/src/routes/paths';
import { currentScreen, ScreenStory, screenHandlers } from '../../apps/learner/src/testing';

/*
 * /assessment in each data state through MSW. Begin Test hands the runner `{ begin: true }` as navigation state
 * (ADR 0073); without it a test taken before opens on its result.
 */

const routes = [{ path: paths.assessment.path, Component: AssessmentRoute }];
const place = { questId: 101, missionId: 1011, operationId: 10111, contentId: 201005 };
const search = `?${new URLSearchParams({
  ...Object.fromEntries(Object.entries(place).map(([k, v]) => [k, String(v)])),
  testCode: 'QT-FRAC-06',
})}`;
const LOADED = { timeout: 15_000 };

const begun = () => (
  <ScreenStory
    routes={routes}
    at={{ pathname: paths.assessment.getHref(), search, state: { begin: true } }}
    signedIn
  />
);
const reopened = () => <ScreenStory routes={routes} at={`${paths.assessment.getHref()}${search}`} signedIn />;

const attemptedTest = mockEndpoint(assessmentEndpoints.getTestQuestion, 'ok', () =>
  makeTestQuestions({ test: makeTest({ testAttemptCount: 2, testAttemptedDuration: 385 }) }),
);

const meta = {
  title: 'Screens/Assessment',
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: '720px' } },
    msw: { handlers: screenHandlers() },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Begun from the instructions: the first question with the countdown. */
export const Loaded: Story = {
  tags: ['state-sheet'],
  render: begun,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Question 1 of 4' }, LOADED);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Fractions' })).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent(/20:00|19:5\d/);
    // The one-shot begin flag is gone from the history entry at once.
    await waitFor(() => expect(currentScreen().router.state.location.state).toBeNull());
    await expect(canvas.getByRole('heading', { name: 'Question 1 of 4' })).toBeVisible();
  },
};

/** An answer is kept on the device; End Test, OK, and the result. */
export const JourneySubmit: Story = {
  name: 'Journey: answer and end the test',
  render: begun,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Question 1 of 4' }, LOADED);
    await userEvent.click(canvas.getAllByRole('radio')[0]!);
    await expect(await canvas.findByText('saved on this device')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.endTest }));
    const confirm = await canvas.findByRole('alertdialog', { name: t.confirmSubmit });
    await userEvent.click(within(confirm).getByRole('button', { name: t.ok }));
    await expect(await canvas.findByRole('region', { name: 'Current Attempt' }, LOADED)).toBeVisible();
  },
};

/** The test is loading. */
export const Loading: Story = {
  render: begun,
  parameters: {
    msw: { handlers: screenHandlers(mockEndpoint(assessmentEndpoints.getTestQuestion, 'loading')) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.loading, {}, LOADED)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t.endTest })).toBeNull();
  },
};

/** GetTestQuestion failed: the message and Retry. */
export const Failed: Story = {
  render: begun,
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
    await expect(canvas.getByRole('button', { name: t.retry })).toBeEnabled();
  },
};

/** A test taken before, reopened without Begin Test: the result of the latest attempt, then review. */
export const Attempted: Story = {
  render: reopened,
  parameters: { msw: { handlers: screenHandlers(attemptedTest) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Current Attempt' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Best Attempt' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }));
    await expect(await canvas.findByText('Your Answer', { exact: true })).toBeVisible();
    await expect(canvas.getByText('Correct Answer', { exact: true })).toBeVisible();
    await expect(canvas.getByText('Explanation:', { exact: true })).toBeVisible();
  },
};

/** An address without a test code: the student is sent to the mission page. */
export const NoTestCode: Story = {
  name: 'Journey: no test code, back to the mission',
  render: () => <ScreenStory routes={routes} at={paths.assessment.getHref(place)} signedIn />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Next screen: /task' }, LOADED);
    await expect(currentScreen().address()).toBe(
      paths.task.getHref({ questId: 101, missionId: 1011, operationId: 10111 }),
    );
  },
};
