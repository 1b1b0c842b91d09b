import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyPasswordChecks } from '../../components/password-rule-hint/password-rule-hint.fixture';
import { signUpStoryArgs, signUpStoryArgTypes, useStoryMobileAndOtp } from '../identity-shared/story-helpers';
import { SignUpWizardView, signUpWizardViewTexts as t } from './sign-up-wizard-view';
import { expectCaptioned, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

type Props = ComponentProps<typeof SignUpWizardView>;

const filled = {
  password: 'Quest@123',
  firstName: 'Ananya Rao',
  emailId: 'ananya.rao@quest.example',
  cityName: 'Bengaluru',
  pincode: '560001',
};
const empty = { password: '', firstName: '', emailId: '', cityName: '', pincode: '' };

/**
 * Keeps what is typed in story state, as the sign-up flow does, and still reports every call to the args.
 * GET OTP follows the flow's rule: offered (when `canSendOtp`) only with exactly 10 digits.
 */
function Controlled(args: Props) {
  const mobileAndOtp = useStoryMobileAndOtp(args);
  const [details, setDetails] = useState(args.details);
  const [promoCode, setPromoCode] = useState(args.promoCode);
  return (
    <SignUpWizardView
      {...args}
      {...mobileAndOtp}
      details={details}
      // With the password rule's hint, it follows the typed password as the flow's `passwordChecks` does.
      passwordChecks={args.passwordChecks && storyPasswordChecks(details.password)}
      promoCode={promoCode}
      onFieldChange={(field, value) => {
        setDetails((d) => ({ ...d, [field]: value }));
        args.onFieldChange(field, value);
      }}
      onPromoCodeChange={(value) => {
        setPromoCode(value);
        args.onPromoCodeChange(value);
      }}
    />
  );
}

const meta = {
  title: 'Templates/Sign Up',
  component: SignUpWizardView,
  render: Controlled,
  parameters: { layout: 'fullscreen' },
  args: {
    ...signUpStoryArgs(),
    step: 'mobile',
    stepCount: 2,
    mobileLocked: false,
    details: empty,
    promoCode: '',
    appliedPromoCode: null,
    canGoBack: true,
    loading: false,
    onPromoCodeChange: fn(),
    onApplyPromoCode: fn(),
    onRemovePromoCode: fn(),
    onNext: fn(),
    onBack: fn(),
  },
  argTypes: {
    step: {
      control: 'inline-radio',
      options: ['mobile', 'loginDetails', 'coupon'],
      table: { category: 'Content' },
    },
    stepCount: { control: 'inline-radio', options: [2, 3], table: { category: 'Content' } },
    ...signUpStoryArgTypes.content,
    details: { table: { category: 'Content' } },
    passwordChecks: { table: { category: 'Content' } },
    promoCode: { table: { category: 'Content' } },
    appliedPromoCode: { table: { category: 'Content' } },
    ...signUpStoryArgTypes.messages,
    ...signUpStoryArgTypes.behaviour,
    canGoBack: { table: { category: 'Behaviour' } },
    loading: { table: { category: 'Behaviour' } },
    as: { table: { category: 'Accessibility' } },
    ...signUpStoryArgTypes.mobileEvents,
    onPromoCodeChange: { table: { category: 'Events' } },
    onApplyPromoCode: { table: { category: 'Events' } },
    onRemovePromoCode: { table: { category: 'Events' } },
    onNext: { table: { category: 'Events' } },
    onBack: { table: { category: 'Events' } },
    ...signUpStoryArgTypes.otpEvents,
  },
} satisfies Meta<typeof SignUpWizardView>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The first step, empty: GET OTP stays hidden until exactly 10 digits are typed; letters are ignored. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t.mobileStep })).toBeVisible();
    const mobile = canvas.getByLabelText(/Mobile number/);
    await userEvent.type(mobile, '98765abc4321');
    await expect(mobile).toHaveValue('987654321');
    await expect(canvas.queryByRole('button', { name: t.getOtp })).toBeNull();
    await userEvent.type(mobile, '09');
    await expect(mobile).toHaveValue('9876543210');
    await expect(args.onMobileChange).toHaveBeenLastCalledWith('9876543210');
    await userEvent.click(await canvas.findByRole('button', { name: t.getOtp }));
    await expect(args.onGetOtp).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t.back }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Next without verification: the flow answers "Please validate mobile number" under the field. */
