import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { communityEndpoints, identityEndpoints } from '@quest/api';
import { makeAppConfig, mockEndpoint } from '@quest/api/mocks';
import { liveClassesTexts as t } from '@quest/design-system';
import { Component as HomeShellRoute } from '../../apps/learner/src/features/home/routes/home-shell-route';
import { Component as LiveClassesRoute } from '../../apps/learner/src/features/community/live-classes/routes/live-classes-route';
import { paths } from '../../apps/learner/src/routes/paths';
import { currentScreen, ScreenStory, screenHandlers } from '../../apps/learner/src/testing';

const routes = [
  {
    path: paths.home.path,
    Component: HomeShellRoute,
    children: [{ path: paths.homeConnect.path, Component: LiveClassesRoute }],
  },
];

/**
 * The server's clock: 14 March 2025, 4:10 PM in India (the mocks' day). The English class ended, Mathematics is
 * live, Coding starts in 3 minutes (Join already), Science in an hour.
 */
const serverClock = mockEndpoint(
  identityEndpoints.getConfig,
  'ok',
  makeAppConfig({ currentTime: '2025-03-14T10:40:00.000Z' }),
);
const handlers = (...overrides: Parameters<typeof screenHandlers>) =>
  screenHandlers(serverClock, ...overrides);

const meta = {
  title: 'Screens/Live Classes',
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: '720px' } },
    msw: { handlers: handlers() },
  },
  render: () => <ScreenStory routes={routes} at={paths.homeConnect.getHref()} signedIn />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvas: ReturnType<typeof within>, name: string) => canvas.findByRole('article', { name });

/** Today's schedule is loading: card shapes, announced once. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: handlers(mockEndpoint(communityEndpoints.getCurrentUserSchedules, 'loading')) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.loading)).toBeInTheDocument();
  },
};

/** Today's classes with the button of the rule on the server's clock. */
export const Loaded: Story = {
  tags: ['state-sheet'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const coding = await card(canvas, 'Loops and Patterns in Block Coding');
    await expect(await within(coding).findByRole('button', { name: 'Join' })).toBeVisible();
    const science = await card(canvas, 'Separation of Substances');
    await expect(within(science).getByRole('button', { name: 'Upcoming' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const english = await card(canvas, 'Reading Comprehension: The Friendly Mongoose');
    await expect(within(english).getByRole('button', { name: 'View recording' })).toBeVisible();
  },
};

/** Join opens the class's web link in a new tab. */
export const JourneyJoin: Story = {
  name: 'Journey: join a class',
  play: async ({ canvasElement }) => {
    const coding = await card(within(canvasElement), 'Loops and Patterns in Block Coding');
    await userEvent.click(await within(coding).findByRole('button', { name: 'Join' }));
    await waitFor(() =>
      expect(currentScreen().host.calls).toContainEqual({
        method: 'window.open',
        args: ['https://meet.example.com/quest/g6-maths-unlike-fractions', '_blank', 'noopener,noreferrer'],
      }),
    );
  },
};

/** Inside the Android wrapper, Join hands the app join link to the host's opener. */
export const JoinInWrapper: Story = {
  render: () => <ScreenStory routes={routes} at={paths.homeConnect.getHref()} signedIn host="android" />,
  play: async ({ canvasElement }) => {
    const maths = await card(within(canvasElement), 'Adding and Subtracting Unlike Fractions');
    await userEvent.click(await within(maths).findByRole('button', { name: 'Join' }));
    await waitFor(() =>
      expect(currentScreen().host.calls).toContainEqual({
        method: 'openUrl',
        args: ['https://meet.example.com/app/quest/g6-maths-unlike-fractions'],
      }),
    );
  },
};

/** No class today: the spec's "No data available". */
export const Empty: Story = {
  parameters: {
    msw: { handlers: handlers(mockEndpoint(communityEndpoints.getCurrentUserSchedules, 'ok', [])) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.empty)).toBeVisible();
  },
};

/** Today's schedule could not be loaded: the failure and Try again. */
export const Failed: Story = {
  parameters: {
    msw: { handlers: handlers(mockEndpoint(communityEndpoints.getCurrentUserSchedules, 'error')) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: t.failedTitle })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.retry })).toBeVisible();
  },
};
