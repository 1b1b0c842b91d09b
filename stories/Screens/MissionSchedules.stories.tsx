import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { communityEndpoints, identityEndpoints } from '@quest/api';
import { makeAppConfig, makeTrialSchedules, mockEndpoint } from '@quest/api/mocks';
import { missionSchedulesTexts as t } from '@quest/design-system';
import { Component as MissionSchedulesRoute } from '../../apps/learner/src/features/community/schedules/routes/mission-schedules-route';
import { paths } from '../../apps/learner/src/routes/paths';
import { currentScreen, ScreenStory, screenHandlers } from '../../apps/learner/src/testing';

const routes = [{ path: paths.missionsSchedules.path, Component: MissionSchedulesRoute }];
const at = paths.missionsSchedules.getHref({ questId: 101, missionId: 1013 });

/**
 * The server's clock: 14 March 2025, 4:10 PM in India. Session 1 (12 March) is over, Session 2 (today 5:00 PM)
 * starts in 50 minutes, Session 4 (16 March) later.
 */
const serverClock = mockEndpoint(
  identityEndpoints.getConfig,
  'ok',
  makeAppConfig({ currentTime: '2025-03-14T10:40:00.000Z' }),
);
const handlers = (...overrides: Parameters<typeof screenHandlers>) =>
  screenHandlers(serverClock, ...overrides);

const meta = {
  title: 'Screens/Mission Schedules',
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: '720px' } },
    msw: { handlers: handlers() },
  },
  render: () => <ScreenStory routes={routes} at={at} signedIn />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mission's schedule is loading: the fallback title and card shapes, announced once. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: handlers(mockEndpoint(communityEndpoints.getTrialSchedules, 'loading')) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.loading)).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: t.fallbackTitle })).toBeVisible();
  },
};

/** The mission's sessions with their buttons on the server's clock, and its operations. */
export const Loaded: Story = {
  tags: ['state-sheet'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Live Science Lab' })).toBeVisible();
    const past = canvas.getByRole('article', { name: 'Session 1: Magnets Attract and Repel' });
    await expect(within(past).getByRole('button', { name: 'View recording' })).toBeVisible();
    const today = canvas.getByRole('article', { name: 'Session 2: Make Your Own Compass' });
    await expect(await within(today).findByRole('button', { name: 'Upcoming' })).toBeVisible();
    await expect(today).toHaveTextContent('Friday 14 Mar 2025');
    await expect(canvas.getByRole('button', { name: 'Electricity Lab' })).toBeVisible();
  },
};

/** An operation tile opens /topics at that operation. */
export const JourneyOpenOperation: Story = {
  name: 'Journey: open an operation',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Electricity Lab' }));
    await waitFor(() =>
      expect(currentScreen().address()).toBe(
        paths.topics.getHref({ questId: 101, missionId: 1013, operationId: 10132 }),
      ),
    );
  },
};

/** Share on the web without the Web Share API copies the invite and says so. */
export const Share: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const today = await canvas.findByRole('article', { name: 'Session 2: Make Your Own Compass' });
    await userEvent.click(within(today).getByRole('button', { name: 'Share' }));
    await expect(await within(document.body).findByText('Sharing is not available here.')).toBeVisible();
  },
};

/** Inside the Android wrapper, Share hands the invite text to the host. */
export const ShareInWrapper: Story = {
  render: () => <ScreenStory routes={routes} at={at} signedIn host="android" />,
  play: async ({ canvasElement }) => {
    const today = await within(canvasElement).findByRole('article', {
      name: 'Session 2: Make Your Own Compass',
    });
    await userEvent.click(within(today).getByRole('button', { name: 'Share' }));
    await waitFor(() => {
      const share = currentScreen().host.calls.find((call) => call.method === 'share');
      expect(String(share?.args[0])).toContain('"Session 2: Make Your Own Compass" (Live Science Lab)');
    });
  },
};

/** The mission has no sessions and no operations: the spec's "No data available". */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: handlers(
        mockEndpoint(
          communityEndpoints.getTrialSchedules,
          'ok',
          makeTrialSchedules({ schedules: [], operations: [] }),
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.empty)).toBeVisible();
  },
};

const schedulesFail = {
  msw: { handlers: handlers(mockEndpoint(communityEndpoints.getTrialSchedules, 'error')) },
};

/** The schedule could not be loaded: the failure, Try again and Back. */
export const Failed: Story = {
  parameters: schedulesFail,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: t.failedTitle })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.retry })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

/** Back still goes home when the schedule could not be loaded. */
export const JourneyBackAfterFailure: Story = {
  name: 'Journey: back home after a failed load',
  parameters: schedulesFail,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: t.failedTitle });
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentScreen().address()).toBe(paths.home.getHref({ questId: 101 })));
  },
};
