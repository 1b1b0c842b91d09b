import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { identityEndpoints, learningEndpoints } from '@quest/api';
import { makeOperationProgress, makeUserInfo, makeUserProgress, mockEndpoint } from '@quest/api/mocks';
import { progressDashboardTexts as t } from '@quest/design-system';
import { Component as HomeShellRoute } from '../../apps/learner/src/features/home/routes/home-shell-route';
import { Component as ProgressRoute } from '../../apps/learner/src/features/progress/routes/progress-route';
import { paths } from '../../apps/learner/src/routes/paths';
import { currentScreen, ScreenStory, screenHandlers } from '../../apps/learner/src/testing';

const routes = [
  {
    path: paths.home.path,
    Component: HomeShellRoute,
    children: [{ path: paths.homeDashboard.path, Component: ProgressRoute }],
  },
];

/** The mocks' progress with one operation in Science too, so choosing Science has something to draw. */
const withScience = mockEndpoint(
  learningEndpoints.getUserProgress,
  'ok',
  makeUserProgress({
    operations: [
      ...makeUserProgress().operations,
      makeOperationProgress({
        operationId: 10121,
        missionId: 1012,
        operationDisplayName: 'Light and shadows',
        sequenceNo: 1,
        progress: 16.67,
      }),
    ],
  }),
);

const meta = {
  title: 'Screens/Progress',
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: '720px' } },
    msw: { handlers: screenHandlers(withScience) },
  },
  render: () => <ScreenStory routes={routes} at={paths.homeDashboard.getHref()} signedIn />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A chart's data table (its text alternative) as "label" + "value" per row. */
const tableRows = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('table', { name }, { timeout: 10_000 }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

/** GetUserProgress is loading: the page's skeletons, announced once. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: screenHandlers(mockEndpoint(learningEndpoints.getUserProgress, 'loading')) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.loading)).toBeInTheDocument();
  },
};

/**
 * Loaded: the current quest's pie and Watch/Think/Solve/Play bar, the missions with the first chosen and its
 * operations; every chart's table holds GetUserProgress's percentages.
 */
export const Loaded: Story = {
  tags: ['state-sheet'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Grade 6 Explorer Quest')).toBeVisible();
    await expect(await tableRows(canvasElement, t.questPie)).toEqual(['Completed33.33%', 'Remaining66.67%']);
    await expect(await tableRows(canvasElement, t.categoryChart)).toEqual([
      'Watch37.5%',
      'Think42.86%',
      'Solve33.33%',
      'Play0%',
    ]);
    await expect(await tableRows(canvasElement, t.missionChart)).toEqual([
      'Mathematics55.56%',
      'Science33.33%',
    ]);
    await expect(await tableRows(canvasElement, t.operationChart('Mathematics'))).toEqual([
      'Fractions83.33%',
      'Decimals0%',
    ]);
  },
};

/** Clicking a mission's bar chooses it: the address keeps it and the operation chart is the mission's. */
export const MissionClick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Science: 33.33%' }, { timeout: 10_000 }),
    );
    await waitFor(() =>
      expect(currentScreen().address()).toBe(paths.homeDashboard.getHref({ missionId: 1012 })),
    );
    // The router commits a navigation as a transition: the address can change a frame before the page does.
    await expect(
      await canvas.findByRole('heading', { level: 2, name: t.operationsOf('Science') }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(await tableRows(canvasElement, t.operationChart('Science'))).toEqual([
      'Light and shadows16.67%',
    ]);
  },
};

/** A mission chosen in the address (a reload or Back) is the one shown. */
export const MissionInAddress: Story = {
  render: () => (
    <ScreenStory routes={routes} at={paths.homeDashboard.getHref({ missionId: 1012 })} signedIn />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Science: 33.33%' }, { timeout: 10_000 }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('heading', { level: 2, name: t.operationsOf('Science') })).toBeVisible();
  },
};

/** The student holds no quest: the spec's "Quest assign" text, no charts and no progress request. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(
          identityEndpoints.getCurrentUser,
          'ok',
          makeUserInfo({ userQuestList: [], lastQuestAccessed: null, lastQuestName: null }),
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.noQuest)).toBeVisible();
    await expect(canvas.queryByRole('figure')).toBeNull();
  },
};

/** The quest has no missions: the quest's charts, and "No data available" for the missions. */
export const NoMissions: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(
          learningEndpoints.getUserProgress,
          'ok',
          makeUserProgress({ missions: [], operations: [] }),
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: t.missions })).toBeVisible();
    await expect(canvas.getByText(t.noData)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: /^Operations of/ })).toBeNull();
  },
};

/** GetUserProgress failed: the server's message and Try again, which asks again. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(learningEndpoints.getUserProgress, 'error', undefined, 'Progress is unavailable.'),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Progress is unavailable.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: t.failedTitle })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.retry })).toBeVisible();
  },
};