export const NotVerified: Story = {
  args: { mobile: '9876543210', errors: { mobile: 'Please validate mobile number' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please validate mobile number')).toBeVisible();
    await expect(canvas.getByLabelText(/Mobile number/)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: t.next }));
    await expect(args.onNext).toHaveBeenCalledOnce();
  },
};

/** A code is being sent: the chip shows progress and ignores presses. */
export const SendingOtp: Story = {
  args: { mobile: '9876543210', sendingOtp: true },
  play: async ({ canvasElement, args }) => {
    const chip = within(canvasElement).getByRole('button', { name: t.getOtp });
    await expect(chip).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(chip);
    await expect(args.onGetOtp).not.toHaveBeenCalled();
  },
};

/** The Verification dialog (full screen on small screens): typing, Verify, Resend OTP, Edit and Not now. */
export const OtpDialog: Story = {
  args: { mobile: '9876543210', otp: { open: true, code: '' } },
  play: async ({ args }) => {
    const dialog = within(await body().findByRole('dialog', { name: 'Verification' }));
    await expect(dialog.getByText(/\+91 98765 43210/)).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/Verification Code/), '123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Verify' }));
    await expect(args.onVerifyOtp).toHaveBeenCalledWith('123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Resend OTP' }));
    await expect(args.onResendOtp).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: 'Edit' }));
    await expect(args.onEditMobile).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: 'Not now' }));
    await expect(args.onCloseOtp).toHaveBeenCalled();
  },
};

/** A wrong code: the server's message shows inside the dialog (the page's snackbar would sit behind it). */
export const OtpFailure: Story = {
  args: {
    mobile: '9876543210',
    otp: { open: true, code: '111111' },
    snackbar: { type: 'error', message: 'Invalid OTP. Please try again.' },
  },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: 'Verification' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.');
  },
};

/** After a resend: "OTP was resent successfully!" inside the dialog. */
export const OtpResent: Story = {
  args: {
    mobile: '9876543210',
    otp: { open: true, code: '' },
    snackbar: { type: 'success', message: 'OTP was resent successfully!' },
  },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: 'Verification' }));
    await expect(dialog.getByText('OTP was resent successfully!')).toBeVisible();
  },
};

/** Checking the code: Verify shows progress and the dialog is locked. */
export const OtpVerifying: Story = {
  args: { mobile: '9876543210', otp: { open: true, code: '123456', busy: true } },
  play: async ({ args }) => {
    const dialog = within(await body().findByRole('dialog', { name: 'Verification' }));
    await expect(dialog.getByLabelText(/Verification Code/)).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: /Verify/ }));
    await expect(args.onVerifyOtp).not.toHaveBeenCalled();
  },
};

/** Verified: the header says so with Edit, the field is locked with a tick and the 6 s snackbar shows. */
export const Verified: Story = {
  args: {
    mobile: '9876543210',
    mobileVerified: true,
    mobileLocked: true,
    snackbar: { type: 'success', message: 'Your mobile number is verified' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t.mobileVerified })).toBeVisible();
    await expect(canvas.getByLabelText(/Mobile number/)).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: t.getOtp })).toBeNull();
    await expect(canvas.getByRole('img', { name: t.mobileVerified })).toBeVisible();
    await expect(body().getAllByText('Your mobile number is verified').length).toBeGreaterThan(1);
    await userEvent.click(canvas.getByRole('button', { name: t.edit }));
    await expect(args.onEditMobile).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t.next }));
    await expect(args.onNext).toHaveBeenCalledOnce();
  },
};

/** Step 2 filled in: the user name is the mobile number, locked; the password can be shown; Finish. */
export const LoginDetails: Story = {
  args: {
    step: 'loginDetails',
    mobile: '9876543210',
    mobileVerified: true,
    mobileLocked: true,
    details: empty,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t.loginDetailsStep })).toBeVisible();
    await expect(canvas.getByLabelText(/User name/)).toHaveValue('9876543210');
    await expect(canvas.getByLabelText(/User name/)).toHaveAttribute('readonly');
    const password = canvas.getByLabelText(/^Set Password/);
    await userEvent.type(password, 'Quest@123');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Ananya');
    await userEvent.type(canvas.getByLabelText(/Email ID/), 'a@b.in');
    await userEvent.type(canvas.getByLabelText(/Your City/), 'Pune');
    const pincode = canvas.getByLabelText(/Pincode/);
    await userEvent.type(pincode, '41100123');
    await expect(pincode).toHaveValue('411001');
    await expect(args.onFieldChange).toHaveBeenCalledWith('firstName', 'Ananya');
    await userEvent.click(canvas.getByRole('button', { name: t.finish }));
    await expect(args.onNext).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t.back }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Finish with bad values: the messages and limits of the spec's tables, tied to their fields. */
