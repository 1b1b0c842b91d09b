import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { identityEndpoints } from '@quest/api';
import { makeNewUserInfo, mockEndpoint } from '@quest/api/mocks';
import { Component as EnterDetailsRoute } from '../../apps/learner/src/features/identity/routes/enter-details-route';
import { paths } from '../../apps/learner/src/routes/paths';
import { currentScreen, ScreenStory, screenHandlers } from '../../apps/learner/src/testing';

const routes = [
  { path: paths.userDetails.path, Component: EnterDetailsRoute },
  { path: paths.boardGrade.path, Component: EnterDetailsRoute },
];

/** What the sign-up wizard hands over: the new userId and the coupon applied on its promo step. */
const handedOver = { userId: 2001, promoCode: 'QUEST5' };

/** The last UpdateUser body the mock received (the Loaded story checks what the screen sent). */
let lastUpdate: unknown = null;
const recordingUpdate = mockEndpoint(identityEndpoints.updateUser, 'ok', async (request) => {
  lastUpdate = await request.clone().json();
  return { questId: 104, questname: 'Free Starter Quest' };
});

const meta = {
  title: 'Screens/EnterDetails',
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: '720px' } },
    msw: { handlers: screenHandlers(recordingUpdate) },
  },
  render: () => (
    <ScreenStory
      routes={routes}
      at={{ pathname: paths.userDetails.getHref(), state: handedOver }}
      signedIn
      storage={{ session: { utm: 'utm_source=play_store&utm_campaign=back_to_school' } }}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const board = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: /Select Board/ });
const grade = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: /Select Grade/ });

/** Boards and grades are on their way: both selects wait. */
export const BoardsLoading: Story = {
  parameters: {
    msw: { handlers: screenHandlers(mockEndpoint(identityEndpoints.getBoardGrade, 'loading')) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Enter Details' })).toBeVisible();
    await expect(board(canvasElement)).toBeDisabled();
    await expect(grade(canvasElement)).toBeDisabled();
  },
};

/** Loaded: the boards are ready, the name is prefilled from the student and the grade waits for a board. */
export const BoardsLoaded: Story = {
  tags: ['state-sheet'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(board(canvasElement)).toBeEnabled());
    await waitFor(() => expect(canvas.getByLabelText(/^Name/)).toHaveValue('Aarav'));
    await expect(grade(canvasElement)).toBeDisabled();
  },
};

/**
 * The grade lists only the chosen board's grades and is cleared when the board changes; Continue sends UpdateUser
 * (userId and coupon from the wizard, UTM data of the landing) and the student goes on to /home.
 */
export const JourneyFillDetails: Story = {
  name: 'Journey: fill in the details and continue',
  play: async ({ canvasElement }) => {
    lastUpdate = null;
    const canvas = within(canvasElement);
    await waitFor(() => expect(board(canvasElement)).toBeEnabled());
    await waitFor(() => expect(canvas.getByLabelText(/^Name/)).toHaveValue('Aarav'));
    await userEvent.selectOptions(board(canvasElement), 'CBSE');
    await userEvent.selectOptions(grade(canvasElement), 'Grade 7');
    await expect(grade(canvasElement)).toHaveValue('107');
    await userEvent.selectOptions(board(canvasElement), 'ICSE');
    await expect(grade(canvasElement)).toHaveValue('');
    await userEvent.selectOptions(grade(canvasElement), 'Grade 6');
    await userEvent.clear(canvas.getByLabelText(/^Name/));
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Ananya Rao');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await canvas.findByRole('heading', { name: 'Next screen: /home' });
    await expect(lastUpdate).toMatchObject({
      userId: 2001,
      firstName: 'Ananya Rao',
      boardId: 2,
      gradeId: 206,
      promoCode: 'QUEST5',
    });
    await expect(currentScreen().address()).toBe('/home');
  },
};

/** A student with no quests and showDashboard set goes on to /products. */
export const ToProducts: Story = {
  name: 'Journey: on to the products',
  parameters: {
    msw: {
      handlers: screenHandlers(
        recordingUpdate,
        mockEndpoint(identityEndpoints.getCurrentUser, 'ok', makeNewUserInfo()),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(board(canvasElement)).toBeEnabled());
    await userEvent.selectOptions(board(canvasElement), 'CBSE');
    await userEvent.selectOptions(grade(canvasElement), 'Grade 6');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await canvas.findByRole('heading', { name: 'Next screen: /products' });
  },
};

/** Boards and grades failed to load: the server's message with Try again, which loads them. */
export const BoardsFailed: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(identityEndpoints.getBoardGrade, 'error', undefined, 'Boards are not available.'),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Boards are not available.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(board(canvasElement)).toBeDisabled();
  },
};

/** Continue with nothing chosen: the three messages, and no call is made. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    lastUpdate = null;
    const canvas = within(canvasElement);
    await waitFor(() => expect(board(canvasElement)).toBeEnabled());
    await waitFor(() => expect(canvas.getByLabelText(/^Name/)).toHaveValue('Aarav'));
    await userEvent.clear(canvas.getByLabelText(/^Name/));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Name is required')).toBeVisible();
    await expect(canvas.getByText('Please select board')).toBeVisible();
    await expect(canvas.getByText('Please select grade')).toBeVisible();
    await expect(lastUpdate).toBeNull();
  },
};

/** UpdateUser failed: the server's message in a danger dialog; after OK the choices are still there. */
export const SaveFailed: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(identityEndpoints.updateUser, 'error', undefined, 'Please select grade'),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(board(canvasElement)).toBeEnabled());
    await userEvent.selectOptions(board(canvasElement), 'CBSE');
    await userEvent.selectOptions(grade(canvasElement), 'Grade 6');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const dialog = within(
      await within(document.body).findByRole('alertdialog', { name: 'Please select grade' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    await expect(grade(canvasElement)).toHaveValue('106');
    await expect(currentScreen().address()).toBe('/userdetails');
  },
};
