import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { lengthMessage } from '../field';
import { TextField } from './text-field';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Inputs/Text Field',
  component: TextField,
  args: { label: 'Name', autoComplete: 'name', onValueChange: fn() },
  argTypes: {
    label: { table: { category: 'Content' } },
    helperText: { control: 'text', table: { category: 'Content' } },
    error: { control: 'text', table: { category: 'Content' } },
    value: { control: 'text', table: { category: 'Content' } },
    defaultValue: { control: 'text', table: { category: 'Content' } },
    placeholder: { control: 'text', table: { category: 'Content' } },
    start: { control: false, table: { category: 'Content' } },
    end: { control: false, table: { category: 'Content' } },
    type: { control: 'select', table: { category: 'Appearance' } },
    maxLength: { control: 'number', table: { category: 'Behaviour' } },
    showCounter: { table: { category: 'Behaviour' } },
    required: { table: { category: 'Behaviour' } },
    disabled: { table: { category: 'Behaviour' } },
    readOnly: { table: { category: 'Behaviour' } },
    locked: { table: { category: 'Behaviour' } },
    sanitize: { control: false, table: { category: 'Behaviour' } },
    onValueChange: { table: { category: 'Events' } },
    hideLabel: { table: { category: 'Accessibility' } },
    describedBy: { table: { category: 'Accessibility' } },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls. Typing reports each new value. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, 'Asha');
    await expect(input).toHaveValue('Asha');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Asha');
  },
};

/** A hint under the field, read with it by screen readers. */
export const WithHelperText: Story = {
  args: { label: 'Your City', helperText: 'Where you go to school' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Your City' })).toHaveAccessibleDescription(
      'Where you go to school',
    );
  },
};

/** Required: an asterisk after the label and `aria-required`; the caller decides when to show the error. */
export const Required: Story = {
  args: { label: 'First Name', required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toBeRequired();
  },
};

/** An error from the caller: red border, icon and text, `aria-invalid`, and the message in the description. */
export const WithError: Story = {
  args: { label: 'Email ID', type: 'email', defaultValue: 'asha@', error: 'Email ID is not valid' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email ID' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Email ID is not valid');
  },
};

/** The sign-up limit of 50 characters with a counter; typing stops at the limit. */
export const MaxLength: Story = {
  args: {
    label: 'Name',
    maxLength: 50,
    showCounter: true,
    defaultValue: 'Asha Ramachandran Venkatanarayanan Subramaniam',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, 'ABCDEFGH');
    await expect(input).toHaveValue('Asha Ramachandran Venkatanarayanan SubramaniamABCD');
    await expect(canvas.getByText('50/50')).toBeVisible();
  },
};

/** The spec's length message shown as an error (the caller builds it with `lengthMessage(50)`). */
export const LengthError: Story = {
  args: { label: 'Your City', defaultValue: 'Thiruvananthapuram', error: lengthMessage(50) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Length should be less than 50 characters')).toBeVisible();
  },
};

/** Not available: greyed and skipped by Tab. */
export const Disabled: Story = {
  args: { label: 'School Name', defaultValue: 'Kendriya Vidyalaya', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'School Name' })).toBeDisabled();
  },
};

/** Read-only: the value can be selected and copied but not changed. */
export const ReadOnly: Story = {
  args: { label: 'Email ID', defaultValue: 'asha@example.com', readOnly: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email ID' });
    await userEvent.type(input, 'xyz');
    await expect(input).toHaveValue('asha@example.com');
  },
};

/** Locked by the flow: the wizard's user name, prefilled with the mobile number. */
export const Locked: Story = {
  args: { label: 'User name', defaultValue: '9876543210', locked: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'User name' });
    await expect(input).toHaveAttribute('readonly');
    await userEvent.type(input, '1');
    await expect(input).toHaveValue('9876543210');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Every state, Hindi, and very long label, value, error and an unbroken email; nothing overflows at 360 px. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet maxWidth={480}>
      <SheetTile caption="Empty — nothing typed">
        <TextField label="Empty" placeholder="Enter your name" />
      </SheetTile>
      <SheetTile caption="Filled — required, with helper text">
        <TextField
          label="Filled with helper"
          defaultValue="Asha"
          helperText="As on your school ID"
          required
        />
      </SheetTile>
      <SheetTile caption="Error — the message under the helper">
        <TextField
          label="Error"
          defaultValue="asha@"
          error="Email ID is not valid"
          helperText="We send receipts here"
        />
      </SheetTile>
      <SheetTile caption="Counter — characters used of the limit">
        <TextField label="Counter" defaultValue="Bengaluru" maxLength={50} showCounter />
      </SheetTile>
      <SheetTile caption="Disabled">
        <TextField label="Disabled" defaultValue="Kendriya Vidyalaya" disabled />
      </SheetTile>
      <SheetTile caption="Read-only">
        <TextField label="Read-only" defaultValue="asha@example.com" readOnly />
      </SheetTile>
      <SheetTile caption="Locked — the user name, with a lock">
        <TextField label="Locked user name" defaultValue="9876543210" locked />
      </SheetTile>
      <SheetTile caption="Hindi — label, value, helper and error in Hindi" lang="hi">
        <TextField
          label="स्कूल का नाम"
          defaultValue="केंद्रीय विद्यालय, बेंगलुरु"
          helperText="जैसा आपके स्कूल के पहचान पत्र पर लिखा है"
          error="स्कूल का नाम 60 अक्षरों से ज़्यादा नहीं हो सकता"
          required
        />
      </SheetTile>
      <SheetTile caption="Very long — label and error wrap, the value is cut with an ellipsis">
        <TextField
          label="A long label that has to wrap over two lines on a narrow phone screen"
          defaultValue="A long value that is cut with an ellipsis rather than pushing the page sideways"
          error="A long error message that wraps onto a second line on a phone instead of overflowing"
        />
      </SheetTile>
      <SheetTile caption="Very long — an unbroken email as value and in the helper">
        <TextField
          label="Email ID"
          defaultValue={longText.email}
          helperText={`Receipts go to ${longText.email}`}
        />
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('textbox')).toHaveLength(10);
    await sheetFitsPhone({ canvasElement });
  },
};
