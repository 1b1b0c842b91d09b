import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  storyPasswordChecks,
  storyPasswordProblem,
} from '../../components/password-rule-hint/password-rule-hint.fixture';
import { signUpStoryArgs, signUpStoryArgTypes, useStoryMobileAndOtp } from '../identity-shared/story-helpers';
import { emptySignUpValues, filledSignUpValues, useStoryFormValues } from './sign-up-form.fixtures';
import { SignUpFormView, signUpFormViewTexts as t } from './sign-up-form-view';
import { expectCaptioned, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

type Props = ComponentProps<typeof SignUpFormView>;

const empty = emptySignUpValues;
const filled = filledSignUpValues;

/** Keeps what is typed in story state, as the sign-up flow does; Get OTP shows only with exactly 10 digits. */
function Controlled(args: Props) {
  const mobileAndOtp = useStoryMobileAndOtp(args);
  const formValues = useStoryFormValues(args);
  return <SignUpFormView {...args} {...mobileAndOtp} {...formValues} />;
}

const meta = {
  title: 'Templates/Sign Up Form',
  component: SignUpFormView,
  render: Controlled,
  parameters: { layout: 'fullscreen' },
  args: {
    ...signUpStoryArgs(),
    as: 'main',
    values: empty,
    onSubmit: fn(),
    onLogIn: fn(),
  },
  argTypes: {
    title: { table: { category: 'Content' } },
    ...signUpStoryArgTypes.content,
    values: { table: { category: 'Content' } },
    passwordChecks: { table: { category: 'Content' } },
    ...signUpStoryArgTypes.messages,
    ...signUpStoryArgTypes.behaviour,
    as: { table: { category: 'Accessibility' } },
    ...signUpStoryArgTypes.mobileEvents,
    onSubmit: { table: { category: 'Events' } },
    onLogIn: { table: { category: 'Events' } },
    ...signUpStoryArgTypes.otpEvents,
  },
} satisfies Meta<typeof SignUpFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The empty form: typing every field, Get OTP appears at 10 digits, Sign Up and Log In. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/First Name/), 'Ananya');
    await userEvent.type(canvas.getByLabelText(/Last Name/), 'Rao');
    const mobile = canvas.getByLabelText(/Mobile Number \(Your User Name\)/);
    await userEvent.type(mobile, '912345678');
    await expect(canvas.queryByRole('button', { name: t.getOtp })).toBeNull();
    await userEvent.type(mobile, '05');
    await expect(mobile).toHaveValue('9123456780');
    await userEvent.click(await canvas.findByRole('button', { name: t.getOtp }));
    await expect(args.onGetOtp).toHaveBeenCalledOnce();
    await userEvent.type(canvas.getByLabelText(/^Set Password/), 'Quest@123');
    await userEvent.type(canvas.getByLabelText(/Email ID/), 'a@b.in');
    await expect(args.onFieldChange).toHaveBeenCalledWith('lastName', 'Rao');
    await userEvent.click(canvas.getByRole('button', { name: t.signUp }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t.logIn }));
    await expect(args.onLogIn).toHaveBeenCalledOnce();
    await expect(canvas.getByText(t.haveAccount)).toBeVisible();
  },
};

/**
 * As the app wires it in the cart: the password rule's hint under Set Password follows the typing, and Sign Up with
 * a weak password shows the rule's message instead of sending (the flow's check, copied).
 */
function WithPasswordRule(args: Props) {
  const mobileAndOtp = useStoryMobileAndOtp(args);
  const [values, setValues] = useState(args.values);
  const [errors, setErrors] = useState(args.errors ?? {});
  return (
    <SignUpFormView
      {...args}
      {...mobileAndOtp}
      values={values}
      errors={errors}
      passwordChecks={storyPasswordChecks(values.password)}
      onFieldChange={(field, value) => {
        setValues((v) => ({ ...v, [field]: value }));
        setErrors((current) => ({ ...current, [field]: undefined }));
        args.onFieldChange(field, value);
      }}
      onSubmit={() => {
        const problem = storyPasswordProblem(values.password);
        if (problem) setErrors({ password: problem });
        else args.onSubmit();
      }}
    />
  );
}

/**
 * The password rule in the cart's form (issue 22): a common password (`12345678`) is refused with the rule's
 * message; a strong one meets both parts of the hint and signs up.
 */
export const PasswordRule: Story = {
  render: WithPasswordRule,
  args: { mobile: '9123456780', mobileVerified: true, values: { ...filled, password: '' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(/^Set Password/);
    await userEvent.type(password, '12345678');
    await expect(password).toHaveAccessibleDescription(
      'Met: At least 8 characters Not met: Not a common password',
    );
    await userEvent.click(canvas.getByRole('button', { name: t.signUp }));
    await expect(canvas.getByText('This password is too common. Choose another')).toBeVisible();
    await expect(password).toBeInvalid();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(password);
    await userEvent.type(password, 'Mango#River42');
    await expect(password).toHaveAccessibleDescription(
      'Met: At least 8 characters Met: Not a common password',
    );
    await userEvent.click(canvas.getByRole('button', { name: t.signUp }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** The number is verified: the chip became a tick and the field is locked. */
export const Verified: Story = {
  args: { mobile: '9123456780', mobileVerified: true, values: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: t.mobileVerified })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t.getOtp })).toBeNull();
    await expect(canvas.getByLabelText(/Mobile Number/)).toHaveAttribute('readonly');
  },
};

