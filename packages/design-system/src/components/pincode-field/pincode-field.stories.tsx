import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PincodeField } from './pincode-field';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Inputs/Pincode Field',
  component: PincodeField,
  args: { label: 'Pincode', onValueChange: fn() },
  argTypes: {
    label: { table: { category: 'Content' } },
    helperText: { control: 'text', table: { category: 'Content' } },
    error: { control: 'text', table: { category: 'Content' } },
    value: { control: 'text', table: { category: 'Content' } },
    defaultValue: { control: 'text', table: { category: 'Content' } },
    required: { table: { category: 'Behaviour' } },
    disabled: { table: { category: 'Behaviour' } },
    readOnly: { table: { category: 'Behaviour' } },
    onValueChange: { table: { category: 'Events' } },
    hideLabel: { table: { category: 'Accessibility' } },
  },
} satisfies Meta<typeof PincodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: numeric keyboard and postal-code autofill. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Pincode' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'postal-code');
  },
};

/** At most 6 digits: letters and a 7th digit change nothing. */
export const CapsAtSix: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Pincode' });
    await userEvent.type(input, '56x0 0017');
    await expect(input).toHaveValue('560001');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('560001');
  },
};

/** An error from the caller (the spec does not validate the pincode on submit, but a form may). */
export const WithError: Story = {
  args: { defaultValue: '5600', error: 'Pincode must have 6 digits' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Pincode' })).toBeInvalid();
  },
};

/** Not available. */
export const Disabled: Story = {
  args: { defaultValue: '560001', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Pincode' })).toBeDisabled();
  },
};

/** Every state, Hindi and a very long label and error; nothing overflows at 360 px. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet maxWidth={480}>
      <SheetTile caption="Empty">
        <PincodeField label="Empty" />
      </SheetTile>
      <SheetTile caption="Filled — six digits">
        <PincodeField label="Filled" defaultValue="560001" />
      </SheetTile>
      <SheetTile caption="Error — too few digits">
        <PincodeField label="Error" defaultValue="5600" error="Pincode must have 6 digits" />
      </SheetTile>
      <SheetTile caption="Disabled">
        <PincodeField label="Disabled" defaultValue="560001" disabled />
      </SheetTile>
      <SheetTile caption="Read-only">
        <PincodeField label="Read-only" defaultValue="560001" readOnly />
      </SheetTile>
      <SheetTile caption="Hindi — label and error in Hindi" lang="hi">
        <PincodeField label="पिन कोड" defaultValue="5600" error="पिन कोड में 6 अंक होने चाहिए" />
      </SheetTile>
      <SheetTile caption="Very long — a long label and error wrap">
        <PincodeField
          label="Pincode of the address where the printed workbooks and the certificate should be delivered"
          defaultValue="5600"
          error={longText.sentence}
        />
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('textbox')).toHaveLength(7);
    await sheetFitsPhone({ canvasElement });
  },
};
