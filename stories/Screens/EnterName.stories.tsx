import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { identityEndpoints } from '@quest/api';
import { http, HttpResponse } from 'msw';
import { mockEndpoint, mockUrl } from '@quest/api/mocks';
import { Component as EnterNameRoute } from '../../apps/learner/src/features/identity/routes/enter-name-route';
import { paths } from '../../apps/learner/src/routes/paths';
import { currentScreen, ScreenStory, screenHandlers } from '../../apps/learner/src/testing';

const routes = [{ path: paths.enterName.path, Component: EnterNameRoute }];

const meta = {
  title: 'Screens/EnterName',
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: '720px' } },
    msw: { handlers: screenHandlers() },
  },
  render: () => (
    <ScreenStory
      routes={routes}
      at={paths.enterName.getHref()}
      signedIn
      storage={{ local: { AppType: 'android' }, session: { appId: '7' } }}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter Your Name: the empty name field and Continue. */
export const Form: Story = {
  tags: ['state-sheet'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Enter Your Name' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};

/** Continue with no name says it is required; a name saves and the student goes to /home. */
export const JourneyEnterName: Story = {
  name: 'Journey: enter a name and continue',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Name is required')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Ananya Rao');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await canvas.findByRole('heading', { name: 'Next screen: /home' });
    await expect(currentScreen().address()).toBe('/home');
  },
};

/** UpdateUser failed: the server's message in a danger dialog; the typed name stays. */
export const SaveFailed: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(identityEndpoints.updateUser, 'error', undefined, 'Name could not be saved.'),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Ananya Rao');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const dialog = within(
      await within(document.body).findByRole('alertdialog', { name: 'Name could not be saved.' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue('Ananya Rao');
    await expect(currentScreen().address()).toBe('/entername');
  },
};

/**
 * The student cannot be loaded: the session is reset and the student returns to `/`, keeping app type and app
 * id in the address; the token is gone.
 */
export const JourneyCurrentUserFailed: Story = {
  name: 'Journey: the student cannot be read, back to sign-in',
  parameters: {
    msw: { handlers: screenHandlers(mockEndpoint(identityEndpoints.getCurrentUser, 'error')) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Ananya Rao');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await canvas.findByRole('heading', { name: 'Next screen: /' });
    const { address, storages } = currentScreen();
    await waitFor(() => expect(address()).toBe('/?AppType=android&AppId=7'));
    await expect(storages.session.getItem('token')).toBeNull();
    await expect(storages.local.getItem('AppType')).toBe('android');
  },
};

/**
 * The session ran out while the student typed (the server answers 401): storage is cleared and the student is
 * back on `/` with app type and app id, as after any "session invalid".
 */
export const SessionExpired: Story = {
  name: 'Journey: session expired, back to sign-in',
  parameters: {
    msw: {
      handlers: screenHandlers(
        http.post(mockUrl(identityEndpoints.updateUser), () =>
          HttpResponse.json({ error: 'Your session has expired. Please sign in again.' }, { status: 401 }),
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Ananya Rao');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await canvas.findByRole('heading', { name: 'Next screen: /' });
    const { address, storages } = currentScreen();
    await expect(address()).toBe('/?AppType=android&AppId=7');
    await expect(storages.session.entries()).toEqual({});
  },
};