/** Sign Up with empty fields: the cart form's messages, tied to their fields. */
export const Errors: Story = {
  args: {
    mobile: '9123456780',
    values: { ...empty, emailId: 'ananya@' },
    errors: {
      firstName: 'First name is required',
      lastName: 'Last name is required',
      mobile: 'Please verify mobile number',
      password: 'Password is required',
      emailId: 'Email ID is not valid',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const message of [
      'First name is required',
      'Last name is required',
      'Please verify mobile number',
      'Password is required',
      'Email ID is not valid',
    ])
      await expect(canvas.getByText(message)).toBeVisible();
    await expect(canvas.getByLabelText(/First Name/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The Verification dialog over the form: Verify and Resend OTP. */
export const OtpDialog: Story = {
  args: { mobile: '9123456780', otp: { open: true, code: '' } },
  play: async ({ args }) => {
    const dialog = within(await body().findByRole('dialog', { name: 'Verification' }));
    await userEvent.type(dialog.getByLabelText(/Verification Code/), '123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Verify' }));
    await expect(args.onVerifyOtp).toHaveBeenCalledWith('123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Resend OTP' }));
    await expect(args.onResendOtp).toHaveBeenCalledOnce();
  },
};

/** Registering: the form is locked and Sign Up cannot be pressed twice. */
export const Submitting: Story = {
  args: { mobile: '9123456780', mobileVerified: true, values: filled, submitting: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/First Name/)).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(t.signUp) }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused: a danger dialog with its text; what was typed stays. */
export const ServerError: Story = {
  args: {
    mobile: '9123456780',
    mobileVerified: true,
    values: filled,
    alert: { type: 'danger', message: 'Mobile number is already registered.' },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = within(
      await body().findByRole('alertdialog', { name: 'Mobile number is already registered.' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: t.ok }));
    await expect(args.onAlertOk).toHaveBeenCalledOnce();
    await expect(within(canvasElement).getByLabelText(/First Name/)).toHaveValue('Ananya');
  },
};

/** Registered: "Registration completed successfully!" with OK. */
export const Registered: Story = {
  args: {
    mobile: '9123456780',
    mobileVerified: true,
    values: filled,
    alert: { type: 'success', message: 'Registration completed successfully!' },
  },
  play: async ({ args }) => {
    const dialog = within(
      await body().findByRole('dialog', { name: 'Registration completed successfully!' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: t.ok }));
    await expect(args.onAlertOk).toHaveBeenCalledOnce();
  },
};

/** In Hindi (issue 29): the heading, the fields, Get OTP, the flow's errors and the links in Hindi; all still send. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: Errors.args,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'साइन अप करें और सीखना शुरू करें!' })).toBeVisible();
    await expect(canvas.getByLabelText(/^पहला नाम/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/^मोबाइल नंबर \(आपका यूज़रनेम\)/)).toHaveValue('9123456780');
    for (const message of [
      'पहला नाम डालना ज़रूरी है',
      'अंतिम नाम डालना ज़रूरी है',
      'कृपया OTP से मोबाइल नंबर सत्यापित करें',
      'पासवर्ड डालना ज़रूरी है',
      'ईमेल आईडी सही नहीं है',
    ])
      await expect(canvas.getByText(message)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'OTP पाएँ' }));
    await expect(args.onGetOtp).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'साइन अप करें' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(canvas.getByText('क्या आपका खाता पहले से है?')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'लॉग इन करें' }));
    await expect(args.onLogIn).toHaveBeenCalledOnce();
  },
};

/** Every state in one frame for the visual tests: empty, filled with Get OTP, verified, errors, submitting. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet gap={16}>
      <SheetTile caption="Start — GET OTP waits for a valid number">
        <SignUpFormView {...args} as="div" canSendOtp={false} />
      </SheetTile>
      <SheetTile caption="Filled — the number not verified yet">
        <SignUpFormView {...args} as="div" mobile="9123456780" values={filled} />
      </SheetTile>
      <SheetTile caption="Verified — every field filled">
        <SignUpFormView {...args} as="div" mobile="9123456780" mobileVerified values={filled} />
      </SheetTile>
      <SheetTile caption="Errors — every required field">
        <SignUpFormView
          {...args}
          as="div"
          mobile="9123456780"
          values={{ ...empty, emailId: 'ananya@' }}
          errors={{
            firstName: 'First name is required',
            lastName: 'Last name is required',
            mobile: 'Please verify mobile number',
            password: 'Password is required',
            emailId: 'Email ID is not valid',
          }}
        />
      </SheetTile>
      <SheetTile caption="Submitting — Sign up busy">
        <SignUpFormView {...args} as="div" mobile="9123456780" mobileVerified values={filled} submitting />
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = canvasElement.querySelector<HTMLElement>('[data-testid="sheet"]')!;
    await expectCaptioned(sheet);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};
