import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { communityEndpoints } from '@quest/api';
import { makeQueryMessages, mockEndpoint } from '@quest/api/mocks';
import { queryBoxTexts as t } from '@quest/design-system';
import { Component as HomeShellRoute } from '../../apps/learner/src/features/home/routes/home-shell-route';
import { Component as QueryBoxRoute } from '../../apps/learner/src/features/community/querybox/querybox-route';
import { composeMessages } from '../../apps/learner/src/features/community/querybox/querybox-model';
import { paths } from '../../apps/learner/src/routes/paths';
import { currentScreen, ScreenStory, screenHandlers } from '../../apps/learner/src/testing';

const routes = [
  {
    path: paths.home.path,
    Component: HomeShellRoute,
    children: [{ path: paths.homeQuerybox.path, Component: QueryBoxRoute }],
  },
];

const meta = {
  title: 'Screens/Query Box',
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: '720px' } },
    msw: { handlers: screenHandlers() },
  },
  render: () => <ScreenStory routes={routes} at={paths.homeQuerybox.getHref()} signedIn />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** GetMessageList has not answered: list-item shapes. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: screenHandlers(mockEndpoint(communityEndpoints.getMessageList, 'loading')) },
  },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByText('Loading…')).length).toBeGreaterThan(0);
  },
};

/** The learner's queries, newest first. */
export const Loaded: Story = {
  tags: ['state-sheet'],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: /Doubt in adding unlike fractions/ }),
    ).toBeVisible();
  },
};

/** Opening a query puts it in the address and shows its replies. */
export const JourneyOpenQuery: Story = {
  name: 'Journey: open a query',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Doubt in adding unlike fractions/ }));
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Doubt in adding unlike fractions' }),
    ).toBeVisible();
    await waitFor(() => expect(currentScreen().address()).toContain('messageId=1'));
  },
};

/** No queries yet. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: screenHandlers(mockEndpoint(communityEndpoints.getMessageList, 'empty', [])) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.empty)).toBeVisible();
  },
};

/** The list failed: ErrorView with Try again. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(
          communityEndpoints.getMessageList,
          'error',
          undefined,
          'Network error. Please try again.',
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Network error. Please try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.retry })).toBeVisible();
  },
};

/** Send with nothing entered: the spec's subject and mission messages; the dialog stays open. */
export const ComposeValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /Doubt in adding unlike fractions/ });
    await userEvent.click(canvas.getByRole('button', { name: t.compose }));
    const dialog = await body().findByRole('dialog', { name: t.composeTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(await within(dialog).findByText(composeMessages.subject)).toBeVisible();
    await expect(within(dialog).getByText(composeMessages.mission.trim())).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Fractions');
    await expect(within(dialog).queryByText(composeMessages.subject)).toBeNull();
    await expect(within(dialog).getByText(composeMessages.mission.trim())).toBeVisible();
  },
};

/** Opened at ?messageId=1: the thread with its replies and the reply panel. */
export const Detail: Story = {
  render: () => <ScreenStory routes={routes} at={paths.homeQuerybox.getHref({ messageId: 1 })} signedIn />,
  parameters: {
    msw: {
      handlers: screenHandlers(mockEndpoint(communityEndpoints.getMessageList, 'ok', makeQueryMessages())),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Doubt in adding unlike fractions' }),
    ).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Reply' })).toBeVisible();
    await userEvent.click(
      within(canvas.getByRole('form', { name: 'Reply' })).getByRole('button', { name: 'Send reply' }),
    );
    await expect(await canvas.findByText('Please write a reply or attach a file.')).toBeVisible();
  },
};
