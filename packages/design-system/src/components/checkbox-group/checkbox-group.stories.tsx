import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckboxGroup } from './checkbox-group';
import { longText, Sheet, SheetTile, sheetFitsPhone } from '../../internal/state-sheet';

const answers = [
  { value: 'a', label: 'Mercury' },
  { value: 'b', label: 'Venus' },
  { value: 'c', label: 'Earth' },
  { value: 'd', label: 'Mars' },
];

const meta = {
  title: 'Design System/Inputs/Checkbox Group',
  component: CheckboxGroup,
  args: { legend: 'Which planets are closer to the Sun than Earth?', options: answers, onValueChange: fn() },
  argTypes: {
    legend: { control: 'text', table: { category: 'Content' } },
    options: { table: { category: 'Content' } },
    helperText: { control: 'text', table: { category: 'Content' } },
    error: { control: 'text', table: { category: 'Content' } },
    value: { table: { category: 'Content' } },
    defaultValue: { table: { category: 'Content' } },
    inline: { table: { category: 'Appearance' } },
    name: { table: { category: 'Behaviour' } },
    required: { table: { category: 'Behaviour' } },
    disabled: { table: { category: 'Behaviour' } },
    onValueChange: { table: { category: 'Events' } },
    hideLegend: { table: { category: 'Accessibility' } },
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by the controls: a multiple-answer question (QT01/QT04/QT09). Values come back in option order. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('group', { name: 'Which planets are closer to the Sun than Earth?' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Venus' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Mercury' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['a', 'b']);
  },
};

/** By keyboard: Tab moves from box to box, Space toggles. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Mercury' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Earth' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Mercury' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Earth' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['a', 'c']);
  },
};

/** Options with rich content: formulas, emphasis, a description line. */
export const RichOptions: Story = {
  args: {
    legend: 'Which of these are compounds?',
    options: [
      {
        value: 'water',
        label: (
          <>
            H<sub>2</sub>O
          </>
        ),
      },
      {
        value: 'oxygen',
        label: (
          <>
            O<sub>2</sub>
          </>
        ),
      },
      {
        value: 'salt',
        label: (
          <>
            <strong>NaCl</strong> (common salt)
          </>
        ),
        description: 'Found in sea water',
      },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'NaCl (common salt)' }));
    await expect(canvas.getByRole('checkbox', { name: 'NaCl (common salt)' })).toBeChecked();
  },
};

/** The caller's error under the options; the group is described by it. */
export const WithError: Story = {
  args: { required: true, error: 'Please choose at least one answer' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group');
    await expect(group).toHaveAccessibleDescription('Please choose at least one answer');
    await expect(group).toHaveAccessibleName('Which planets are closer to the Sun than Earth? (required)');
  },
};

/** The whole group is disabled (after the answer is submitted). */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: ['a', 'b'] },
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

/** Every state on one sheet, for visual review and visual tests. */
export const StateSheet: Story = {
  tags: ['!autodocs', 'state-sheet'],
  render: () => (
    <Sheet maxWidth={480} gap={24}>
      <SheetTile caption="Some checked — with helper text">
        <CheckboxGroup
          legend="Some checked"
          options={answers}
          defaultValue={['a', 'b']}
          helperText="Choose all that apply"
        />
      </SheetTile>
      <SheetTile caption="Error — required, nothing chosen">
        <CheckboxGroup
          legend="Error"
          options={answers.slice(0, 2)}
          required
          error="Please choose at least one answer"
        />
      </SheetTile>
      <SheetTile caption="Disabled — one checked">
        <CheckboxGroup legend="Disabled" options={answers.slice(0, 2)} disabled defaultValue={['b']} />
      </SheetTile>
      <SheetTile caption="Inline — options in a row, wrapping">
        <CheckboxGroup legend="Inline" options={answers} inline defaultValue={['c']} />
      </SheetTile>
      <SheetTile caption="Hindi — legend, options and helper text in Devanagari" lang="hi">
        <CheckboxGroup
          legend="कौन-से ग्रह सूर्य के सबसे पास हैं?"
          options={[
            { value: 'a', label: 'बुध' },
            { value: 'b', label: 'शुक्र' },
            { value: 'c', label: 'पृथ्वी' },
          ]}
          defaultValue={['a']}
          helperText="सभी सही विकल्प चुनिए"
        />
      </SheetTile>
      <SheetTile caption="Very long — long legend and option labels wrap">
        <CheckboxGroup
          legend={longText.title}
          options={[
            { value: 'a', label: longText.sentence },
            { value: 'b', label: longText.url },
          ]}
          error={longText.sentence}
        />
      </SheetTile>
    </Sheet>
  ),
  play: async (context) => {
    await sheetFitsPhone(context);
    await expect(within(context.canvasElement).getAllByRole('group')).toHaveLength(6);
  },
};
