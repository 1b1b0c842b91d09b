import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { signUpStoryArgs, signUpStoryArgTypes, useStoryMobileAndOtp } from '../identity-shared/story-helpers';
import {
  emptySignUpValues,
  filledSignUpValues,
  useStoryFormValues,
} from '../sign-up-form/sign-up-form.fixtures';
import { signUpFormViewTexts as t } from '../sign-up-form/sign-up-form-view';
import { SignUpDialog } from './sign-up-dialog';
import { expectCaptioned, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

type Props = ComponentProps<typeof SignUpDialog>;

const empty = emptySignUpValues;
const filled = filledSignUpValues;

/** Keeps what is typed in story state, as the sign-up flow does. */
function Controlled(args: Props) {
  const mobileAndOtp = useStoryMobileAndOtp(args);
  const formValues = useStoryFormValues(args);
  return <SignUpDialog {...args} {...mobileAndOtp} {...formValues} />;
}

const meta = {
  title: 'Templates/Sign Up Dialog',
  component: SignUpDialog,
  render: Controlled,
  args: {
    ...signUpStoryArgs(),
    open: true,
    values: empty,
    onSubmit: fn(),
    onLogIn: fn(),
    onClose: fn(),
  },
  argTypes: {
    title: { table: { category: 'Content' } },
    ...signUpStoryArgTypes.content,
    values: { table: { category: 'Content' } },
    ...signUpStoryArgTypes.messages,
    open: { table: { category: 'Behaviour' } },
    ...signUpStoryArgTypes.behaviour,
    inline: { control: false, table: { category: 'Layout' } },
    onClose: { table: { category: 'Events' } },
    ...signUpStoryArgTypes.mobileEvents,
    onSubmit: { table: { category: 'Events' } },
    onLogIn: { table: { category: 'Events' } },
    ...signUpStoryArgTypes.otpEvents,
  },
} satisfies Meta<typeof SignUpDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialog = () => within(body().getByRole('dialog', { name: t.title }));

/** The empty form in the dialog: one heading (the dialog's), Get OTP at 10 digits, Sign Up and Log In. */
export const Default: Story = {
  play: async ({ args }) => {
    const d = dialog();
    await expect(body().getAllByRole('heading', { name: t.title })).toHaveLength(1);
    await waitFor(() => expect(d.getByLabelText(/First Name/)).toHaveFocus());
    await userEvent.type(d.getByLabelText(/First Name/), 'Ananya');
    await userEvent.type(d.getByLabelText(/Last Name/), 'Rao');
    await userEvent.type(d.getByLabelText(/Mobile Number \(Your User Name\)/), '9123456780');
    await userEvent.click(await d.findByRole('button', { name: t.getOtp }));
    await expect(args.onGetOtp).toHaveBeenCalledOnce();
    await userEvent.click(d.getByRole('button', { name: t.signUp }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(d.getByRole('button', { name: t.logIn }));
    await expect(args.onLogIn).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** The number is verified: the chip became a tick and the field is locked. */
export const Verified: Story = {
  args: { mobile: '9123456780', mobileVerified: true, values: filled },
  play: async () => {
    const d = dialog();
    await expect(d.getByRole('img', { name: t.mobileVerified })).toBeVisible();
    await expect(d.getByLabelText(/Mobile Number/)).toHaveAttribute('readonly');
  },
};

/** Sign Up with empty fields: the cart form's messages. */
export const Errors: Story = {
  args: {
    mobile: '9123456780',
    errors: {
      firstName: 'First name is required',
      lastName: 'Last name is required',
      mobile: 'Please verify mobile number',
      password: 'Password is required',
    },
  },
  play: async () => {
    const d = dialog();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Please verify mobile number',
      'Password is required',
    ])
      await expect(d.getByText(message)).toBeVisible();
  },
};

/** The Verification dialog above the sign-up dialog: its keys stay inside it; Escape closes only it. */
export const OtpDialog: Story = {
  args: { mobile: '9123456780', otp: { open: true, code: '' } },
  play: async ({ args }) => {
    const otp = within(await body().findByRole('dialog', { name: 'Verification' }));
    await userEvent.type(otp.getByLabelText(/Verification Code/), '123456');
    await userEvent.click(otp.getByRole('button', { name: 'Verify' }));
    await expect(args.onVerifyOtp).toHaveBeenCalledWith('123456');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCloseOtp).toHaveBeenCalledOnce();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Registering: the form is locked, Sign Up cannot be pressed twice and Escape does nothing. */
export const Submitting: Story = {
  args: { mobile: '9123456780', mobileVerified: true, values: filled, submitting: true },
  play: async ({ args }) => {
    const d = dialog();
    await expect(d.getByLabelText(/First Name/)).toBeDisabled();
    await userEvent.click(d.getByRole('button', { name: new RegExp(t.signUp) }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Registered: "Registration completed successfully!" with OK above the form. */
export const Registered: Story = {
  args: {
    mobile: '9123456780',
    mobileVerified: true,
    values: filled,
    alert: { type: 'success', message: 'Registration completed successfully!' },
  },
  play: async ({ args }) => {
    const done = within(await body().findByRole('dialog', { name: 'Registration completed successfully!' }));
    await userEvent.click(done.getByRole('button', { name: t.ok }));
    await expect(args.onAlertOk).toHaveBeenCalledOnce();
  },
};

/**
 * In Hindi (issue 29): the dialog's title, the verified tick, the flow's errors and its snackbar in Hindi; Log In
 * still switches to the login dialog.
 */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: {
    mobile: '9123456780',
    mobileVerified: true,
    errors: { firstName: 'First name is required', lastName: 'Last name is required' },
    snackbar: { type: 'success', message: 'Your mobile number is verified' },
  },
  play: async ({ args }) => {
    const d = within(body().getByRole('dialog', { name: 'साइन अप करें और सीखना शुरू करें!' }));
    await expect(d.getByRole('img', { name: 'आपका मोबाइल नंबर सत्यापित हो गया है' })).toBeVisible();
    await expect(d.getByText('पहला नाम डालना ज़रूरी है')).toBeVisible();
    await expect(d.getByText('अंतिम नाम डालना ज़रूरी है')).toBeVisible();
    await expect(body().getByText('आपका मोबाइल नंबर सत्यापित हो गया है')).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'लॉग इन करें' }));
    await expect(args.onLogIn).toHaveBeenCalledOnce();
  },
};

/** Every state side by side (drawn in the page flow) for the visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet gap={16}>
      <SheetTile caption="Start — GET OTP waits for a valid number">
        <SignUpDialog {...args} inline canSendOtp={false} />
      </SheetTile>
      <SheetTile caption="Verified — every field filled">
        <SignUpDialog {...args} inline mobile="9123456780" mobileVerified values={filled} />
      </SheetTile>
      <SheetTile caption="Errors — first name missing, email not valid">
        <SignUpDialog
          {...args}
          inline
          mobile="9123456780"
          values={{ ...empty, emailId: 'ananya@' }}
          errors={{ firstName: 'First name is required', emailId: 'Email ID is not valid' }}
        />
      </SheetTile>
      <SheetTile caption="Submitting — Sign up busy">
        <SignUpDialog {...args} inline mobile="9123456780" mobileVerified values={filled} submitting />
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = canvasElement.querySelector<HTMLElement>('[data-testid="sheet"]')!;
    await expectCaptioned(sheet);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};
