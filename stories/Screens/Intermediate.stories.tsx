import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { identityEndpoints } from '@quest/api';
import { makeUserInfo, mockEndpoint } from '@quest/api/mocks';
import { intermediateTexts as t } from '@quest/design-system';
import { Component as IntermediateRoute } from '../../apps/learner/src/features/store/intermediate/routes/intermediate-route';
import { paths } from '../../apps/learner/src/routes/paths';
import { currentScreen, ScreenStory, screenHandlers } from '../../apps/learner/src/testing';

const routes = [{ path: paths.intermediate.path, Component: IntermediateRoute }];

const meta = {
  title: 'Screens/Intermediate',
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: '720px' } },
    msw: { handlers: screenHandlers() },
  },
  render: () => <ScreenStory routes={routes} at={paths.intermediate.getHref()} signedIn />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The student's details are loading: the spinner and "Getting your quests ready…". */
export const Loading: Story = {
  parameters: {
    msw: { handlers: screenHandlers(mockEndpoint(identityEndpoints.getCurrentUser, 'loading')) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.loading)).toBeVisible();
  },
};

/**
 * A student with quests lands on /home. The screen has no loaded state of its own: loaded details send the student
 * on at once, so this is a journey.
 */
export const JourneyLandsHome: Story = {
  name: 'Journey: details loaded, on to Home',
  play: async () => {
    await waitFor(() => expect(currentScreen().address()).toBe(paths.home.getHref()));
  },
};

/** A student without quests whom the server sends to the catalogue (showDashboard) lands on /products. */
export const ToProducts: Story = {
  name: 'Journey: on to the products',
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(
          identityEndpoints.getCurrentUser,
          'ok',
          makeUserInfo({ userQuestList: [], showDashboard: true, user_type: 'ExistingUser' }),
        ),
      ),
    },
  },
  play: async () => {
    await waitFor(() => expect(currentScreen().address()).toBe(paths.products.getHref()));
  },
};

/** A live-class invitation (`actionType=schedule`) lands on /home/connect. */
export const ScheduleLink: Story = {
  name: 'Journey: a schedule link, on to Connect',
  render: () => (
    <ScreenStory routes={routes} at={paths.intermediate.getHref({ actionType: 'schedule' })} signedIn />
  ),
  play: async () => {
    await waitFor(() => expect(currentScreen().address()).toBe(paths.homeConnect.getHref()));
  },
};

/** The details could not load: the message and Try again. */
export const Failed: Story = {
  parameters: { msw: { handlers: screenHandlers(mockEndpoint(identityEndpoints.getCurrentUser, 'error')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t.failedTitle })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.retry })).toBeVisible();
  },
};