export const LoginDetailsErrors: Story = {
  args: {
    step: 'loginDetails',
    mobile: '9876543210',
    details: { ...empty, password: 'abc', emailId: 'ananya@' },
    passwordChecks: storyPasswordChecks('abc'),
    errors: {
      password: 'Password must be at least 8 characters',
      firstName: 'Name is required',
      emailId: 'Email ID is not valid',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Name is required')).toBeVisible();
    await expect(canvas.getByText('Email ID is not valid')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(canvas.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/^Name/)).toHaveAttribute('maxlength', '50');
  },
};

/** The hint's state before a line ("Met:" / "Not met:"), read from its visually hidden text. */
const ruleState = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement)
    .getByText(label, { exact: false })
    .querySelector('.visually-hidden')
    ?.textContent?.trim();

/**
 * The password rule while typing Set Password (issue 22): `abc` is too short, `password123` is too common, and a
 * strong password meets both parts of the hint.
 */
export const PasswordRuleWhileTyping: Story = {
  args: {
    step: 'loginDetails',
    mobile: '9876543210',
    mobileVerified: true,
    mobileLocked: true,
    details: empty,
    passwordChecks: storyPasswordChecks(''),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(/^Set Password/);
    await expect(password).toHaveAccessibleDescription(
      'Not met: At least 8 characters Not met: Not a common password',
    );
    await userEvent.type(password, 'abc');
    await expect(ruleState(canvasElement, 'At least 8 characters')).toBe('Not met:');
    await expect(ruleState(canvasElement, 'Not a common password')).toBe('Met:');
    await userEvent.clear(password);
    await userEvent.type(password, 'password123');
    await expect(ruleState(canvasElement, 'At least 8 characters')).toBe('Met:');
    await expect(ruleState(canvasElement, 'Not a common password')).toBe('Not met:');
    await userEvent.clear(password);
    await userEvent.type(password, 'Mango#River42');
    await expect(password).toHaveAccessibleDescription(
      'Met: At least 8 characters Met: Not a common password',
    );
  },
};

/** Registering and signing in: the form is locked and Finish cannot be pressed twice. */
export const Registering: Story = {
  args: { step: 'loginDetails', mobile: '9876543210', details: filled, submitting: true, canGoBack: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Name/)).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(t.finish) }));
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};

/** The server refused the registration: a danger dialog with its text; what was typed stays. */
export const ServerError: Story = {
  args: {
    step: 'loginDetails',
    mobile: '9876543210',
    details: filled,
    alert: { type: 'danger', message: 'Mobile number is already registered.' },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = within(
      await body().findByRole('alertdialog', { name: 'Mobile number is already registered.' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: t.ok }));
    await expect(args.onAlertOk).toHaveBeenCalledOnce();
    await expect(within(canvasElement).getByLabelText(/^Name/)).toHaveValue('Ananya Rao');
  },
};

/** Registered and signed in: the success message; OK continues to the coupon step or onboarding. */
export const Registered: Story = {
  args: {
    step: 'loginDetails',
    mobile: '9876543210',
    details: filled,
    alert: {
      type: 'success',
      message: 'Registration completed successfully. Your mobile number is your user name.',
    },
  },
  play: async ({ args }) => {
    const dialog = within(
      await body().findByRole('dialog', {
        name: 'Registration completed successfully. Your mobile number is your user name.',
      }),
    );
    await userEvent.click(dialog.getByRole('button', { name: t.ok }));
    await expect(args.onAlertOk).toHaveBeenCalledOnce();
  },
};

/** The promo step (config showPromoScreen): three steps, coupon and Apply, Back disabled, Next completes. */
export const PromoStep: Story = {
  args: { step: 'coupon', stepCount: 3, mobile: '9876543210', canGoBack: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t.couponStep })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: t.steps })).getAllByRole('listitem')).toHaveLength(
      3,
    );
    await userEvent.click(canvas.getByRole('button', { name: t.back }));
    await expect(args.onBack).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(/Coupon code/), 'QUEST5X');
    await expect(canvas.getByLabelText(/Coupon code/)).toHaveValue('QUEST5');
    await userEvent.click(canvas.getByRole('button', { name: t.apply }));
    await expect(args.onApplyPromoCode).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t.next }));
    await expect(args.onNext).toHaveBeenCalledOnce();
  },
};

