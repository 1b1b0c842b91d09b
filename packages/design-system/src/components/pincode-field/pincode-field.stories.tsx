import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PincodeField } from './pincode-field';

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

/** Every state on one sheet, for visual review and visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <div data-testid="sheet" style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
      <PincodeField label="Empty" />
      <PincodeField label="Filled" defaultValue="560001" />
      <PincodeField label="Error" defaultValue="5600" error="Pincode must have 6 digits" />
      <PincodeField label="Disabled" defaultValue="560001" disabled />
      <PincodeField label="Read-only" defaultValue="560001" readOnly />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('textbox')).toHaveLength(5);
    const sheet = canvas.getByTestId('sheet');
    sheet.style.width = '360px';
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
    sheet.style.width = '';
  },
};
