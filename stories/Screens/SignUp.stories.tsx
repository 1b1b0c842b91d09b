import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { identityEndpoints } from '@quest/api';
import { makeAppConfig, mockEndpoint } from '@quest/api/mocks';
import { Component as SignUpRoute } from '../../apps/learner/src/features/identity/routes/sign-up-route';
import { paths } from '../../apps/learner/src/routes/paths';
import { currentScreen, ScreenStory, screenHandlers } from '../../apps/learner/src/testing';

const mobile = '9123456780';
const routes = [{ path: paths.signUp.path, Component: SignUpRoute }];
const body = () => within(document.body);

/** The app config without the OTP check and the promo step (otpRequired false, showPromoScreen false). */
const noOtpConfig = mockEndpoint(
  identityEndpoints.getConfig,
  'ok',
  makeAppConfig({ otpRequired: false, showPromoScreen: false }),
);

const meta = {
  title: 'Screens/SignUp',
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: '720px' } },
    msw: { handlers: screenHandlers() },
  },
  render: () => <ScreenStory routes={routes} at={paths.signUp.getHref()} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillLoginDetails(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Please enter Login Details' });
  await expect(canvas.getByLabelText(/User name/)).toHaveValue(mobile);
  await userEvent.type(canvas.getByLabelText(/^Set Password/), 'Quest@123');
  await userEvent.type(canvas.getByLabelText(/^Name/), 'Ananya Rao');
  await userEvent.type(canvas.getByLabelText(/Email ID/), 'ananya.rao@quest.example');
  await userEvent.type(canvas.getByLabelText(/Your City/), 'Bengaluru');
  await userEvent.type(canvas.getByLabelText(/Pincode/), '560001');
}

/** The app config is on its way: the wizard cannot know its steps yet, so a spinner stands in for it. */
export const ConfigLoading: Story = {
  parameters: { msw: { handlers: screenHandlers(mockEndpoint(identityEndpoints.getConfig, 'loading')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading sign-up').closest('[role="status"]')).not.toBeNull();
    await expect(canvas.queryByLabelText(/Mobile number/)).toBeNull();
  },
};

/**
 * The app config failed: the wizard still opens and asks for the OTP (the server decides anyway); GET OTP shows
 * only with 10 digits, and Next without verification asks to validate.
 */
export const ConfigFailed: Story = {
  parameters: { msw: { handlers: screenHandlers(mockEndpoint(identityEndpoints.getConfig, 'error')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Please enter Mobile number' });
    const field = canvas.getByLabelText(/Mobile number/);
    await userEvent.type(field, mobile.slice(0, 9));
    await expect(canvas.queryByRole('button', { name: 'GET OTP' })).toBeNull();
    await userEvent.type(field, mobile.slice(9));
    await expect(canvas.getByRole('button', { name: 'GET OTP' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Please validate mobile number')).toBeVisible();
  },
};

/** The first step once the sign-up config has loaded: the mobile number to verify, nothing typed yet. */
export const Loaded: Story = {
  tags: ['state-sheet'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/Mobile number/)).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'GET OTP' })).toBeNull();
  },
};

/**
 * The OTP check: GET OTP opens the Verification dialog, Verify with an empty code asks for it, the right code
 * closes the dialog and the step says the number is verified.
 */
export const OtpVerify: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Mobile number/), mobile);
    await userEvent.click(canvas.getByRole('button', { name: 'GET OTP' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Verification' }));
    await expect(dialog.getByText(/\+91 91234 56780/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Verify' }));
    await expect(dialog.getByText('Verification Code is required')).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/Verification Code/), '123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Verification' })).toBeNull());
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your mobile number is verified' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/Mobile number/)).toHaveAttribute('readonly');
  },
};

/** A wrong code: the server's message shows inside the Verification dialog; the code stays to be corrected. */
export const OtpRefused: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        mockEndpoint(identityEndpoints.validateOtp, 'error', undefined, 'Invalid OTP. Please try again.'),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Mobile number/), mobile);
    await userEvent.click(canvas.getByRole('button', { name: 'GET OTP' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Verification' }));
    await userEvent.type(dialog.getByLabelText(/Verification Code/), '000000');
    await userEvent.click(dialog.getByRole('button', { name: 'Verify' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.');
    await expect(dialog.getByLabelText(/Verification Code/)).toHaveValue('000000');
  },
};

/**
 * Registration refused by the server: its message shows in a danger dialog; OK returns to Login Details with
 * everything typed kept. (Config without the OTP check, so the story goes straight to the details.)
 */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: screenHandlers(
        noOtpConfig,
        mockEndpoint(
          identityEndpoints.registerUser,
          'error',
          undefined,
          'Mobile number is already registered.',
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Mobile number/), mobile);
    await expect(canvas.queryByRole('button', { name: 'GET OTP' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await fillLoginDetails(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    const dialog = within(
      await body().findByRole('alertdialog', { name: 'Mobile number is already registered.' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Please enter Login Details' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue('Ananya Rao');
    await expect(currentScreen().storages.session.getItem('token')).toBeNull();
  },
};

/**
 * Registered: the success message, then the optional coupon step, then Enter Details with the userId (and the
 * applied coupon) in the navigation state. The new student is signed in; the password is stored nowhere.
 */
export const Registered: Story = {
  name: 'Journey: register, on to the details',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Mobile number/), mobile);
    await userEvent.click(canvas.getByRole('button', { name: 'GET OTP' }));
    const otp = within(await body().findByRole('dialog', { name: 'Verification' }));
    await userEvent.type(otp.getByLabelText(/Verification Code/), '123456');
    await userEvent.click(otp.getByRole('button', { name: 'Verify' }));
    await canvas.findByRole('heading', { level: 1, name: 'Your mobile number is verified' });
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await fillLoginDetails(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    const success = within(
      await body().findByRole('dialog', {
        name: 'Registration completed successfully. Your mobile number is your user name.',
      }),
    );
    await userEvent.click(success.getByRole('button', { name: 'OK' }));
    await canvas.findByRole('heading', { level: 1, name: 'Please enter Coupon code (optional)' });
    await userEvent.type(canvas.getByLabelText(/Coupon code/), 'QUEST5');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await canvas.findByRole('heading', { name: 'Next screen: /userdetails' });
    const { router, storages } = currentScreen();
    await expect(router.state.location.state).toEqual({ userId: 2001, promoCode: 'QUEST5' });
    await expect(storages.session.getItem('token')).toBe('mock-session-token');
    const stored = JSON.stringify([storages.session.entries(), storages.local.entries()]);
    await expect(stored).not.toContain('Quest@123');
  },
};