/** A coupon applied on the promo step: it says so and can be removed. */
export const PromoApplied: Story = {
  args: {
    step: 'coupon',
    stepCount: 3,
    mobile: '9876543210',
    canGoBack: false,
    promoCode: 'QUEST5',
    appliedPromoCode: 'QUEST5',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('QUEST5 coupon is applied')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(args.onRemovePromoCode).toHaveBeenCalledOnce());
  },
};

/** The app config is loading: a spinner stands in for the form. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t.loading);
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/**
 * In Hindi (issue 29): the stepper, the heading, the Login Details fields, the password rule's hint and the flow's
 * errors in Hindi; Finish and Back still work.
 */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: {
    step: 'loginDetails',
    mobile: '9876543210',
    mobileVerified: true,
    mobileLocked: true,
    details: { ...empty, password: 'abc', emailId: 'ananya@', cityName: 'B'.repeat(51) },
    passwordChecks: storyPasswordChecks('abc'),
    errors: {
      password: 'Password must be at least 8 characters',
      firstName: 'Name is required',
      emailId: 'Email ID is not valid',
      cityName: 'Length should be less than 50 characters',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'कृपया लॉग इन की जानकारी डालें' })).toBeVisible();
    const steps = within(canvas.getByRole('list', { name: 'साइन अप के चरण' })).getAllByRole('listitem');
    await expect(steps[0]).toHaveTextContent('कृपया मोबाइल नंबर डालें');
    await expect(canvas.getByLabelText(/^यूज़रनेम/)).toHaveValue('9876543210');
    await expect(canvas.getByLabelText(/^पासवर्ड सेट करें/)).toHaveAccessibleDescription(
      expect.stringContaining('अभी बाकी: कम से कम 8 अक्षर पूरा हुआ: आम पासवर्ड न हो'),
    );
    await expect(canvas.getByText('पासवर्ड में कम से कम 8 अक्षर होने चाहिए')).toBeVisible();
    await expect(canvas.getByText('नाम डालना ज़रूरी है')).toBeVisible();
    await expect(canvas.getByText('ईमेल आईडी सही नहीं है')).toBeVisible();
    await expect(canvas.getByText('लंबाई 50 अक्षरों से कम होनी चाहिए')).toBeVisible();
    await expect(canvas.getByLabelText(/^आपका शहर/)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'पूरा करें' }));
    await expect(args.onNext).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'वापस' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Every state in one frame for the visual tests: empty, not verified, verified, details with errors, busy, promo. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet gap={16}>
      <SheetTile caption="Mobile — too short, GET OTP off">
        <SignUpWizardView {...args} as="div" mobile="98765" canSendOtp={false} />
      </SheetTile>
      <SheetTile caption="Mobile — not validated yet">
        <SignUpWizardView
          {...args}
          as="div"
          mobile="9876543210"
          errors={{ mobile: 'Please validate mobile number' }}
        />
      </SheetTile>
      <SheetTile caption="Mobile — verified and locked">
        <SignUpWizardView
          {...args}
          as="div"
          mobile="9876543210"
          mobileVerified
          mobileLocked
          canSendOtp={false}
        />
      </SheetTile>
      <SheetTile caption="Login details — password, name and email errors">
        <SignUpWizardView
          {...args}
          as="div"
          step="loginDetails"
          mobile="9876543210"
          details={{ ...empty, password: 'abc', emailId: 'ananya@' }}
          passwordChecks={storyPasswordChecks('abc')}
          errors={{
            password: 'Password must be at least 8 characters',
            firstName: 'Name is required',
            emailId: 'Email ID is not valid',
          }}
        />
      </SheetTile>
      <SheetTile caption="Login details — Sign up busy">
        <SignUpWizardView
          {...args}
          as="div"
          step="loginDetails"
          mobile="9876543210"
          details={filled}
          submitting
        />
      </SheetTile>
      <SheetTile caption="Coupon — a code applied, no way back">
        <SignUpWizardView
          {...args}
          as="div"
          step="coupon"
          stepCount={3}
          mobile="9876543210"
          canGoBack={false}
          promoCode="QUEST5"
          appliedPromoCode="QUEST5"
        />
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const sheet = canvasElement.querySelector<HTMLElement>('[data-testid="sheet"]')!;
    await expectCaptioned(sheet);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};
