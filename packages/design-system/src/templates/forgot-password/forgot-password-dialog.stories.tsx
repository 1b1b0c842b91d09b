import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ruleState,
  storyPasswordChecks,
  usePasswordRuleStory,
} from '../../components/password-rule-hint/password-rule-hint.fixture';
import { verificationDialogTexts as v } from '../../components/verification-dialog';
import {
  ForgotPasswordDialog,
  forgotPasswordDialogTexts as t,
  type ForgotPasswordDialogField,
} from './forgot-password-dialog';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

type Props = ComponentProps<typeof ForgotPasswordDialog>;

/** Keeps the typed values in story state (as the flow does) and still reports each call. */
function Controlled(args: Props) {
  const [values, setValues] = useState<Record<ForgotPasswordDialogField, string>>({
    username: args.username,
    code: args.code,
    newPassword: args.newPassword,
    confirmPassword: args.confirmPassword,
  });
  return (
    <ForgotPasswordDialog
      {...args}
      {...values}
      onFieldChange={(field, value) => {
        setValues((current) => ({ ...current, [field]: value }));
        args.onFieldChange(field, value);
      }}
    />
  );
}

const meta = {
  title: 'Templates/Forgot Password',
  component: ForgotPasswordDialog,
  render: Controlled,
  args: {
    open: true,
    step: 'username',
    username: '',
    code: '',
    newPassword: '',
    confirmPassword: '',
    errors: {},
    busy: false,
    resending: false,
    codeAccepted: false,
    onFieldChange: fn(),
    onSubmitUsername: fn(),
    onVerify: fn(),
    onResend: fn(),
    onEdit: fn(),
    onSubmitPassword: fn(),
    onClose: fn(),
  },
  argTypes: {
    step: {
      control: 'inline-radio',
      options: ['username', 'verification', 'newPassword', 'success'],
      table: { category: 'Content' },
    },
    username: { table: { category: 'Content' } },
    code: { table: { category: 'Content' } },
    newPassword: { table: { category: 'Content' } },
    confirmPassword: { table: { category: 'Content' } },
    errors: { table: { category: 'Content' } },
    passwordChecks: { table: { category: 'Content' } },
    failure: { table: { category: 'Content' } },
    info: { table: { category: 'Content' } },
    success: { table: { category: 'Content' } },
    destination: { table: { category: 'Content' } },
    open: { table: { category: 'Behaviour' } },
    busy: { table: { category: 'Behaviour' } },
    resending: { table: { category: 'Behaviour' } },
    codeAccepted: { table: { category: 'Behaviour' } },
    inline: { control: false, table: { category: 'Layout' } },
    onFieldChange: { table: { category: 'Events' } },
    onSubmitUsername: { table: { category: 'Events' } },
    onVerify: { table: { category: 'Events' } },
    onResend: { table: { category: 'Events' } },
    onEdit: { table: { category: 'Events' } },
    onSubmitPassword: { table: { category: 'Events' } },
    onClose: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof ForgotPasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const forgot = () => within(body().getByRole('dialog', { name: t.title }));
const verification = () => within(body().getByRole('dialog', { name: v.title }));

// ——— step 1: the user name ———

/** Step 1: focus starts in Username; typing and Send OTP send the user name as typed. */
export const Username: Story = {
  play: async ({ args }) => {
    const d = forgot();
    const field = d.getByLabelText(/Username/);
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('autocomplete', 'username');
    await userEvent.type(field, '9876543214');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('username', '9876543214');
    await userEvent.click(d.getByRole('button', { name: t.sendCode }));
    await expect(args.onSubmitUsername).toHaveBeenCalledWith('9876543214');
  },
};

/** Opened from sign-in with the typed user name: it is prefilled and Enter sends it. */
export const Prefilled: Story = {
  args: { username: '9876543214' },
  play: async ({ args }) => {
    const d = forgot();
    await expect(d.getByLabelText(/Username/)).toHaveValue('9876543214');
    await userEvent.type(d.getByLabelText(/Username/), '{Enter}');
    await expect(args.onSubmitUsername).toHaveBeenCalledWith('9876543214');
  },
};

/** Cancel, Escape and the close button each ask to close. */
export const Closing: Story = {
  play: async ({ args }) => {
    await userEvent.click(forgot().getByRole('button', { name: t.cancel }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await userEvent.click(forgot().getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(3);
  },
};

/** Send OTP with no user name: "Username is required" under the field. */
export const UsernameRequired: Story = {
  args: { errors: { username: 'Username is required' } },
  play: async () => {
    const d = forgot();
    await expect(d.getByText('Username is required')).toBeVisible();
    await expect(d.getByLabelText(/Username/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server does not know the user: its message shows as an alert in the dialog; the user name is kept. */
export const UnknownUser: Story = {
  args: { username: '9999999999', failure: 'No account found with this username.' },
  play: async () => {
    const d = forgot();
    await expect(d.getByRole('alert')).toHaveTextContent('No account found with this username.');
    await expect(d.getByLabelText(/Username/)).toHaveValue('9999999999');
  },
};

/** Sending the code: the field is locked, Send OTP shows progress, Escape does nothing. */
export const SendingCode: Story = {
  args: { username: '9876543214', busy: true },
  play: async ({ args }) => {
    const d = forgot();
    await expect(d.getByLabelText(/Username/)).toBeDisabled();
    await userEvent.click(d.getByRole('button', { name: new RegExp(t.sendCode) }));
    await expect(args.onSubmitUsername).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

// ——— the Verification dialog ———

/** The code was sent: the Verification dialog replaces this one; Verify sends the code, cut to 10 digits. */
export const Verification: Story = {
  args: { step: 'verification', username: '9876543214' },
  play: async ({ args }) => {
    await expect(body().queryByRole('dialog', { name: t.title })).toBeNull();
    const d = verification();
    await expect(d.getByText(/registered for 9876543214/)).toBeVisible();
    const field = d.getByLabelText(/Verification Code/);
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, '123456789012');
    await expect(field).toHaveValue('1234567890');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('code', '1234567890');
    await userEvent.click(d.getByRole('button', { name: v.verify }));
    await expect(args.onVerify).toHaveBeenCalledWith('1234567890');
  },
};

/** Resend OTP, Edit (back to the user name) and Not now (close) call their callbacks. */
export const VerificationActions: Story = {
  args: { step: 'verification', username: '9876543214', code: '123456' },
  play: async ({ args }) => {
    const d = verification();
    await userEvent.click(d.getByRole('button', { name: v.resend }));
    await expect(args.onResend).toHaveBeenCalledOnce();
    await userEvent.click(d.getByRole('button', { name: v.edit }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await userEvent.click(d.getByRole('button', { name: v.notNow }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Verify with no code: "Verification Code is required". */
export const CodeRequired: Story = {
  args: { step: 'verification', username: '9876543214', errors: { code: 'Verification Code is required' } },
  play: async () => {
    const d = verification();
    await expect(d.getByText('Verification Code is required')).toBeVisible();
    await expect(d.getByLabelText(/Verification Code/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server refused the code: its message shows in the Verification dialog; the code is kept. */
export const WrongCode: Story = {
  args: {
    step: 'verification',
    username: '9876543214',
    code: '000000',
    failure: 'Invalid OTP. Please try again.',
  },
  play: async () => {
    const d = verification();
    await expect(d.getByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.');
    await expect(d.getByLabelText(/Verification Code/)).toHaveValue('000000');
  },
};

/** After Resend OTP: "OTP was resent successfully!" is announced politely. */
export const Resent: Story = {
  args: { step: 'verification', username: '9876543214', info: 'OTP was resent successfully!' },
  play: async () => {
    await expect(verification().getByRole('status')).toHaveTextContent('OTP was resent successfully!');
  },
};

/** Checking the code: the Verification dialog is locked and Escape does nothing. */
export const CheckingCode: Story = {
  args: { step: 'verification', username: '9876543214', code: '123456', busy: true },
  play: async ({ args }) => {
    const d = verification();
    await expect(d.getByLabelText(/Verification Code/)).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The code was accepted: the check's message shows as info and the dialog stays locked until step 2 (1 s). */
export const CodeAccepted: Story = {
  args: {
    step: 'verification',
    username: '9876543214',
    code: '123456',
    codeAccepted: true,
    info: 'OTP verified successfully. Please set your new password.',
  },
  play: async ({ args }) => {
    const d = verification();
    await expect(d.getByRole('status')).toHaveTextContent('OTP verified successfully');
    await expect(d.getByLabelText(/Verification Code/)).toBeDisabled();
    await userEvent.click(d.getByRole('button', { name: new RegExp(v.verify) }));
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

// ——— step 2: the new password ———

/** Step 2: "Set New Password" and "Confirm Password" (new-password autofill); Save sends both as typed. */
export const NewPassword: Story = {
  args: {
    step: 'newPassword',
    username: '9876543214',
    info: 'OTP verified successfully. Please set your new password.',
  },
  play: async ({ args }) => {
    const d = forgot();
    const first = d.getByLabelText(/^Set New Password/);
    await waitFor(() => expect(first).toHaveFocus());
    await expect(first).toHaveAttribute('autocomplete', 'new-password');
    await expect(d.getByRole('status')).toHaveTextContent('OTP verified successfully');
    await userEvent.type(first, 'Fresh@123');
    await userEvent.type(d.getByLabelText(/^Confirm Password/), 'Fresh@123');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('confirmPassword', 'Fresh@123');
    await userEvent.click(d.getByRole('button', { name: t.save }));
    await expect(args.onSubmitPassword).toHaveBeenCalledWith({
      newPassword: 'Fresh@123',
      confirmPassword: 'Fresh@123',
    });
  },
};

/**
 * As the app wires step 2: the password rule's hint under Set New Password follows the typing (`passwordChecks`),
 * and Save with a weak password shows the rule's message instead of sending (the flow's check, copied).
 */
function WithPasswordRule(args: Props) {
  const form = usePasswordRuleStory(
    { newPassword: args.newPassword, confirmPassword: args.confirmPassword },
    args.errors ?? {},
    args.onFieldChange,
  );
  return (
    <ForgotPasswordDialog
      {...args}
      {...form.values}
      errors={form.errors}
      passwordChecks={form.passwordChecks}
      onFieldChange={form.onFieldChange}
      onSubmitPassword={(submitted) => form.submit(submitted, args.onSubmitPassword)}
    />
  );
}

/**
 * Step 2 with the password rule (issue 22): a weak password (`abc`) and a common one (`iloveyou`) are refused with
 * the rule's message; a strong one meets both parts of the hint and is sent.
 */
export const NewPasswordRule: Story = {
  render: WithPasswordRule,
  args: { step: 'newPassword', username: '9876543214' },
  play: async ({ args }) => {
    const d = forgot();
    const first = d.getByLabelText(/^Set New Password/);
    const confirm = d.getByLabelText(/^Confirm Password/);
    await expect(ruleState(forgot(), 'At least 8 characters')).toBe('Not met:');
    await expect(ruleState(forgot(), 'Not a common password')).toBe('Not met:');

    await userEvent.type(first, 'abc');
    await userEvent.type(confirm, 'abc');
    await expect(ruleState(forgot(), 'At least 8 characters')).toBe('Not met:');
    await userEvent.click(d.getByRole('button', { name: t.save }));
    await expect(first).toHaveAccessibleDescription(
      expect.stringContaining('Password must be at least 8 characters'),
    );

    await userEvent.clear(first);
    await userEvent.type(first, 'iloveyou');
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'iloveyou');
    await expect(ruleState(forgot(), 'At least 8 characters')).toBe('Met:');
    await expect(ruleState(forgot(), 'Not a common password')).toBe('Not met:');
    await userEvent.click(d.getByRole('button', { name: t.save }));
    await expect(d.getByText('This password is too common. Choose another')).toBeVisible();
    await expect(args.onSubmitPassword).not.toHaveBeenCalled();

    await userEvent.clear(first);
    await userEvent.type(first, 'Mango#River42');
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'Mango#River42');
    await expect(ruleState(forgot(), 'Not a common password')).toBe('Met:');
    await userEvent.click(d.getByRole('button', { name: t.save }));
    await expect(args.onSubmitPassword).toHaveBeenCalledWith({
      newPassword: 'Mango#River42',
      confirmPassword: 'Mango#River42',
    });
  },
};

/** Save with both empty: "New Password required" and "Confirm Password required". */
export const PasswordsRequired: Story = {
  args: {
    step: 'newPassword',
    username: '9876543214',
    errors: { newPassword: 'New Password required', confirmPassword: 'Confirm Password required' },
  },
  play: async () => {
    const d = forgot();
    await expect(d.getByText('New Password required')).toBeVisible();
    await expect(d.getByText('Confirm Password required')).toBeVisible();
    await expect(d.getByLabelText(/^Set New Password/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The confirmation differs: "Passwords do not match." under Confirm Password. */
export const PasswordMismatch: Story = {
  args: {
    step: 'newPassword',
    username: '9876543214',
    newPassword: 'Fresh@123',
    confirmPassword: 'Fresh@12',
    errors: { confirmPassword: 'Passwords do not match.' },
  },
  play: async () => {
    const d = forgot();
    await expect(d.getByText('Passwords do not match.')).toBeVisible();
    await expect(d.getByLabelText(/^Confirm Password/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server refused the new password: its message shows as an alert; both passwords are kept. */
export const SaveFailed: Story = {
  args: {
    step: 'newPassword',
    username: '9876543214',
    newPassword: 'Fresh@123',
    confirmPassword: 'Fresh@123',
    failure: 'Please verify the OTP sent to your mobile number first.',
  },
  play: async () => {
    const d = forgot();
    await expect(d.getByRole('alert')).toHaveTextContent('Please verify the OTP');
    await expect(d.getByLabelText(/^Set New Password/)).toHaveValue('Fresh@123');
    await expect(d.getByLabelText(/^Confirm Password/)).toHaveValue('Fresh@123');
  },
};

/** Saving: the fields are locked, Save shows progress and cannot be pressed twice. */
export const Saving: Story = {
  args: {
    step: 'newPassword',
    username: '9876543214',
    newPassword: 'Fresh@123',
    confirmPassword: 'Fresh@123',
    busy: true,
  },
  play: async ({ args }) => {
    const d = forgot();
    await expect(d.getByLabelText(/^Set New Password/)).toBeDisabled();
    await userEvent.click(d.getByRole('button', { name: new RegExp(t.save) }));
    await expect(args.onSubmitPassword).not.toHaveBeenCalled();
  },
};

/** Done: the server's success message is announced; OK closes at once (the caller closes after 6 s anyway). */
export const Success: Story = {
  args: {
    step: 'success',
    username: '9876543214',
    success: 'Your password has been reset. Please login with your new password.',
  },
  play: async ({ args }) => {
    const d = forgot();
    await expect(d.getByRole('status')).toHaveTextContent('Your password has been reset.');
    const ok = d.getByRole('button', { name: t.ok });
    await waitFor(() => expect(ok).toHaveFocus());
    await userEvent.click(ok);
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** The three steps one after another, as the flow moves them: Send OTP → Verification → Set New Password. */
function Walkthrough(args: Props) {
  const [step, setStep] = useState(args.step);
  return (
    <Controlled
      {...args}
      step={step}
      onSubmitUsername={(username) => {
        args.onSubmitUsername(username);
        setStep('verification');
      }}
      onVerify={(code) => {
        args.onVerify(code);
        setStep('newPassword');
      }}
    />
  );
}

/**
 * In Hindi (issue 29), through the three steps: the user name step, the Verification dialog (where the code went,
 * in Hindi) and the new password with the rule's hint and the flow's errors, all in Hindi; every step still sends.
 */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  render: Walkthrough,
  args: {
    passwordChecks: storyPasswordChecks(''),
    errors: { newPassword: 'New Password required', confirmPassword: 'Passwords do not match.' },
  },
  play: async ({ args }) => {
    const title = 'पासवर्ड भूल गए?';
    let d = within(body().getByRole('dialog', { name: title }));
    await expect(d.getByText(/हम आपके रजिस्टर्ड मोबाइल नंबर पर सत्यापन कोड भेजेंगे।/)).toBeVisible();
    await userEvent.type(d.getByLabelText(/^यूज़रनेम/), '9876543214');
    await userEvent.click(d.getByRole('button', { name: 'OTP भेजें' }));
    await expect(args.onSubmitUsername).toHaveBeenCalledWith('9876543214');

    d = within(await body().findByRole('dialog', { name: 'सत्यापन' }));
    await expect(d.getByText('9876543214 के लिए रजिस्टर्ड मोबाइल नंबर पर भेजा गया कोड डालें।')).toBeVisible();
    await expect(d.getByRole('button', { name: 'OTP दोबारा भेजें' })).toBeVisible();
    await userEvent.type(d.getByLabelText(/^सत्यापन कोड/), '123456');
    await userEvent.click(d.getByRole('button', { name: 'सत्यापित करें' }));
    await expect(args.onVerify).toHaveBeenCalledWith('123456');

    d = within(await body().findByRole('dialog', { name: title }));
    await expect(d.getByText('अपने खाते के लिए नया पासवर्ड चुनें।')).toBeVisible();
    const first = d.getByLabelText(/^नया पासवर्ड सेट करें/);
    await expect(first).toHaveAccessibleDescription(expect.stringContaining('अभी बाकी: कम से कम 8 अक्षर'));
    await expect(d.getByText('नया पासवर्ड डालना ज़रूरी है')).toBeVisible();
    await expect(d.getByText('दोनों पासवर्ड एक जैसे नहीं हैं।')).toBeVisible();
    await userEvent.type(first, 'Mango#River42');
    await userEvent.type(d.getByLabelText(/^पासवर्ड की पुष्टि करें/), 'Mango#River42');
    await userEvent.click(d.getByRole('button', { name: 'पासवर्ड सेव करें' }));
    await expect(args.onSubmitPassword).toHaveBeenCalledWith({
      newPassword: 'Mango#River42',
      confirmPassword: 'Mango#River42',
    });
  },
};

/** Every step and state side by side (drawn in the page flow) for the visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  args: { username: '9876543214' },
  render: (args) => (
    <Sheet>
      {(
        [
          ['User name — empty', { username: '' }],
          ['User name — required', { username: '', errors: { username: 'Username is required' } }],
          ['User name — no such account', { failure: 'No account found with this username.' }],
          ['User name — sending the code', { busy: true }],
          [
            'Code — wrong code',
            { step: 'verification', code: '000000', failure: 'Invalid OTP. Please try again.' },
          ],
          ['Code — resent', { step: 'verification', code: '123456', info: 'OTP was resent successfully!' }],
          [
            'Code — accepted, go on',
            {
              step: 'verification',
              code: '123456',
              codeAccepted: true,
              info: 'OTP verified successfully. Please set your new password.',
            },
          ],
          [
            'New password — both required',
            {
              step: 'newPassword',
              errors: { newPassword: 'New Password required', confirmPassword: 'Confirm Password required' },
            },
          ],
          [
            'New password — mismatch',
            {
              step: 'newPassword',
              newPassword: 'Fresh@123',
              confirmPassword: 'Fresh@12',
              errors: { confirmPassword: 'Passwords do not match.' },
            },
          ],
          [
            'New password — the code was not verified',
            {
              step: 'newPassword',
              newPassword: 'Fresh@123',
              confirmPassword: 'Fresh@123',
              failure: 'Please verify the OTP sent to your mobile number first.',
            },
          ],
          [
            'New password — saving',
            { step: 'newPassword', newPassword: 'Fresh@123', confirmPassword: 'Fresh@123', busy: true },
          ],
          [
            'Done — the password was reset',
            {
              step: 'success',
              success: 'Your password has been reset. Please login with your new password.',
            },
          ],
          [
            'Hindi — code step, failure and info in Hindi',
            {
              step: 'verification',
              code: '000000',
              failure: 'OTP सही नहीं है। कृपया फिर से कोशिश करें।',
              info: 'OTP दोबारा भेज दिया गया है!',
            },
            'hi',
          ],
          [
            'Very long — an unbroken user name and a long failure',
            { username: longText.email, failure: longText.sentence },
          ],
        ] as [string, Partial<Props>, string?][]
      ).map(([caption, state, lang]) => (
        <SheetTile key={caption} caption={caption} lang={lang}>
          <ForgotPasswordDialog {...args} {...state} inline />
        </SheetTile>
      ))}
    </Sheet>
  ),
  play: sheetFitsPhone,
};
