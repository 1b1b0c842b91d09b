import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { communityEndpoints, identityEndpoints, learningEndpoints } from '@quest/api';
import { makeCoderCompetition, makeCurrentUserQuest, makeUserInfo, mockEndpoint } from '@quest/api/mocks';
import {
  codingCompetitionDialogTexts as competitionTexts,
  homeDashboardTexts as t,
  specialMissionDialogTexts as missionTexts,
} from '@quest/design-system';
import { Component as HomeDashboardRoute } from '../../apps/learner/src/features/home/routes/home-dashboard-route';
import { Component as HomeShellRoute } from '../../apps/learner/src/features/home/routes/home-shell-route';
import { paths } from '../../apps/learner/src/routes/paths';
import { currentScreen, ScreenStory, screenHandlers } from '../../apps/learner/src/testing';

const routes = [
  {
    path: paths.home.path,
    Component: HomeShellRoute,
    children: [{ index: true, Component: HomeDashboardRoute }],
  },
];

/** The current user of a story: the mocks' Aarav with some fields changed. */
const userIs = (overrides: Parameters<typeof makeUserInfo>[0]) =>
  mockEndpoint(identityEndpoints.getCurrentUser, 'ok', makeUserInfo(overrides));
const invited = userIs({ coderCompetition: makeCoderCompetition({ status: 'NotRegistered' }) });
const registered = userIs({ coderCompetition: makeCoderCompetition({ status: 'Registered' }) });

const meta = {
  title: 'Screens/Home',
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: '720px' } },
    msw: { handlers: screenHandlers() },
  },
  render: () => <ScreenStory routes={routes} at={paths.home.getHref()} signedIn />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Loading the student: the dashboard's skeletons, announced once. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: screenHandlers(mockEndpoint(identityEndpoints.getCurrentUser, 'loading')) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.loading)).toBeInTheDocument();
  },
};

/**
 * Loaded: the current quest with its progress, its missions, the quests and the student. No competition dialog
 * (this student has entered already); the quest header links to the quest's learning tool.
 */
export const Loaded: Story = {
  tags: ['state-sheet'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Grade 6 Explorer Quest' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: /Go Coderz/ })).toBeVisible();
    await expect(body().queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('link', { name: t.learningTool })).toHaveAttribute(
      'href',
      paths.nexool.getHref({ questId: 101 }),
    );
  },
};

/** "Open learning tool" opens /nexool for the current quest inside the app. */
export const OpenLearningTool: Story = {
  name: 'Journey: open the learning tool',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: t.learningTool }));
    await waitFor(() => expect(currentScreen().address()).toBe(paths.nexool.getHref({ questId: 101 })));
  },
};

/** The leaderboard button of the home shell opens the quest's leaderboard. */
export const Leaderboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Grade 6 Explorer Quest' });
    await userEvent.click(canvas.getByRole('button', { name: 'Leaderboard' }));
    const dialog = await body().findByRole('dialog', { name: 'Leaderboard' });
    await expect(await within(dialog).findByRole('list', { name: 'Leaderboard' })).toBeVisible();
  },
};

/** No quest yet: the spec's "Quest assign" warning instead of missions. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(userIs({ userQuestList: [], lastQuestAccessed: null, lastQuestName: null })),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.emptyQuests)).toBeVisible();
  },
};

const trialOver = {
  msw: {
    handlers: screenHandlers(
      userIs({
        userQuestList: [makeCurrentUserQuest({ isOnTrial: true, isTrialOver: true })],
        coderCompetition: makeCoderCompetition({ status: 'NotRegistered' }),
      }),
    ),
  },
};

/** The trial is over: "Trial Expired" opens over the locked missions; no competition prompt over it. */
export const Locked: Story = {
  parameters: trialOver,
  play: async () => {
    const dialog = await body().findByRole('alertdialog', { name: 'Trial Expired' });
    await expect(body().queryByRole('dialog')).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Not now' })).toBeVisible();
  },
};

