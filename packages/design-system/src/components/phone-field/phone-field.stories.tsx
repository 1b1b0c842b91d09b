import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GetOtpChip } from '../chip';
import { PhoneField } from './phone-field';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Inputs/Phone Field',
  component: PhoneField,
  args: { label: 'Mobile number', onValueChange: fn() },
  argTypes: {
    label: { table: { category: 'Content' } },
    helperText: { control: 'text', table: { category: 'Content' } },
    error: { control: 'text', table: { category: 'Content' } },
    value: { control: 'text', table: { category: 'Content' } },
    defaultValue: { control: 'text', table: { category: 'Content' } },
    countryCode: { table: { category: 'Content' } },
    trailing: { control: false, table: { category: 'Content' } },
    required: { table: { category: 'Behaviour' } },
    disabled: { table: { category: 'Behaviour' } },
    readOnly: { table: { category: 'Behaviour' } },
    locked: { table: { category: 'Behaviour' } },
    onValueChange: { table: { category: 'Events' } },
    hideLabel: { table: { category: 'Accessibility' } },
    describedBy: { table: { category: 'Accessibility' } },
  },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: "+91", a numeric keyboard and national-number autofill. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'tel-national');
    await expect(input).toHaveAccessibleDescription('+91');
    await expect(canvas.getByText('+91')).toBeVisible();
  },
};

/** Letters, signs and an 11th digit change nothing: the value is always at most 10 digits. */
export const DigitsOnly: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.type(input, 'abc-');
    await expect(input).toHaveValue('');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.type(input, '98a76e5-43.210');
    await expect(input).toHaveValue('9876543210');
    await userEvent.type(input, '1');
    await expect(input).toHaveValue('9876543210');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('9876543210');
  },
};

/** Typed on a Hindi (Devanagari) keyboard, ९८७६५४३२१० is the same number as 9876543210. */
export const HindiKeyboardDigits: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.type(input, '९८७६५४३२१०');
    await expect(input).toHaveValue('9876543210');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('9876543210');
  },
};

/** A pasted "+91 98765 43210" keeps only the national number. */
export const PastedWithCountryCode: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.click(input);
    await userEvent.paste('+91 98765 43210');
    await expect(input).toHaveValue('9876543210');
  },
};

/** The caller's error ("Mobile number is required", "Mobile number is not valid"). */
export const WithError: Story = {
  args: { defaultValue: '98765', error: 'Mobile number is not valid', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('+91 Mobile number is not valid');
  },
};

/** With the GET OTP chip in the trailing slot: pressing it asks for a code. */
export const WithGetOtp: Story = {
  args: { defaultValue: '9876543210' },
  render: function Render(args) {
    const [sent, setSent] = useState(0);
    return (
      <>
        <PhoneField {...args} trailing={<GetOtpChip onClick={() => setSent((n) => n + 1)} />} />
        <p>Codes sent: {sent}</p>
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'GET OTP' }));
    await expect(canvas.getByText('Codes sent: 1')).toBeVisible();
  },
};

/** Verified and locked: the chip has become a tick and the number cannot change until "Edit". */
export const Verified: Story = {
  args: { defaultValue: '9876543210', locked: true, trailing: <GetOtpChip verified /> },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(input).toHaveAttribute('readonly');
    await expect(canvas.getByRole('img', { name: 'Mobile number verified' })).toBeVisible();
    await userEvent.type(input, '1');
    await expect(input).toHaveValue('9876543210');
  },
};

/** Not available. */
export const Disabled: Story = {
  args: { defaultValue: '9876543210', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toBeDisabled();
  },
};

/** Every state, the sign-up field, Hindi and very long label and error; nothing overflows at 360 px. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet maxWidth={480}>
      <SheetTile caption="Empty — placeholder">
        <PhoneField label="Empty" placeholder="10-digit number" />
      </SheetTile>
      <SheetTile caption="Filled — GET OTP beside the number">
        <PhoneField label="With GET OTP" defaultValue="9876543210" trailing={<GetOtpChip />} />
      </SheetTile>
      <SheetTile caption="Sending code — the chip busy">
        <PhoneField label="Sending code" defaultValue="9876543210" trailing={<GetOtpChip loading />} />
      </SheetTile>
      <SheetTile caption="Verified — locked, the chip shows Verified">
        <PhoneField
          label="Verified and locked"
          defaultValue="9876543210"
          locked
          trailing={<GetOtpChip verified />}
        />
      </SheetTile>
      <SheetTile caption="Error — too few digits">
        <PhoneField label="Error" defaultValue="98765" required error="Mobile number is not valid" />
      </SheetTile>
      <SheetTile caption="Disabled">
        <PhoneField label="Disabled" defaultValue="9876543210" disabled />
      </SheetTile>
      <SheetTile caption="Sign-up — long label with helper and Get OTP">
        <PhoneField
          label="Mobile Number (Your User Name)"
          helperText="We will send a verification code to this number"
          trailing={<GetOtpChip label="Get OTP" />}
        />
      </SheetTile>
      <SheetTile caption="Hindi — label, helper, chip and error in Hindi" lang="hi">
        <PhoneField
          label="मोबाइल नंबर (यही आपका यूज़र नेम है)"
          defaultValue="98765"
          helperText="हम इस नंबर पर सत्यापन कोड भेजेंगे"
          error="मोबाइल नंबर सही नहीं है"
          trailing={<GetOtpChip label="OTP पाएँ" />}
        />
      </SheetTile>
      <SheetTile caption="Very long — a long label and error wrap beside the chip">
        <PhoneField
          label="The mobile number of a parent or guardian who can receive the verification code by SMS"
          defaultValue="9876543210"
          error={longText.sentence}
          trailing={<GetOtpChip />}
        />
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('textbox')).toHaveLength(9);
    await sheetFitsPhone({ canvasElement });
  },
};
