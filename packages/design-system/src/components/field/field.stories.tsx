import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Field, FieldInput, FieldShell } from './field';
import { Fieldset } from './fieldset';
import { lengthMessage, minLengthMessage } from './messages';
import { longText, Sheet, SheetTile, expectCaptioned } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Inputs/Field',
  component: Field,
  args: {
    label: 'Your City',
    children: (control) => (
      <FieldShell data-invalid={control['aria-invalid']}>
        <FieldInput {...control} autoComplete="address-level2" />
      </FieldShell>
    ),
  },
  argTypes: {
    label: { control: 'text', table: { category: 'Content' } },
    helperText: { control: 'text', table: { category: 'Content' } },
    error: { control: 'text', table: { category: 'Content' } },
    counter: { table: { category: 'Content' } },
    children: { control: false, table: { category: 'Content' } },
    required: { table: { category: 'Behaviour' } },
    disabled: { table: { category: 'Appearance' } },
    hideLabel: { table: { category: 'Accessibility' } },
    describedBy: { table: { category: 'Accessibility' } },
    id: { table: { category: 'Accessibility' } },
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The plumbing under every field: it names the control with the label and describes it with helper, error and
 * counter. Build a new kind of field by rendering your control inside it.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Your City' });
    await userEvent.type(input, 'Pune');
    await expect(input).toHaveValue('Pune');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Helper, error and counter together, in that reading order; the error sets `aria-invalid`. */
export const HelperErrorCounter: Story = {
  args: {
    helperText: 'Where you live now',
    error: lengthMessage(50),
    counter: { length: 52, max: 50 },
    required: true,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Your City' });
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(
      'Where you live now Length should be less than 50 characters 52/50 characters',
    );
  },
};

/** The spec's generic builders: `lengthMessage(n)` and `minLengthMessage(field, n)`. */
export const Messages: Story = {
  args: { label: 'Password', error: minLengthMessage('Password', 8) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Password must be at least 8 characters')).toBeVisible();
  },
};

/** A fieldset: the legend names a group of checkboxes or radios; helper and error describe it. */
export const Group: Story = {
  render: () => (
    <Fieldset legend="Notifications" helperText="Choose any" error="Please choose at least one" required>
      <label>
        <input type="checkbox" /> Email
      </label>
      <label>
        <input type="checkbox" /> SMS
      </label>
    </Fieldset>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Notifications (required)' });
    await expect(group).toHaveAccessibleDescription('Choose any Please choose at least one');
  },
};

/** Every state on one sheet, for visual review and visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet maxWidth={480}>
      <SheetTile caption="Label only">
        <Field label="Label only">
          {(control) => (
            <FieldShell>
              <FieldInput {...control} />
            </FieldShell>
          )}
        </Field>
      </SheetTile>
      <SheetTile caption="Required with helper — a hint under the control">
        <Field label="Required with helper" required helperText="A hint under the control">
          {(control) => (
            <FieldShell>
              <FieldInput {...control} defaultValue="Value" />
            </FieldShell>
          )}
        </Field>
      </SheetTile>
      <SheetTile caption="Error and counter — over the limit">
        <Field label="Error and counter" error={lengthMessage(10)} counter={{ length: 12, max: 10 }}>
          {(control) => (
            <FieldShell data-invalid={control['aria-invalid']}>
              <FieldInput {...control} defaultValue="Twelve chars" />
            </FieldShell>
          )}
        </Field>
      </SheetTile>
      <SheetTile caption="Disabled">
        <Field label="Disabled" disabled>
          {(control) => (
            <FieldShell data-disabled>
              <FieldInput {...control} defaultValue="Cannot change" disabled />
            </FieldShell>
          )}
        </Field>
      </SheetTile>
      <SheetTile caption="Visually hidden label — for screen readers only">
        <Field
          label="Visually hidden label"
          hideLabel
          helperText="The label above is for screen readers only"
        >
          {(control) => (
            <FieldShell>
              <FieldInput {...control} placeholder="Placeholder" />
            </FieldShell>
          )}
        </Field>
      </SheetTile>
      <SheetTile caption="Hindi — label, helper and error in Devanagari" lang="hi">
        <Field label="आपका पूरा नाम" required helperText="जैसा स्कूल के रिकॉर्ड में लिखा है" error="कृपया अपना नाम लिखें">
          {(control) => (
            <FieldShell data-invalid={control['aria-invalid']}>
              <FieldInput {...control} />
            </FieldShell>
          )}
        </Field>
      </SheetTile>
      <SheetTile caption="Very long — a long label, helper and error wrap; a long value scrolls inside the box">
        <Field label={longText.title} helperText={longText.sentence} error={longText.email}>
          {(control) => (
            <FieldShell data-invalid={control['aria-invalid']}>
              <FieldInput {...control} defaultValue={longText.url} />
            </FieldShell>
          )}
        </Field>
      </SheetTile>
    </Sheet>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('textbox')).toHaveLength(7);
    await expect(canvas.getByRole('textbox', { name: 'Visually hidden label' })).toBeVisible();
    const sheet = canvas.getByTestId('sheet');
    await expectCaptioned(sheet);
    sheet.style.width = '360px';
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
    sheet.style.width = '';
  },
};
