import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { minLengthMessage } from '../field';
import { PasswordField } from './password-field';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Inputs/Password Field',
  component: PasswordField,
  args: { label: 'Password', onValueChange: fn() },
  argTypes: {
    label: { table: { category: 'Content' } },
    helperText: { control: 'text', table: { category: 'Content' } },
    error: { control: 'text', table: { category: 'Content' } },
    value: { control: 'text', table: { category: 'Content' } },
    defaultValue: { control: 'text', table: { category: 'Content' } },
    autoComplete: { control: 'inline-radio', table: { category: 'Behaviour' } },
    defaultVisible: { table: { category: 'Behaviour' } },
    maxLength: { control: 'number', table: { category: 'Behaviour' } },
    required: { table: { category: 'Behaviour' } },
    disabled: { table: { category: 'Behaviour' } },
    onValueChange: { table: { category: 'Events' } },
    showPasswordLabel: { table: { category: 'Accessibility' } },
    hidePasswordLabel: { table: { category: 'Accessibility' } },
    hideLabel: { table: { category: 'Accessibility' } },
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: the password is hidden until the eye button is pressed. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
  },
};

/** The toggle shows and hides the password; `aria-pressed` and its label follow. Works with Enter and Space. */
export const ToggleVisibility: Story = {
  args: { label: 'Set Password', autoComplete: 'new-password' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Set Password');
    await userEvent.type(input, 'Mango#River42');
    const show = canvas.getByRole('button', { name: 'Show password' });
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(show);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('textbox', { name: 'Set Password' })).toHaveValue('Mango#River42');
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    hide.focus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Mango#River42');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
  },
};

/** The caller's error, e.g. "Password is required" or the password rule's minimum length message. */
export const WithError: Story = {
  args: { defaultValue: 'abc', error: minLengthMessage('Password', 8), required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Password/);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Password must be at least 8 characters');
  },
};

/** Not available: the toggle is disabled too. */
export const Disabled: Story = {
  args: { defaultValue: 'secret', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
  },
};

/** Every state, Hindi and very long label, password and error; nothing overflows at 360 px. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet maxWidth={480}>
      <SheetTile caption="Empty">
        <PasswordField label="Empty" />
      </SheetTile>
      <SheetTile caption="Hidden — dots, Show password">
        <PasswordField label="Hidden" defaultValue="secret123" />
      </SheetTile>
      <SheetTile caption="Shown — the text, Hide password pressed">
        <PasswordField label="Shown" defaultValue="secret123" defaultVisible autoComplete="new-password" />
      </SheetTile>
      <SheetTile caption="Error — too short">
        <PasswordField
          label="Error"
          defaultValue="abc"
          required
          error="Password must be at least 8 characters"
        />
      </SheetTile>
      <SheetTile caption="Disabled">
        <PasswordField label="Disabled" defaultValue="secret123" disabled />
      </SheetTile>
      <SheetTile caption="Hindi — label and error in Hindi" lang="hi">
        <PasswordField
          label="पासवर्ड"
          defaultValue="abc"
          required
          error="पासवर्ड में कम से कम 8 अक्षर होने चाहिए"
          showPasswordLabel="पासवर्ड दिखाएँ"
          hidePasswordLabel="पासवर्ड छिपाएँ"
        />
      </SheetTile>
      <SheetTile caption="Very long — a long label and error wrap, a long password is cut">
        <PasswordField
          label="Set a password you will remember: at least eight characters, with a number and a capital letter"
          defaultValue={longText.word}
          defaultVisible
          autoComplete="new-password"
          error={longText.sentence}
        />
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Show password' })).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'पासवर्ड दिखाएँ' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Hide password' })[0]).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await sheetFitsPhone({ canvasElement });
  },
};
