import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { learningEndpoints } from '@quest/api';
import { makeContentList, makeLocationContentStatus, mockEndpoint } from '@quest/api/mocks';
import { Component as TaskRoute } from '../../apps/learner/src/features/learning/mission/routes/task-route';
import { Component as TopicsRoute } from '../../apps/learner/src/features/learning/mission/routes/topics-route';
import { paths } from '../../apps/learner/src/routes/paths';
import { currentScreen, ScreenStory, screenHandlers } from '../../apps/learner/src/testing';

const routes = [
  { path: paths.task.path, Component: TaskRoute },
  { path: paths.topics.path, Component: TopicsRoute },
];

const mathematics = paths.task.getHref({ questId: 101, missionId: 1011 });

const meta = {
  title: 'Screens/Mission',
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: '720px' } },
    msw: { handlers: screenHandlers() },
  },
  render: () => <ScreenStory routes={routes} at={mathematics} signedIn />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * /task: the mission's counts and operations; Fractions (sequenceNo 1) is current with its Introduction open.
 */
export const Loaded: Story = {
  tags: ['state-sheet'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mathematics' })).toBeVisible();
    const operations = canvas.getByRole('list', { name: 'Operations' });
    await expect(within(operations).getByRole('listitem', { current: true })).toHaveTextContent('Fractions');
    await expect(canvas.getByRole('button', { name: 'Introduction' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** A PDF card opens /pdf with the place in the query. */
export const JourneyOpenPdf: Story = {
  name: 'Journey: open a PDF',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Understanding Fractions' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Fractions: Chapter Notes' }));
    await canvas.findByRole('heading', { name: 'Next screen: /pdf' });
    await expect(currentScreen().address()).toBe(
      '/pdf?questId=101&missionId=1011&operationId=10111&contentId=201003',
    );
  },
};

/** Selecting an operation makes it current in the address (replaced); Decimals has no contents. */
export const SelectOperation: Story = {
  name: 'Journey: select an operation',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Decimals' }));
    await waitFor(() => expect(currentScreen().address()).toBe(`${mathematics}&operationId=10112`));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Decimals' })).toBeVisible();
    await expect(canvas.getByText('No data available')).toBeVisible();
  },
};

/** A video card plays in the page: its id goes into the address, so a reload keeps it. */
export const PlayInline: Story = {
  name: 'Journey: play a video in place',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Introduction to Fractions' }));
    await waitFor(() =>
      expect(currentScreen().address()).toBe(`${mathematics}&operationId=10111&contentId=201001`),
    );
  },
};

/** Waiting for the content list: skeletons. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: screenHandlers(mockEndpoint(learningEndpoints.getContentList, 'loading')) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the mission…')).toBeInTheDocument();
  },
};

/** The content list failed: the server's message and Try again. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(
          learningEndpoints.getContentList,
          'error',
          undefined,
          'This quest is not assigned to you.',
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This quest is not assigned to you.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A mission without operations: "No data available". */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(learningEndpoints.getContentList, 'ok', makeContentList({ operations: [] })),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mathematics' })).toBeVisible();
    await expect(canvas.getByText('No data available')).toBeVisible();
  },
};

/**
 * The location locks Play: the activity shows a lock; a click or Enter opens nothing (no navigation, no access)
 * but explains the lock in "Locked at your location" (ADR 0113).
 */
export const LocationLocked: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(learningEndpoints.getLocationContentStatus, 'ok', {
          payload: makeLocationContentStatus({ Play: false }),
        }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Practice Fractions' }));
    const card = canvas.getByRole('button', { name: 'Fraction Pizza Builder' });
    await expect(card).toHaveAccessibleDescription(/Locked/);
    const body = within(document.body);
    await userEvent.click(card);
    const dialog = await body.findByRole('alertdialog', { name: 'Locked at your location' });
    await expect(dialog).toHaveAccessibleDescription('Play content is locked for your location.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    card.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByRole('alertdialog', { name: 'Locked at your location' })).toBeVisible();
    await expect(currentScreen().address()).toBe(mathematics);
  },
};

/** A direct link to the Play-locked activity (`contentId` in the address): explained on arrival, nothing opens. */
export const LocationLockedLink: Story = {
  render: () => (
    <ScreenStory
      routes={routes}
      at={paths.task.getHref({ questId: 101, missionId: 1011, operationId: 10111, contentId: 201006 })}
      signedIn
    />
  ),
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(learningEndpoints.getLocationContentStatus, 'ok', {
          payload: makeLocationContentStatus({ Play: false }),
        }),
      ),
    },
  },
  play: async () => {
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Locked at your location' });
    await expect(dialog).toHaveAccessibleDescription('Play content is locked for your location.');
    await expect(within(dialog).getByText('Fraction Pizza Builder')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(currentScreen().address()).toContain('/task');
  },
};

/** The location status call failed: its message as an alert; contents stay open (ADR 0050). */
export const LockStatusFailed: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(learningEndpoints.getLocationContentStatus, 'error', undefined, 'Location not found.'),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Location not found.');
    await expect(canvas.getByRole('button', { name: 'Introduction to Fractions' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** The trial is over: "Trial Expired" opens; after "Not now" the cards stay locked and a card's tap or Buy now
 * reopens it. */
export const TrialOver: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(learningEndpoints.getContentList, 'ok', makeContentList({ isTrialOver: true })),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Trial Expired' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    // Found, not got: after the dialog closes the page may still be settling on a loaded machine (a CI retry).
    const card = await canvas.findByRole('button', { name: 'Introduction to Fractions' });
    await expect(card).toHaveAccessibleDescription(/Locked/);
    await userEvent.click(card);
    const again = await body.findByRole('alertdialog', { name: 'Trial Expired' });
    await expect(currentScreen().address()).toBe(mathematics);
    await userEvent.click(within(again).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Buy now' }));
    await expect(await body.findByRole('alertdialog', { name: 'Trial Expired' })).toBeVisible();
  },
};

/** /topics: the operation's topics alone; back returns to the mission page at that operation. */
export const Topics: Story = {
  name: 'Journey: topics, back to the operation',
  render: () => (
    <ScreenStory
      routes={routes}
      at={paths.topics.getHref({ questId: 101, missionId: 1011, operationId: 10111 })}
      signedIn
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Fractions' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Operations' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentScreen().address()).toBe(`${mathematics}&operationId=10111`));
  },
};