/** Not now closes "Trial Expired": the missions stay locked and the waiting competition prompt may open. */
export const JourneyTrialNotNow: Story = {
  name: 'Journey: not now on an expired trial',
  parameters: trialOver,
  play: async ({ canvasElement }) => {
    const dialog = await body().findByRole('alertdialog', { name: 'Trial Expired' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await expect(within(canvasElement).getByText(t.trialMessage)).toBeVisible();
    await expect(await body().findByRole('dialog', { name: competitionTexts.title })).toBeVisible();
  },
};

/** The student could not be loaded: the message and Try again. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(
          identityEndpoints.getCurrentUser,
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

/**
 * An eligible student who has not joined: the coding-competition prompt. Confirm records the registration and
 * shows the thank-you; Ok closes it, and the special mission's modal does not follow in the same visit.
 */
export const CompetitionPrompt: Story = {
  parameters: { msw: { handlers: screenHandlers(invited) } },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: competitionTexts.title }));
    await expect(dialog.getByRole('button', { name: competitionTexts.notNow })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: competitionTexts.confirm }));
    await expect(await dialog.findByText(competitionTexts.thanksMessage)).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('button', { name: competitionTexts.ok })).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: competitionTexts.ok }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** "Not now" hides the prompt for the rest of the visit. */
export const CompetitionNotNow: Story = {
  parameters: { msw: { handlers: screenHandlers(invited) } },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: competitionTexts.title });
    await userEvent.click(within(dialog).getByRole('button', { name: competitionTexts.notNow }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** Recording the registration failed: the server's message as an alert; Confirm can be pressed again. */
export const CompetitionFailed: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        invited,
        mockEndpoint(
          identityEndpoints.registerCoderCompetition,
          'error',
          undefined,
          'You are not eligible for the coding competition.',
        ),
      ),
    },
  },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: competitionTexts.title }));
    await userEvent.click(dialog.getByRole('button', { name: competitionTexts.confirm }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'You are not eligible for the coding competition.',
    );
    await expect(dialog.getByRole('button', { name: competitionTexts.confirm })).toBeVisible();
  },
};

/**
 * A registered student who has not submitted: the special mission's modal with the masterclasses; an upload of
 * the project shows "Uploaded successfully"; "Open mission" goes to the GO_CODERZ task page.
 */
export const SpecialMission: Story = {
  name: 'Journey: start the special mission',
  parameters: { msw: { handlers: screenHandlers(registered) } },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: 'Go Coderz' }));
    await expect(dialog.getByText(missionTexts.registered)).toBeVisible();
    await expect(
      await dialog.findByRole('link', { name: /Getting Started with Block Coding/ }),
    ).toBeVisible();
    await userEvent.upload(
      dialog.getByLabelText(`Choose files ${missionTexts.files}`),
      new File(['print("maze")'], 'maze.py', { type: 'text/x-python' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: missionTexts.uploadButton }));
    await expect(await dialog.findByText(missionTexts.uploadSuccess)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: missionTexts.openMission }));
    await waitFor(() => expect(currentScreen().address()).toMatch(/^\/task\?/));
  },
};

/** The masterclasses could not be loaded and the upload failed: both messages; the modal stays usable. */
export const SpecialMissionFailures: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        registered,
        mockEndpoint(
          communityEndpoints.getMasterclassLinks,
          'error',
          undefined,
          'Masterclasses are unavailable.',
        ),
        mockEndpoint(communityEndpoints.uploadMasterclassFiles, 'error', undefined, 'File upload failed'),
      ),
    },
  },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: 'Go Coderz' }));
    await expect(await dialog.findByText('Masterclasses are unavailable.')).toBeVisible();
    await userEvent.upload(
      dialog.getByLabelText(`Choose files ${missionTexts.files}`),
      new File(['x'], 'a.txt', { type: 'text/plain' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: missionTexts.uploadButton }));
    await expect(await dialog.findByText(missionTexts.uploadFailed)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: missionTexts.notNow }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** The special mission's modal waits for the content list (it needs the GO_CODERZ mission). */
export const SpecialMissionWithoutMission: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(registered, mockEndpoint(learningEndpoints.getContentList, 'loading')),
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(t.loadingMissions);
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};
