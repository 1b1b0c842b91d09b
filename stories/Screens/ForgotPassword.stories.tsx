import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { identityEndpoints } from '@quest/api';
import { identityThrottledMocks, mockEndpoint } from '@quest/api/mocks';
import { Component as SignInRoute } from '../../apps/learner/src/features/identity/routes/sign-in-route';
import { paths } from '../../apps/learner/src/routes/paths';
import { currentScreen, ScreenStory, screenHandlers } from '../../apps/learner/src/testing';

/** The Forgot Password dialog lives on the sign-in screen, in the address (`?dialog=forgot-password`, ADR 0046). */
const routes = [{ path: paths.root.path, Component: SignInRoute }];
const username = '9876543214';
const body = () => within(document.body);
const forgot = () => body().findByRole('dialog', { name: 'Forgot Password' });
const verification = () => body().findByRole('dialog', { name: 'Verification' });

const meta = {
  title: 'Screens/ForgotPassword',
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: '720px' } },
    msw: { handlers: screenHandlers() },
  },
  render: () => <ScreenStory routes={routes} at="/?dialog=forgot-password" />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function sendCode() {
  const dialog = within(await forgot());
  await userEvent.type(dialog.getByLabelText(/Username/), username);
  await userEvent.click(dialog.getByRole('button', { name: 'Send OTP' }));
}

/** Step 1 over the sign-in screen: the user name is asked for first; Send OTP with none says it is required. */
export const Username: Story = {
  tags: ['state-sheet'],
  play: async () => {
    const dialog = within(await forgot());
    await waitFor(() => expect(dialog.getByLabelText(/Username/)).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: 'Send OTP' }));
    await expect(dialog.getByText('Username is required')).toBeVisible();
  },
};

/** An unknown user name: the server's message shows in the dialog and the name stays to be corrected. */
export const UnknownUser: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(
          identityEndpoints.resetVerifyUser,
          'error',
          undefined,
          'No account found with this username.',
        ),
      ),
    },
  },
  play: async () => {
    await sendCode();
    const dialog = within(await forgot());
    await expect(await dialog.findByRole('alert')).toHaveTextContent('No account found with this username.');
    await expect(dialog.getByLabelText(/Username/)).toHaveValue(username);
  },
};

/** Too many look-ups or codes (ADR 0099): the server's 429 message, which names the wait, shows in the dialog. */
export const TooManyRequests: Story = {
  parameters: { msw: { handlers: screenHandlers(identityThrottledMocks.resetVerifyUser) } },
  play: async () => {
    await sendCode();
    const dialog = within(await forgot());
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 5 minutes.',
    );
    await expect(dialog.getByLabelText(/Username/)).toHaveValue(username);
  },
};

/** A wrong code: the server's message shows in the Verification dialog; the code stays. */
export const WrongCode: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(
          identityEndpoints.resetValidateOtp,
          'error',
          undefined,
          'Invalid OTP. Please try again.',
        ),
      ),
    },
  },
  play: async () => {
    await sendCode();
    const dialog = within(await verification());
    await expect(dialog.getByText(/ending in 3210/)).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/Verification Code/), '000000');
    await userEvent.click(dialog.getByRole('button', { name: 'Verify' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.');
    await expect(dialog.getByLabelText(/Verification Code/)).toHaveValue('000000');
  },
};

/**
 * The whole reset: the code is checked, step 2 asks for the new password twice (both required, they must match),
 * then the success message; the user name is put back on the sign-in form.
 */
export const Reset: Story = {
  play: async ({ canvasElement }) => {
    await sendCode();
    const code = within(await verification());
    await userEvent.type(code.getByLabelText(/Verification Code/), '123456');
    await userEvent.click(code.getByRole('button', { name: 'Verify' }));
    await expect(await code.findByRole('status')).toHaveTextContent('OTP verified successfully');

    const dialog = within(await forgot());
    const first = await dialog.findByLabelText(/^Set New Password/, {}, { timeout: 3000 });
    await userEvent.click(dialog.getByRole('button', { name: 'Save Password' }));
    await expect(dialog.getByText('New Password required')).toBeVisible();
    await expect(dialog.getByText('Confirm Password required')).toBeVisible();
    await userEvent.type(first, 'Reset@123');
    await userEvent.type(dialog.getByLabelText(/^Confirm Password/), 'Reset@124');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Password' }));
    await expect(dialog.getByText('Passwords do not match.')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText(/^Confirm Password/));
    await userEvent.type(dialog.getByLabelText(/^Confirm Password/), 'Reset@123');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Password' }));
    // The success message is its own step of the dialog (a new modal): find it afresh.
    const success = await body().findByText(/Your password has been reset\./);
    await expect(success.closest('[role="status"]')).not.toBeNull();
    await expect(success.closest('dialog, [role="dialog"]')).toHaveAccessibleName('Forgot Password');
    await expect(within(canvasElement).getByLabelText(/Username/)).toHaveValue(username);
    const { address, storages } = currentScreen();
    await expect(address()).toBe('/?dialog=forgot-password');
    await expect(JSON.stringify([storages.session.entries(), storages.local.entries()])).not.toContain(
      'Reset@123',
    );
  },
};
