import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ruleState,
  usePasswordRuleStory,
} from '../../components/password-rule-hint/password-rule-hint.fixture';
import { ChangePasswordDialog, changePasswordDialogTexts as t } from './change-password-dialog';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

type Props = ComponentProps<typeof ChangePasswordDialog>;

/** Keeps the typed values in story state (as the flow does) and still reports each call. */
function Controlled(args: Props) {
  const [values, setValues] = useState(args.values);
  return (
    <ChangePasswordDialog
      {...args}
      values={values}
      onFieldChange={(field, value) => {
        setValues((current) => ({ ...current, [field]: value }));
        args.onFieldChange(field, value);
      }}
    />
  );
}

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
const typed = { currentPassword: 'Demo@123', newPassword: 'Fresh@123', confirmPassword: 'Fresh@123' };

const meta = {
  title: 'Templates/Change Password',
  component: ChangePasswordDialog,
  render: Controlled,
  args: {
    open: true,
    values: empty,
    errors: {},
    busy: false,
    username: '9876543210',
    onFieldChange: fn(),
    onSubmit: fn(),
    onClose: fn(),
  },
  argTypes: {
    values: { table: { category: 'Content' } },
    errors: { table: { category: 'Content' } },
    passwordChecks: { table: { category: 'Content' } },
    failure: { table: { category: 'Content' } },
    username: { table: { category: 'Content' } },
    open: { table: { category: 'Behaviour' } },
    busy: { table: { category: 'Behaviour' } },
    inline: { control: false, table: { category: 'Layout' } },
    onFieldChange: { table: { category: 'Events' } },
    onSubmit: { table: { category: 'Events' } },
    onClose: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(within(document.body).getByRole('dialog', { name: t.title }));

/** Focus starts in Current Password; the three fields carry password-manager hints; Change Password sends them. */
export const Default: Story = {
  play: async ({ args }) => {
    const d = dialog();
    const current = d.getByLabelText(/^Current Password/);
    await waitFor(() => expect(current).toHaveFocus());
    await expect(current).toHaveAttribute('autocomplete', 'current-password');
    await expect(d.getByLabelText(/^New Password/)).toHaveAttribute('autocomplete', 'new-password');
    await expect(d.getByLabelText(/^Confirm Password/)).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(current, typed.currentPassword);
    await userEvent.type(d.getByLabelText(/^New Password/), typed.newPassword);
    await userEvent.type(d.getByLabelText(/^Confirm Password/), typed.confirmPassword);
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('confirmPassword', typed.confirmPassword);
    await userEvent.click(d.getByRole('button', { name: t.save }));
    await expect(args.onSubmit).toHaveBeenCalledWith(typed);
  },
};

/** Enter in a field sends; the show/hide toggle reveals a password. */
export const SubmitWithEnter: Story = {
  args: { values: typed },
  play: async ({ args }) => {
    const d = dialog();
    const [toggle] = d.getAllByRole('button', { name: 'Show password' });
    await userEvent.click(toggle!);
    await expect(d.getByLabelText(/^Current Password/)).toHaveAttribute('type', 'text');
    await userEvent.type(d.getByLabelText(/^Confirm Password/), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(typed);
  },
};

/** Cancel, Escape and the close button each ask to close. */
export const Closing: Story = {
  play: async ({ args }) => {
    await userEvent.click(dialog().getByRole('button', { name: t.cancel }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await userEvent.click(dialog().getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(3);
  },
};

/** All three empty: each required message shows under its field. */
export const Required: Story = {
  args: {
    errors: {
      currentPassword: 'Current Password required',
      newPassword: 'New Password required',
      confirmPassword: 'Confirm Password required',
    },
  },
  play: async () => {
    const d = dialog();
    await expect(d.getByText('Current Password required')).toBeVisible();
    await expect(d.getByText('New Password required')).toBeVisible();
    await expect(d.getByText('Confirm Password required')).toBeVisible();
    await expect(d.getByLabelText(/^Current Password/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The confirmation differs: "Passwords do not match." under Confirm Password. */
export const Mismatch: Story = {
  args: {
    values: { ...typed, confirmPassword: 'Fresh@12' },
    errors: { confirmPassword: 'Passwords do not match.' },
  },
  play: async () => {
    const d = dialog();
    await expect(d.getByText('Passwords do not match.')).toBeVisible();
    await expect(d.getByLabelText(/^Confirm Password/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server refused (wrong current password): the message shows in the dialog too; nothing typed is lost. */
export const ServerError: Story = {
  args: { values: typed, failure: 'Current password is incorrect.' },
  play: async () => {
    const d = dialog();
    await expect(d.getByRole('alert')).toHaveTextContent('Current password is incorrect.');
    await expect(d.getByLabelText(/^Current Password/)).toHaveValue(typed.currentPassword);
    await expect(d.getByLabelText(/^Confirm Password/)).toHaveValue(typed.confirmPassword);
  },
};

/** Saving: the fields are locked, Change Password shows progress, Escape does nothing. */
export const Saving: Story = {
  args: { values: typed, busy: true },
  play: async ({ args }) => {
    const d = dialog();
    await expect(d.getByLabelText(/^Current Password/)).toBeDisabled();
    await userEvent.click(d.getByRole('button', { name: new RegExp(t.save) }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/**
 * In Hindi (issue 29): the title, the labels, the password rule's hint and the flow's refusal in Hindi. A weak new
 * password is refused with the rule's message in Hindi and nothing is sent.
 */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  render: WithPasswordRule,
  args: { values: { currentPassword: 'Demo@123', newPassword: 'abc', confirmPassword: 'abc' } },
  play: async ({ args }) => {
    const d = within(within(document.body).getByRole('dialog', { name: 'पासवर्ड बदलें' }));
    await expect(d.getByLabelText(/^मौजूदा पासवर्ड/)).toHaveValue('Demo@123');
    await expect(d.getByLabelText(/^पासवर्ड की पुष्टि करें/)).toHaveValue('abc');
    await expect(ruleState(d, 'कम से कम 8 अक्षर')).toBe('अभी बाकी:');
    await expect(ruleState(d, 'आम पासवर्ड न हो')).toBe('पूरा हुआ:');
    await expect(d.getByRole('button', { name: 'रद्द करें' })).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'पासवर्ड बदलें' }));
    await expect(d.getByLabelText(/^नया पासवर्ड/)).toHaveAccessibleDescription(
      expect.stringContaining('पासवर्ड में कम से कम 8 अक्षर होने चाहिए'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Every state side by side (drawn in the page flow) for the visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: (args) => (
    <Sheet>
      {(
        [
          ['Empty — Change waits for the three fields', {}],
          [
            'Required — every field empty',
            {
              errors: {
                currentPassword: 'Current Password required',
                newPassword: 'New Password required',
                confirmPassword: 'Confirm Password required',
              },
            },
          ],
          [
            'Mismatch — the confirmation differs',
            {
              values: { ...typed, confirmPassword: 'Fresh@12' },
              errors: { confirmPassword: 'Passwords do not match.' },
            },
          ],
          [
            'Refused — the current password is wrong',
            { values: typed, failure: 'Current password is incorrect.' },
          ],
          ['Changing — Change busy', { values: typed, busy: true }],
          [
            'Hindi — the server refusal in Hindi',
            { values: typed, failure: 'मौजूदा पासवर्ड सही नहीं है। कृपया दोबारा जाँचें।' },
            'hi',
          ],
          ['Very long — a long refusal wraps', { values: typed, failure: longText.sentence }],
        ] as [string, Partial<Props>, string?][]
      ).map(([caption, state, lang]) => (
        <SheetTile key={caption} caption={caption} lang={lang}>
          <ChangePasswordDialog {...args} {...state} inline />
        </SheetTile>
      ))}
    </Sheet>
  ),
  play: sheetFitsPhone,
};

// ——— the password rule (issue 22) ———

/**
 * As the app wires it: the rule's hint under New Password follows the typing (`passwordChecks`), and Change
 * Password with a weak new password shows the rule's message instead of sending (the flow's check, copied).
 */
function WithPasswordRule(args: Props) {
  const form = usePasswordRuleStory(args.values, args.errors ?? {}, args.onFieldChange);
  return (
    <ChangePasswordDialog
      {...args}
      values={form.values}
      errors={form.errors}
      passwordChecks={form.passwordChecks}
      onFieldChange={form.onFieldChange}
      onSubmit={(submitted) => form.submit(submitted, args.onSubmit)}
    />
  );
}

/** A weak new password (`abc`): the hint shows the length unmet; Change Password shows the rule and sends nothing. */
export const WeakPassword: Story = {
  render: WithPasswordRule,
  args: { values: { currentPassword: 'Demo@123', newPassword: 'abc', confirmPassword: 'abc' } },
  play: async ({ args }) => {
    const d = dialog();
    await expect(ruleState(dialog(), 'At least 8 characters')).toBe('Not met:');
    await expect(ruleState(dialog(), 'Not a common password')).toBe('Met:');
    await userEvent.click(d.getByRole('button', { name: t.save }));
    const field = d.getByLabelText(/^New Password/);
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Password must be at least 8 characters'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A common new password (`password123`): long enough, but refused as too common. */
export const CommonPassword: Story = {
  render: WithPasswordRule,
  args: {
    values: { currentPassword: 'Demo@123', newPassword: 'password123', confirmPassword: 'password123' },
  },
  play: async ({ args }) => {
    const d = dialog();
    await expect(ruleState(dialog(), 'At least 8 characters')).toBe('Met:');
    await expect(ruleState(dialog(), 'Not a common password')).toBe('Not met:');
    await userEvent.click(d.getByRole('button', { name: t.save }));
    await expect(d.getByText('This password is too common. Choose another')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A strong new password typed in: both parts of the hint turn met, and Change Password sends it. */
export const StrongPassword: Story = {
  render: WithPasswordRule,
  args: { values: { ...empty, currentPassword: 'Demo@123' } },
  play: async ({ args }) => {
    const d = dialog();
    await expect(ruleState(dialog(), 'At least 8 characters')).toBe('Not met:');
    await userEvent.type(d.getByLabelText(/^New Password/), 'Mango#River42');
    await userEvent.type(d.getByLabelText(/^Confirm Password/), 'Mango#River42');
    await expect(ruleState(dialog(), 'At least 8 characters')).toBe('Met:');
    await expect(ruleState(dialog(), 'Not a common password')).toBe('Met:');
    await userEvent.click(d.getByRole('button', { name: t.save }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      currentPassword: 'Demo@123',
      newPassword: 'Mango#River42',
      confirmPassword: 'Mango#River42',
    });
  },
};
