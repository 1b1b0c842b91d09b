import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { identityEndpoints } from '@quest/api';
import { identityThrottledMocks, makeAppConfig, mockEndpoint } from '@quest/api/mocks';
import { Component as SignInRoute } from '../../apps/learner/src/features/identity/routes/sign-in-route';
import { paths } from '../../apps/learner/src/routes/paths';
import { currentScreen, ScreenStory, screenHandlers } from '../../apps/learner/src/testing';

/** The demo student of the mocks (makeUserInfo: a quest, so sign-in lands on /home). */
const demo = { username: '9876543210', password: 'Demo@123' };
const routes = [
  { path: paths.root.path, Component: SignInRoute },
  { path: paths.signIn.path, Component: SignInRoute },
];

const meta = {
  title: 'Screens/SignIn',
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: '720px' } },
    msw: { handlers: screenHandlers() },
  },
  render: () => <ScreenStory routes={routes} at="/" />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function signIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/Username/), demo.username);
  await userEvent.type(canvas.getByLabelText(/^Password/), demo.password);
  await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
}

/** A visitor on `/`: the empty form with Remember Me on, Explore and Sign Up offered. */
export const Form: Story = {
  tags: ['state-sheet'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Log In to Your Quest Account!' }),
    ).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Remember Me' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: "I'm a new user. I want to Explore" })).toBeVisible();
    await expect(canvas.getByRole('button', { name: "I'm a new user. I want to Sign Up" })).toBeVisible();
  },
};

/** Login with nothing typed shows both required messages and calls no server. */
export const JourneyEmptyLogin: Story = {
  name: 'Journey: Login with nothing typed',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    // A submit made before the sign-in flow's chunk arrives is replayed when it does (ADR 0083).
    await expect(await canvas.findByText('Username is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await expect(currentScreen().address()).toBe('/');
  },
};

/** Reached from a store action (/signin): only Back, which returns to the start keeping the query. */
export const FromStore: Story = {
  render: () => <ScreenStory routes={routes} at="/signin?AppType=android" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: "I'm a new user. I want to Sign Up" })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentScreen().address()).toBe('/?AppType=android'));
  },
};

/** A refused login: the server's message shows as a toast, the password is cleared, the student stays on `/`. */
export const LoginFailure: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(identityEndpoints.authenticateUser, 'error', undefined, 'Invalid username or password.'),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    const toast = await within(document.body).findByRole('alert');
    await expect(toast).toHaveTextContent('Invalid username or password.');
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText(/^Password/)).toHaveValue(''));
    await expect(canvas.getByLabelText(/Username/)).toHaveValue(demo.username);
    await expect(currentScreen().address()).toBe('/');
    await expect(currentScreen().storages.session.getItem('token')).toBeNull();
  },
};

/** Too many wrong passwords (ADR 0099): the server's 429 message names the wait and shows like any refusal. */
export const TooManyAttempts: Story = {
  parameters: { msw: { handlers: screenHandlers(identityThrottledMocks.authenticateUser) } },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    const toast = await within(document.body).findByRole('alert');
    await expect(toast).toHaveTextContent('Too many sign-in attempts. Please try again in 2 minutes.');
    await expect(currentScreen().address()).toBe('/');
    await expect(currentScreen().storages.session.getItem('token')).toBeNull();
  },
};

/**
 * Signed in: the token goes to sessionStorage, Remember Me keeps only the user name, and the student is sent to
 * /home (the demo student has a quest).
 */
export const SignedIn: Story = {
  name: 'Journey: sign in, on to Home',
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    await within(canvasElement).findByRole('heading', { name: 'Next screen: /home' });
    const { address, storages } = currentScreen();
    await expect(address()).toBe('/home');
    await expect(storages.session.getItem('token')).toBe('mock-session-token');
    await expect(storages.local.getItem('userName')).toBe(demo.username);
    const stored = JSON.stringify([storages.session.entries(), storages.local.entries()]);
    await expect(stored).not.toContain(demo.password);
  },
};

/** A schedule link (`/?actionType=schedule`) signs in to /home/connect. */
export const SignedInFromScheduleLink: Story = {
  name: 'Journey: sign in from a schedule link',
  render: () => <ScreenStory routes={routes} at="/?actionType=schedule" />,
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    await within(canvasElement).findByRole('heading', { name: 'Next screen: /home/connect' });
    await expect(currentScreen().address()).toBe('/home/connect');
  },
};

/** Inside the Android wrapper, Remember Me hands the credentials to the host (never to web storage). */
export const SignedInInWrapper: Story = {
  name: 'Journey: sign in inside the Android wrapper',
  render: () => <ScreenStory routes={routes} at="/" host="android" />,
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    await within(canvasElement).findByRole('heading', { name: 'Next screen: /home' });
    const { host, storages } = currentScreen();
    await expect(host.calls).toContainEqual({
      method: 'rememberMe',
      args: [demo.username, demo.password, true],
    });
    await expect(JSON.stringify(storages.local.entries())).not.toContain(demo.password);
  },
};

/** A student who already has a session and opens `/` goes straight to /home. */
export const AlreadySignedIn: Story = {
  name: 'Journey: already signed in, on to Home',
  render: () => <ScreenStory routes={routes} at="/" signedIn />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Next screen: /home' });
    await expect(currentScreen().address()).toBe('/home');
  },
};

/** Remember Me from an earlier visit: the user name is prefilled; the password never is. */
export const Remembered: Story = {
  render: () => (
    <ScreenStory routes={routes} at="/" storage={{ local: { remember: 'true', userName: demo.username } }} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Username/)).toHaveValue(demo.username);
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('');
  },
};

/** Privacy Policy and Terms and Conditions open the configured terms URL outside the app. */
export const PolicyLinks: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(
          identityEndpoints.getConfig,
          'ok',
          makeAppConfig({ tcUrl: '/content/pages/terms.html' }),
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { host } = currentScreen();
    // The link works once the config is in: wait until a click opens the terms URL.
    await waitFor(async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Terms and Conditions' }));
      await expect(host.calls.length).toBeGreaterThan(0);
    });
    await expect(host.calls[0]).toEqual({
      method: 'window.open',
      args: ['/content/pages/terms.html', '_blank', 'noopener,noreferrer'],
    });
  },
};
