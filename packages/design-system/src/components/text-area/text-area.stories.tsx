import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './text-area';
import { longText, sheetFitsPhone, SheetTile, StateSheet as Sheet } from '../../internal/state-sheet';

const meta = {
  title: 'Design System/Inputs/Text Area',
  component: TextArea,
  args: { label: 'Remark', onValueChange: fn() },
  argTypes: {
    label: { table: { category: 'Content' } },
    helperText: { control: 'text', table: { category: 'Content' } },
    error: { control: 'text', table: { category: 'Content' } },
    value: { control: 'text', table: { category: 'Content' } },
    defaultValue: { control: 'text', table: { category: 'Content' } },
    placeholder: { control: 'text', table: { category: 'Content' } },
    rows: { control: 'number', table: { category: 'Appearance' } },
    maxLength: { control: 'number', table: { category: 'Behaviour' } },
    showCounter: { table: { category: 'Behaviour' } },
    required: { table: { category: 'Behaviour' } },
    disabled: { table: { category: 'Behaviour' } },
    readOnly: { table: { category: 'Behaviour' } },
    onValueChange: { table: { category: 'Events' } },
    hideLabel: { table: { category: 'Accessibility' } },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: the question flag remark. Enter makes a new line. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Remark' });
    await userEvent.type(area, 'Option B{Enter}is also right');
    await expect(area).toHaveValue('Option B\nis also right');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Option B\nis also right');
  },
};

/** The caller's error, e.g. "Remark is required". */
export const WithError: Story = {
  args: { required: true, error: 'Remark is required' },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Remark' });
    await expect(area).toBeInvalid();
    await expect(area).toBeRequired();
    await expect(area).toHaveAccessibleDescription('Remark is required');
  },
};

/** A limit with a counter; typing stops at the limit. */
export const MaxLength: Story = {
  args: { maxLength: 20, showCounter: true, rows: 2 },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Remark' });
    await userEvent.type(area, 'The answer key is wrong here');
    await expect(area).toHaveValue('The answer key is wr');
    await expect(canvas.getByText('20/20')).toBeVisible();
  },
};

/** Not available. */
export const Disabled: Story = {
  args: { defaultValue: 'Sent', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Remark' })).toBeDisabled();
  },
};

/** Every state, Hindi and a very long remark, label and error; nothing overflows at 360 px. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet maxWidth={480}>
      <SheetTile caption="Empty — placeholder">
        <TextArea label="Empty" rows={2} placeholder="Tell us what is wrong" />
      </SheetTile>
      <SheetTile caption="Filled — counter and helper text">
        <TextArea
          label="Filled with counter"
          rows={3}
          maxLength={200}
          showCounter
          defaultValue="The correct answer should be option C, because the question asks for the larger number."
          helperText="Your remark goes to the teacher"
        />
      </SheetTile>
      <SheetTile caption="Error — required and empty">
        <TextArea label="Error" rows={2} required error="Remark is required" />
      </SheetTile>
      <SheetTile caption="Disabled">
        <TextArea label="Disabled" rows={2} defaultValue="Sent" disabled />
      </SheetTile>
      <SheetTile caption="Read-only">
        <TextArea label="Read-only" rows={2} defaultValue="Already submitted" readOnly />
      </SheetTile>
      <SheetTile caption="Hindi — label, remark, helper and counter" lang="hi">
        <TextArea
          label="आपकी टिप्पणी"
          rows={3}
          maxLength={200}
          showCounter
          defaultValue="सही उत्तर विकल्प ग होना चाहिए, क्योंकि प्रश्न में बड़ी संख्या पूछी गई है।"
          helperText="आपकी टिप्पणी शिक्षक तक पहुँचेगी"
        />
      </SheetTile>
      <SheetTile caption="Very long — a long remark with an unbroken link scrolls inside the box">
        <TextArea
          label="A long label that has to wrap over two lines on a narrow phone screen"
          rows={3}
          defaultValue={`${longText.sentence} ${longText.url}`}
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
