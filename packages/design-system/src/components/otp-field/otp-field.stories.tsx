import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OtpField } from './otp-field';
import { touchTargetProblems } from '../../internal/touch-targets';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Inputs/OTP Field',
  component: OtpField,
  args: { label: 'Verification Code', onValueChange: fn() },
  argTypes: {
    label: { table: { category: 'Content' } },
    helperText: { control: 'text', table: { category: 'Content' } },
    error: { control: 'text', table: { category: 'Content' } },
    value: { control: 'text', table: { category: 'Content' } },
    defaultValue: { control: 'text', table: { category: 'Content' } },
    placeholder: { control: 'text', table: { category: 'Content' } },
    showCounter: { table: { category: 'Behaviour' } },
    required: { table: { category: 'Behaviour' } },
    disabled: { table: { category: 'Behaviour' } },
    onValueChange: { table: { category: 'Events' } },
    hideLabel: { table: { category: 'Accessibility' } },
  },
} satisfies Meta<typeof OtpField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: numeric keyboard and SMS code autofill. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification Code' });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
  },
};

/** At most 10 digits: letters are ignored and typing more changes nothing. */
export const CapsAtTen: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification Code' });
    await userEvent.type(input, '12a34b56789012345');
    await expect(input).toHaveValue('1234567890');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1234567890');
  },
};

/** The caller's error, e.g. "Verification Code is required". */
export const WithError: Story = {
  args: { error: 'Verification Code is required', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification Code' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Verification Code is required');
  },
};

/** Not available (while the code is being checked). */
export const Disabled: Story = {
  args: { defaultValue: '482913', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Verification Code' })).toBeDisabled();
  },
};

/** Every state, Hindi and a very long helper and error; nothing overflows at 360 px. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet maxWidth={480}>
      <SheetTile caption="Empty — placeholder">
        <OtpField label="Empty" placeholder="Enter the code" />
      </SheetTile>
      <SheetTile caption="Filled — helper names where it was sent">
        <OtpField label="Filled" defaultValue="482913" helperText="Sent to +91 98765 43210" />
      </SheetTile>
      <SheetTile caption="Full — counter at the 10-digit limit">
        <OtpField label="Full with counter" defaultValue="1234567890" showCounter />
      </SheetTile>
      <SheetTile caption="Error — required and empty">
        <OtpField label="Error" required error="Verification Code is required" />
      </SheetTile>
      <SheetTile caption="Disabled">
        <OtpField label="Disabled" defaultValue="482913" disabled />
      </SheetTile>
      <SheetTile caption="Hindi — label, helper and error in Hindi" lang="hi">
        <OtpField
          label="सत्यापन कोड"
          required
          helperText="+91 98765 43210 पर भेजा गया"
          error="सत्यापन कोड डालना ज़रूरी है"
        />
      </SheetTile>
      <SheetTile caption="Very long — a long helper with an unbroken email wraps">
        <OtpField
          label="Verification Code"
          helperText={`Sent to ${longText.email}`}
          error={longText.sentence}
        />
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    // Every target at least 24 × 24 px (WCAG 2.5.8), primary actions at least 44 px tall.
    await expect(touchTargetProblems(canvasElement)).toEqual([]);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('textbox')).toHaveLength(7);
    await sheetFitsPhone({ canvasElement });
  },
};
