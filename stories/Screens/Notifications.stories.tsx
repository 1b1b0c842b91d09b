import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { communityEndpoints, identityEndpoints } from '@quest/api';
import { makeAppConfig, mockEndpoint } from '@quest/api/mocks';
import { notificationsTexts as t } from '@quest/design-system';
import { Component as HomeShellRoute } from '../../apps/learner/src/features/home/routes/home-shell-route';
import { Component as NotificationsRoute } from '../../apps/learner/src/features/community/notifications/routes/notifications-route';
import { paths } from '../../apps/learner/src/routes/paths';
import { currentScreen, ScreenStory, screenHandlers } from '../../apps/learner/src/testing';

const routes = [
  {
    path: paths.home.path,
    Component: HomeShellRoute,
    children: [{ path: paths.homeNotification.path, Component: NotificationsRoute }],
  },
];

/** The server's clock: 14 March 2025, 4:10 PM in India, so March 2025 (the mocks' month) is the current month. */
const serverClock = mockEndpoint(
  identityEndpoints.getConfig,
  'ok',
  makeAppConfig({ currentTime: '2025-03-14T10:40:00.000Z' }),
);
const handlers = (...overrides: Parameters<typeof screenHandlers>) =>
  screenHandlers(serverClock, ...overrides);

const meta = {
  title: 'Screens/Notifications',
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: '720px' } },
    msw: { handlers: handlers() },
  },
  render: () => <ScreenStory routes={routes} at={paths.homeNotification.getHref()} signedIn />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The month's notifications are loading: card shapes, announced once. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: handlers(mockEndpoint(communityEndpoints.getNotification, 'loading')) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.loading)).toBeInTheDocument();
  },
};

/** The current month's notifications, newest first; next month is disabled. */
export const Loaded: Story = {
  tags: ['state-sheet'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: `${t.title}, March 2025` });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Next month' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Previous month puts the month in the address (so Back returns to it) and enables next month again. */
export const JourneyPreviousMonth: Story = {
  name: 'Journey: the previous month',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: `${t.title}, March 2025` });
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await waitFor(() =>
      expect(currentScreen().address()).toBe(paths.homeNotification.getHref({ month: '2025-02' })),
    );
    await expect(await canvas.findByText('February 2025')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next month' })).not.toHaveAttribute('aria-disabled');
  },
};

/** No notification this month: the spec's "Notification not available.". */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: handlers(mockEndpoint(communityEndpoints.getNotification, 'ok', { notificationList: [] })),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.empty)).toBeVisible();
  },
};

/** The month could not be loaded: a quiet failure with Try again, not an empty list (ADR 0062). */
export const Failed: Story = {
  parameters: {
    msw: { handlers: handlers(mockEndpoint(communityEndpoints.getNotification, 'error')) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: t.failedTitle })).toBeVisible();
    await expect(canvas.queryByText(t.empty)).toBeNull();
    await expect(canvas.getByRole('button', { name: t.retry })).toBeVisible();
  },
};
